import { Alert, Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { topUpLink } from '@tedarik/contract/credits/member';
import { Link } from 'react-router';
import { formatCount } from '../../../lib/format';
import { myCreditsQuery } from '../api/credits';

/** On top of the offerable feed: 'Kalan teklif hakkınız: 12' for a limited company (nothing for others, or while loading). */
export function CreditsLine() {
  const { data } = useQuery(myCreditsQuery());
  if (!data?.limited) return null;
  return (
    <Alert color={data.total > 0 ? 'blue' : 'orange'} variant="light" py="xs">
      <Text size="sm">
        Kalan teklif hakkınız: <b>{formatCount(data.total)}</b> ·{' '}
        <Anchor component={Link} to="/hesabim/teklif-haklari" size="sm">
          Teklif Haklarım
        </Anchor>
        {data.total === 0 && (
          <>
            {' '}
            ·{' '}
            <Anchor component={Link} to={topUpLink()} size="sm">
              Ek Teklif Paketi al
            </Anchor>
          </>
        )}
      </Text>
    </Alert>
  );
}

/** In the header: '12 teklif hakkı' for a limited company, linking to its page. */
export function CreditsBadge() {
  const { data } = useQuery(myCreditsQuery());
  if (!data?.limited) return null;
  return (
    <Anchor component={Link} to="/hesabim/teklif-haklari" size="sm" fw={600} c={data.total > 0 ? undefined : 'orange'}>
      {formatCount(data.total)} teklif hakkı
    </Anchor>
  );
}
