import {
  ActionIcon,
  Alert,
  Button,
  CopyButton,
  FileInput,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy, IconDownload, IconUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ibanText, KIND_LABELS, RECEIPT_ACCEPT, RECEIPT_OPEN } from '@tedarik/contract/orders/orders';
import { useState } from 'react';
import { formatDate } from '../../../lib/format';
import { errorText } from '../../../lib/http';
import { notifyError, notifySuccess } from '../../../ui/admin/feedback';
import { QueryError } from '../../../ui/query-error';
import { downloadProforma, downloadReceipt, myOrderQuery, useCancelOrder, useUploadReceipt } from '../api/orders';
import { AmountTable, OrderStatusBadge, tl } from './order-parts';

const ACCEPT = Object.keys(RECEIPT_ACCEPT).join(',');

/**
 * /hesabim/odemeler/{id}: the order's reference code and amount, the bank accounts to pay into (the IBAN copied with
 * one tap), the receipt's upload, the state, the proforma invoice, and cancel while unpaid.
 */
export function OrderScreen({ id }: { id: number }) {
  const { data, error } = useQuery(myOrderQuery(id));
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadReceipt(id);
  const cancel = useCancelOrder(id);
  if (error) return <QueryError error={error} />;
  if (!data) return <Skeleton h={360} aria-busy />;
  const { order, bankAccounts } = data;
  const open = RECEIPT_OPEN.includes(order.status);
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <Group justify="space-between" wrap="wrap">
            <Title order={3} size="h4">
              {order.title}{' '}
              <Text span c="dimmed" size="sm">
                ({KIND_LABELS[order.kind]})
              </Text>
            </Title>
            <OrderStatusBadge status={order.status} />
          </Group>
          <Text>
            Referans Kodu:{' '}
            <Text span fw={700} ff="monospace">
              {order.code}
            </Text>
          </Text>
          <Text size="sm" c="dimmed">
            Oluşturulma Tarihi: {formatDate(order.createdAt)}
          </Text>
          <AmountTable {...order} />
          {order.status === 'rejected' && (
            <Alert color="red" title="Ödemeniz onaylanmadı">
              {order.rejectReason} Yeni bir dekont yükleyebilirsiniz.
            </Alert>
          )}
          {order.status === 'confirmed' && <Alert color="green">Ödemeniz onaylandı.</Alert>}
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => downloadProforma(order).catch(notifyError)}
            >
              Proforma Fatura
            </Button>
            {open && (
              <Button
                variant="subtle"
                color="red"
                loading={cancel.isPending}
                onClick={() =>
                  cancel.mutate(undefined, { onSuccess: () => notifySuccess('Siparişiniz iptal edildi.') })
                }
              >
                Siparişi İptal Et
              </Button>
            )}
          </Group>
          {cancel.error && <Alert color="red">{errorText(cancel.error)}</Alert>}
        </Stack>
      </Paper>

      {open && (
        <>
          <Title order={3} size="h4">
            Havale / EFT
          </Title>
          <Text size="sm">
            {tl(order.total)} tutarı aşağıdaki hesaplardan birine gönderin ve açıklamaya <b>{order.code}</b> yazın.
          </Text>
          {bankAccounts.length === 0 && <Text c="dimmed">Henüz banka hesabı eklenmedi.</Text>}
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {bankAccounts.map((a) => (
              <Paper key={a.id} withBorder radius="md" p="sm">
                <Text fw={700}>
                  {a.bank} ({a.currency})
                </Text>
                <Text size="sm">{a.holder}</Text>
                <Group gap={4} wrap="nowrap">
                  <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                    {ibanText(a.iban)}
                  </Text>
                  <CopyButton value={a.iban}>
                    {({ copied, copy }) => (
                      <Tooltip label={copied ? 'Kopyalandı' : 'IBAN Kopyala'}>
                        <ActionIcon variant="subtle" onClick={copy} aria-label="IBAN Kopyala">
                          {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </CopyButton>
                </Group>
              </Paper>
            ))}
          </SimpleGrid>
        </>
      )}

      <Title order={3} size="h4">
        Dekont
      </Title>
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          {order.receipt ? (
            <Group gap="xs" justify="space-between">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {order.receipt.fileName} · {formatDate(order.receipt.sentAt)}
              </Text>
              <Button
                size="compact-sm"
                variant="default"
                leftSection={<IconDownload size={14} aria-hidden />}
                onClick={() => downloadReceipt(order).catch(notifyError)}
              >
                İndir
              </Button>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              Henüz dekont yüklenmedi.
            </Text>
          )}
          {open && (
            <Group align="flex-end" gap="xs">
              <FileInput
                label="Dekont Yükle"
                description="PDF, PNG veya JPEG; en fazla 10 MB."
                accept={ACCEPT}
                value={file}
                onChange={setFile}
                clearable
                style={{ flex: 1, minWidth: 200 }}
              />
              <Button
                leftSection={<IconUpload size={16} aria-hidden />}
                disabled={!file}
                loading={upload.isPending}
                onClick={() =>
                  file &&
                  upload.mutate(file, {
                    onSuccess: () => {
                      setFile(null);
                      notifySuccess('Dekontunuz gönderildi, incelendikten sonra size bildirilecek.');
                    },
                  })
                }
              >
                Gönder
                {upload.progress !== null && upload.progress > 0 ? ` (%${Math.round(upload.progress * 100)})` : ''}
              </Button>
            </Group>
          )}
          {upload.error && <Alert color="red">{errorText(upload.error)}</Alert>}
        </Stack>
      </Paper>
    </Stack>
  );
}
