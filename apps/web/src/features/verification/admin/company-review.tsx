import { Button, Group, Paper, Select, SimpleGrid, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck, IconDownload, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { DOCUMENT_LABELS, DOCUMENT_REJECT_REASONS, VERIFICATION_MSG } from '@tedarik/contract/verification/documents';
import type { VerificationDocument } from '@tedarik/contract/verification/member';
import { useState } from 'react';
import { formatDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../ui/admin/feedback';
import { CompanyBadges } from '../../../ui/company-badges';
import { QueryError } from '../../../ui/query-error';
import { companyVerificationQuery, downloadDocumentAsAdmin, useReview } from '../api/admin';
import { DocumentStatusBadge } from '../components/status-badge';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Stack>
  );
}

function ReviewedDocument({ doc }: { doc: VerificationDocument }) {
  const review = useReview();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const label = DOCUMENT_LABELS[doc.kind];
  const done = { onSuccess: (r: { message: string }) => notifySuccess(r.message), onError: notifyError };
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={label}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={700}>{label}</Text>
          <DocumentStatusBadge status={doc.status} expired={doc.expired} />
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {doc.fileName} · Yüklendi: {formatDate(doc.uploadedAt, true)}
          {doc.expiresOn && ` · Geçerlilik: ${formatDate(doc.expiresOn)}`}
        </Text>
        {doc.status === 'rejected' && (
          <Text size="sm" c="red">
            Ret nedeni: {doc.rejectReason}
            {doc.rejectNote && ` — ${doc.rejectNote}`}
          </Text>
        )}
        <Group gap="xs">
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconDownload size={14} aria-hidden />}
            onClick={() => downloadDocumentAsAdmin(doc).catch(notifyError)}
          >
            İndir
          </Button>
          {doc.status === 'pending' && !rejecting && (
            <>
              <Button
                size="compact-sm"
                color="teal"
                leftSection={<IconCheck size={14} aria-hidden />}
                loading={review.isPending}
                onClick={() => review.mutate({ id: doc.id, approve: true }, done)}
                aria-label={`${label} Onayla`}
              >
                Onayla
              </Button>
              <Button
                size="compact-sm"
                color="red"
                variant="light"
                leftSection={<IconX size={14} aria-hidden />}
                onClick={() => setRejecting(true)}
                aria-label={`${label} Reddet`}
              >
                Reddet
              </Button>
            </>
          )}
        </Group>
        {rejecting && (
          <Stack gap="xs">
            <Select
              label="Ret Nedeni"
              placeholder="Seçin"
              data={[...DOCUMENT_REJECT_REASONS]}
              value={reason}
              onChange={setReason}
              allowDeselect={false}
            />
            <Textarea
              label="Açıklama"
              autosize
              minRows={2}
              maxLength={4000}
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
            />
            <Group gap="xs">
              <Button
                size="compact-sm"
                color="red"
                loading={review.isPending}
                onClick={() =>
                  reason
                    ? review.mutate({ id: doc.id, approve: false, reason, note }, done)
                    : notifyError(new Error(VERIFICATION_MSG.reason))
                }
              >
                Reddet
              </Button>
              <Button size="compact-sm" variant="default" onClick={() => setRejecting(false)}>
                Vazgeç
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/** A company's numbers, badges and documents, each with 'İndir' and, while it waits, 'Onayla' and 'Reddet'. */
export function CompanyReview({ memberId }: { memberId: number }) {
  const { data, error } = useQuery(companyVerificationQuery(memberId));
  if (error) return <QueryError error={error} />;
  if (!data) return <Skeleton h={240} aria-busy />;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text fw={700} size="lg">
          {data.companyName}
        </Text>
        <Text size="sm" c="dimmed">
          {data.email}
        </Text>
        <CompanyBadges badges={data.badges} />
      </Stack>
      {data.details ? (
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Fact label="Vergi Kimlik No / T.C. Kimlik No" value={data.details.taxNumber} />
          <Fact label="Vergi Dairesi" value={data.details.taxOffice} />
          <Fact label="MERSİS No" value={data.details.mersisNumber} />
          <Fact label="Ticaret Sicil No" value={data.details.tradeRegistryNumber} />
        </SimpleGrid>
      ) : (
        <Text c="dimmed">Firma bilgileri girilmemiş.</Text>
      )}
      <Stack gap="xs">
        {data.documents.length === 0 ? (
          <Text c="dimmed">Henüz kayıt yok.</Text>
        ) : (
          data.documents.map((d) => <ReviewedDocument key={d.id} doc={d} />)
        )}
      </Stack>
    </Stack>
  );
}
