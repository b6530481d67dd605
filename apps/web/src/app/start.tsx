// The rest of Mantine's styles, loaded with this chunk and before it runs: the entry's sheet has the parts the server's
// pages are made of (first-paint.css, build/mantine-rest.ts).
import 'virtual:mantine-rest.css';
import { StrictMode } from 'react';
import { onSessionEnded } from '../lib/http';
import { ADMIN_LOGOUT, MEMBER_LOGOUT } from '../lib/paths';
import { appParts } from './app-parts';

// The app's large parts, fetched together and evaluated each in a task of its own (app-parts.ts); on a page the browser
// builds, the entry started them already.
const parts = appParts();

/**
 * A page load's entry of the history gets a key of its own. The router keys the scroll positions it keeps by the
 * entry's key, and an entry a page load made has none: every such page was 'default', so a page opened by a page load
 * (a link from a mail, a login's hand-over from a visitor's page) started where another page so opened had been left
 * (Mesajlar on its footer). A reload or Back to the entry keeps its key, and its position.
 */
function keyPageLoad() {
  const state = window.history.state as { key?: unknown } | null;
  if (typeof state?.key === 'string') return;
  window.history.replaceState({ ...state, key: Math.random().toString(36).slice(2, 10) }, '');
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

async function start(root: HTMLElement) {
  const [{ createRoot }, { createBrowserRouter, RouterProvider }, { routes, RouteLoading }, { Providers }] =
    await parts;
  // The app builds its page itself: a member's page (the member sees rows and menus a visitor's page does not have),
  // the member area, the back-office, the pages of the stored session. A visitor's rendered page has islands instead
  // (islands.ts).
  keyPageLoad();
  const browserRouter = createBrowserRouter(routes);

  // A 400 'cikis' reply: the client has dropped the session; the logout page of the audience finishes the job. A
  // reply that arrives while that page runs (a poll in flight during a logout) leaves it to finish.
  onSessionEnded((audience) => {
    const to = audience === 'admin' ? ADMIN_LOGOUT : MEMBER_LOGOUT;
    if (browserRouter.state.location.pathname.toLowerCase() !== to.toLowerCase())
      void browserRouter.navigate(to, { replace: true });
  });

  const app = (
    <StrictMode>
      <Providers>
        <RouterProvider router={browserRouter} />
      </Providers>
    </StrictMode>
  );
  // A page the browser builds shows the loader until its routes are ready (a member page: the member area's chunk),
  // then renders them in one pass, as an ordinary update. Left to the router, that first render is a transition,
  // which React held back until the page inside the frame had come too: the member frame then showed 0.9 s later
  // (median of 12 cold loads on a four times slower CPU, issue 35).
  const reactRoot = createRoot(root);
  if (!browserRouter.state.initialized) {
    reactRoot.render(
      <StrictMode>
        <Providers>
          <RouteLoading />
        </Providers>
      </StrictMode>,
    );
    await new Promise<void>((resolve) => {
      const stop = browserRouter.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });
  }
  reactRoot.render(app);
}

void start(root);
