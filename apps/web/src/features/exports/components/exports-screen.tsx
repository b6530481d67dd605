import { Alert, Button, Group, Paper, SegmentedControl, Select, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  COMPANY_EXPORTS,
  EXPORT_DAYS,
  EXPORT_FORMAT_LABELS,
  EXPORT_FORMATS,
  EXPORT_KIND_LABELS,
  EXPORT_KINDS,
  EXPORT_STATUS_LABELS,
  type Export,
  type ExportFormat,
  type ExportKind,
  MAX_EXPORT_ROWS,
} from '@tedarik/contract/exports/member';
import { useState } from 'react';
import { formatCount, formatDate } from '../../../lib/format';
import { errorText } from '../../../lib/http';
import { useMemberUser } from '../../../lib/session';
import { StateBadge } from '../../../ui/admin/status';
import { formatSize } from '../../../ui/file-list';
import { QueryError } from '../../../ui/query-error';
import { downloadExportFile, myExportsQuery, useAskExport } from '../api/exports';

const STATUS_COLORS: Record<Export['status'], string> = { pending: 'yellow', ready: 'green', failed: 'red' };

/** /hesabim/disa-aktar: a list asked for as Excel or CSV, and the files of the last days to download. */
export function ExportsScreen() {
  const role = useMemberUser()?.role;
  const company = role === 'onay' || role === 'firma' || role === 'imalatci';
  const kinds = EXPORT_KINDS.filter((k) => company || !COMPANY_EXPORTS.includes(k));
  const [kind, setKind] = useState<ExportKind>(kinds[0]);
  const [format, setFormat] = useState<ExportFormat>('xlsx');
  const ask = useAskExport();
  const files = useQuery(myExportsQuery());
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Listeleriniz Excel ya da CSV dosyası olarak hazırlanır (en yeni {formatCount(MAX_EXPORT_ROWS)} satır);
            dosyalar {EXPORT_DAYS} gün saklanır.
          </Text>
          <Group align="flex-end" wrap="wrap">
            <Select
              label="Liste"
              data={kinds.map((k) => ({ value: k, label: EXPORT_KIND_LABELS[k] }))}
              value={kind}
              allowDeselect={false}
              onChange={(v) => v && setKind(v as ExportKind)}
              miw={240}
            />
            <SegmentedControl
              aria-label="Dosya biçimi"
              data={EXPORT_FORMATS.map((f) => ({ value: f, label: EXPORT_FORMAT_LABELS[f] }))}
              value={format}
              onChange={(v) => setFormat(v as ExportFormat)}
            />
            <Button loading={ask.isPending} onClick={() => ask.mutate({ kind, format })}>
              Dosyayı Hazırla
            </Button>
          </Group>
          {ask.error && <Alert color="red">{errorText(ask.error)}</Alert>}
        </Stack>
      </Paper>
      {failed && (
        <Alert color="red" withCloseButton onClose={() => setFailed(null)}>
          {failed}
        </Alert>
      )}
      {files.error ? (
        <QueryError error={files.error} />
      ) : !files.data ? (
        <Skeleton h={120} aria-busy />
      ) : files.data.items.length === 0 ? (
        <Text c="dimmed">Henüz hazırlanan dosya yok.</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Liste</Table.Th>
                <Table.Th>Tarih</Table.Th>
                <Table.Th>Durum</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {files.data.items.map((file) => (
                <Table.Tr key={file.id}>
                  <Table.Td>
                    {EXPORT_KIND_LABELS[file.kind]}
                    <Text size="xs" c="dimmed">
                      {EXPORT_FORMAT_LABELS[file.format]}
                      {file.rows !== null && ` · ${formatCount(file.rows)} satır`}
                      {file.size !== null && ` · ${formatSize(file.size)}`}
                    </Text>
                  </Table.Td>
                  <Table.Td>{formatDate(file.createdAt, true)}</Table.Td>
                  <Table.Td>
                    <StateBadge color={STATUS_COLORS[file.status]}>{EXPORT_STATUS_LABELS[file.status]}</StateBadge>
                  </Table.Td>
                  <Table.Td>
                    {file.status === 'ready' && (
                      <Button
                        size="compact-sm"
                        variant="default"
                        onClick={() => downloadExportFile(file).catch((err) => setFailed(errorText(err)))}
                      >
                        İndir
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
