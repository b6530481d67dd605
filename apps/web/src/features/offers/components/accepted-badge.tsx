import { Badge } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

/**
 * Whether the buyer accepted the offer ('Teklifi Kabul Et'), the same word on the request, the comparison and the
 * supplier's page (COPY.md, issue 47 item 16): 'Kabul Edildi', written as is (a badge upper-cases by default).
 */
export function AcceptedBadge({ accepted, size = 'md' }: { accepted: boolean; size?: 'sm' | 'md' }) {
  return accepted ? (
    // filled teal.9: light green (3.8:1) and filled green.9 (4.4:1) fall under the 4.5:1 of WCAG AA
    <Badge color="teal.9" variant="filled" size={size} tt="none" leftSection={<IconCheck size={12} />}>
      Kabul Edildi
    </Badge>
  ) : (
    <Badge color="gray" variant="light" size={size} tt="none">
      Kabul Bekliyor
    </Badge>
  );
}
