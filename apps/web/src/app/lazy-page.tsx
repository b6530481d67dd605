import { type ComponentType, useEffect, useState } from 'react';
import { PageLoader } from '../ui/page-loader';

type PageModule = { Component: ComponentType };

/**
 * A page whose module is fetched apart from its frame (issue 35). `preload` starts fetching it (its route's loader,
 * beside the frame's chunk). `Page` renders it at once when it is already in, so frame and page show in one pass;
 * else the frame shows with a loader in the page's place, and the page replaces it the moment its module is in. Not
 * React.lazy: a suspended page is revealed 300 ms late at the soonest (React's throttle of Suspense reveals), and
 * its retry is a render that every answered call starts over.
 */
export function lazyPage<M extends PageModule>(load: () => Promise<M>) {
  let Loaded: ComponentType | undefined;
  let pending: Promise<M> | undefined;
  const preload = () => {
    pending ??= load().then(
      (m) => {
        Loaded = m.Component;
        return m;
      },
      (error: unknown) => {
        pending = undefined; // a failed chunk is fetched again at the next visit
        throw error;
      },
    );
    return pending;
  };
  function Page() {
    // what this render shows: the page, or the loader until the page is in
    const [Shown, setShown] = useState(() => Loaded);
    const [error, setError] = useState<unknown>();
    useEffect(() => {
      if (!Shown) preload().then((m) => setShown(() => m.Component), setError);
    }, [Shown]);
    if (error) throw error; // to the route's error boundary
    return Shown ? <Shown /> : <PageLoader />;
  }
  return { Page, preload };
}
