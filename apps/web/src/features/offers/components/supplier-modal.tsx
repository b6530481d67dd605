import { Anchor, Avatar, Divider, Group, Modal, Stack, Text, Title } from '@mantine/core';
import type { ReceivedOffer } from '@tedarik/contract/requests/member';
import { Link } from 'react-router';
import { uploadUrl } from '../../../lib/upload-url';
import { ContactLines } from '../../../ui/contact-lines';
import { RatingForm } from './rating-form';

/** The supplier's data with the rating under it, or the rating alone ('Puan Ver' on the request's page). */
export type SupplierView = 'supplier' | 'rating';

type Props = { offer: ReceivedOffer | undefined; requestId: number; view?: SupplierView; onClose: () => void };

/** The rating may wait for the goods: the request's page keeps 'Puan Ver' until it is given (issue 47 item 16). */
const RATE_LATER = "Puanınızı ürünler elinize ulaştıktan sonra da verebilirsiniz: talebin sayfasındaki 'Puan Ver' ile.";

/**
 * The chosen supplier (spec §2 "A modal shows the chosen supplier's data and a rating form"): the company linked to
 * its page, logo, phones, e-mail, WhatsApp and address; under them the rating, given once, now or later.
 */
export function SupplierModal({ offer, requestId, view = 'supplier', onClose }: Props) {
  const company = offer?.firma;
  const ratingOnly = view === 'rating';
  return (
    <Modal
      opened={Boolean(company)}
      onClose={onClose}
      title={ratingOnly ? 'Puan Ver' : 'Firma Bilgileri'}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Kapat' }}
    >
      {offer && company && (
        <Stack gap="md">
          <Group gap="md" wrap="nowrap">
            <Avatar src={uploadUrl(company.logo)} alt={company.firmaad} size={64} radius="md" color="indigo">
              {company.firmaad.slice(0, 2).toLocaleUpperCase('tr-TR')}
            </Avatar>
            <Anchor component={Link} to={`/firma-${company.firmalinq || 'firma'}-${company.firma}`} fw={700} fz="lg">
              {company.firmaad}
            </Anchor>
          </Group>
          {!ratingOnly && (
            <>
              <ContactLines
                companyPhone={company.firmaTel}
                phone={company.tel}
                email={company.mail}
                whatsapp={company.wpHat}
                address={company.adres}
              />
              <Divider />
            </>
          )}
          <Title order={3} fz="md">
            Firmayı Değerlendirin
          </Title>
          {!offer.puan && (
            <Text size="sm" c="dimmed">
              {RATE_LATER}
            </Text>
          )}
          <RatingForm key={offer.id} offer={offer} requestId={requestId} />
        </Stack>
      )}
    </Modal>
  );
}
