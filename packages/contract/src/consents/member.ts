// A member's consents in 'Gizlilik ve İzinler' (/hesabim/gizlilik; issue 53 item 1, decision 0071): per channel its
// commercial consent and since when, the legal texts with their versions, and what the member must accept again (a
// new version of an explicit-consent text) or is told (a new version of another).
import { z } from 'zod';
import { defineCall } from '../call';
import { CONSENT_CHANNELS, CONSENT_MSG, CONSENT_SOURCES, LEGAL_TEXT_KINDS, zLegalText } from './consents';

export const zChannelConsent = z.object({
  channel: z.enum(CONSENT_CHANNELS),
  /** the address it is about (the e-mail, the phone); empty: the member has none for it */
  address: z.string(),
  granted: z.boolean(),
  /** when the latest event was recorded; null: never */
  since: z.string().nullable(),
  source: z.enum(CONSENT_SOURCES).nullable(),
});
export type ChannelConsent = z.infer<typeof zChannelConsent>;

export const zMemberLegalText = zLegalText.extend({
  /** the version the member last accepted (or was told of), and when; null: none */
  acceptedVersion: z.number().nullable(),
  acceptedAt: z.string().nullable(),
  /** its latest event is a refusal (an explicit-consent text declined) */
  declined: z.boolean(),
});
export type MemberLegalText = z.infer<typeof zMemberLegalText>;

export const zMyConsents = z.object({
  channels: z.array(zChannelConsent),
  texts: z.array(zMemberLegalText),
  /** texts with a version newer than the member's: `requiresConsent` ones asked again, the others told */
  pending: z.array(zMemberLegalText),
});
export type MyConsents = z.infer<typeof zMyConsents>;

/** GET /api/v2/consents: the member's consents and the current texts. */
export const getMyConsents = defineCall({
  method: 'GET',
  path: '/api/v2/consents',
  summary: 'İzinlerim ve yasal metinler',
  operationId: 'getMyConsents',
  auth: 'member',
  response: zMyConsents,
});

/** PUT /api/v2/consents/channels/{channel} {granted}: a commercial consent given or withdrawn on a channel. */
export const setChannelConsent = defineCall({
  method: 'PUT',
  path: '/api/v2/consents/channels/:channel',
  summary: 'Ticari ileti iznini ver ya da geri al',
  operationId: 'setChannelConsent',
  auth: 'member',
  request: {
    params: z.object({ channel: z.enum(CONSENT_CHANNELS) }),
    body: z.object({ granted: z.boolean() }),
  },
  response: zMyConsents,
});

/**
 * POST /api/v2/consents/texts/{kind} {version, granted}: a text's version accepted or declined (an explicit-consent
 * text), or acknowledged (an informed one: `granted` true). A version that is no longer the latest is refused.
 */
export const answerLegalText = defineCall({
  method: 'POST',
  path: '/api/v2/consents/texts/:kind',
  summary: 'Yasal metnin yeni sürümünü onayla ya da reddet',
  operationId: 'answerLegalText',
  auth: 'member',
  request: {
    params: z.object({ kind: z.enum(LEGAL_TEXT_KINDS, { error: CONSENT_MSG.kind }) }),
    body: z.object({ version: z.number().int().positive(), granted: z.boolean() }),
  },
  response: zMyConsents,
});
