import { SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { EmptyText } from '../../../ui/empty-text';
import { QueryError } from '../../../ui/query-error';
import { Section } from '../../../ui/section';
import { homeRequestsQuery } from '../api/get-home-requests';
import { RequestRow } from './request-row';

/** The newest open requests on the home page (GET /api/indeximbtalepler). */
export function HomeRequests() {
  const { data, error } = useQuery(homeRequestsQuery());
  return (
    <Section title="Bekleyen Talepler" more={{ to: '/talepler', label: 'Tüm Talepler' }}>
      {error && <QueryError error={error} />}
      {data &&
        (data.length === 0 ? (
          <EmptyText />
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            {data.map((item) => (
              <RequestRow key={item.tlb.id} item={item} />
            ))}
          </SimpleGrid>
        ))}
    </Section>
  );
}
