// The rejection reasons the administrator keeps (/adn_api/v2/moderation/reasons): listed, added, edited, removed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addReason, deactivateReason, type ModerationKind, updateReason } from '@tedarik/contract/moderation/admin';
import { call } from '../../../lib/call';
import { rejectionReasonsKey, rejectionReasonsQuery } from '../../../lib/rejection-reasons';

/** every kind's reasons (lib/: the verification review reads them too) */
export const reasonsQuery = rejectionReasonsQuery;

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rejectionReasonsKey }),
  });
}
