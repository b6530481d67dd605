/**
 * Query-key roots of the public views that show what the back-office's content screens edit: the home page (its
 * article blocks and banners), the slider, the FAQ, the static pages, the blog and announcement lists and posts (all
 * under 'content'), the footer's page groups, and the ads of the request lists and company pages. A content write
 * refetches the views it changes, so that the site shows no stale data in the admin's tab. A feature does not import
 * another's keys, so the roots are named here; app/content-views.test.ts checks them against the features' own keys.
 */
export const CONTENT_VIEWS = {
  publicContent: ['content'],
  homePage: ['content', 'home'],
  slides: ['content', 'slides'],
  faq: ['content', 'faq'],
  pages: ['content', 'page'],
  posts: ['content', 'posts'],
  post: ['content', 'post'],
  footer: ['site', 'footer'],
  /** the request lists carry the list ads (top, bottom, side, category side) */
  publicRequests: ['requests'],
  /** a company's page carries the company and category side ads */
  companyPages: ['products', 'company'],
} as const satisfies Record<string, readonly string[]>;
