import { Alert, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconEdit, IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type OwnRequestDetail as Detail, REQUEST_MSG } from '@tedarik/contract/requests/member';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { HttpError } from '../../../lib/http';
import { Fact } from '../../../ui/fact';
import { QueryError } from '../../../ui/query-error';
import { ownRequestQuery } from '../api/get-own-request';
import { editRequestHref, requestTitle } from '../links';
import { canStopOrPublish, editBlock } from '../own-state';
import { RequestControls } from './request-controls';
import { RequestState } from './request-state';

const CLOSED = 'Bu talebin süresi doldu; yeni teklif alınmıyor.';

/**
 * My request (spec §2 "My request detail"): the closed banner, stop / publish and finish, the approval state, the
 * title, the detail, and the offers (`offers`: the offers area's section, composed by the page).
 */
export function OwnRequestDetail({
  id,
  files,
  offers,
}: {
  id: number;
  /** the request's files section (app/ composes the attachments area's) */
  files?: ReactNode;
  /** the offers area's section */
  offers: (detail: Detail) => ReactNode;
}) {
  // the route's loader has just fetched it: a 404 shows at once instead of being asked again
  const { data, error } = useQuery({ ...ownRequestQuery(id), retryOnMount: false });

  if (error) {
    const missing = error instanceof HttpError && error.status === 404;
    return <QueryError error={missing ? new HttpError(404, REQUEST_MSG.notFound) : error} />;
  }
  if (!data) return <Skeleton h={320} aria-busy />;
  const { talep, urun, kat } = data;
  const title = requestTitle(talep.adet, talep.tip, urun.urunAd);
  const editable = editBlock(talep, data.toplamCevaplar) === null;
  const editButton = (
    <Button component={Link} to={editRequestHref(talep.id)} variant="default" leftSection={<IconEdit size={18} />}>
      Düzenle
    </Button>
  );

  return (
    <Stack gap="md">
      {(talep.bitir || !talep.acik) && (
        <Alert color="gray" variant="light" icon={<IconLock size={18} />} role="status">
          {talep.bitir ? REQUEST_MSG.finished : CLOSED}
        </Alert>
      )}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="xs">
            <Title order={2} fz={{ base: 20, sm: 26 }} style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Title>
            <Badge variant="light" tt="none">
              {kat.katAd}
            </Badge>
          </Group>
          <RequestState request={talep} />
          {editable && talep.onay === false && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title="Talebiniz onaylanmadı">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">Talebinizi düzeltip tekrar onaya gönderebilirsiniz.</Text>
                {editButton}
              </Stack>
            </Alert>
          )}
          {!talep.bitir && (
            <Group gap="xs">
              {editable && talep.onay === null && editButton}
              <RequestControls
                id={talep.id}
                published={talep.durum}
                canPublish={canStopOrPublish(talep)}
                title={title}
              />
            </Group>
          )}
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            <Fact label="Oluşturulma Tarihi">{formatDate(talep.tarih)}</Fact>
            <Fact label="Teslim Tarihi">{formatDate(talep.teslimTarihi)}</Fact>
            {talep.malzeme && <Fact label="Malzeme">{talep.malzeme}</Fact>}
          </SimpleGrid>
          <Stack gap={4}>
            <Title order={3} fz="md">
              Detay
            </Title>
            <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{talep.detay}</Text>
          </Stack>
        </Stack>
      </Paper>
      {files}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Teklifler">
        <Group justify="space-between" mb="sm">
          <Title order={3} fz="lg">
            Teklifler
          </Title>
          <Badge variant="light">{data.toplamCevaplar}</Badge>
        </Group>
        {data.cevaplar.length === 0 && data.toplamCevaplar > 0 ? (
          // a sealed request's offers are counted, not sent, until its deadline (issue 37)
          <Text c="dimmed" role="status">
            Kapalı Zarf: {data.toplamCevaplar} teklif geldi. Teklifler Son Teklif Tarihinde açılır.
          </Text>
        ) : (
          offers(data)
        )}
      </Paper>
    </Stack>
  );
}
