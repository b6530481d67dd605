import type { ComponentType } from 'react';
import { type LoaderFunctionArgs, type RouteObject, redirect, type UIMatch, useLoaderData } from 'react-router';
import { loginHref } from '../lib/return-path';
import type { RouteHandle } from '../lib/route-title';
import { getMemberUser } from '../lib/session';
import { pathOf } from './loaders';
import type { PageMeta, SegmentParams, SegmentRoute } from './segment-match';

type SegmentData = {
  id: string;
  title: string;
  description?: string;
  params: SegmentParams;
  data: unknown;
  Component: ComponentType;
};

/** What a segment page gets: its table id and title, the named groups of its pattern, its module loader's data. */
type Segment = Omit<SegmentData, 'Component'>;

type Fallback = Pick<SegmentRoute, 'id' | 'title' | 'lazy'>;

/**
 * The splat route of an area: `resolve` answers the route of its segment from the area's tables (see
 * segment-match.ts), a fallback included; the route is guarded, its page module (a lazy chunk, like React Router's
 * `lazy`) and the module's loader are loaded, and the page is rendered. The loader data carries the page component
 * itself.
 */
export function segmentRoute(
  resolve: (segment: string) => Promise<{ route: Fallback & Partial<SegmentRoute>; params: SegmentParams }>,
  id?: string,
): RouteObject {
  return {
    id,
    path: '*',
    async loader(args: LoaderFunctionArgs): Promise<SegmentData> {
      const { route, params } = await resolve(args.params['*'] ?? '');
      if (route.access === 'member' && !getMemberUser()) throw redirect(loginHref(pathOf(args.request)));
      const { id, title, lazy } = route;
      const module = await lazy();
      const data = module.loader ? await module.loader({ ...args, segmentParams: params }) : null;
      const meta = (data as { meta?: PageMeta } | null)?.meta;
      return {
        id,
        title: meta?.title || title,
        description: meta?.description,
        params,
        data,
        Component: module.Component,
      };
    },
    Component: SegmentPage,
    handle: {
      title: (match: UIMatch) => (match.loaderData as SegmentData | undefined)?.title,
      description: (match: UIMatch) => (match.loaderData as SegmentData | undefined)?.description,
    } satisfies RouteHandle,
  };
}

function SegmentPage() {
  const { Component } = useLoaderData() as SegmentData;
  return <Component />;
}

export function useSegment(): Segment {
  return useLoaderData() as SegmentData;
}

/** The answer of the page module's loader (what it resolved from the URL: ids, page number, …). */
export function useSegmentData<T>(): T {
  return useSegment().data as T;
}
