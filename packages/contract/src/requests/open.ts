// The open API's requests (issue 52 item 3, decision 0065): a company's key (`Authorization: Bearer …`, scope
// requests:read) lists the requests that match the company, newest first, paged by cursor, optionally only those
// changed since a moment, and reads one. No buyer is named: a supplier never sees the buyer before an acceptance.
import { z } from 'zod';
import { defineCall } from '../call';
import { zIdParams, zInstant } from '../fields';
import { zCursorPage, zCursorQuery } from '../v2';

export const OPEN_REQUEST_MSG = {
  updatedSince: 'updatedSince bir ISO tarih-saat olmalıdır (örneğin 2026-12-01T08:00:00Z).',
} as const;

export const zOpenRequest = z
  .object({
    id: z.number(),
    catalogProduct: z.object({ id: z.number(), name: z.string() }),
    category: z.object({ id: z.number(), name: z.string() }),
    quantity: z.number(),
    unit: z.string(),
    material: z.string(),
    detail: z.string(),
    /** YYYY-MM-DD */
    deliveryOn: z.string(),
    /** the buyer's province and country, as the site shows them */
    place: z.string(),
    offerCount: z.number(),
    /** null: no cap */
    offerCap: z.number().nullable(),
    /** Kapalı Zarf: offers hidden until offerDeadline */
    sealed: z.boolean(),
    offerDeadline: z.string().nullable(),
    /** whether the company has offered on it already */
    offered: z.boolean(),
    createdAt: z.string(),
    /** the latest of its creation, its last resubmission after an edit and its approval */
    updatedAt: z.string(),
  })
  .meta({
    examples: [
      {
        id: 1042,
        catalogProduct: { id: 12, name: 'Çelik boru' },
        category: { id: 3, name: 'Metal' },
        quantity: 1200,
        unit: 'Adet',
        material: 'St37',
        detail: '2 inç, 6 metre boy, galvanizli.',
        deliveryOn: '2027-01-15',
        place: 'Türkiye / Kocaeli',
        offerCount: 3,
        offerCap: 10,
        sealed: false,
        offerDeadline: null,
        offered: false,
        createdAt: '2026-12-01T07:30:00.000Z',
        updatedAt: '2026-12-01T09:05:00.000Z',
      },
    ],
  });
export type OpenRequest = z.infer<typeof zOpenRequest>;

/** The matching requests' query: the cursor, how many, and only those changed at or after `updatedSince`. */
export const zOpenRequestQuery = zCursorQuery.extend({
  cursor: zCursorQuery.shape.cursor.meta({ example: 1042 }),
  limit: zCursorQuery.shape.limit.meta({ example: 50 }),
  updatedSince: zInstant(OPEN_REQUEST_MSG.updatedSince).optional().meta({ example: '2026-12-01T08:00:00Z' }),
});

/** A request's id in the open API's paths (the API reference's example). */
export const zOpenIdParams = z.object({ id: zIdParams.shape.id.meta({ example: 1042 }) });

/** The requests that match the company (its products and 'Talep Tercihlerim'), open and public, newest first. */
export const listOpenRequests = defineCall({
  method: 'GET',
  path: '/api/v2/open/requests',
  summary: 'Firmayla eşleşen talepler',
  operationId: 'listMatchingRequests',
  auth: 'key',
  keyScope: 'requests:read',
  request: { query: zOpenRequestQuery },
  response: zCursorPage(zOpenRequest),
});

/** One request that matches the company (404 otherwise). */
export const getOpenRequest = defineCall({
  method: 'GET',
  path: '/api/v2/open/requests/:id',
  summary: 'Eşleşen bir talep',
  operationId: 'getMatchingRequest',
  auth: 'key',
  keyScope: 'requests:read',
  request: { params: zOpenIdParams },
  response: zOpenRequest,
});
