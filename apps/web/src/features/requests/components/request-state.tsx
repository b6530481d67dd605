import { Badge, Group, Text } from '@mantine/core';
import type { OwnRequestItem } from '@tedarik/contract/requests/member';
import { type OwnState, stateOf } from '../own-state';

type Request = OwnRequestItem['tlb'];

/**
 * The colours of a request's states (spec §4 "Request approval", DESIGN §4 "Request life"). Filled in dark shades
 * (and yellow with dark text): Mantine's light green and yellow badges fall under the 4.5:1 of WCAG AA.
 */
const COLOR: Record<OwnState, string> = {
  'Onay Bekliyor': 'yellow.4',
  Yayında: 'teal.9',
  'Red Edildi': 'red.9',
  Durduruldu: 'gray.7',
  Sonlandırıldı: 'gray.7',
  'Süresi Doldu': 'gray.7',
};

/**
 * The one state of a request, as its buyer sees it (own-state.ts; issue 47 item 22), and a rejection's reason under
 * it (spec §4: 'Red Edildi, with the reason shown').
 */
export function RequestState({ request }: { request: Request }) {
  const state = stateOf(request);
  return (
    <>
      <Group gap={6}>
        <Badge color={COLOR[state]} variant="filled" autoContrast>
          {state}
        </Badge>
      </Group>
      {request.onay === false && request.onayAciklama && (
        <Text size="sm" c="red.8">
          Red sebebi: {request.onayAciklama}
        </Text>
      )}
    </>
  );
}
