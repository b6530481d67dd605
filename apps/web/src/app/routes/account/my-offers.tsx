import { Title } from '@mantine/core';
import { OwnOfferList } from '../../../features/offers/components/own-offer-list';

/** /account-d-detay-tekliflerim: my offers (spec §2 "My offers"). */
export function Component() {
  return (
    <>
      <Title order={2}>Tekliflerim</Title>
      <OwnOfferList />
    </>
  );
}
