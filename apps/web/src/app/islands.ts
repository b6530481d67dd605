// A visitor's public page in the browser (DESIGN §9, decision 0042): the server's HTML is the page, its links are
// plain links, and each island (ui/island.tsx) is hydrated on its own, with React and its component, the first time
// the visitor touches it (a pointer over it, a touch, the keyboard's focus). Until then nothing of React is loaded: a
// click or a form sent before the island is live is held and done again once it is, and what was typed into it is
// handed to its component.
import type { ComponentType } from 'react';
import type { IslandName } from '../ui/island';

type Loader = () => Promise<ComponentType<never>>;

/** Every island's component, loaded when first needed (the names ui/island.tsx gives them on the server). */
const ISLANDS: Record<IslandName, Loader> = {
  search: () => import('../features/catalog/components/product-search-box').then((m) => m.ProductSearchBox),
  'phone-menu': () => import('../features/site/components/phone-menu').then((m) => m.PhoneMenu),
  translate: () => import('../features/site/components/translate-menu').then((m) => m.TranslateMenu),
  slider: () => import('../features/content/components/home-slider').then((m) => m.HomeSlider),
  faq: () => import('../features/content/components/faq-list').then((m) => m.FaqList),
  'contact-form': () => import('../features/inbox/components/contact-form').then((m) => m.ContactForm),
  newsletter: () => import('../features/inbox/components/newsletter-form').then((m) => m.NewsletterForm),
  gallery: () => import('../ui/gallery').then((m) => m.Gallery),
  categories: () => import('../features/catalog/components/category-sidebar').then((m) => m.CategorySidebar),
  'request-invitation': () =>
    import('../features/requests/components/request-call-to-action').then((m) => m.RequestCallToAction),
};

/** What makes an island come alive: the visitor is about to use it. */
const TOUCHES = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

const isNewTabClick = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * Hands what was typed before hydration to the component: React keeps the DOM's text, but the component's state does
 * not have it. Set through React's value tracker to the server's value first, so that the input event is a change.
 */
/** The selection of a text field, where it has one (a number or e-mail field has none). */
function selectionOf(field: HTMLInputElement | HTMLTextAreaElement): [number, number] | undefined {
  try {
    const { selectionStart, selectionEnd } = field;
    return selectionStart === null || selectionEnd === null ? undefined : [selectionStart, selectionEnd];
  } catch {
    return undefined;
  }
}

function handOver(typed: Map<HTMLInputElement | HTMLTextAreaElement, string>) {
  for (const [field, value] of typed) {
    if (!field.isConnected) continue;
    const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    const selection = selectionOf(field);
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    // where the caret was (or what was selected): typing goes on where it was
    if (selection && document.activeElement === field) field.setSelectionRange(...selection);
  }
}

function watch(root: HTMLElement) {
  const name = root.dataset.island as IslandName;
  const load = ISLANDS[name];
  if (!load) return;
  let live: Promise<void> | undefined;
  let heldClick: HTMLElement | undefined;
  let heldSubmit: HTMLFormElement | undefined;
  const typed = new Map<HTMLInputElement | HTMLTextAreaElement, string>();

  const wake = () => {
    if (live) return live;
    for (const type of TOUCHES) root.removeEventListener(type, wake, true);
    const props = JSON.parse(root.dataset.props ?? '{}') as object;
    live = Promise.all([import('./island-hydrate'), load()]).then(([{ hydrateIsland }, Component]) => {
      hydrateIsland(root, Component, props, () => {
        root.dataset.live = '';
        handOver(typed);
        // then, once React has finished the commit: the focus the visitor gave it, now seen by the component (a
        // search box opens its suggestions), and the click or the sending held back
        queueMicrotask(() => {
          const focused = document.activeElement;
          if (focused instanceof HTMLElement && root.contains(focused))
            focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
          if (heldClick?.isConnected) heldClick.click();
          else if (heldSubmit?.isConnected) heldSubmit.requestSubmit();
        });
      });
    });
    return live;
  };

  for (const type of TOUCHES) root.addEventListener(type, wake, { capture: true, passive: true });
  root.addEventListener(
    'click',
    (event) => {
      if (root.dataset.live !== undefined) return;
      const target = event.target as HTMLElement;
      if (isNewTabClick(event) && target.closest('a[href]')) return;
      event.preventDefault();
      event.stopPropagation();
      heldClick = target;
      void wake();
    },
    true,
  );
  root.addEventListener(
    'input',
    (event) => {
      const field = event.target;
      if (root.dataset.live !== undefined) return;
      if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) typed.set(field, field.value);
    },
    true,
  );
  root.addEventListener(
    'submit',
    (event) => {
      if (root.dataset.live !== undefined) return;
      event.preventDefault();
      heldSubmit = event.target as HTMLFormElement;
      void wake();
    },
    true,
  );
}

for (const root of document.querySelectorAll<HTMLElement>('[data-island]')) watch(root);
// the page is usable as it is: the journeys wait for this mark, as for the app's (root-layout.tsx)
document.documentElement.dataset.live = '';
