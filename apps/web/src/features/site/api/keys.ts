// Query keys of the site-wide settings.
export const siteKeys = {
  all: ['site'] as const,
  titleAndMeta: () => [...siteKeys.all, 'title-and-meta'] as const,
  footer: () => [...siteKeys.all, 'footer'] as const,
  social: () => [...siteKeys.all, 'social'] as const,
  countries: () => [...siteKeys.all, 'countries'] as const,
};
