import { type ComponentType, createContext, type ReactNode, useContext, useId } from 'react';
import { useLocation } from 'react-router';

/**
 * An island of a public page (DESIGN §9, decision 0042): a part that needs the browser (a form, a menu, the search
 * box, the slider). The server renders it as a React root of its own, inside an element that names it and carries
 * its props; in a visitor's browser, `app/islands.ts` hydrates that element alone, with the same component, once it
 * is touched. Everything else on the page stays the server's HTML. A member's browser builds the page in the full
 * app, where an island is just its component.
 *
 * Its props go into the page as JSON: plain data only (no functions, no elements).
 */
export type IslandProps = Record<string, unknown>;

/** The islands of the public site; app/islands.ts loads each one's component by its name. */
export type IslandName =
  | 'search'
  | 'phone-menu'
  | 'translate'
  | 'slider'
  | 'faq'
  | 'contact-form'
  | 'newsletter'
  | 'gallery'
  | 'categories'
  | 'request-invitation';

/** Renders an island's own root on the server: set by the page renderer (entry-server.tsx), absent in the browser. */
type ServerRender = (prefix: string, location: string, node: ReactNode) => string;
let serverRender: ServerRender | undefined;
export const renderIslandsWith = (render: ServerRender) => {
  serverRender = render;
};

/** Inside an island's root: an island in it is part of it (the phone menu's translate button). */
export const InIsland = createContext(false);

/** The island's box is its children's: they lay out in the parent as if it were not there. */
const CONTENTS = { display: 'contents' } as const;

/** React's ids of an island's root start with this prefix, on the server and in the browser alike. */
const prefixOf = (id: string) => `i${id.replace(/[^a-zA-Z0-9]/g, '')}-`;

export function island<P extends IslandProps>(name: IslandName, Component: ComponentType<P>): ComponentType<P> {
  function Island(props: P) {
    const id = useId();
    const { pathname, search } = useLocation();
    const inside = useContext(InIsland);
    if (inside) return <Component {...props} />;
    const prefix = prefixOf(id);
    if (serverRender)
      return (
        <div
          data-island={name}
          data-prefix={prefix}
          data-props={JSON.stringify(props)}
          style={CONTENTS}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own render of this island's root, on the server
          dangerouslySetInnerHTML={{ __html: serverRender(prefix, pathname + search, <Component {...props} />) }}
        />
      );
    return (
      <div data-island={name} style={CONTENTS}>
        <Component {...props} />
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
