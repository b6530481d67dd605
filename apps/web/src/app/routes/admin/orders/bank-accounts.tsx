import { BankAccountsScreen } from '../../../../features/orders/admin/bank-accounts-screen';
import { bankAccountsQuery, invoiceDetailsQuery } from '../../../../features/orders/api/admin';
import { queryClient } from '../../../query-client';
import { whenAdmin } from '../prefetch';

export async function loader() {
  await whenAdmin(() =>
    Promise.all([queryClient.prefetchQuery(bankAccountsQuery()), queryClient.prefetchQuery(invoiceDetailsQuery())]),
  );
  return null;
}

/** /adminimt/banka-hesaplari */
export function Component() {
  return <BankAccountsScreen />;
}
