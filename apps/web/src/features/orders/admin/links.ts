// The back-office's orders paid by transfer (issue 50): the list and one order's page. routes/admin/screens.test.ts
// checks these against the table of screens.
import { ADMIN_HOME } from '../../../lib/paths';

export const ordersHref = `${ADMIN_HOME}/odemeler`;

export const orderHref = (id: number) => `${ADMIN_HOME}/odemeler/${id}`;
