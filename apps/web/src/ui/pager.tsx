import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { pageWindow } from './page-window';

type Props = {
  page: number;
  /** the number of pages */
  pages: number;
  /** the URL of a page: '/blog-2', '/urunler?sayfa=2', … */
  hrefFor: (page: number) => string;
};

/** Links, not buttons: every page has its own URL ('ilk' and 'Son' letter for letter from the legacy site). */
export function Pager({ page, pages, hrefFor }: Props) {
  if (pages <= 1) return null;
  const link = (to: number, label: string, current = false) => (
    <Button
      key={label}
      component={Link}
      to={hrefFor(to)}
      size="compact-md"
      miw={36}
      variant={current ? 'filled' : 'default'}
      aria-current={current ? 'page' : undefined}
      aria-label={/^\d+$/.test(label) ? `Sayfa ${label}` : undefined}
    >
      {label}
    </Button>
  );
  return (
    <Group component="nav" aria-label="Sayfalar" gap={6} justify="center" mt="lg">
      {page > 1 && link(1, 'ilk')}
      {pageWindow(page, pages).map((n) => link(n, String(n), n === page))}
      {page < pages && link(pages, 'Son')}
    </Group>
  );
}
