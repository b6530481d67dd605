import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { onSessionEnded } from '../lib/http';
import { ADMIN_LOGOUT, MEMBER_LOGOUT } from '../lib/paths';
import { Providers } from './providers';
import { router } from './router';

// A 400 'cikis' reply: the client has dropped the session; the logout page of the audience finishes the job.
onSessionEnded((audience) => {
  void router.navigate(audience === 'admin' ? ADMIN_LOGOUT : MEMBER_LOGOUT, { replace: true });
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
