import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { onSessionEnded } from '../lib/http';
import { ADMIN_LOGOUT, MEMBER_LOGOUT } from '../lib/paths';
import { Providers } from './providers';
import { router } from './router';

// A 400 'cikis' reply: the client has dropped the session; the logout page of the audience finishes the job. A
// reply that arrives while that page runs (a poll in flight during a logout) leaves it to finish.
onSessionEnded((audience) => {
  const to = audience === 'admin' ? ADMIN_LOGOUT : MEMBER_LOGOUT;
  if (router.state.location.pathname.toLowerCase() !== to.toLowerCase()) void router.navigate(to, { replace: true });
});

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
