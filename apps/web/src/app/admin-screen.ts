import type { adminScreens } from './routes/admin/screens';

type Screens = typeof adminScreens;

/**
 * A back-office screen's module for the route table, through the lazy table of routes/admin/screens.ts (why:
 * there). Typed as the screen's own import, which it is: TypeScript cannot follow a generic key through `.then`.
 */
export const adminScreen = <K extends keyof Screens>(name: K): Screens[K] =>
  (() => import('./routes/admin/screens').then((screens) => screens.adminScreens[name]())) as Screens[K];
