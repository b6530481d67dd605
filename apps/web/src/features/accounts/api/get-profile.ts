import { queryOptions } from '@tanstack/react-query';
import { getProfile } from '@tedarik/contract/accounts/member';
import { call } from '../../../lib/call';
import { viewer } from '../../../lib/viewer';
import { accountKeys } from './keys';

/** GET /api/uyebilgilerim: my company and contact data, notification choices and logo, as the profile form shows them. */
export const profileQuery = () =>
  queryOptions({ queryKey: accountKeys.profile(viewer()), queryFn: () => call(getProfile) });
