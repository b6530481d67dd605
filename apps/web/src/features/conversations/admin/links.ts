// The back-office's complaint screens (issue 38): the queue, open complaints by default ('?durum=tumu': every one),
// and any thread read whole. routes/admin/screens.test.ts checks these against the table of screens.
import { ADMIN_HOME } from '../../../lib/paths';

const ALL = 'tumu';

export const complaintsHref = (all = false) => `${ADMIN_HOME}/sikayetler${all ? `?durum=${ALL}` : ''}`;

export const threadHref = (id: number) => `${ADMIN_HOME}/konusma-${id}`;

/** Whether the queue's URL asks for every complaint ('?durum=tumu'); anything else is the open ones. */
export const showsAllComplaints = (search: string | URLSearchParams) =>
  new URLSearchParams(search).get('durum') === ALL;
