import { Anchor, Text } from '@mantine/core';
import { Link, type LoaderFunctionArgs, useLocation } from 'react-router';
import { sectorsQuery } from '../../../features/catalog/api/get-sectors';
import { countriesQuery } from '../../../features/site/api/get-countries';
import { loginHref, returnPathOf } from '../../../lib/return-path';
import { AuthCard } from '../../../ui/auth-card';
import { RegisterIsland } from '../../island-components';
import { redirectMember } from '../../loaders';
import { queryClient } from '../../query-client';

/** A member is sent on; the cities and sectors of the form come with the page (the server renders it with them). */
export function loader(args: LoaderFunctionArgs) {
  redirectMember(args);
  void queryClient.prefetchQuery(countriesQuery());
  void queryClient.prefetchQuery(sectorsQuery());
  return null;
}

/**
 * /Account-Free-Join (?imalatci=1 pre-selects manufacturer, ?donus=/page returns there): the server's page for a
 * visitor, whose form is an island (decision 0050). The new member is logged in at once.
 */
export function Component() {
  const { search } = useLocation();
  return (
    <AuthCard title="Ücretsiz Üye Ol" size={720}>
      <RegisterIsland />
      <Text size="sm" ta="center">
        Zaten üye misiniz?{' '}
        <Anchor component={Link} to={loginHref(returnPathOf(search))}>
          Oturum açın
        </Anchor>
      </Text>
    </AuthCard>
  );
}
