import { Alert, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { RATES_MSG, ratesJobText } from '@tedarik/contract/rates/admin';
import { ratesJobQuery } from '../api/get-rates-job';

/**
 * The TCMB fetch at a glance, as it really stands (issue 47 item 18): a failure in red with its next try; a bulletin
 * not fetched yet, or not yet published by TCMB, with the next try; else the newest bulletin and the last success.
 */
export function FetchState() {
  const { data: job } = useQuery(ratesJobQuery());
  if (!job) return null;
  const { failed, lines } = ratesJobText(job);
  if (failed)
    return (
      <Alert color="red" variant="light" title={RATES_MSG.fetchFailed}>
        {lines.map((line) => (
          <Text size="sm" key={line}>
            {line}
          </Text>
        ))}
      </Alert>
    );
  return (
    <Text size="sm" c="dimmed">
      {lines.join(' ')}
    </Text>
  );
}
