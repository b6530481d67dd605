// Environment → typed config, validated at start (DESIGN §5). Every problem is listed at once.
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const onOff = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

const zEnv = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    PUBLIC_URL: z.url().optional(),
    ADMIN_USER: z.string().min(3).optional(),
    ADMIN_PASSWORD: z.string().min(8).optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    // the Netgsm SMS API's address (a staging fake, a proxy); unset → https://api.netgsm.com.tr
    NETGSM_URL: z.url({ protocol: /^https?$/ }).optional(),
    // TCMB's daily bulletin (a recorded one in tests and staging); unset → https://www.tcmb.gov.tr/kurlar/today.xml
    TCMB_URL: z.url({ protocol: /^https?$/ }).optional(),
    S3_ENDPOINT: z.url().optional(),
    S3_BUCKET: z.string().optional(),
    S3_ACCESS_KEY: z.string().optional(),
    S3_SECRET_KEY: z.string().optional(),
    S3_REGION: z.string().default('us-east-1'),
    // where browsers read uploads when S3 is on (a CDN or the bucket's public address); unset → S3_ENDPOINT/S3_BUCKET
    S3_PUBLIC_URL: z.url().optional(),
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    // seals the SMTP and SMS passwords kept in the settings; unset → a key generated into DATA_DIR/secret.key
    SECRET_KEY: z.string().min(16).optional(),
    // web push (VAPID, RFC 8292): the key pair every process signs with, base64url as web-push generates it; unset →
    // generated into DATA_DIR/vapid.json. The subject tells the push services who sends: mailto: or https:
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^B[\w-]{86}$/, 'the public key is 87 base64url characters (an uncompressed P-256 point)')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[\w-]{43}$/, 'the private key is 43 base64url characters')
      .optional(),
    VAPID_SUBJECT: z.url({ protocol: /^(mailto|https)$/ }).optional(),
    // default: on with the embedded database (a first try), off with DATABASE_URL (real data, no known passwords)
    DEMO_DATA: onOff.optional(),
    // how many reverse proxies stand in front (their X-Forwarded-For is believed); 0 = none
    TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
    // server processes sharing the port (node:cluster): a number, or 'auto' for one per core; more than one needs
    // DATABASE_URL and REDIS_URL, so that rate limits and cache invalidations hold across them
    WORKERS: z
      .union([z.literal('auto').transform(() => availableParallelism()), z.coerce.number().int().min(1).max(64)])
      .default(1),
    // overload (platform/pressure.ts): calls are shed (503 + Retry-After) while the event loop's mean delay is past
    // MAX_EVENT_LOOP_DELAY ms (0 = never) in two samples in a row; a sample lasts EVENT_LOOP_SAMPLE_INTERVAL ms
    MAX_EVENT_LOOP_DELAY: z.coerce.number().int().min(0).max(60_000).default(500),
    EVENT_LOOP_SAMPLE_INTERVAL: z.coerce.number().int().min(10).max(60_000).default(500),
    // webhooks may post to this machine (the loopback range) and over http://: a local test receiver; never in production
    WEBHOOKS_ALLOW_LOOPBACK: onOff.default(false),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // the browser journeys only (scripts/e2e.mjs): a file holding how many ms the server's clock runs ahead, so that a
    // journey moves time forward as an integration test moves its injected clock ('14 days later'); never in production
    CLOCK_SHIFT_FILE: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    const s3 = [env.S3_ENDPOINT, env.S3_BUCKET, env.S3_ACCESS_KEY, env.S3_SECRET_KEY];
    if (s3.some(Boolean) && !s3.every(Boolean))
      ctx.addIssue({ code: 'custom', message: 'S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY and S3_SECRET_KEY go together' });
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY))
      ctx.addIssue({ code: 'custom', message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together' });
    if (env.WORKERS > 1 && !(env.DATABASE_URL && env.REDIS_URL))
      ctx.addIssue({
        code: 'custom',
        path: ['WORKERS'],
        message: 'several workers need DATABASE_URL and REDIS_URL (the embedded database has one process)',
      });
  });

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const blankless = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = zEnv.safeParse(blankless);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.') || 'config'}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    admin: { user: e.ADMIN_USER, password: e.ADMIN_PASSWORD },
    smtpUrl: e.SMTP_URL,
    netgsmUrl: e.NETGSM_URL,
    tcmbUrl: e.TCMB_URL,
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT as string,
          bucket: e.S3_BUCKET,
          accessKey: e.S3_ACCESS_KEY as string,
          secretKey: e.S3_SECRET_KEY as string,
          region: e.S3_REGION,
          publicUrl: (e.S3_PUBLIC_URL ?? `${(e.S3_ENDPOINT as string).replace(/\/$/, '')}/${e.S3_BUCKET}`).replace(
            /\/$/,
            '',
          ),
        }
      : undefined,
    redisUrl: e.REDIS_URL,
    secretKey: e.SECRET_KEY,
    vapid: { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT },
    demoData: e.DEMO_DATA ?? !e.DATABASE_URL,
    workers: e.WORKERS,
    logLevel: e.LOG_LEVEL,
    clockShiftFile: e.CLOCK_SHIFT_FILE,
    webhookLoopback: e.WEBHOOKS_ALLOW_LOOPBACK,
    trustProxy: e.TRUST_PROXY,
    pressure: { maxEventLoopDelay: e.MAX_EVENT_LOOP_DELAY, sampleInterval: e.EVENT_LOOP_SAMPLE_INTERVAL },
  };
}
