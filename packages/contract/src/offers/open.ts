// The open API's offers (issue 52 item 3, decision 0065): a company's key with offers:write sends an offer on a
// matching request and revises it, with the same rules, refusals and credit as the site's 'Teklif Ver', and lists the
// company's offers with their states.
import { z } from 'zod';
import { defineCall } from '../call';
import { zIdParams } from '../fields';
import { zOpenIdParams, zOpenRequestQuery } from '../requests/open';
import { zCursorPage } from '../v2';
import { zMyOffer, zOfferTerms, zTermsOut } from './member-desk';

/** An offer's state: sent (waiting for the buyer), accepted ('Kabul Edildi'), or closed (its request no longer open). */
export const OPEN_OFFER_STATES = ['sent', 'accepted', 'closed'] as const;

const TERMS_EXAMPLE = {
  unitPrice: '12.50',
  currency: 'TL',
  vatRate: 20,
  vatIncluded: false,
  deliveryOn: '2027-01-10',
  paymentDays: 30,
  validUntil: '2026-12-31',
  note: 'Fiyata nakliye dahildir.',
} as const;

const OFFER_STATE_EXAMPLE = {
  requestId: 1042,
  quantity: 1200,
  unit: 'Adet',
  deliveryOn: '2027-01-15',
  sealed: false,
  offerDeadline: null,
  hidden: false,
  offerCount: 4,
  offerCap: 10,
  round: 1,
  rounds: [],
};

/**
 * An offer's terms as a key sends them (the site's v2 form's). `example`, not `examples`: zod leaves the latter out of
 * a schema with transforms read as input.
 */
export const zOpenOfferTerms = zOfferTerms.meta({ example: TERMS_EXAMPLE });

export const zOpenOffer = zTermsOut
  .extend({
    id: z.number(),
    requestId: z.number(),
    catalogProduct: z.string(),
    version: z.number(),
    state: z.enum(OPEN_OFFER_STATES),
    createdAt: z.string(),
    /** its last revision, else its creation */
    updatedAt: z.string(),
  })
  .meta({
    examples: [
      {
        ...TERMS_EXAMPLE,
        total: '15000.00',
        id: 311,
        requestId: 1042,
        catalogProduct: 'Çelik boru',
        version: 2,
        state: 'sent',
        createdAt: '2026-12-01T10:00:00.000Z',
        updatedAt: '2026-12-02T08:15:00.000Z',
      },
    ],
  });
export type OpenOffer = z.infer<typeof zOpenOffer>;

/** The company's own offer on a request, as the site's `my-offer` answers it (with the API reference's example). */
export const zOpenMyOffer = zMyOffer.meta({
  examples: [
    {
      request: OFFER_STATE_EXAMPLE,
      offer: {
        ...TERMS_EXAMPLE,
        total: '15000.00',
        id: 311,
        version: 1,
        reviewed: false,
        createdAt: '2026-12-01T10:00:00.000Z',
      },
      locked: null,
      revisableUntil: null,
    },
  ],
});

/** An offer on a request that matches the company → its own offer (as the site's `my-offer`). */
export const sendOpenOffer = defineCall({
  method: 'POST',
  path: '/api/v2/open/requests/:id/offers',
  summary: 'Eşleşen talebe teklif ver',
  operationId: 'sendOffer',
  auth: 'key',
  keyScope: 'offers:write',
  request: { params: zOpenIdParams, body: zOpenOfferTerms },
  response: zOpenMyOffer,
});

/** A revision of the company's offer (the id is the offer's) → its own offer. */
export const reviseOpenOffer = defineCall({
  method: 'PUT',
  path: '/api/v2/open/offers/:id',
  summary: 'Teklifi revize et',
  operationId: 'updateOffer',
  auth: 'key',
  keyScope: 'offers:write',
  request: { params: zIdParams.extend({ id: zIdParams.shape.id.meta({ example: 311 }) }), body: zOpenOfferTerms },
  response: zOpenMyOffer,
});

/** The company's offers, newest first, paged by cursor; only those changed since `updatedSince`. */
export const listOpenOffers = defineCall({
  method: 'GET',
  path: '/api/v2/open/offers',
  summary: 'Firmanın teklifleri',
  operationId: 'listOffers',
  auth: 'key',
  keyScope: 'offers:write',
  request: { query: zOpenRequestQuery },
  response: zCursorPage(zOpenOffer),
});
