// A buyer's new request with the decision desk's terms (issue 37; decision 0039): the legacy talepOlustur's fields in
// English, Kapalı Zarf with its deadline, and the most offers it takes. A requests call (decision 0035: a call lives
// in the area of what it changes); the desk's rules and texts are the offers area's.
import { z } from 'zod';
import { ATTACHMENT_MSG, MAX_REQUEST_FILES } from '../attachments/member';
import { defineCall } from '../call';
import { zId, zInstant, zWhole } from '../fields';
import { DESK_MSG, MAX_OFFER_CAP } from '../offers/member-desk';
import { zRequestFields } from './member';

/**
 * A new request: the fields an edit takes (zRequestFields, one rule each), with the desk's terms — Kapalı Zarf with
 * its deadline, and the most offers it takes — and the files picked while the form was filled (drafts, claimed by
 * the save; issue 47 item 21).
 */
export const zNewRequest = zRequestFields.extend({
  sealed: z.boolean().default(false),
  offerDeadline: zInstant(DESK_MSG.offerDeadline).nullable().default(null),
  /** null: no cap */
  offerCap: zWhole(DESK_MSG.offerCap, 1, MAX_OFFER_CAP).nullable().default(null),
  /** the ids of the member's draft files (POST /api/v2/draft-files), attached in the save's transaction */
  draftFiles: z
    .array(zId(ATTACHMENT_MSG.draftGone), { error: ATTACHMENT_MSG.draftGone })
    .max(MAX_REQUEST_FILES, { error: ATTACHMENT_MSG.requestFull })
    .default([]),
});
export type NewRequest = z.infer<typeof zNewRequest>;

/** A buyer's new request, sealed and / or capped → its id (the legacy talepOlustur makes neither). */
export const createDeskRequest = defineCall({
  method: 'POST',
  path: '/api/v2/requests',
  summary: 'Talep oluştur (kapalı zarf, teklif sınırı)',
  operationId: 'createDeskRequest',
  auth: 'member',
  request: { body: zNewRequest },
  response: z.object({ id: z.number() }),
});
