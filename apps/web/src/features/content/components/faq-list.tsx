import { Accordion } from '@mantine/core';
import { EmptyText } from '../../../ui/empty-text';
import type { Faq } from '../api/get-faq';

/** The FAQ accordion: one answer open at a time (spec §2 /sss). */
export function FaqList({ items }: { items: Faq[] }) {
  if (items.length === 0) return <EmptyText />;
  return (
    <Accordion variant="separated" radius="md">
      {items.map((item) => (
        <Accordion.Item key={item.id} value={String(item.id)}>
          <Accordion.Control>{item.soru}</Accordion.Control>
          <Accordion.Panel style={{ whiteSpace: 'pre-line' }}>{item.cevap}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
