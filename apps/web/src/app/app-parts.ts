// The app's large parts (start.tsx), fetched together, each evaluated in a task of its own as it arrives: React's
// renderer, the router with the data cache, the routes with their pages, the theme. Imported statically they were one
// module graph, evaluated in one task of 300-800 ms on Lighthouse's 4× slower CPU, all of it blocking a first tap.
// The entry (main.tsx) starts them on a page the browser builds, beside start.tsx instead of after it, and a member's
// frame with them: a member's first screen waited for each of these in turn (decision 0050).

let parts: ReturnType<typeof fetchParts> | undefined;
const fetchParts = () =>
  Promise.all([import('react-dom/client'), import('./client-router'), import('./router'), import('./providers')]);

/** The app's parts, fetched once. */
export const appParts = () => {
  parts ??= fetchParts();
  return parts;
};

/**
 * The member frame (routes/account/member-layout.tsx) and the page of the screen at `pathname`, fetched at once: the
 * router would ask for the frame only once its parts are in and evaluated, and for the page only once the frame is.
 */
export function memberFrame(pathname: string) {
  void import('./routes/account/screens').then((m) => m.preloadScreenOf(pathname.replace(/^\/+/, '')));
  void import('./routes/account/member-layout');
}
