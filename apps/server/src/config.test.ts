import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration', () => {
  it('seeds demo data (with its known passwords) by default only on the embedded database', () => {
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', DEMO_DATA: 'on' }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: 'off' }).demoData).toBe(false);
  });

  it('serves S3 uploads from the bucket, or from S3_PUBLIC_URL (a CDN) when set', () => {
    const s3 = { S3_ENDPOINT: 'https://s3.example.com/', S3_BUCKET: 'b', S3_ACCESS_KEY: 'k', S3_SECRET_KEY: 's' };
    expect(loadConfig(s3).s3?.publicUrl).toBe('https://s3.example.com/b');
    expect(loadConfig({ ...s3, S3_PUBLIC_URL: 'https://cdn.example.com/' }).s3?.publicUrl).toBe(
      'https://cdn.example.com',
    );
    expect(() => loadConfig({ S3_BUCKET: 'b' })).toThrow(/go together/);
  });

  it('runs several workers (one per core with auto) only on PostgreSQL with Redis', () => {
    const shared = { DATABASE_URL: 'postgres://u@h/db', REDIS_URL: 'redis://h:6379' };
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ ...shared, WORKERS: '3' }).workers).toBe(3);
    expect(loadConfig({ ...shared, WORKERS: 'auto' }).workers).toBe(availableParallelism());
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(/WORKERS: several workers need DATABASE_URL and REDIS_URL/);
    expect(() => loadConfig({ DATABASE_URL: shared.DATABASE_URL, WORKERS: '2' })).toThrow(/need DATABASE_URL/);
    expect(() => loadConfig({ ...shared, WORKERS: '0' })).toThrow(/WORKERS/);
  });

  it('takes a VAPID key pair whole and well formed, with a mailto: or https: subject', () => {
    const pair = { VAPID_PUBLIC_KEY: `B${'a'.repeat(86)}`, VAPID_PRIVATE_KEY: 'b'.repeat(43) };
    expect(loadConfig({ ...pair, VAPID_SUBJECT: 'mailto:destek@ornek.com.tr' }).vapid).toEqual({
      publicKey: pair.VAPID_PUBLIC_KEY,
      privateKey: pair.VAPID_PRIVATE_KEY,
      subject: 'mailto:destek@ornek.com.tr',
    });
    expect(loadConfig({ VAPID_SUBJECT: 'https://tedarik.example.com.tr' }).vapid.subject).toBeDefined();
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: pair.VAPID_PUBLIC_KEY })).toThrow(/go together/);
    expect(() => loadConfig({ ...pair, VAPID_PRIVATE_KEY: 'kısa' })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://tedarik.example.com.tr' })).toThrow(/VAPID_SUBJECT/);
  });

  it('sheds calls past 500 ms of event-loop delay by default; MAX_EVENT_LOOP_DELAY=0 never', () => {
    expect(loadConfig({}).pressure).toEqual({ maxEventLoopDelay: 500, sampleInterval: 500 });
    expect(loadConfig({ MAX_EVENT_LOOP_DELAY: '0' }).pressure.maxEventLoopDelay).toBe(0);
    expect(() => loadConfig({ EVENT_LOOP_SAMPLE_INTERVAL: '1' })).toThrow(/EVENT_LOOP_SAMPLE_INTERVAL/);
  });

  it('lists every wrong value at once', () => {
    expect(() => loadConfig({ PORT: 'x', DATABASE_URL: 'mysql://h/db' })).toThrow(/PORT[\s\S]*DATABASE_URL/);
  });
});

describe('.env', () => {
  it('npm start, dev and start:prod read .env when present, the environment winning', () => {
    const scripts = JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, '../../../package.json'), 'utf8'),
    ).scripts;
    for (const name of ['start', 'dev', 'start:prod']) expect(scripts[name]).toContain('--env-file-if-exists=.env');
    const dir = mkdtempSync(path.join(tmpdir(), 'env-'));
    writeFileSync(path.join(dir, '.env'), 'PORT=4100\nLOG_LEVEL=debug\n');
    const run = (env: Record<string, string>) =>
      execFileSync(
        process.execPath,
        ['--env-file-if-exists=.env', '-e', 'console.log(process.env.PORT, process.env.LOG_LEVEL)'],
        { cwd: dir, env: { PATH: process.env.PATH ?? '', ...env } },
      )
        .toString()
        .trim();
    expect(run({})).toBe('4100 debug');
    expect(run({ PORT: '5000' })).toBe('5000 debug');
    // without a .env file nothing fails
    expect(
      execFileSync(process.execPath, ['--env-file-if-exists=.env', '-e', 'console.log("ok")'], { cwd: tmpdir() })
        .toString()
        .trim(),
    ).toBe('ok');
  });
});
