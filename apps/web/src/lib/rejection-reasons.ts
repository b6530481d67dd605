// The rejection reasons the administrator keeps (/adn_api/v2/moderation/reasons), read by the moderation workbench and
// by the verification review alike (decision 0035: what two areas read lives in lib/), under one key, so a reason
// edited in one shows in both.
import { queryOptions } from '@tanstack/react-query';
import { getReasons } from '@tedarik/contract/moderation/admin';
import { call } from './call';

export const rejectionReasonsKey = ['admin', 'rejection-reasons'] as const;

/** GET /adn_api/v2/moderation/reasons → every kind's reasons, inactive ones too, in their order. */
export const rejectionReasonsQuery = () =>
  queryOptions({ queryKey: rejectionReasonsKey, queryFn: () => call(getReasons, { query: {} }) });
