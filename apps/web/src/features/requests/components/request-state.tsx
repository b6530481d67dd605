import { Badge, Group, Text } from '@mantine/core';
import type { OwnRequestItem } from '@tedarik/contract/requests/member';
import { lifeOf } from '../own-state';

type Request = OwnRequestItem['tlb'];

/**
 * The approval states of a request (spec §4 "Request approval"), as the buyer sees them. Filled in dark shades
 * (and yellow with dark text): Mantine's light green and yellow badges fall under the 4.5:1 of WCAG AA.
 */
const APPROVAL = {
  pending: { label: 'Onay Bekliyor', color: 'yellow.4' },
  approved: { label: 'Onaylandı', color: 'teal.9' },
  rejected: { label: 'Red Edildi', color: 'red.9' },
} as const;

const approvalOf = (onay: boolean | null) => (onay === null ? 'pending' : onay ? 'approved' : 'rejected');

/**
 * The badges of a request: its approval, whether it is published (not said of a rejected one), and how it ended; a
 * rejection's reason under them (spec §4: 'Red Edildi, with the reason shown').
 */
export function RequestState({ request }: { request: Request }) {
  const approval = APPROVAL[approvalOf(request.onay)];
  const life = lifeOf(request);
  return (
    <>
      <Group gap={6}>
        <Badge color={approval.color} variant="filled" autoContrast>
          {approval.label}
        </Badge>
        {(life === 'Sonlandırıldı' || life === 'Süresi Doldu') && (
          <Badge color="gray" variant="light">
            {life}
          </Badge>
        )}
        {(life === 'Yayında' || life === 'Durduruldu') && (
          <Badge color={life === 'Yayında' ? 'indigo' : 'gray'} variant="outline">
            {life}
          </Badge>
        )}
      </Group>
      {request.onay === false && request.onayAciklama && (
        <Text size="sm" c="red.8">
          Red sebebi: {request.onayAciklama}
        </Text>
      )}
    </>
  );
}
