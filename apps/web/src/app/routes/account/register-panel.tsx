import { useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@tedarik/contract/accounts/public';
import { DEFAULT_COUNTRY_ID } from '@tedarik/contract/constants';
import { RegisterForm } from '../../../features/accounts/components/register-form';
import { sectorsQuery } from '../../../features/catalog/api/get-sectors';
import { DraftWaiting } from '../../../features/requests/components/draft-waiting';
import { countriesQuery } from '../../../features/site/api/get-countries';
import { cityOptions } from '../../../features/site/city-options';
import { activationHref } from '../../../lib/return-path';
import { setMemberUser } from '../../../lib/session';
import { useLocation, useNavigate } from '../../../ui/navigation';
import { afterRegisterPath } from './after-login';

/**
 * The island of the registration page (app/island-table.ts, decision 0050), with the cities and sectors the page was
 * rendered with. ?imalatci=1 pre-selects manufacturer; the new member is logged in at once and goes on where ?donus=
 * names, or as after-login.ts says.
 */
export function RegisterPanel() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
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
    <>
      {/* a visitor's request form sent them here: its draft waits (issue 47 item 21) */}
      <DraftWaiting />
      <RegisterForm
        manufacturer={params.get('imalatci') === '1'}
        cities={cities}
        sectors={sectorOptions}
        onSuccess={onSuccess}
      />
    </>
  );
}
