// A buyer's new request with the decision desk's terms (issue 37; decision 0039): the legacy talepOlustur's fields in
// English, Kapalı Zarf with its deadline, and the most offers it takes. A requests call (decision 0035: a call lives
// in the area of what it changes); the desk's rules and texts are the offers area's.
import { z } from 'zod';
import { defineCall } from '../call';
import { MAX_DETAIL, UNITS } from '../constants';
import { zDay, zId, zInstant, zOptionalText, zTextOver, zWhole } from '../fields';
import { DESK_MSG, MAX_OFFER_CAP } from '../offers/desk';
import { REQUEST_MSG } from './member';

/** A new request with the desk's terms: Kapalı Zarf with its deadline, and the most offers it takes. */
export const zNewRequest = z.object({
  categoryId: zId(REQUEST_MSG.category),
  catalogProductId: zId(REQUEST_MSG.product),
  quantity: zWhole(REQUEST_MSG.quantity, 0, 100_000_000),
  unit: z.enum(UNITS, { error: REQUEST_MSG.unit }),
  material: zOptionalText(),
  deliveryOn: zDay(REQUEST_MSG.deliveryDate),
  detail: zTextOver(2, REQUEST_MSG.detail, MAX_DETAIL),
  sealed: z.boolean().default(false),
  offerDeadline: zInstant(DESK_MSG.offerDeadline).nullable().default(null),
  /** null: no cap */
  offerCap: zWhole(DESK_MSG.offerCap, 1, MAX_OFFER_CAP).nullable().default(null),
});
export type NewRequest = z.infer<typeof zNewRequest>;

/** A buyer's new request, sealed and / or capped → its id (the legacy talepOlustur makes neither). */
export const createDeskRequest = defineCall({
  method: 'POST',
  path: '/api/v2/requests',
  auth: 'member',
  request: { body: zNewRequest },
  response: z.object({ id: z.number() }),
});
