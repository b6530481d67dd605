// Query keys of the back-office's exchange rates (/adminimt/kurlar). An entry changes them all.
export const ratesAdminKeys = {
  all: ['admin', 'rates'] as const,
  bulletins: () => [...ratesAdminKeys.all, 'bulletins'] as const,
  job: () => [...ratesAdminKeys.all, 'job'] as const,
};
