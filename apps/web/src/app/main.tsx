// The entry: a page the server rendered paints from its HTML first, and the app (start.tsx, with React, the router and
// the page's modules) is fetched after that first paint, so that its 210 KB do not compete with the page's content on
// a slow connection. A page built in the browser (the member area, the back-office) starts the app at once.
// The first paint's style sheet stays in the entry: the page's HTML links it, and it paints with it. It holds what the
// server's pages are made of; the rest of Mantine's styles come with the app (first-paint.css, start.tsx).
import './first-paint.css';
import { RENDERED_STATE_ID } from './ssr-state';

const start = () => import('./start');

if (document.getElementById(RENDERED_STATE_ID)) requestAnimationFrame(() => setTimeout(start, 0));
else void start();
