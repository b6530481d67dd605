// Where a webhook may post (decision 0068): an https address whose host resolves only to public unicast addresses —
// never the machine itself, a private, link-local (the cloud's metadata at 169.254.169.254), unique-local, CGNAT,
// multicast or unspecified one, as a company could otherwise make the server call inside its own network (SSRF).
// Checked when the address is registered, and again at every delivery on the addresses the connection is made to
// (`guardedLookup`: a host that resolved to a public address then to a private one is refused at the connection).
// WEBHOOKS_ALLOW_LOOPBACK (tests, a local receiver) allows the loopback range and http:// besides.
import { type LookupAddress, lookup } from 'node:dns';
import { lookup as lookupAll } from 'node:dns/promises';
import { MAX_WEBHOOK_URL, WEBHOOK_MSG } from '@tedarik/contract/webhooks/member';
import ipaddr from 'ipaddr.js';
import { AppError } from '../../platform/errors';

/** Whether a connection may go to `address` (IPv4 or IPv6, an IPv4-mapped IPv6 read as its IPv4). */
export function publicAddress(address: string, allowLoopback: boolean) {
  if (!ipaddr.isValid(address)) return false;
  const range = ipaddr.process(address).range();
  return range === 'unicast' || (allowLoopback && range === 'loopback');
}

const refused = (message: string) => new AppError(message, 400, { url: message });

/**
 * The address as it will be posted to, or a Turkish refusal: https (http too when loopback is allowed), no user or
 * password, a host that is, or resolves only to, public addresses.
 */
export async function checkedUrl(raw: string, allowLoopback: boolean): Promise<URL> {
  if (raw.length > MAX_WEBHOOK_URL || raw.includes('\u0000')) throw refused(WEBHOOK_MSG.url);
  if (!/^https:\/\//i.test(raw) && !(allowLoopback && /^http:\/\//i.test(raw))) throw refused(WEBHOOK_MSG.https);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refused(WEBHOOK_MSG.invalid);
  }
  if (url.username || url.password) throw refused(WEBHOOK_MSG.credentials);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!host) throw refused(WEBHOOK_MSG.invalid);
  if (ipaddr.isValid(host)) {
    if (!publicAddress(host, allowLoopback)) throw refused(WEBHOOK_MSG.privateAddress);
    return url;
  }
  let addresses: LookupAddress[];
  try {
    addresses = await lookupAll(host, { all: true, verbatim: true });
  } catch {
    throw refused(WEBHOOK_MSG.unresolved);
  }
  if (!addresses.length) throw refused(WEBHOOK_MSG.unresolved);
  if (addresses.some((a) => !publicAddress(a.address, allowLoopback))) throw refused(WEBHOOK_MSG.privateAddress);
  return url;
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http(s).request that refuses a host resolving to any address `publicAddress` refuses: the check
 * made on the addresses the connection then uses, so DNS answering otherwise between a check and the call changes
 * nothing.
 */
export const guardedLookup =
  (allowLoopback: boolean) => (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      const bad = addresses.find((a) => !publicAddress(a.address, allowLoopback));
      if (bad || !addresses.length)
        return callback(Object.assign(new Error(WEBHOOK_MSG.privateAddress), { code: 'EPRIVATEADDRESS' }), []);
      if (options.all) callback(null, addresses);
      else callback(null, addresses[0].address, addresses[0].family);
    });
  };
