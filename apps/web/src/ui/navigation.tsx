import { type ComponentProps, type ComponentType, createContext, type ReactNode, use, useMemo } from 'react';

/**
 * Links and navigation for the components that are also islands (decision 0042). In the app they are React Router's
 * (the root layout provides them); in a visitor's island they are plain links and page loads, so an island's
 * JavaScript carries no router: a visitor's public pages are whole pages from the server.
 */
export interface Navigation {
  useLocation: () => { pathname: string; search: string };
  /** `replace`: the page takes the current entry of the history (Back does not return to it). */
  useNavigate: () => (to: string, options?: { replace?: boolean }) => void;
  Link: ComponentType<LinkProps>;
  /** A link marked as the current page (`aria-current="page"`, class `active`) on its path and below it. */
  NavLink: ComponentType<LinkProps>;
}

export type LinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: string };

const NavigationContext = createContext<Navigation | null>(null);

const current = () =>
  typeof window === 'undefined'
    ? { pathname: '/', search: '' }
    : { pathname: location.pathname, search: location.search };

/** Page loads at `here` (an island's page: its path and query). */
function pageLoads(here: { pathname: string; search: string }): Navigation {
  return { useLocation: () => here, useNavigate: () => loadPage, Link: PlainLink, NavLink: PlainNavLink };
}

const loadPage = (to: string, options?: { replace?: boolean }) =>
  options?.replace ? window.location.replace(to) : window.location.assign(to);

function PlainLink({ to, ...props }: LinkProps) {
  return <a href={to} {...props} />;
}

/** As React Router's NavLink matches: the path itself or below it, letter case aside; '/' only itself. */
function PlainNavLink({ to, className, ...props }: LinkProps) {
  const here = useLocation().pathname.toLowerCase();
  const path = to.split(/[?#]/)[0].toLowerCase();
  const active = here === path || (path !== '/' && here.startsWith(path.endsWith('/') ? path : `${path}/`));
  return (
    <a
      href={to}
      aria-current={active ? 'page' : undefined}
      className={[className, active ? 'active' : null].filter(Boolean).join(' ') || undefined}
      {...props}
    />
  );
}

const useNavigation = () => use(NavigationContext) ?? pageLoads(current());

export function NavigationProvider({ value, children }: { value: Navigation; children: ReactNode }) {
  return <NavigationContext value={value}>{children}</NavigationContext>;
}

/** An island's root: its links load pages, and its page is `location` (path and query; on the server, the request's). */
export function PageLoads({ location, children }: { location: string; children: ReactNode }) {
  const value = useMemo(() => {
    const url = new URL(location, 'http://page');
    return pageLoads({ pathname: url.pathname, search: url.search });
  }, [location]);
  return <NavigationContext value={value}>{children}</NavigationContext>;
}

export const useLocation = () => useNavigation().useLocation();
export const useNavigate = () => useNavigation().useNavigate();

export function Link(props: LinkProps) {
  const { Link: Component } = useNavigation();
  return <Component {...props} />;
}

export function NavLink(props: LinkProps) {
  const { NavLink: Component } = useNavigation();
  return <Component {...props} />;
}
