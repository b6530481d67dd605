import { Accordion } from '@mantine/core';
import { EmptyText } from '../../../ui/empty-text';
import { RichText } from '../../../ui/rich-text';
import type { Faq } from '../api/get-faq';

/**
 * The FAQ accordion: one answer open at a time (spec §2 /sss). An answer is the admin's sanitised rich text (plain
 * lines from before keep their breaks).
 */
export function FaqList({ items }: { items: Faq[] }) {
  if (items.length === 0) return <EmptyText />;
  return (
    <Accordion variant="separated" radius="md">
      {items.map((item) => (
        <Accordion.Item key={item.id} value={String(item.id)}>
          <Accordion.Control>{item.soru}</Accordion.Control>
          <Accordion.Panel>
            <RichText html={item.cevap} style={{ whiteSpace: 'pre-line' }} />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
