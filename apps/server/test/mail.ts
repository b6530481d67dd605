// The mails a test app delivered, as their recipients read them: the outbox is flushed first, so a test never races
// the delivery that follows an answer (DESIGN §7), and a body is decoded from its transfer encoding.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
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

/** Every mail delivered to `to`, oldest first: its decoded text. */
export async function deliveredMails(t: TestApp, to: string) {
  await t.outbox.flush();
  // '<time>Z-<sequence>-<recipient>.eml': the sequence orders the files of one process exactly
  const order = (name: string) => Number(name.match(/Z-(\d+)-/)?.[1]);
  const files = (await readdir(t.outboxDir).catch(() => [] as string[]))
    .filter((n) => n.endsWith(`-${to}.eml`))
    .sort((a, b) => order(a) - order(b));
  return Promise.all(
    files.map(async (file) => {
      const raw = (await readFile(path.join(t.outboxDir, file), 'utf8')).replace(/\r\n/g, '\n');
      const split = raw.indexOf('\n\n');
      return { text: decode(raw.slice(0, split), raw.slice(split + 2)) };
    }),
  );
}
