import {
  Alert,
  Badge,
  Button,
  FileInput,
  Group,
  Paper,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LEGAL_TEXT_KINDS, LEGAL_TEXT_LABELS, type LegalTextKind } from '@tedarik/contract/consents/consents';
import { useState } from 'react';
import { formatCount, formatDate } from '../../../lib/format';
import { errorText } from '../../../lib/http';
import { RichTextField } from '../../../ui/admin/rich-text-field';
import { QueryError } from '../../../ui/query-error';
import {
  legalTextsQuery,
  useExportIys,
  useImportIysRefusals,
  usePublishLegalText,
  useSendBulletin,
} from '../api/admin';

/** /adminimt/kvkk-izinler: the legal texts in versions, İYS's files, a bulletin to those who consent. */
export function ConsentsScreen() {
  return (
    <Stack gap="md">
      <Title order={2}>KVKK ve İYS</Title>
      <LegalTexts />
      <Iys />
      <Bulletin />
    </Stack>
  );
}

function LegalTexts() {
  const texts = useQuery(legalTextsQuery());
  const publish = usePublishLegalText();
  const [kind, setKind] = useState<LegalTextKind>('aydinlatma');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  return (
    <Paper withBorder radius="md" p="md" component="section">
      <Stack gap="sm">
        <Title order={3} size="h4">
          Yasal Metinler
        </Title>
        <Text size="sm" c="dimmed">
          Her kayıt yeni bir sürüm olarak yayımlanır; eski sürümler değişmez. Açık Rıza Metni ve Ticari Elektronik İleti
          Onayı'nın yeni sürümü üyelere bir sonraki girişlerinde yeniden onaylatılır, diğerleri bildirilir.
        </Text>
        <Select
          label="Metin"
          data={LEGAL_TEXT_KINDS.map((k) => ({ value: k, label: LEGAL_TEXT_LABELS[k] }))}
          value={kind}
          onChange={(v) => v && setKind(v as LegalTextKind)}
          allowDeselect={false}
        />
        <TextInput label="Başlık" value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
        <RichTextField label="Metin" value={body} onChange={setBody} />
        {publish.error && <Alert color="red">{errorText(publish.error)}</Alert>}
        {publish.isSuccess && <Alert color="green">Yeni sürüm yayımlandı: sürüm {publish.data.version}.</Alert>}
        <Group>
          <Button loading={publish.isPending} onClick={() => publish.mutate({ kind, title, body })}>
            Yeni Sürüm Yayımla
          </Button>
        </Group>
        {texts.error ? (
          <QueryError error={texts.error} />
        ) : !texts.data ? (
          <Skeleton h={80} aria-busy />
        ) : texts.data.items.length === 0 ? (
          <Text c="dimmed">Henüz yayımlanmış metin yok.</Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table striped aria-label="Yayımlanan sürümler">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Metin</Table.Th>
                  <Table.Th>Sürüm</Table.Th>
                  <Table.Th>Başlık</Table.Th>
                  <Table.Th>Yayım tarihi</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {texts.data.items.map((t) => (
                  <Table.Tr key={t.id}>
                    <Table.Td>
                      {LEGAL_TEXT_LABELS[t.kind]}{' '}
                      {t.requiresConsent && (
                        <Badge size="xs" variant="light">
                          Açık onay
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{t.version}</Table.Td>
                    <Table.Td>{t.title}</Table.Td>
                    <Table.Td>{formatDate(t.publishedAt, true)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}

function Iys() {
  const exportIys = useExportIys();
  const importRefusals = useImportIysRefusals();
  const [file, setFile] = useState<File | null>(null);
  return (
    <Paper withBorder radius="md" p="md" component="section">
      <Stack gap="sm">
        <Title order={3} size="h4">
          İYS
        </Title>
        <Text size="sm" c="dimmed">
          İzinleri İYS'ye yüklenecek biçimde (alıcı, tip, durum, kaynak, izin tarihi) indirin; İYS'den aldığınız ret
          listesini yükleyerek bu adreslerin izinlerini burada da geri alın.
        </Text>
        <Group>
          <Button variant="default" loading={exportIys.isPending} onClick={() => exportIys.mutate()}>
            İYS Dosyasını İndir
          </Button>
        </Group>
        {exportIys.error && <Alert color="red">{errorText(exportIys.error)}</Alert>}
        <Group align="flex-end">
          <FileInput label="İYS ret listesi (CSV)" accept=".csv,text/csv" value={file} onChange={setFile} w={280} />
          <Button
            disabled={!file}
            loading={importRefusals.isPending}
            onClick={() => file && importRefusals.mutate(file)}
          >
            Ret Listesini Yükle
          </Button>
        </Group>
        {importRefusals.error && <Alert color="red">{errorText(importRefusals.error)}</Alert>}
        {importRefusals.data && (
          <Alert color="green">
            {formatCount(importRefusals.data.rows)} ret okundu; {formatCount(importRefusals.data.withdrawn)} izin geri
            alındı, {formatCount(importRefusals.data.unchanged)} adreste değişiklik gerekmedi.
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

function Bulletin() {
  const send = useSendBulletin();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  return (
    <Paper withBorder radius="md" p="md" component="section">
      <Stack gap="sm">
        <Title order={3} size="h4">
          Bülten Gönder
        </Title>
        <Text size="sm" c="dimmed">
          Yalnızca e-posta ile ticari ileti onayı olan adreslere gider; her e-postada tek tıkla abonelikten çıkma
          bağlantısı bulunur.
        </Text>
        <TextInput label="Konu" value={subject} onChange={(e) => setSubject(e.currentTarget.value)} />
        <Textarea
          label="Mesaj"
          autosize
          minRows={4}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
        />
        {send.error && <Alert color="red">{errorText(send.error)}</Alert>}
        {send.data && (
          <Alert color="green">Bülten {formatCount(send.data.queued)} adrese gönderilmek üzere sıraya alındı.</Alert>
        )}
        <Group>
          <Button loading={send.isPending} onClick={() => send.mutate({ subject, message })}>
            Gönder
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
