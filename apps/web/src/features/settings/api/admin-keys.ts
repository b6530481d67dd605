// Query keys of the back-office settings screens (site, social media, mail, SMS): one document each. A save puts
// the stored document into its key and refetches the public views that show it (lib/settings-views.ts).
export const settingsAdminKeys = {
  all: ['admin', 'settings'] as const,
  site: () => [...settingsAdminKeys.all, 'site'] as const,
  social: () => [...settingsAdminKeys.all, 'social'] as const,
  mail: () => [...settingsAdminKeys.all, 'mail'] as const,
  sms: () => [...settingsAdminKeys.all, 'sms'] as const,
};
