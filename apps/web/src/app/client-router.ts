// What start.tsx needs of the router, as one module it imports as a part of its own (see there): importing the
// library itself with import() would keep every export it has.
export { createBrowserRouter, RouterProvider } from 'react-router';
