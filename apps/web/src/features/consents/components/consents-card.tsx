import { Accordion, Alert, Badge, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CONSENT_CHANNEL_LABELS, CONSENT_SOURCE_LABELS, LEGAL_TEXT_LABELS } from '@tedarik/contract/consents/consents';
import { formatDate } from '../../../lib/format';
import { errorText } from '../../../lib/http';
import { StateBadge } from '../../../ui/admin/status';
import { QueryError } from '../../../ui/query-error';
import { RichText } from '../../../ui/rich-text';
import { myConsentsQuery, useSetChannelConsent } from '../api/consents';

/**
 * 'İzinlerim' (issue 53 item 1): the member's commercial consent on each channel with since when and how it was given,
 * a button to withdraw or give it, and the legal texts with their versions and the one the member accepted.
 */
export function ConsentsCard() {
  const consents = useQuery(myConsentsQuery());
  const set = useSetChannelConsent();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="izinlerim">
      <Stack gap="sm">
        <Title order={3} size="h4" id="izinlerim">
          İzinlerim
        </Title>
        <Text size="sm" c="dimmed">
          Kampanya, bülten ve duyuruları hangi kanallardan almak istediğinizi buradan seçebilirsiniz. Talep, teklif ve
          hesap bildirimleri bu izinlerden bağımsız olarak gönderilir.
        </Text>
        {set.error && <Alert color="red">{errorText(set.error)}</Alert>}
        {consents.error ? (
          <QueryError error={consents.error} />
        ) : !consents.data ? (
          <Skeleton h={120} aria-busy />
        ) : (
          <>
            <Table.ScrollContainer minWidth={480}>
              <Table verticalSpacing="xs" aria-label="Ticari ileti izinleri">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Kanal</Table.Th>
                    <Table.Th>Durum</Table.Th>
                    <Table.Th>Tarih</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {consents.data.channels.map((c) => (
                    <Table.Tr key={c.channel}>
                      <Table.Td>
                        {CONSENT_CHANNEL_LABELS[c.channel]}
                        {c.address && (
                          <Text size="xs" c="dimmed">
                            {c.address}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <StateBadge color={c.granted ? 'green' : 'gray'}>
                          {c.granted ? 'İzin verildi' : 'İzin yok'}
                        </StateBadge>
                      </Table.Td>
                      <Table.Td>
                        {c.since ? formatDate(c.since, true) : '—'}
                        {c.source && (
                          <Text size="xs" c="dimmed">
                            {CONSENT_SOURCE_LABELS[c.source]}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Button
                          size="compact-sm"
                          variant={c.granted ? 'default' : 'light'}
                          disabled={!c.address}
                          loading={set.isPending && set.variables?.channel === c.channel}
                          onClick={() => set.mutate({ channel: c.channel, granted: !c.granted })}
                        >
                          {c.granted ? 'İzni Geri Al' : 'İzin Ver'}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {consents.data.texts.length > 0 && (
              <Accordion variant="separated" aria-label="Yasal metinler">
                {consents.data.texts.map((t) => (
                  <Accordion.Item key={t.kind} value={t.kind}>
                    <Accordion.Control>
                      <Group gap="xs">
                        <Text fw={500}>{LEGAL_TEXT_LABELS[t.kind]}</Text>
                        <Badge variant="outline" size="sm">
                          Sürüm {t.version}
                        </Badge>
                        {t.acceptedVersion !== null && (
                          <Text size="xs" c="dimmed">
                            {t.declined ? 'Reddettiniz' : t.requiresConsent ? 'Onayladınız' : 'Okundu'}: sürüm{' '}
                            {t.acceptedVersion}
                            {t.acceptedAt && `, ${formatDate(t.acceptedAt, true)}`}
                          </Text>
                        )}
                      </Group>
                    </Accordion.Control>
                    <Accordion.Panel>
                      <RichText html={t.body} />
                    </Accordion.Panel>
                  </Accordion.Item>
                ))}
              </Accordion>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
