// Relative times ('3 saat önce'), which COPY.md allows only in notifications: the dayjs plugin is loaded by the
// notification dropdown's chunk alone, not by every page that shows a date.
import relativeTime from 'dayjs/plugin/relativeTime';
import { dayjs } from './dayjs';

dayjs.extend(relativeTime);

/** An ISO date-time → '3 saat önce', 'birkaç saniye önce'. */
export const fromNow = (iso: string) => dayjs(iso).fromNow();
