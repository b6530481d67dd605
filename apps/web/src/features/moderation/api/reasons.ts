// The rejection reasons the administrator keeps (/adn_api/v2/moderation/reasons): listed, added, edited, removed.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addReason,
  deactivateReason,
  getReasons,
  type ModerationKind,
  updateReason,
} from '@tedarik/contract/moderation/admin';
import { call } from '../../../lib/call';
import { moderationKeys } from './keys';

/** GET /adn_api/v2/moderation/reasons → every kind's reasons, inactive ones too, in their order. */
export const reasonsQuery = () =>
  queryOptions({ queryKey: moderationKeys.reasons(), queryFn: () => call(getReasons, { query: {} }) });

export type ReasonChange =
  | { what: 'add'; kind: ModerationKind; text: string }
  | { what: 'edit'; id: number; text: string; active?: boolean }
  | { what: 'remove'; id: number };

/** Adds, edits or removes a reason; the list reloads. */
export function useReasonChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (c: ReasonChange) =>
      c.what === 'add'
        ? call(addReason, { body: { kind: c.kind, text: c.text } })
        : c.what === 'edit'
          ? call(updateReason, { params: { id: c.id }, body: { text: c.text, active: c.active } })
          : call(deactivateReason, { params: { id: c.id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.reasons() }),
  });
}
