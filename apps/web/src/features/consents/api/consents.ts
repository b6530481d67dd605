// The member's consents (/hesabim/gizlilik, and the prompt after login): per channel, the texts and their versions,
// what waits for an answer (issue 53 item 1, decision 0071).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsentChannel, LegalTextKind } from '@tedarik/contract/consents/consents';
import { answerLegalText, getMyConsents, setChannelConsent } from '@tedarik/contract/consents/member';
import { call } from '../../../lib/call';
import { viewer } from '../../../lib/viewer';

const consentKeys = { mine: (v: string | null) => ['member', 'consents', v] as const };

/** GET /api/v2/consents */
export const myConsentsQuery = () =>
  queryOptions({ queryKey: consentKeys.mine(viewer()), queryFn: () => call(getMyConsents, {}) });

/** PUT /api/v2/consents/channels/{channel}: the answer is the new state */
export function useSetChannelConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { channel: ConsentChannel; granted: boolean }) =>
      call(setChannelConsent, { params: { channel: v.channel }, body: { granted: v.granted } }),
    onSuccess: (state) => queryClient.setQueryData(consentKeys.mine(viewer()), state),
  });
}

/** POST /api/v2/consents/texts/{kind}: a version accepted, declined or acknowledged */
export function useAnswerLegalText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { kind: LegalTextKind; version: number; granted: boolean }) =>
      call(answerLegalText, { params: { kind: v.kind }, body: { version: v.version, granted: v.granted } }),
    onSuccess: (state) => queryClient.setQueryData(consentKeys.mine(viewer()), state),
  });
}
