import { Paper, Skeleton, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_COUNTRY_ID } from '@tedarik/contract/constants';
import { profileQuery } from '../../../features/accounts/api/get-profile';
import { ProfileForm } from '../../../features/accounts/components/profile-form';
import { sectorsQuery } from '../../../features/catalog/api/get-sectors';
import { PushSwitch } from '../../../features/push/components/push-switch';
import { countriesQuery } from '../../../features/site/api/get-countries';
import { cityOptions } from '../../../features/site/city-options';
import { QueryError } from '../../../ui/query-error';
import { queryClient } from '../../query-client';

/** The form's data and its two lists, each on its own: the form does not wait for the lists. */
export function prefetch() {
  void queryClient.prefetchQuery(profileQuery());
  void queryClient.prefetchQuery(countriesQuery());
  void queryClient.prefetchQuery(sectorsQuery());
}

/** /account-d-detay-tercih (and /account-d-detay-update-information): my company data and preferences. */
export function Component() {
  const profile = useQuery(profileQuery());
  const countries = useQuery(countriesQuery());
  const sectors = useQuery(sectorsQuery());
  // undefined while loading: the selects wait disabled; a failed list leaves its select empty
  const cities = countries.isPending
    ? undefined
    : (cityOptions(countries.data, profile.data?.ulke || DEFAULT_COUNTRY_ID) ?? []);
  const sectorOptions = sectors.isPending
    ? undefined
    : (sectors.data?.map(({ kt }) => ({ value: String(kt.id), label: kt.katAd })) ?? []);

  return (
    <>
      <Title order={2}>Profilim</Title>
      {profile.error ? (
        <QueryError error={profile.error} />
      ) : !profile.data ? (
        <Skeleton h={480} aria-busy />
      ) : (
        <Paper withBorder p="md">
          <ProfileForm profile={profile.data} cities={cities} sectors={sectorOptions} />
        </Paper>
      )}
      <Paper withBorder p="md" mt="md">
        <PushSwitch />
      </Paper>
    </>
  );
}
