// Whether a request is open and public: the rule of every list, the feed and the digests (service.ts re-exports it;
// kept apart so that the digests, which service.ts also re-exports, read it without an import cycle).
import { REQUEST_OPEN_DAYS } from '@tedarik/contract/constants';
import { sql } from 'drizzle-orm';
import { requests } from '../../db/schema/requests';

/** Open: not finished and not more than REQUEST_OPEN_DAYS past its delivery date. */
export const openRequestSql = sql`(not ${requests.finished} and ${requests.deliveryOn} >= current_date - ${REQUEST_OPEN_DAYS}::int)`;

/** Listed publicly, and offerable: approved, published and open. */
export const publicRequestSql = sql`(${requests.approved} and ${requests.published} and ${openRequestSql})`;
