import { type MouseEvent, type ReactNode, useId, useState } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router';
import { islandMarkup } from '../lib/hydrated';

/** A plain click on a link of the app, in markup React does not manage: the router's navigation, as `<Link>` does. */
function follow(navigate: NavigateFunction) {
  return (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest('a');
    if (
      !link ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey ||
      (link.target && link.target !== '_self') ||
      link.hasAttribute('download') ||
      link.origin !== window.location.origin
    )
      return;
    event.preventDefault();
    void navigate(link.pathname + link.search + link.hash);
  };
}

/** The island's box is its children's: they lay out in the parent (a Stack's gap, a grid's cells) as if it were not. */
const CONTENTS = { display: 'contents' } as const;

/**
 * A part of a public page that does nothing but show what it shows (links, texts, images): when the server rendered
 * it, the browser keeps the server's markup as it is, and React neither renders nor hydrates it (decision 0022). Its
 * links navigate in the app all the same. Once `data` (what the children show) is another value, the children are
 * rendered as usual; so they are on every page the browser builds itself.
 */
export function ServerMarkup({ data, children }: { data: unknown; children: ReactNode }) {
  const id = useId();
  const navigate = useNavigate();
  // read once, at the first render: during hydration, the server's markup; on a page of the browser's, none
  const [server] = useState(() => islandMarkup(id));
  const [shown] = useState(data);
  if (server !== undefined && data === shown)
    return (
      // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the clicks are those of the links inside, which the keyboard reaches and follows as links
      <div
        key="server"
        data-island={id}
        style={CONTENTS}
        onClick={follow(navigate)}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup React itself rendered on the server for this island (read from the page before hydration); hydration keeps it as it is, and a render in the browser (a failed hydration) writes it again
        dangerouslySetInnerHTML={{ __html: server }}
        suppressHydrationWarning
      />
    );
  return (
    <div key="browser" data-island={id} style={CONTENTS}>
      {children}
    </div>
  );
}
