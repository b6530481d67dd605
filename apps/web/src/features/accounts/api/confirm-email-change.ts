import { useMutation } from '@tanstack/react-query';
import { confirmEmailChange } from '@tedarik/contract/accounts/public';
import type { CallBody } from '@tedarik/contract/call';
import { call } from '../../../lib/call';
import { clearMemberSession, getMemberUser } from '../../../lib/session';

/**
 * POST /api/epostaOnay {token}: the token of the link mailed to a member's new e-mail (/account-eposta-onay?token=…).
 * Every session of the member ends with it: a session stored in this browser is dropped, so the login page is next.
 */
export function useConfirmEmailChange() {
  return useMutation({
    mutationFn: (body: CallBody<typeof confirmEmailChange>) => call(confirmEmailChange, { body }),
    onSuccess: () => {
      if (getMemberUser()) clearMemberSession();
    },
  });
}
