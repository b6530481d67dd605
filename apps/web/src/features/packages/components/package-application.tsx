import { Alert, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '@tedarik/contract/money';
import { PACKAGE_MSG, type PackageOffer } from '@tedarik/contract/packages/member';
import { useState } from 'react';
import { errorText } from '../../../lib/http';
import { today } from '../../../lib/today';
import { EmptyText } from '../../../ui/empty-text';
import { FormMessage, type Message } from '../../../ui/form/form-message';
import { QueryError } from '../../../ui/query-error';
import { useApplyForPackage } from '../api/apply-for-package';
import { packagesQuery } from '../api/get-packages';
import { blocksApplication, monthsLabel, netPrice, packageState } from '../package-state';
import { OwnPackageCard } from './own-package-card';
import { PackageOfferCard } from './package-offer-card';

type Props = {
  /** after an accepted application: the session user is fetched again (its role becomes 'onay') */
  onApplied: () => void;
};

/**
 * /account-d-detay-paket and /account-d-paket-basvuru (GET /api/paketList, POST /api/paketBasvurusu): the member's
 * application or package at the top, the packages on offer under it. A member with a waiting application or a package
 * that has not ended sees its state and no apply buttons (the server would refuse).
 */
export function PackageApplication({ onApplied }: Props) {
  const { data, error } = useQuery(packagesQuery());
  const apply = useApplyForPackage();
  const [message, setMessage] = useState<Message | null>(null);

  const run = (offer: PackageOffer) => {
    setMessage(null);
    apply.mutate(offer.id, {
      onSuccess: (text) => {
        setMessage({ color: 'green', text: text || PACKAGE_MSG.applied });
        onApplied();
      },
      onError: (failure) => setMessage({ color: 'red', text: errorText(failure) }),
    });
  };
  const confirm = (offer: PackageOffer) =>
    modals.openConfirmModal({
      title: 'Paket Başvurusu',
      children: (
        <Text size="sm">
          {offer.baslik} paketine başvurulsun mu? Ücret: {formatMoney(netPrice(offer), 'TL')}, süre:{' '}
          {monthsLabel(offer.sira)}.
        </Text>
      ),
      labels: { confirm: 'Başvur', cancel: 'Vazgeç' },
      onConfirm: () => run(offer),
    });

  const state = data?.uyePaketi ? packageState(data.uyePaketi, today()) : null;
  const blocked = blocksApplication(state);

  return (
    <Stack gap="md">
      <Title order={2}>Paket Başvurusu</Title>
      <FormMessage message={message} onClose={() => setMessage(null)} />
      {error && <QueryError error={error} />}
      {!data && !error && <Skeleton h={160} aria-busy />}
      {data?.uyePaketi && state && <OwnPackageCard own={data.uyePaketi} state={state} />}
      {data && (
        <Stack gap="sm" component="section" aria-label="Paketler">
          <Title order={3} fz="lg">
            Paketler
          </Title>
          {blocked && (
            <Alert color="blue" variant="light" role="status">
              {state === 'waiting' ? PACKAGE_MSG.pending : PACKAGE_MSG.running}
            </Alert>
          )}
          {data.liste.length === 0 ? (
            <EmptyText />
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {data.liste.map((offer) => (
                <PackageOfferCard
                  key={offer.id}
                  offer={offer}
                  onApply={blocked ? undefined : () => confirm(offer)}
                  busy={apply.isPending && apply.variables === offer.id}
                  disabled={apply.isPending}
                />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      )}
    </Stack>
  );
}
