// What every area's plugin and service may use: one object, handed to every plugin by app.ts.
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
  /** every area that holds a member's personal data (personal-data.ts): a member's deletion and export read them all */
  personalData: readonly PersonalData[];
}
