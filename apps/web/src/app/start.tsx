import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { onSessionEnded } from '../lib/http';
import { readIslands } from '../lib/hydrated';
import { ADMIN_LOGOUT, MEMBER_LOGOUT } from '../lib/paths';
import { getMemberUser } from '../lib/session';
import { Providers } from './providers';
import { queryClient } from './query-client';
import { prepareHydration, routes } from './router';
import { readRenderedState } from './ssr-state';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

async function start(root: HTMLElement) {
  // A page the server rendered for a visitor (entry-server.tsx) is hydrated with the answers it was rendered from. A
  // member's browser builds the page itself: the member sees rows and menus the visitor's page did not have.
  const rendered = getMemberUser() ? undefined : readRenderedState();
  if (rendered) {
    hydrate(queryClient, rendered.queries);
    await prepareHydration(rendered.router, window.location.pathname);
  }
  const router = createBrowserRouter(routes, { hydrationData: rendered?.router });

  // A 400 'cikis' reply: the client has dropped the session; the logout page of the audience finishes the job. A
  // reply that arrives while that page runs (a poll in flight during a logout) leaves it to finish.
  onSessionEnded((audience) => {
    const to = audience === 'admin' ? ADMIN_LOGOUT : MEMBER_LOGOUT;
    if (router.state.location.pathname.toLowerCase() !== to.toLowerCase()) void router.navigate(to, { replace: true });
  });

  const app = (
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  // hydration as a transition: React yields to the browser between small pieces instead of one long task, so the
  // page the visitor already sees answers a tap while it comes alive
  if (rendered) {
    readIslands(root); // the parts of the page React keeps as the server wrote them (ui/server-markup.tsx)
    startTransition(() => void hydrateRoot(root, app));
  } else createRoot(root).render(app);
}

void start(root);
