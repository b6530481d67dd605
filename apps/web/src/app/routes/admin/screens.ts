// The back-office's screens, imported from this lazy module rather than from the route table. Vite writes next to
// every dynamic import the list of chunks it needs (to preload them), so each screen imported from router.tsx or
// admin-segments.ts would add its list to the entry chunk that every visitor of the public site loads. Imported
// from here, the lists live in this small back-office chunk, and the entry stays the same as screens are added.
export const adminScreens = {
  dashboard: () => import('./dashboard'),
  allRequests: () => import('./requests/all-requests'),
  memberRequests: () => import('./requests/member-requests'),
  memberRatings: () => import('./offers/member-ratings'),
  member: () => import('./members/member-detail'),
  members: () => import('./members/members'),
  companies: () => import('./members/companies'),
  tickets: () => import('./support/tickets'),
  ticket: () => import('./support/ticket'),
  memberProducts: () => import('./products/member-products'),
  memberProduct: () => import('./products/member-product'),
  definitions: () => import('./packages/definitions'),
  addDefinition: () => import('./packages/add-definition'),
  definition: () => import('./packages/definition'),
  definitionImage: () => import('./packages/definition-image'),
  activePackages: () => import('./packages/active-packages'),
  categories: () => import('./catalog/categories'),
  categoryTags: () => import('./catalog/category-tags'),
  categoryProducts: () => import('./catalog/category-products'),
  allCatalogProducts: () => import('./catalog/all-catalog-products'),
  companyCategoryProducts: () => import('./catalog/company-category-products'),
};
