import { Alert, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { BADGE_LABELS, DOCUMENT_KINDS } from '@tedarik/contract/verification/documents';
import { CompanyBadges } from '../../../ui/company-badges';
import { QueryError } from '../../../ui/query-error';
import { myVerificationQuery } from '../api/verification';
import { DetailsForm } from './details-form';
import { DocumentCard } from './document-card';

/**
 * /hesabim/dogrulama: the company's numbers, its documents with their states, and the badges they earned. The three
 * main documents approved and none expired make a 'Doğrulanmış Firma'; certificates are shown by name.
 */
export function VerificationScreen() {
  const { data, error } = useQuery(myVerificationQuery());
  if (error) return <QueryError error={error} />;
  if (!data) return <Skeleton h={320} aria-busy />;
  const byKind = new Map(data.documents.map((d) => [d.kind, d]));
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <Text fw={700}>Rozetleriniz</Text>
          {data.badges.email || data.badges.phone || data.badges.verified || data.badges.certificates.length > 0 ? (
            <CompanyBadges badges={data.badges} />
          ) : (
            <Text size="sm" c="dimmed">
              Henüz rozetiniz yok.
            </Text>
          )}
          {!data.badges.verified && (
            <Text size="sm" c="dimmed">
              Vergi levhası, ticaret sicil gazetesi ve imza sirküleriniz onaylandığında firmanız “
              {BADGE_LABELS.verified}” rozetini alır.
            </Text>
          )}
        </Stack>
      </Paper>
      <Title order={3} size="h4">
        Firma Bilgileri
      </Title>
      <Paper withBorder radius="md" p="md">
        <DetailsForm details={data.details} />
      </Paper>
      <Title order={3} size="h4">
        Belgeler
      </Title>
      {!data.details && (
        <Alert color="blue" variant="light">
          Belge yüklemeden önce firma bilgilerinizi kaydedin.
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {DOCUMENT_KINDS.map((kind) => (
          <DocumentCard key={kind} kind={kind} doc={byKind.get(kind)} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
