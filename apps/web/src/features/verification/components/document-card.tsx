import { Alert, Button, FileInput, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload, IconTrash, IconUpload } from '@tabler/icons-react';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_LABELS,
  type DocumentKind,
  isCertificate,
} from '@tedarik/contract/verification/documents';
import type { VerificationDocument } from '@tedarik/contract/verification/member';
import { useState } from 'react';
import { formatDate } from '../../../lib/format';
import { errorText } from '../../../lib/http';
import { notifyError, notifySuccess } from '../../../ui/admin/feedback';
import { downloadOwnDocument, useDeleteDocument, useUploadDocument } from '../api/verification';
import { DocumentStatusBadge } from './status-badge';

const ACCEPT = Object.keys(DOCUMENT_ACCEPT).join(',');

/** One kind of document: its state and file, and the upload that adds or replaces it. */
export function DocumentCard({ kind, doc }: { kind: DocumentKind; doc: VerificationDocument | undefined }) {
  const label = DOCUMENT_LABELS[kind];
  const certificate = isCertificate(kind);
  const [file, setFile] = useState<File | null>(null);
  const [expiresOn, setExpiresOn] = useState('');
  const upload = useUploadDocument();
  const remove = useDeleteDocument();
  const send = () =>
    file &&
    upload.mutate(
      { kind, file, expiresOn },
      {
        onSuccess: () => {
          setFile(null);
          setExpiresOn('');
          notifySuccess('Belgeniz yüklendi, incelendikten sonra size bildirilecek.');
        },
      },
    );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={label}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={700}>
            {label}
            {certificate && (
              <Text span c="dimmed" size="sm">
                {' '}
                (isteğe bağlı)
              </Text>
            )}
          </Text>
          {doc ? (
            <DocumentStatusBadge status={doc.status} expired={doc.expired} />
          ) : (
            <Text size="sm" c="dimmed">
              Yüklenmedi
            </Text>
          )}
        </Group>
        {doc && (
          <Group justify="space-between" gap="xs">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {doc.fileName}
              {doc.expiresOn && ` · Geçerlilik: ${formatDate(doc.expiresOn)}`}
            </Text>
            <Group gap="xs">
              <Button
                size="compact-sm"
                variant="default"
                leftSection={<IconDownload size={14} aria-hidden />}
                onClick={() => downloadOwnDocument(doc).catch(notifyError)}
              >
                İndir
              </Button>
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={14} aria-hidden />}
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(doc.id, { onSuccess: (r) => notifySuccess(r.message), onError: notifyError })
                }
              >
                Sil
              </Button>
            </Group>
          </Group>
        )}
        {doc?.status === 'rejected' && (
          <Alert color="red" variant="light" p="xs">
            <Text size="sm">
              Ret nedeni: {doc.rejectReason}
              {doc.rejectNote && ` — ${doc.rejectNote}`}
            </Text>
          </Alert>
        )}
        <Group align="flex-end" gap="xs" wrap="wrap">
          <FileInput
            label={doc ? `Yeni ${label} dosyası` : `${label} dosyası`}
            description="PDF, PNG veya JPEG; en fazla 10 MB"
            accept={ACCEPT}
            value={file}
            onChange={setFile}
            clearable
            style={{ flex: '1 1 220px' }}
          />
          <TextInput
            type="date"
            label={certificate ? 'Geçerlilik Tarihi' : 'Geçerlilik Tarihi (varsa)'}
            value={expiresOn}
            onChange={(e) => setExpiresOn(e.currentTarget.value)}
            style={{ flex: '0 1 180px' }}
          />
          <Button
            leftSection={<IconUpload size={16} aria-hidden />}
            disabled={!file}
            loading={upload.progress !== null}
            onClick={send}
            aria-label={`${label} Yükle`}
          >
            Yükle
          </Button>
        </Group>
        {upload.error && (
          <Text size="sm" c="red" role="alert">
            {errorText(upload.error)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
