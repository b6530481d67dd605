// The mails and SMS a test app delivered, as their recipients read them: the outbox is flushed first, so a test never
// races the delivery that follows an answer (DESIGN §7; a delivered message's body is blanked in the outbox table),
// and a mail's parts are read from its MIME structure and decoded from their transfer encoding.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { outbox } from '../src/db/schema/outbox';
import type { TestApp } from './app';

const decode = (head: string, body: string) => {
  if (/Content-Transfer-Encoding: base64/i.test(head)) return Buffer.from(body, 'base64').toString('utf8');
  if (!/Content-Transfer-Encoding: quoted-printable/i.test(head)) return body;
  const bytes = body
    .replace(/=\r?\n/g, '')
    .split(/(=[0-9A-F]{2})/)
    .map((part) =>
      /^=[0-9A-F]{2}$/.test(part) ? Buffer.from([Number.parseInt(part.slice(1), 16)]) : Buffer.from(part),
    );
  return Buffer.concat(bytes).toString('utf8');
};

/** A message's parts by content type ('text/plain', 'text/html'), each decoded; a single-part message's is its own. */
export function mimeParts(raw: string): Record<string, string> {
  const split = raw.indexOf('\n\n');
  const head = raw.slice(0, split).replace(/\n[ \t]+/g, ' ');
  const body = raw.slice(split + 2);
  const type = head.match(/^Content-Type: ([^;\s]+)/im)?.[1].toLowerCase() ?? 'text/plain';
  const boundary = head.match(/boundary="?([^";\s]+)"?/i)?.[1];
  if (!type.startsWith('multipart/') || !boundary) return { [type]: decode(head, body) };
  const parts = body.split(`--${boundary}`).slice(1, -1);
  return Object.assign({}, ...parts.map((part) => mimeParts(part.replace(/^\n/, '').replace(/\n$/, ''))));
}

/** The mails delivered to `to`, oldest first, as their parts ('text/plain', 'text/html'). */
export async function deliveredMails(t: TestApp, to: string) {
  return (await deliveredFiles(t, to, 'mail')).map(mimeParts);
}

/** The texts delivered to `to` (an e-mail address, or a phone for 'sms'), oldest first: a mail's text part. */
export async function delivered(t: TestApp, to: string, channel: 'mail' | 'sms' = 'mail') {
  if (channel === 'mail') return (await deliveredMails(t, to)).map((parts) => parts['text/plain'] ?? '');
  return (await deliveredFiles(t, to, channel)).map((raw) => raw.slice(raw.indexOf('\n\n') + 2));
}

/** The files of the messages delivered to `to`, oldest first, their line ends '\n'. */
async function deliveredFiles(t: TestApp, to: string, channel: 'mail' | 'sms') {
  // a round the answer's own kick started may hold a message while this flush finds nothing left to claim
  for (let tries = 0; tries < 250; tries++) {
    await t.outbox.flush();
    const pending = await t.db.$count(outbox, and(eq(outbox.recipient, to), eq(outbox.status, 'pending')));
    if (pending === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  // '<time>Z-<sequence>-<recipient>.eml|.txt' (platform/delivery.ts): the sequence orders one process's files exactly
  const name = `-${to.replace(/[^a-zA-Z0-9@.+-]/g, '_')}.${channel === 'mail' ? 'eml' : 'txt'}`;
  const order = (file: string) => Number(file.match(/Z-(\d+)-/)?.[1]);
  const files = (await readdir(t.outboxDir).catch(() => [] as string[]))
    .filter((file) => file.endsWith(name))
    .sort((a, b) => order(a) - order(b));
  return Promise.all(
    files.map(async (file) => (await readFile(path.join(t.outboxDir, file), 'utf8')).replace(/\r\n/g, '\n')),
  );
}

/** The newest text delivered to `to` ('' when none). */
export const lastDelivered = async (t: TestApp, to: string, channel: 'mail' | 'sms' = 'mail') =>
  (await delivered(t, to, channel)).at(-1) ?? '';
