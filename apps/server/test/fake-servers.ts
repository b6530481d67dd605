// Local stand-ins for the outside services mail and SMS go to: an SMTP server (node:net) and Netgsm's HTTP API
// (node:http). Each records what it was sent and answers what the test tells it to. And a TCP relay that can cut a
// real service (Redis) away and bring it back on the same port.
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect, createServer as createNetServer, type Socket } from 'node:net';

export interface NetgsmRequest {
  method: string;
  path: string;
  params: Record<string, string>;
}

/** Netgsm's sms/send/get: records each request's parameters (query and urlencoded body) and answers `answer()`. */
export async function fakeNetgsm() {
  const requests: NetgsmRequest[] = [];
  const state = { answers: [] as { status?: number; body: string }[], fallback: { status: 200, body: '00 123456789' } };
  const server = createHttpServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const params = Object.fromEntries([...url.searchParams, ...new URLSearchParams(body)]);
      requests.push({ method: req.method ?? '', path: url.pathname, params });
      const next = state.answers.shift() ?? state.fallback;
      res.writeHead(next.status ?? 200, { 'content-type': 'text/plain; charset=utf-8' }).end(next.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** the next answers, in order; afterwards '00 123456789' */
    answer: (...answers: { status?: number; body: string }[]) => state.answers.push(...answers),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface SmtpSession {
  auth: string; // the AUTH PLAIN credentials, decoded: '\0user\0password'
  from: string;
  to: string[];
  data: string;
}

/**
 * An SMTP server without TLS: EHLO, AUTH PLAIN, MAIL, RCPT, DATA, QUIT. `password` is the one it accepts; any other
 * gets '535 5.7.8 Authentication credentials invalid'.
 */
export async function fakeSmtp(password: string) {
  const sessions: SmtpSession[] = [];
  const server = createNetServer((socket) => {
    const session: SmtpSession = { auth: '', from: '', to: [], data: '' };
    let inData = false;
    let buffer = '';
    const say = (line: string) => socket.write(`${line}\r\n`);
    say('220 fake.smtp ESMTP');
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let i = buffer.indexOf('\r\n'); i !== -1; i = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            sessions.push(session);
            say('250 2.0.0 Ok: queued as FAKE1');
          } else session.data += `${line}\n`;
          continue;
        }
        const [verb, ...rest] = line.split(' ');
        const arg = rest.join(' ');
        switch (verb.toUpperCase()) {
          case 'EHLO':
            say('250-fake.smtp');
            say('250 AUTH PLAIN');
            break;
          case 'AUTH': {
            session.auth = Buffer.from(arg.split(' ')[1] ?? '', 'base64').toString('utf8');
            if (session.auth.endsWith(`\u0000${password}`)) say('235 2.7.0 Authentication successful');
            else say('535 5.7.8 Authentication credentials invalid');
            break;
          }
          case 'MAIL':
            session.from = arg;
            say('250 2.1.0 Ok');
            break;
          case 'RCPT':
            session.to.push(arg);
            say('250 2.1.5 Ok');
            break;
          case 'DATA':
            inData = true;
            say('354 End data with <CR><LF>.<CR><LF>');
            break;
          case 'QUIT':
            say('221 2.0.0 Bye');
            socket.end();
            break;
          default:
            say('250 Ok');
        }
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    sessions,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A local port nothing listens on (taken, then freed). */
export async function closedPort() {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A TCP relay to `target` on a local port: `cut()` drops every connection and refuses new ones; `restore()` relays again. */
export async function relay(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  const server = createNetServer((client) => {
    const upstream = connect(target.port, target.host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => {});
      s.on('close', () => {
        sockets.delete(s);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen(0);
  const { port } = server.address() as AddressInfo;
  const close = () => {
    for (const s of sockets) s.destroy();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { port, cut: close, restore: () => listen(port), close };
}
