import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest, SessionUser } from '@tedarik/contract/accounts';
import { getJson } from '../../../lib/http';

/** POST /api/hesapOlustur → the new member, logged in at once (an activation code went out by SMS and mail). */
export const register = (body: RegisterRequest) => getJson<SessionUser>('/api/hesapOlustur', { json: body });

export const useRegister = () => useMutation({ mutationFn: register });
