// 'Hesabımı Sil' (/hesabim/gizlilik): the account erased with its password and the typed confirmation. The server
// ends the sessions in the call; on success the browser goes to the logout page with the notice, which forgets the
// session and everything fetched as the member and goes on to the home page (routes/account/logout.tsx): forgetting
// it here, inside the member area, would have the area's guard send the member to the login page first.
import { useMutation } from '@tanstack/react-query';
import { type EraseAccount, eraseAccount } from '@tedarik/contract/privacy/member';
import { useNavigate } from 'react-router';
import { call } from '../../../lib/call';

/** POST /api/v2/privacy/erase */
export function useEraseAccount() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: EraseAccount) => call(eraseAccount, { body }),
    onSuccess: (answer) => navigate('/account-logout', { replace: true, state: { notice: answer.message } }),
  });
}
