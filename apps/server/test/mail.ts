// The mails and SMS a test app delivered, as their recipients read them: the outbox is flushed first, so a test never
// races the delivery that follows an answer (DESIGN §7; a delivered message's body is blanked in the outbox table),
// and a mail's body is decoded from its transfer encoding.
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

/** The texts delivered to `to` (an e-mail address, or a phone for 'sms'), oldest first. */
export async function delivered(t: TestApp, to: string, channel: 'mail' | 'sms' = 'mail') {
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
    files.map(async (file) => {
      const raw = (await readFile(path.join(t.outboxDir, file), 'utf8')).replace(/\r\n/g, '\n');
      const split = raw.indexOf('\n\n');
      return decode(raw.slice(0, split), raw.slice(split + 2));
    }),
  );
}

/** The newest text delivered to `to` ('' when none). */
export const lastDelivered = async (t: TestApp, to: string, channel: 'mail' | 'sms' = 'mail') =>
  (await delivered(t, to, channel)).at(-1) ?? '';
