import { queryOptions } from '@tanstack/react-query';
import { getPackages } from '@tedarik/contract/packages/member';
import { call } from '../../../lib/call';
import { viewer } from '../../../lib/viewer';
import { packageKeys } from './keys';

/** GET /api/paketList: the definitions on offer and the member's newest application or package. */
export const packagesQuery = () =>
  queryOptions({ queryKey: packageKeys.own(viewer()), queryFn: () => call(getPackages) });
