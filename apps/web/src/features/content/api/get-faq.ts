import { queryOptions } from '@tanstack/react-query';
import type { zFaqList } from '@tedarik/contract/content';
import type { z } from 'zod';
import { getJson } from '../../../lib/http';

export type Faq = z.infer<typeof zFaqList>[number];

/** GET /api/sss: the frequently asked questions, in order. */
export const fetchFaq = () => getJson<Faq[]>('/api/sss');

export const faqQuery = () => queryOptions({ queryKey: ['content', 'faq'], queryFn: fetchFaq, staleTime: 10 * 60_000 });
