import { Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Reputation } from '@tedarik/contract/reputation/public';
import { percentText, responseTimeText, SUB_SCORE_LABELS, SUB_SCORES } from '@tedarik/contract/reputation/texts';
import { formatAverage, formatCount } from '../../../lib/format';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xl" fw={700}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

/**
 * The company page's reputation block (issue 49 item 2): how fast it offers, the shares, the average with its
 * sub-scores and its accepted offers, over the last 12 months as the hourly job computed them.
 */
export function ReputationPanel({ reputation }: { reputation: Reputation }) {
  const speed = responseTimeText(reputation.medianMinutes);
  const empty =
    !speed && reputation.offerRate === null && reputation.acceptRate === null && reputation.average === null;
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'md', sm: 'lg' }} aria-labelledby="itibar">
      <Stack gap="sm">
        <Title order={2} fz={{ base: 18, sm: 20 }} id="itibar">
          Son 12 Ayda Firma
        </Title>
        {empty ? (
          <Text size="sm" c="dimmed">
            Henüz yeterli işlem yok.
          </Text>
        ) : (
          <>
            {speed && <Text fw={600}>{speed}</Text>}
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
              {reputation.offerRate !== null && (
                <Figure label="Uygun taleplere teklif" value={percentText(reputation.offerRate) ?? ''} />
              )}
              {reputation.acceptRate !== null && (
                <Figure label="Kabul edilen teklif oranı" value={percentText(reputation.acceptRate) ?? ''} />
              )}
              <Figure label="Kabul edilen teklif" value={formatCount(reputation.accepted)} />
              {reputation.average !== null && (
                <Figure
                  label={`Ortalama puan (${formatCount(reputation.ratings)} değerlendirme)`}
                  value={`${formatAverage(reputation.average)} / 5`}
                />
              )}
            </SimpleGrid>
            {reputation.subScores && (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={6}>
                {SUB_SCORES.map((key) => {
                  const score = reputation.subScores?.[key] ?? 0;
                  return (
                    <Group key={key} gap="xs" wrap="nowrap">
                      <Text size="sm" w={72}>
                        {SUB_SCORE_LABELS[key]}
                      </Text>
                      {/* the figure beside it says the same to a screen reader */}
                      <Progress value={score * 20} flex={1} aria-hidden />
                      <Text size="sm" w={28} ta="right">
                        {formatAverage(score)}
                      </Text>
                    </Group>
                  );
                })}
              </SimpleGrid>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
