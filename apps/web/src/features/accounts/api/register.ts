import { useMutation } from '@tanstack/react-query';
import { register } from '@tedarik/contract/accounts/public';
import type { CallBody } from '@tedarik/contract/call';
import { call } from '../../../lib/call';

/** POST /api/hesapOlustur → the new member, logged in at once (an activation code went out by SMS and mail). */
export const useRegister = () =>
  useMutation({ mutationFn: (body: CallBody<typeof register>) => call(register, { body }) });
