// A multipart body is bounded as a whole, not only part by part: one past its call's total (its file, if it takes
// one, and room for the fields) or with a field past its limit is refused with a Turkish 413 as soon as that is
// known, and the rest of it is not read.
import { readdir } from 'node:fs/promises';
import { connect } from 'node:net';
import { Readable } from 'node:stream';
import { IMAGE_MSG } from '@tedarik/contract/uploads';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../test/app';
import * as make from '../../test/fixtures';
import { newsletterSubscribers } from '../db/schema/inbox';
import { productImages } from '../db/schema/products';
import { FORM_TOO_BIG } from './multipart';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const MB = 1024 * 1024;
const BOUNDARY = 'tedarikBoundary';
const HEADERS = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

/**
 * A multipart body whose last part is `size` bytes long, made as it is read (nothing of it exists until the server
 * asks for it); `read()` says how many bytes the server took.
 */
function hugeBody(fields: Record<string, string>, big: { name: string; file?: string; size: number }) {
  const head =
    Object.entries(fields)
      .map(([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') +
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${big.name}"` +
    (big.file ? `; filename="${big.file}"\r\nContent-Type: image/png\r\n\r\n` : '\r\n\r\n');
  const chunk = Buffer.alloc(64 * 1024, 'x');
  let sent = 0;
  const stream = new Readable({
    read() {
      if (sent === 0) {
        sent += head.length;
        return void this.push(head);
      }
      if (sent >= big.size) {
        this.push(`\r\n--${BOUNDARY}--\r\n`);
        return void this.push(null);
      }
      sent += chunk.length;
      this.push(chunk);
    },
  });
  return { stream, read: () => sent };
}

describe('a multipart body past its call’s total', () => {
  it('is refused at once, without reading the rest, and nothing is written', async () => {
    // a 200 MB field no call knows, on a call that takes no file: 1 MB of room for its fields
    const body = hugeBody({ email: 'buyuk@ornek.com' }, { name: 'x', size: 200 * MB });
    const started = performance.now();
    const res = await t.app.inject({ method: 'POST', url: '/api/bultenKayit', headers: HEADERS, payload: body.stream });
    expect([res.statusCode, res.body]).toEqual([413, FORM_TOO_BIG]);
    expect(res.headers.connection).toBe('close'); // the rest of the body is not read: the connection ends
    expect(body.read()).toBeLessThan(2 * MB);
    expect(performance.now() - started).toBeLessThan(1000);
    const subscribed = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'buyuk@ornek.com'));
    expect(subscribed).toEqual([]);
  });

  it('is refused before reading when its Content-Length says so', async () => {
    const body = hugeBody({ email: 'uzun@ornek.com' }, { name: 'x', size: 200 * MB });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bultenKayit',
      headers: { ...HEADERS, 'content-length': String(200 * MB) },
      payload: body.stream,
    });
    expect([res.statusCode, res.body]).toEqual([413, FORM_TOO_BIG]);
    expect(body.read()).toBeLessThan(MB);
  });

  it('on an upload call: its file’s 8 MB and room for its fields, and no image is stored', async () => {
    const m = await make.member(t.db, { pkg: 'active' });
    const category = await make.category(t.db, 'Boru');
    const catalog = await make.catalogProduct(t.db, category.id, 'Çelik boru');
    const product = await make.product(t.db, m.id, catalog.id, 'Dikişsiz boru');
    const body = hugeBody({ sira: '1' }, { name: 'file', file: 'a.png', size: 100 * MB });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/uyeurungorselgir-${product.id}`,
      headers: { ...HEADERS, ...(await t.asMember(m)).auth },
      payload: body.stream,
    });
    expect([res.statusCode, res.body]).toEqual([413, IMAGE_MSG.tooLarge]);
    expect(body.read()).toBeLessThan(10 * MB);
    expect(await t.db.select().from(productImages).where(eq(productImages.productId, product.id))).toEqual([]);
    expect(await readdir(t.uploadsDir).catch(() => [])).toEqual([]);
  });

  it('ends the connection of a client still sending, after the 413 (a real socket)', async () => {
    const server = await testApp();
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const { answer, written } = await new Promise<{ answer: string; written: number }>((resolve) => {
      let text = '';
      let written = 0;
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          `POST /api/bultenKayit HTTP/1.1\r\nHost: x\r\nContent-Type: ${HEADERS['content-type']}\r\n` +
            'Transfer-Encoding: chunked\r\n\r\n',
        );
        const part = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="x"\r\n\r\n`;
        socket.write(`${part.length.toString(16)}\r\n${part}\r\n`);
        const chunk = Buffer.concat([Buffer.from('10000\r\n'), Buffer.alloc(0x10000, 'x'), Buffer.from('\r\n')]);
        // as fast as the server takes it, up to 200 MB
        const pump = () => {
          while (!socket.destroyed && written < 200 * MB) {
            written += 0x10000;
            if (!socket.write(chunk)) return void socket.once('drain', pump);
          }
        };
        pump();
      });
      socket.on('data', (d) => {
        text += d;
      });
      socket.on('error', () => {}); // the server closing while we write
      socket.on('close', () => resolve({ answer: text, written }));
      setTimeout(() => socket.destroy(), 10_000);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(written).toBeLessThan(16 * MB); // what the sockets' buffers took before the answer
    await server.close();
  });
});

describe('a multipart field past its limit', () => {
  it('is refused with the 413, not cut short and taken', async () => {
    const body = hugeBody({ email: 'alan@ornek.com' }, { name: 'x', size: 100 * 1024 });
    const res = await t.app.inject({ method: 'POST', url: '/api/bultenKayit', headers: HEADERS, payload: body.stream });
    expect([res.statusCode, res.body]).toEqual([413, FORM_TOO_BIG]);
    const subscribed = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'alan@ornek.com'));
    expect(subscribed).toEqual([]);
  });
});
