import { queryOptions } from '@tanstack/react-query';
import type { CallResult } from '@tedarik/contract/call';
import { getFaq } from '@tedarik/contract/content/public';
import { call } from '../../../lib/call';
import { contentKeys } from './keys';

export type Faq = CallResult<typeof getFaq>[number];

/** GET /api/sss: the frequently asked questions, in order. */
export const faqQuery = () =>
  queryOptions({ queryKey: contentKeys.faq(), queryFn: () => call(getFaq), staleTime: 10 * 60_000 });
