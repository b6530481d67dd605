import type { MouseEvent } from 'react';

/** The id of the element the skip link jumps to (the page's `main`, which takes `tabIndex={-1}`). */
export const MAIN_CONTENT_ID = 'icerik';

/**
 * 'İçeriğe geç': the first focusable element of the page, so that a keyboard or screen-reader user passes over the
 * header's links in one step. It moves the focus itself rather than following the hash, which would add '#icerik' to
 * the address and a history entry.
 */
export function SkipLink() {
  const jump = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className="skip-link" onClick={jump}>
      İçeriğe geç
    </a>
  );
}
