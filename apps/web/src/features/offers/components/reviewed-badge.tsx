import { Badge } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

/** Whether the buyer opened my offer (and saw my company's data): the spec's 'reviewed tick'. */
export function ReviewedBadge({ reviewed }: { reviewed: boolean }) {
  return reviewed ? (
    // filled teal.9: light green (3.8:1) and filled green.9 (4.4:1) fall under the 4.5:1 of WCAG AA
    <Badge color="teal.9" variant="filled" leftSection={<IconCheck size={12} />}>
      İncelendi
    </Badge>
  ) : (
    <Badge color="gray" variant="light">
      İncelenmedi
    </Badge>
  );
}
