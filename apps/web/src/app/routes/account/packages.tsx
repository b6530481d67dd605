import { refreshMemberUser } from '../../../features/accounts/api/verify-member';
import { packagesQuery } from '../../../features/packages/api/get-packages';
import { PackageApplication } from '../../../features/packages/components/package-application';
import { queryClient } from '../../query-client';

/** Starts loading the packages with the chunk; the page shows its skeleton meanwhile. */
export function prefetch() {
  void queryClient.prefetchQuery(packagesQuery());
}

/**
 * /account-d-detay-paket and /account-d-paket-basvuru: the package application. Once it is accepted the stored user
 * is refreshed from GET /api/uyeDogrula: the role becomes 'onay', and the menu and the profile card follow.
 */
export function Component() {
  return <PackageApplication onApplied={() => void refreshMemberUser(queryClient).catch(() => undefined)} />;
}
