// What start.tsx needs of the router and the data cache, as one module it imports as a part of its own (see there):
// importing the libraries themselves with import() would keep every export they have.
export { hydrate } from '@tanstack/react-query';
export { createBrowserRouter, RouterProvider } from 'react-router';
export { queryClient } from './query-client';
