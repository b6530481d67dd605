import { Badge } from '@mantine/core';

/**
 * Open (shown on the site) or closed by the administrator (not public). Filled teal.9: a light green badge falls
 * under WCAG AA's 4.5:1.
 */
export function OwnProductState({ open }: { open: boolean }) {
  return (
    <Badge color={open ? 'teal.9' : 'gray.7'} variant="filled" tt="none">
      {open ? 'Açık' : 'Kapalı'}
    </Badge>
  );
}

export const CLOSED_NOTE = 'Bu ürün yönetim tarafından kapatıldı; sitede görünmüyor.';
