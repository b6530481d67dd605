// What bench/floor.mjs measures with: autocannon's load at a number of connections for some seconds, the bytes of an
// answer as they went out, and the credentials of a login.
import { request as httpRequest } from 'node:http';
import autocannon from 'autocannon';

export const json = { 'content-type': 'application/json' };
export const basic = (name, token) => ({
  authorization: `Basic ${Buffer.from(`${name}:${token}`).toString('base64')}`,
});

/** `load(url, headers, body?, setupRequest?)`: requests a second and latencies at `connections` for `seconds`. */
export const loadOf = (connections, seconds) => (url, headers, body, setupRequest) =>
  autocannon({
    url,
    connections,
    duration: seconds,
    headers: body ? { ...headers, ...json } : headers,
    ...(body && { method: 'POST', body: JSON.stringify(body) }),
    ...(setupRequest && { requests: [{ setupRequest }] }),
  }).then((r) => ({
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bad: r.non2xx + r.errors + r.timeouts,
  }));

/** `raw(url, init)`: the bytes as they went out (fetch would decompress them). */
export const rawOf =
  (base) =>
  (url, { method = 'GET', headers = {}, body } = {}) =>
    new Promise((resolve, reject) => {
      const req = httpRequest(base + url, { method, headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end(body);
    });
