import { Alert, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { RATES_MSG } from '@tedarik/contract/rates/admin';
import { formatDate } from '../../../lib/format';
import { ratesJobQuery } from '../api/get-rates-job';

/** The TCMB fetch at a glance: the last failure in red, a bulletin still awaited in blue, else the last success. */
export function FetchState() {
  const { data: job } = useQuery(ratesJobQuery());
  if (!job) return null;
  if (job.failures > 0 && job.lastFailureAt)
    return (
      <Alert color="red" variant="light" title={RATES_MSG.fetchFailed}>
        <Text size="sm">
          {formatDate(job.lastFailureAt, true)}: {job.lastError}
        </Text>
        <Text size="sm" mt={4}>
          {job.failures} kez denendi; sistem tekrar deneyecek. Gerekirse günün kurlarını aşağıdan elle girin.
        </Text>
      </Alert>
    );
  const behind = job.newestBulletin === null || job.newestBulletin < job.expectedBulletin;
  return (
    <Text size="sm" c="dimmed">
      {behind
        ? `TCMB ${formatDate(job.expectedBulletin)} bülteni henüz alınmadı (resmî tatilde son bülten geçerlidir).`
        : `Son bülten: ${formatDate(job.newestBulletin ?? '')}.`}
      {job.lastSuccessAt && ` Son başarılı çekim: ${formatDate(job.lastSuccessAt, true)}.`}
    </Text>
  );
}
