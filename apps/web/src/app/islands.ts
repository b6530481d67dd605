// A visitor's public page in the browser (DESIGN §9, decision 0042): the server's HTML is the page, its links are
// plain links, and each island (ui/island.tsx) is hydrated on its own, with its component and Preact (React's stand-in
// in the islands' build, build/islands.ts), the first time the visitor touches it (a pointer over it, a touch, the
// keyboard's focus). Until then no renderer is loaded: a click or a form sent before the island is live is held and
// done again once it is (every one, in order), and what was typed into it is handed to its component.
import type { ComponentType } from 'react';
import { AT_ONCE, ISLANDS, type IslandName } from './island-table';

/** What makes an island come alive: the visitor is about to use it. */
const TOUCHES = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/** A pointer's gesture before the island is live, done again once it is (at most this many events of it). */
const GESTURE = ['pointerdown', 'pointermove', 'pointerup', 'pointercancel'] as const;
const MAX_GESTURE = 60;
/** Clicks, sendings and Enters before the island is live, done again once it is (at most this many). */
const MAX_HELD = 20;

const isNewTabClick = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/** The selection of a text field, where it has one (a number or e-mail field has none). */
function selectionOf(field: HTMLInputElement | HTMLTextAreaElement): [number, number] | undefined {
  try {
    const { selectionStart, selectionEnd } = field;
    return selectionStart === null || selectionEnd === null ? undefined : [selectionStart, selectionEnd];
  } catch {
    return undefined;
  }
}

type Typed = Map<HTMLInputElement | HTMLTextAreaElement, { value: string; selection?: [number, number] }>;

/**
 * Hands what was typed before hydration to the component: the component's state does not have it, and the renderer
 * may have written that state into the field as it came alive. The field is set back to the server's value, then to
 * what was typed through its own setter, and an input event tells the component; the caret (or the selection) goes
 * back to where the visitor left it.
 */
function handOver(typed: Typed) {
  for (const [field, typedValue] of typed) {
    if (!field.isConnected) continue;
    const { value } = typedValue;
    // the field's own selection while it still shows what was typed, else the one recorded as it was typed
    const selection = field.value === value ? selectionOf(field) : typedValue.selection;
    const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    // where the caret was (or what was selected): typing goes on where it was
    if (selection && document.activeElement === field) field.setSelectionRange(...selection);
  }
}

function watch(root: HTMLElement) {
  const load = ISLANDS[root.dataset.island as IslandName] as (() => Promise<ComponentType<never>>) | undefined;
  if (!load) return;
  let live: Promise<void> | undefined;
  // what the visitor did before the island was live, in order (a tap on 'İmalatçı', then on 'Kayıt Ol'), done again
  // once it is, each in a task of its own so that the component has rendered the one before
  const held: Array<() => void> = [];
  const hold = (action: () => void) => {
    if (held.length < MAX_HELD) held.push(action);
  };
  const typed: Typed = new Map();
  const gesture: Array<[EventTarget, string, PointerEventInit]> = [];

  const wake = () => {
    if (live) return live;
    for (const type of TOUCHES) root.removeEventListener(type, wake, true);
    const props = JSON.parse(root.dataset.props ?? '{}') as object;
    live = Promise.all([import('./island-hydrate'), load()]).then(([{ hydrateIsland }, Component]) => {
      hydrateIsland(root, Component, props, () => {
        root.dataset.live = '';
        // once the renderer has finished the commit (a field's state is written back after its change event, and
        // during the commit with the state it had): what was typed and the focus the visitor gave it, now seen by
        // the component (a search box opens its suggestions)
        queueMicrotask(() => {
          handOver(typed);
          const focused = document.activeElement;
          if (focused instanceof HTMLElement && root.contains(focused))
            focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
          // then, once Preact has rendered what was handed over (it renders a state's change in a microtask), the
          // gesture (the slider's swipe) as the visitor made it, and the clicks, the sending or the Enter held back,
          // in order: the search's Enter sees what was typed
          const replay = () => {
            const action = held.shift();
            if (!action) return;
            action();
            setTimeout(replay);
          };
          setTimeout(() => {
            for (const [target, type, init] of gesture) target.dispatchEvent(new PointerEvent(type, init));
            replay();
          });
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
      hold(() => {
        if (target.isConnected)
          target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
      });
      void wake();
    },
    true,
  );
  for (const type of GESTURE)
    root.addEventListener(
      type,
      (event) => {
        if (root.dataset.live !== undefined || (type !== 'pointerdown' && gesture.length === 0)) return;
        if (type === 'pointerdown') gesture.length = 0; // a new gesture: the one before was a tap or is over
        if (gesture.length >= MAX_GESTURE) return;
        const { pointerId, pointerType, isPrimary, clientX, clientY, screenX, screenY, button, buttons } = event;
        const init = { pointerId, pointerType, isPrimary, clientX, clientY, screenX, screenY, button, buttons };
        gesture.push([event.target as EventTarget, type, { ...init, bubbles: true, cancelable: true, composed: true }]);
      },
      { capture: true, passive: true },
    );
  root.addEventListener(
    'input',
    (event) => {
      const field = event.target;
      if (root.dataset.live !== undefined) return;
      // kept from the renderer while it hydrates: it would replay the event with the state it has, and write that state
      // back into the field (what was typed is handed over once the island is live)
      event.stopImmediatePropagation();
      if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)
        typed.set(field, { value: field.value, selection: selectionOf(field) });
    },
    true,
  );
  // a selection made in what was typed before it is live (a paste or a typing replaces it)
  root.addEventListener(
    'select',
    (event) => {
      const field = event.target;
      if (root.dataset.live !== undefined) return;
      if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && typed.has(field))
        typed.set(field, { value: field.value, selection: selectionOf(field) });
    },
    true,
  );
  // Enter in a field that is no form's (the header search): done again once live; a form's is its submit, below
  root.addEventListener(
    'keydown',
    (event) => {
      const field = event.target as HTMLElement;
      if (root.dataset.live !== undefined || event.key !== 'Enter' || field.closest('form')) return;
      hold(() => {
        if (field.isConnected)
          field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
      });
      void wake();
    },
    true,
  );
  root.addEventListener(
    'submit',
    (event) => {
      if (root.dataset.live !== undefined) return;
      event.preventDefault();
      const form = event.target as HTMLFormElement;
      hold(() => {
        if (form.isConnected) form.requestSubmit();
      });
      void wake();
    },
    true,
  );
  if (AT_ONCE[root.dataset.island as IslandName]?.()) void wake();
}

for (const root of document.querySelectorAll<HTMLElement>('[data-island]')) watch(root);
// the page is usable as it is: the journeys wait for this mark, as for the app's (root-layout.tsx)
document.documentElement.dataset.live = '';
