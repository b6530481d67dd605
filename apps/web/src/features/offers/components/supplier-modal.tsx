import { Anchor, Avatar, Divider, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconBrandWhatsapp, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ReceivedOffer } from '@tedarik/contract/requests/member';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { telHref, whatsappHref } from '../../../lib/phone-links';
import { displayPhone } from '../../../lib/phone-mask';
import { uploadUrl } from '../../../lib/upload-url';
import { RatingForm } from './rating-form';

type Props = { offer: ReceivedOffer | undefined; requestId: number; onClose: () => void };

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={8} wrap="nowrap" align="flex-start">
      {icon}
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

function Phone({ value }: { value: string }) {
  const href = telHref(value);
  return href ? <Anchor href={href}>{displayPhone(value)}</Anchor> : null;
}

/**
 * The chosen supplier (spec §2 "A modal shows the chosen supplier's data and a rating form"): the company linked to
 * its page, logo, phones, e-mail, WhatsApp and address; under them the rating, given once.
 */
export function SupplierModal({ offer, requestId, onClose }: Props) {
  const company = offer?.firma;
  const whatsapp = company?.wpHat ? whatsappHref(company.wpHat) : null;
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
          <Stack gap={6}>
            {(company.firmaTel || company.tel) && (
              <Line icon={<IconPhone size={18} aria-label="Telefon" />}>
                <Group gap="sm">
                  {company.firmaTel && <Phone value={company.firmaTel} />}
                  {company.tel && company.tel !== company.firmaTel && <Phone value={company.tel} />}
                </Group>
              </Line>
            )}
            {company.mail && (
              <Line icon={<IconMail size={18} aria-label="E-posta" />}>
                <Anchor href={`mailto:${company.mail}`}>{company.mail}</Anchor>
              </Line>
            )}
            {whatsapp && (
              <Line icon={<IconBrandWhatsapp size={18} aria-label="WhatsApp" />}>
                <Anchor href={whatsapp} target="_blank" rel="noopener noreferrer">
                  WhatsApp ile yazın
                </Anchor>
              </Line>
            )}
            {company.adres && <Line icon={<IconMapPin size={18} aria-label="Adres" />}>{company.adres}</Line>}
          </Stack>
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
