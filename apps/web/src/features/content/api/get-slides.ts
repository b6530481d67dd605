import { queryOptions } from '@tanstack/react-query';
import type { zSlideList } from '@tedarik/contract/content';
import type { z } from 'zod';
import { getJson } from '../../../lib/http';

export type Slide = z.infer<typeof zSlideList>[number];

/** GET /api/slideList: the home page slider, in order. */
export const fetchSlides = () => getJson<Slide[]>('/api/slideList');

export const slidesQuery = () =>
  queryOptions({ queryKey: ['content', 'slides'], queryFn: fetchSlides, staleTime: 10 * 60_000 });
