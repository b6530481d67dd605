import { queryOptions } from '@tanstack/react-query';
import type { CallResult } from '@tedarik/contract/call';
import { getSlides } from '@tedarik/contract/content/public';
import { call } from '../../../lib/call';
import { contentKeys } from './keys';

export type Slide = CallResult<typeof getSlides>[number];

/** GET /api/slideList: the home page slider, in order. */
export const slidesQuery = () =>
  queryOptions({ queryKey: contentKeys.slides(), queryFn: () => call(getSlides), staleTime: 10 * 60_000 });
