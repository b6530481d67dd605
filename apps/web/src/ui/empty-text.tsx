import { EmptyState } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The spec's empty states. */
export const EMPTY = { content: 'İçerik bulunmuyor.', results: 'Sonuç bulunamadı...' } as const;

export function EmptyText({ text = EMPTY.content, children }: { text?: string; children?: ReactNode }) {
  return (
    <EmptyState size="sm" variant="light" color="gray" icon={<IconInbox size={22} />} title={text} py="lg">
      {children}
    </EmptyState>
  );
}
