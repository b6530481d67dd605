import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';

type Props = {
  page: number;
  /** the page is full, so there may be another after it (lists answered as bare arrays carry no total) */
  hasNext: boolean;
  /** the URL of a page ('/adminimt/iletisim?sayfa=2') */
  hrefFor: (page: number) => string;
};

/**
 * The pager of a list without a total (the contact inbox and the newsletter list answer bare arrays of one page):
 * 'Önceki sayfa' above page 1, 'Sonraki sayfa' while a page is full. Links, so each page has its own URL.
 */
export function StepPager({ page, hasNext, hrefFor }: Props) {
  if (page <= 1 && !hasNext) return null;
  return (
    <Group component="nav" aria-label="Sayfalar" justify="center" gap="sm" mt="lg">
      {page > 1 && (
        <Button
          component={Link}
          to={hrefFor(page - 1)}
          variant="default"
          size="compact-md"
          leftSection={<IconChevronLeft size={16} aria-hidden />}
        >
          Önceki sayfa
        </Button>
      )}
      <Text size="sm" c="dimmed" aria-current="page">
        Sayfa {page}
      </Text>
      {hasNext && (
        <Button
          component={Link}
          to={hrefFor(page + 1)}
          variant="default"
          size="compact-md"
          rightSection={<IconChevronRight size={16} aria-hidden />}
        >
          Sonraki sayfa
        </Button>
      )}
    </Group>
  );
}
