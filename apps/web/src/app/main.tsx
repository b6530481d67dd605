// The entry. A visitor's page the server rendered is the page: only its islands come alive, each when first touched
// (islands.ts, DESIGN §9), with Preact standing in for React (the islands' own build, build/islands.ts, whose runtime
// ISLANDS_ENTRY names), and no renderer is even loaded before. Any other page is the app (start.tsx, with React, the
// router and the page's modules): the member area, the back-office, the pages of the stored session (activation,
// logout), and a member's public pages (a member sees rows and menus a visitor does not; the doors into the member
// area send a member on); on a page the server rendered, the app is fetched after the first paint, so that it does
// not compete with the page's content on a slow connection.
// The first paint's style sheet stays in the entry: the page's HTML links it, and it paints with it. It holds what the
// server's pages are made of; the rest of Mantine's styles come with the islands and the app (first-paint.css).
import './first-paint.css';
import { holdsMemberSession } from '../lib/storage-keys';
import { appParts, memberFrame } from './app-parts';
import { RENDERED_STATE_ID } from './ssr-state';

const rendered = document.getElementById(RENDERED_STATE_ID) !== null;
const member = holdsMemberSession();
if (rendered && !member) void import(/* @vite-ignore */ import.meta.env.ISLANDS_ENTRY);
else if (rendered) requestAnimationFrame(() => setTimeout(() => void import('./start'), 0));
else {
  // a page the browser builds: the app's parts and start.tsx at once, and a member's frame with its page (a member's
  // page that is not the back-office's), instead of each after the one before (app-parts.ts)
  void appParts();
  if (member && !/^\/adminimt(\/|$)/i.test(location.pathname)) memberFrame(location.pathname);
  void import('./start');
}
