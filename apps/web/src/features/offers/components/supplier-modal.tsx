import { Anchor, Avatar, Divider, Group, Modal, Stack, Title } from '@mantine/core';
import type { ReceivedOffer } from '@tedarik/contract/requests/member';
import { Link } from 'react-router';
import { uploadUrl } from '../../../lib/upload-url';
import { ContactLines } from '../../../ui/contact-lines';
import { RatingForm } from './rating-form';

type Props = { offer: ReceivedOffer | undefined; requestId: number; onClose: () => void };

/**
 * The chosen supplier (spec §2 "A modal shows the chosen supplier's data and a rating form"): the company linked to
 * its page, logo, phones, e-mail, WhatsApp and address; under them the rating, given once.
 */
export function SupplierModal({ offer, requestId, onClose }: Props) {
  const company = offer?.firma;
  return (
    <Modal
      opened={Boolean(company)}
      onClose={onClose}
      title="Firma Bilgileri"
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
          <ContactLines
            companyPhone={company.firmaTel}
            phone={company.tel}
            email={company.mail}
            whatsapp={company.wpHat}
            address={company.adres}
          />
          <Divider />
          <Title order={3} fz="md">
            Firmayı Değerlendirin
          </Title>
          <RatingForm key={offer.id} offer={offer} requestId={requestId} />
        </Stack>
      )}
    </Modal>
  );
}
