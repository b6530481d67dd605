import { backOfficeKeys } from './admin-query-keys';

/**
 * Query-key roots of the views, outside the catalogue's own screens, that show a category or a catalog product (its
 * name, place, link or state): the public product and request lists by category, the home page's sectors, the
 * member area's products and requests, and the back-office's requests, members and company products. A back-office
 * catalogue write refetches them, so that no page needs a reload. A feature does not import another's keys, so the
 * roots are named here; app/catalogue-views.test.ts checks them against the features' own keys.
 */
export const CATALOGUE_VIEWS = {
  publicProducts: ['products'],
  publicRequests: ['requests'],
  homePage: ['content', 'home'],
  memberArea: ['member'],
  adminRequests: backOfficeKeys.requests,
  adminMembers: backOfficeKeys.members,
  adminPendingWork: backOfficeKeys.pendingWork,
  adminProducts: ['admin', 'products'],
  adminCatalogChoices: ['admin', 'catalog-choices'],
} as const satisfies Record<string, readonly string[]>;
