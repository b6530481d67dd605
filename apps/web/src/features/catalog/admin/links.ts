import { ADMIN_HOME } from '../../../lib/paths';

/** The back-office's catalogue screens (admin spec §2 "Categories, tags, category products"). */
export const catalogAdminHref = {
  categories: `${ADMIN_HOME}/kategoriler`,
  tags: (categoryId: number) => `${ADMIN_HOME}/kategorietiketler-${categoryId}`,
  /** a category's products (null: all of them), ?sayfa=N from page 2 on, ?ara= while searching */
  products: (categoryId: number | null, page = 1, text = '') => {
    const query = new URLSearchParams();
    if (page > 1) query.set('sayfa', String(page));
    if (text) query.set('ara', text);
    const suffix = query.toString() ? `?${query}` : '';
    return `${ADMIN_HOME}/kategoriurunler${categoryId === null ? '' : `-${categoryId}`}${suffix}`;
  },
  companyProducts: (catalogProductId: number) => `${ADMIN_HOME}/firmakategoriurunler-${catalogProductId}`,
};
