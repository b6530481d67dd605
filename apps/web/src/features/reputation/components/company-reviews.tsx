import { Anchor, Group, Stack, Title } from '@mantine/core';
import type { Review } from '@tedarik/contract/reputation/public';
import { EmptyText } from '../../../ui/empty-text';
import { ReviewCard } from './review-card';

/**
 * The company page's active reviews with their answers, a page at a time: plain links to the next page and back to
 * the newest (the page is the server's HTML, paged by cursor: ?yorumlar={cursor}).
 */
export function CompanyReviews({
  page,
  basePath,
  paged,
}: {
  page: { items: Review[]; nextCursor: string | null };
  basePath: string;
  /** not the first page: a link back to the newest */
  paged: boolean;
}) {
  return (
    <Stack gap="sm" id="yorumlar">
      <Title order={2} fz={{ base: 20, sm: 24 }}>
        Değerlendirmeler
      </Title>
      {page.items.length === 0 ? (
        <EmptyText text="Henüz değerlendirme yok." />
      ) : (
        page.items.map((r) => <ReviewCard key={r.id} review={r} />)
      )}
      <Group gap="md">
        {paged && <Anchor href={`${basePath}#yorumlar`}>En Yeni Değerlendirmeler</Anchor>}
        {page.nextCursor && (
          <Anchor href={`${basePath}?yorumlar=${page.nextCursor}#yorumlar`}>Daha Fazla Değerlendirme</Anchor>
        )}
      </Group>
    </Stack>
  );
}
