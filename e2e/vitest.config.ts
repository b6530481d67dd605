import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // In CI (two shared cores, a cold server) a journey's click on a page not yet alive is now and then not followed
    // by its navigation (seen 4 December: the login's 'Giriş Yap', the registration's 'İmalatçı' — each passing alone
    // and in the run before), so a failed journey is run once more
    // there: one that fails twice is red. Known debt, listed in the closing note; locally a failure is a failure.
    retry: process.env.CI ? 1 : 0,
  },
});
