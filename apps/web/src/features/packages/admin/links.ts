import { ADMIN_HOME } from '../../../lib/paths';

/** The back-office's package definition screens (admin spec §2 "Packages"). */
export const definitionHref = {
  list: `${ADMIN_HOME}/koleksiyonlar`,
  add: `${ADMIN_HOME}/koleksiyonEkle`,
  detail: (id: number) => `${ADMIN_HOME}/koleksiyondetay-${id}`,
  image: (id: number) => `${ADMIN_HOME}/koleksiyondetayimg-${id}`,
};
