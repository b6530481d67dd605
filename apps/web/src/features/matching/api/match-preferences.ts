// The company's 'Talep Tercihlerim' (/hesabim/talep-tercihlerim): read, and saved. A save changes which requests the
// company sees (its offerable requests, its feed), so the member's views are refetched with the page's own query.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  getMatchPreferences,
  type MatchPreferencesInput,
  saveMatchPreferences,
} from '@tedarik/contract/matching/member';
import { call } from '../../../lib/call';
import { viewer } from '../../../lib/viewer';
import { matchingKeys } from './keys';

/** GET /api/v2/match-preferences: the saved preferences, or the defaults, with the member's consents. */
export const matchPreferencesQuery = () =>
  queryOptions({ queryKey: matchingKeys.preferences(viewer()), queryFn: () => call(getMatchPreferences) });

/** PUT /api/v2/match-preferences → its text */
export function useSaveMatchPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MatchPreferencesInput) => call(saveMatchPreferences, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: matchingKeys.member }),
  });
}
