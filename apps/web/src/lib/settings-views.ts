/**
 * Query-key roots of the public views that show what the back-office's settings screens edit: the site's title,
 * meta, home page intro and contact data (GET /api/TitleandMeta: the tab title, the header, the home and contact
 * pages, the 'how to' videos), the footer (copyright, tags and social links) and the social links (the contact
 * page). A settings save refetches the views it changes, so the site shows no stale data in the admin's tab. A
 * feature does not import another's keys, so the roots are named here; app/settings-views.test.ts checks them
 * against the site feature's own keys.
 */
export const SETTINGS_VIEWS = {
  titleAndMeta: ['site', 'title-and-meta'],
  footer: ['site', 'footer'],
  social: ['site', 'social'],
} as const satisfies Record<string, readonly string[]>;
