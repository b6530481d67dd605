import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answerReview } from '@tedarik/contract/reputation/member';
import { call } from '../../../lib/call';
import { viewer } from '../../../lib/viewer';
import { reputationKeys } from './keys';

/** POST /api/v2/reviews/{id}/answer: the company's one answer ('Firma Yanıtı'); its list shows it at once. */
export function useAnswerReview(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { text: string }) => call(answerReview, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reputationKeys.received(viewer()) }),
  });
}
