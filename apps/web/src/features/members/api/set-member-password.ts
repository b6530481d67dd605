import { useMutation } from '@tanstack/react-query';
import type { CallBody } from '@tedarik/contract/call';
import { setMemberPassword } from '@tedarik/contract/members/admin';
import { call } from '../../../lib/call';

/**
 * POST /adn_api/uyeSifreBelirle-{id} {sifre} → 'Şifre güncellendi.'. Nothing shown changes (no answer carries a
 * password); the member's sessions end and it is told by mail.
 */
export function useSetMemberPassword(memberId: number) {
  return useMutation({
    mutationFn: (body: CallBody<typeof setMemberPassword>) =>
      call(setMemberPassword, { params: { id: memberId }, body }),
  });
}
