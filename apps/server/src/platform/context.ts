// What every area's plugin and service may use: one object, handed to every plugin by app.ts.
import { readFileSync } from 'node:fs';
import type { Db } from '../db/client';
import type { Cache } from './cache';
import type { EventHub } from './events';
import type { OutboxWorker } from './outbox';
import type { PersonalData } from './personal-data';
import type { SecretBox } from './secrets';
import type { Storage } from './storage';
import type { VapidKeys } from './vapid';

export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/**
 * The system's clock moved ahead by the milliseconds written in `file` (none, or not a number: not moved), read again
 * at most every 200 ms. For the browser journeys only (config CLOCK_SHIFT_FILE), which cannot inject a clock into the
 * compiled server they drive.
 */
export function shiftedClock(file: string): Clock {
  let shift = 0;
  let readAt = 0;
  return {
    now() {
      const now = Date.now();
      if (now - readAt > 200) {
        readAt = now;
        try {
          shift = Number(readFileSync(file, 'utf8').trim()) || 0;
        } catch {
          shift = 0;
        }
      }
      return new Date(now + shift);
    },
  };
}

export interface AppContext {
  db: Db;
  storage: Storage;
  outbox: OutboxWorker;
  /** the site's address, for mailed links */
  publicUrl: string;
  clock: Clock;
  /** the process's one cache (cache.ts): cached values go through `cache.value`, writes say what they `changed` */
  cache: Cache;
  /** the deployed version (GET /api/version) */
  version: string;
  /** seals and opens the secrets kept in settings */
  secrets: SecretBox;
  /** the members' live updates (events.ts): a write tells the members it concerns with `events.publish` */
  events: EventHub;
  /** the key pair web push is signed with (vapid.ts): its public half is the browsers' applicationServerKey */
  vapid: VapidKeys;
  /** webhooks may post to the loopback range, and over http:// (config WEBHOOKS_ALLOW_LOOPBACK: tests only) */
  webhookLoopback: boolean;
  /** every area that holds a member's personal data (personal-data.ts): a member's deletion and export read them all */
  personalData: readonly PersonalData[];
}
