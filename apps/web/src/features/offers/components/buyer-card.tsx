import { Paper, Stack, Text, Title } from '@mantine/core';
import type { Buyer } from '@tedarik/contract/offers/member';
import { ContactLines } from '../../../ui/contact-lines';

/**
 * 'Alıcı Bilgileri': the buyer who accepted my offer, its company and name with its contact data (the server sends
 * them only after the acceptance, and only to the supplier it accepted).
 */
export function BuyerCard({ buyer }: { buyer: Buyer }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Alıcı Bilgileri">
      <Stack gap="sm">
        <Title order={3} fz="lg">
          Alıcı Bilgileri
        </Title>
        <div>
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {buyer.firmaad}
          </Text>
          {buyer.adSoyad && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {buyer.adSoyad}
            </Text>
          )}
        </div>
        <ContactLines
          companyPhone={buyer.firmaTel}
          phone={buyer.tel}
          email={buyer.mail}
          whatsapp={buyer.wpHat}
          address={buyer.adres}
        />
      </Stack>
    </Paper>
  );
}
