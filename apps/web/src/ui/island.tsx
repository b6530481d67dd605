import { type ComponentType, lazy, Suspense, useId } from 'react';
import { useLocation } from 'react-router';

/**
 * An island of a public page (DESIGN §9, decision 0042): a part that needs the browser (a form, a menu, the search
 * box, the slider). The server renders it as a React root of its own, inside an element that names it and carries
 * its props; in a visitor's browser, `app/islands.ts` hydrates that element alone, with the same component (rendered by
 * Preact there: build/islands.ts), once it is touched. Everything else on the page stays the server's HTML. A member's browser builds the page in the app,
 * where an island is its component, loaded as a lazy part.
 *
 * Its props go into the page as JSON: plain data only (no functions, no elements).
 */
export type IslandProps = Record<string, unknown>;

/** Renders an island's own root on the server: set by the page renderer (entry-server.tsx), absent in the browser. */
type ServerRender = (name: string, prefix: string, location: string, props: IslandProps) => string;
let serverRender: ServerRender | undefined;
export const renderIslandsWith = (render: ServerRender) => {
  serverRender = render;
};

/** The island's box is its children's: they lay out in the parent as if it were not there. */
const CONTENTS = { display: 'contents' } as const;

/**
 * The server's ids in an island's root start with this prefix: each island is a root of its own, whose ids would
 * otherwise repeat another's. Its component in the browser gives its elements ids of its own (app/island-hydrate.tsx).
 */
const prefixOf = (id: string) => `i${id.replace(/[^a-zA-Z0-9]/g, '')}-`;

/** The island `name`, whose component `load` gives (app/island-table.ts). */
export function island<P extends IslandProps>(name: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => load().then((Component) => ({ default: Component })));
  function Island(props: P) {
    const id = useId();
    const { pathname, search } = useLocation();
    if (serverRender) {
      const prefix = prefixOf(id);
      return (
        <div
          data-island={name}
          data-props={JSON.stringify(props)}
          style={CONTENTS}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own render of this island's root, on the server
          dangerouslySetInnerHTML={{ __html: serverRender(name, prefix, pathname + search, props) }}
        />
      );
    }
    return (
      <div data-island={name} style={CONTENTS}>
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
