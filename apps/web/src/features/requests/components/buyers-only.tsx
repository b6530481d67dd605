import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { Role } from '@tedarik/contract/constants';
import { REQUEST_MSG } from '@tedarik/contract/requests/member';
import { Link } from 'react-router';
import { MEMBER_PACKAGES } from '../../../lib/paths';

/** What the account does instead, and the way there, by role (a buyer never sees this). */
const INSTEAD: Record<Exclude<Role, 'basic'>, { text: string; to: string; label: string }> = {
  imalatci: {
    text: 'İmalatçı hesabınızla ürünlerinize uyan taleplere teklif verirsiniz.',
    to: '/account-d-detay-teklif-ver',
    label: 'Teklif Verilebilecek Talepler',
  },
  onay: {
    text: 'Paket başvurunuz onaylandığında ürünlerinize uyan taleplere teklif verebilirsiniz.',
    to: MEMBER_PACKAGES,
    label: 'Paket Durumu',
  },
  firma: {
    text: 'Firma hesabınızla taleplere teklif vermek için bir paket satın alın.',
    to: MEMBER_PACKAGES,
    label: 'Paket Satın Al',
  },
};

/**
 * The create-request page of a manufacturer or company (issue 35): only buyers create requests, so it says so and
 * shows what the account does instead, rather than sending it to an empty list of requests.
 */
export function BuyersOnly({ role }: { role: Exclude<Role, 'basic'> }) {
  const instead = INSTEAD[role];
  return (
    <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} title={REQUEST_MSG.buyersOnly}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{instead.text}</Text>
        <Button component={Link} to={instead.to} size="sm">
          {instead.label}
        </Button>
      </Stack>
    </Alert>
  );
}
