// A landing page on the wire (contract: landing/public.ts).
import type { LandingPage } from '@tedarik/contract/landing/public';
import { NO_BADGES } from '@tedarik/contract/verification/documents';
import { thumbOf } from '../../platform/images';
import { productLink } from '../products/wire';
import type { LandingPageData } from './service';

const ref = (c: { id: number; name: string; slug: string }) => ({ id: c.id, name: c.name, slug: c.slug });

export const toLandingPage = (p: LandingPageData): LandingPage => ({
  category: ref(p.category),
  path: p.path.map(ref),
  province: p.province ? ref(p.province) : null,
  items: p.companies.map((c) => ({
    id: c.id,
    name: c.name,
    slug: c.slug,
    logo: c.logo,
    city: c.city,
    badges: c.badges ?? NO_BADGES,
    rating: {
      average: c.reputation?.ratings && c.reputation.average !== null ? Number(c.reputation.average) : null,
      count: c.reputation?.ratings ?? 0,
    },
    products: c.products.map((x) => ({
      id: Number(x.id),
      name: x.name,
      link: productLink(x.name),
      image: x.image && thumbOf(x.image),
    })),
  })),
  total: p.total,
  pages: p.pages,
  page: p.page,
});
