import { Alert, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DATA_EXPORT_HOURS, DATA_EXPORT_STATUS_LABELS, type DataExport } from '@tedarik/contract/privacy/member';
import { formatCount, formatDate } from '../../../lib/format';
import { errorText } from '../../../lib/http';
import { StateBadge } from '../../../ui/admin/status';
import { formatSize } from '../../../ui/file-list';
import { QueryError } from '../../../ui/query-error';
import { myDataExportsQuery, useAskDataExport, useDownloadDataExport } from '../api/data-exports';

const STATUS_COLORS: Record<DataExport['status'], string> = {
  pending: 'yellow',
  ready: 'green',
  downloaded: 'gray',
  failed: 'red',
};

/**
 * 'Verilerimi İndir' (KVKK md. 11, issue 53 item 3): a ZIP with everything the site holds of the member and the files
 * it uploaded, prepared in the background; its link works once, within DATA_EXPORT_HOURS hours.
 */
export function DataExportCard() {
  const ask = useAskDataExport();
  const download = useDownloadDataExport();
  const files = useQuery(myDataExportsQuery());
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="verilerim">
      <Stack gap="sm">
        <Title order={3} size="h4" id="verilerim">
          Verilerimi İndir
        </Title>
        <Text size="sm" c="dimmed">
          Sitede sizinle ilgili tutulan tüm veriler (profiliniz, talepleriniz, teklifleriniz, mesajlarınız,
          değerlendirmeleriniz, destek talepleriniz, izinleriniz, girişleriniz) ve yüklediğiniz dosyalar bir ZIP
          dosyasında hazırlanır. Bağlantı yalnızca sizin için, {DATA_EXPORT_HOURS} saat içinde bir kez çalışır.
        </Text>
        <Group>
          <Button loading={ask.isPending} onClick={() => ask.mutate()}>
            Verilerimi Hazırla
          </Button>
        </Group>
        {ask.error && <Alert color="red">{errorText(ask.error)}</Alert>}
        {download.error && <Alert color="red">{errorText(download.error)}</Alert>}
        {files.error ? (
          <QueryError error={files.error} />
        ) : !files.data ? (
          <Skeleton h={80} aria-busy />
        ) : (
          files.data.items.length > 0 && (
            <Table.ScrollContainer minWidth={520}>
              <Table striped verticalSpacing="xs" aria-label="Hazırlanan dosyalar">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Tarih</Table.Th>
                    <Table.Th>Durum</Table.Th>
                    <Table.Th>Son geçerlilik</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {files.data.items.map((file) => (
                    <Table.Tr key={file.id}>
                      <Table.Td>
                        {formatDate(file.createdAt, true)}
                        {file.size !== null && (
                          <Text size="xs" c="dimmed">
                            {formatSize(file.size)}
                            {file.files !== null && ` · ${formatCount(file.files)} dosya`}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <StateBadge color={STATUS_COLORS[file.status]}>
                          {DATA_EXPORT_STATUS_LABELS[file.status]}
                        </StateBadge>
                      </Table.Td>
                      <Table.Td>{formatDate(file.expiresAt, true)}</Table.Td>
                      <Table.Td>
                        {file.status === 'ready' && (
                          <Button
                            size="compact-sm"
                            variant="default"
                            loading={download.isPending && download.variables?.id === file.id}
                            onClick={() => download.mutate(file)}
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
          )
        )}
      </Stack>
    </Paper>
  );
}
