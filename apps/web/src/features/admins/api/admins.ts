// The administrators screen's calls (/adminimt/yoneticiler): the list, adding one, changing a role, deactivating.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AdminRole,
  addAdmin,
  changeAdminRole,
  deactivateAdmin,
  listAdmins,
  type zNewAdmin,
} from '@tedarik/contract/accounts/admin-team';
import type { z } from 'zod';
import { call } from '../../../lib/call';

export const adminsKeys = { all: ['admin', 'admins'] as const };

/** GET /adn_api/v2/admins → every administrator, the active first. */
export const adminsQuery = () => queryOptions({ queryKey: adminsKeys.all, queryFn: () => call(listAdmins) });

const useAdminsWrite = <T, R>(write: (input: T) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminsKeys.all }),
  });
};

/** POST /adn_api/v2/admins: a new administrator with its role and first password. */
export const useAddAdmin = () => useAdminsWrite((body: z.output<typeof zNewAdmin>) => call(addAdmin, { body }));

/** PATCH /adn_api/v2/admins/:id: its new role. */
export const useChangeRole = () =>
  useAdminsWrite(({ id, role }: { id: number; role: AdminRole }) =>
    call(changeAdminRole, { params: { id }, body: { role } }),
  );

/** POST /adn_api/v2/admins/:id/deactivate. */
export const useDeactivateAdmin = () => useAdminsWrite((id: number) => call(deactivateAdmin, { params: { id } }));
