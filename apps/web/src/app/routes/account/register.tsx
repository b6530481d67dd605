import { Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@tedarik/contract/accounts/public';
import { DEFAULT_COUNTRY_ID } from '@tedarik/contract/constants';
import { Link, type LoaderFunctionArgs, useNavigate, useSearchParams } from 'react-router';
import { RegisterForm } from '../../../features/accounts/components/register-form';
import { sectorsQuery } from '../../../features/catalog/api/get-sectors';
import { DraftWaiting } from '../../../features/requests/components/draft-waiting';
import { countriesQuery } from '../../../features/site/api/get-countries';
import { cityOptions } from '../../../features/site/city-options';
import { activationHref, loginHref, returnPathOf } from '../../../lib/return-path';
import { setMemberUser } from '../../../lib/session';
import { AuthCard } from '../../../ui/auth-card';
import { redirectMember } from '../../loaders';
import { queryClient } from '../../query-client';
import { afterRegisterPath } from './after-login';

export function loader(args: LoaderFunctionArgs) {
  redirectMember(args);
  void queryClient.prefetchQuery(countriesQuery());
  void queryClient.prefetchQuery(sectorsQuery());
  return null;
}

/**
 * /Account-Free-Join (?imalatci=1 pre-selects manufacturer, ?donus=/page returns there). The new member is logged in
 * at once and asked for the activation code on the activation page, which then returns there.
 */
export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const countries = useQuery(countriesQuery());
  const sectors = useQuery(sectorsQuery());
  const onSuccess = (user: SessionUser, manufacturer: boolean) => {
    setMemberUser(user);
    // asked for the code just sent before anything else (issue 47 item 22), then on where it would have gone
    navigate(activationHref(afterRegisterPath(params.toString(), manufacturer)), { replace: true });
  };
  // undefined while loading: the select waits disabled
  const cities = countries.isPending ? undefined : (cityOptions(countries.data, DEFAULT_COUNTRY_ID) ?? []);
  const sectorOptions = sectors.isPending
    ? undefined
    : (sectors.data?.map(({ kt }) => ({ value: String(kt.id), label: kt.katAd })) ?? []);

  return (
    <AuthCard title="Ücretsiz Üye Ol" size={720}>
      <DraftWaiting />
      <RegisterForm
        manufacturer={params.get('imalatci') === '1'}
        cities={cities}
        sectors={sectorOptions}
        onSuccess={onSuccess}
      />
      <Text size="sm" ta="center">
        Zaten üye misiniz?{' '}
        <Anchor component={Link} to={loginHref(returnPathOf(params))}>
          Oturum açın
        </Anchor>
      </Text>
    </AuthCard>
  );
}
