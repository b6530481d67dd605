import { Button, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type PageWindow, pageNumbers } from './page-window';

export type PagerProps = {
  page: number;
  /** the number of pages */
  pages: number;
  /** the URL of a page: '/blog-2', '/urunler?sayfa=2', … */
  hrefFor: (page: number) => string;
  /** which numbers show (default: a sliding window of 5) */
  window?: PageWindow;
  /** the links at both ends: 'ilk' / 'Son' (default) or previous / next arrows (the back-office request list) */
  ends?: 'first-last' | 'prev-next';
};

/** Links, not buttons: every page has its own URL ('ilk' and 'Son' letter for letter from the legacy site). */
export function Pager({ page, pages, hrefFor, window = { size: 5 }, ends = 'first-last' }: PagerProps) {
  if (pages <= 1) return null;
  const link = (to: number, key: string, label: ReactNode, options: { current?: boolean; name?: string } = {}) => (
    <Button
      key={key}
      component={Link}
      to={hrefFor(to)}
      size="compact-md"
      miw={36}
      variant={options.current ? 'filled' : 'default'}
      aria-current={options.current ? 'page' : undefined}
      aria-label={options.name}
    >
      {label}
    </Button>
  );
  const arrows = ends === 'prev-next';
  return (
    <Group component="nav" aria-label="Sayfalar" gap={6} justify="center" mt="lg">
      {page > 1 &&
        (arrows
          ? link(page - 1, 'prev', <IconChevronLeft size={16} aria-hidden />, { name: 'Önceki sayfa' })
          : link(1, 'first', 'ilk'))}
      {pageNumbers(page, pages, window).map((n) =>
        link(n, String(n), String(n), { current: n === page, name: `Sayfa ${n}` }),
      )}
      {page < pages &&
        (arrows
          ? link(page + 1, 'next', <IconChevronRight size={16} aria-hidden />, { name: 'Sonraki sayfa' })
          : link(pages, 'last', 'Son'))}
    </Group>
  );
}
