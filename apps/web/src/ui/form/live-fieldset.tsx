import type { ReactNode } from 'react';
import { useHydrated } from '../../lib/hydrated';

const bare = { border: 0, padding: 0, margin: 0, minWidth: 0 };

/**
 * A form's fields and buttons, disabled while a page the server rendered comes alive (lib/hydrated.ts): nothing
 * typed is lost, and the button cannot send the form the browser's way before the app handles it.
 */
export function LiveFieldset({ children }: { children: ReactNode }) {
  return (
    <fieldset disabled={!useHydrated()} style={bare}>
      {children}
    </fieldset>
  );
}
