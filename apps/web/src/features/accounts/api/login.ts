import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, SessionUser } from '@tedarik/contract/accounts';
import { getJson } from '../../../lib/http';

/** POST /api/login {mail, sifre} → the session user with its token. */
export const login = (body: LoginRequest) => getJson<SessionUser>('/api/login', { json: body });

export const useLogin = () => useMutation({ mutationFn: login });
