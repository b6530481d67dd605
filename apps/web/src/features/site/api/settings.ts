/**
 * The settings' call definitions for the queries the entry chunk runs (the header, the footer, the page title): they
 * come with zod, so they are loaded with the first call instead of with the entry. Pages import them as usual.
 */
export const loadSettings = () => import('@tedarik/contract/settings/public');
