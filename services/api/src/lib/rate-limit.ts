import type { RequestHandler, Response } from 'express';
import mongoose, { model, Schema, trusted } from 'mongoose';
import { RateLimiterMongo, type RateLimiterRes } from 'rate-limiter-flexible';
import { ApiError } from './api-error';
import { clientAddressKey } from './client-address';
import { rateLimitRefusals } from './metrics';

const COLLECTION = 'rate_limits';

/**
 * The records RateLimiterMongo keeps, declared as a model so that connectDatabase creates their
 * unique key index with every other. Expiry needs no TTL index (FerretDB has none): a record past
 * `expire` no longer matches the limiter's upsert, whose insert then hits this unique key, and the
 * limiter resets the record in place.
 */
const RateLimitRecord = model(
  'RateLimitRecord',
  new Schema(
    { key: { type: String, required: true, unique: true }, points: Number, expire: { type: Date, index: true } },
    { versionKey: false },
  ),
  COLLECTION,
);

/** A limit whose counts live in the database: every API instance shares them and a restart keeps them. */
export interface SharedLimiter {
  /** The count so far, or null when there is none (never counted, or its window has passed). */
  get(key: string): Promise<RateLimiterRes | null>;
  /** Adds one; the answer holds the count so far and the time until it resets. */
  count(key: string): Promise<RateLimiterRes>;
  /** Takes one back: never below zero, and never into a count whose window has passed. */
  giveBack(key: string): Promise<void>;
  /** Refuses `key` for `seconds`: its count is set above the limit until then. */
  block(key: string, seconds: number): Promise<void>;
  forget(key: string): Promise<void>;
}

export function databaseLimiter(options: { name: string; points: number; durationSeconds: number }): SharedLimiter {
  const limiter = new RateLimiterMongo({
    storeClient: mongoose.connection,
    tableName: COLLECTION,
    keyPrefix: options.name,
    points: options.points,
    duration: options.durationSeconds,
    // Its own index creation starts with a TTL index, which FerretDB refuses; the model above makes the one it needs.
    disableIndexesCreation: true,
  });
  return {
    get: (key) => limiter.get(key),
    count: (key) => {
      sweepExpiredRecords();
      return limiter.penalty(key);
    },
    giveBack: async (key) => {
      const current = { key: limiter.getKey(key), points: trusted({ $gt: 0 }), expire: trusted({ $gt: new Date() }) };
      await RateLimitRecord.updateOne(current, { $inc: { points: -1 } });
    },
    block: async (key, seconds) => {
      await limiter.block(key, seconds);
    },
    forget: async (key) => {
      await limiter.delete(key);
    },
  };
}

const SWEEP_INTERVAL_MS = 60_000;
let lastSweep = 0;

/** Without a TTL index nothing else removes the records of keys never seen again: at most once a minute per process. */
function sweepExpiredRecords(): void {
  if (Date.now() - lastSweep < SWEEP_INTERVAL_MS) return;
  lastSweep = Date.now();
  // A failed sweep costs nothing but space; the next one tries again.
  RateLimitRecord.deleteMany({ expire: trusted({ $lte: new Date() }) }).catch(() => undefined);
}

/** The 429 every limit answers: `{ message }` like every other error, and Retry-After in seconds. */
export function tooManyRequests(res: Response, msBeforeNext: number, message: (wait: string) => string): ApiError {
  rateLimitRefusals.inc();
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  res.set('Retry-After', String(seconds));
  return new ApiError(429, message(waitPhrase(seconds)));
}

function waitPhrase(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  if (minutes === 1) return '1 minute';
  return minutes < 120 ? `${minutes} minutes` : `${Math.ceil(minutes / 60)} hours`;
}

/** One form's limit per client address (each form counts separately); every request counts. */
export function formLimiter(form: string, { max, windowMs }: { max: number; windowMs: number }): RequestHandler {
  const limiter = databaseLimiter({ name: `form-${form}`, points: max, durationSeconds: windowMs / 1000 });
  return async (req, res, next) => {
    const counted = await limiter.count(clientAddressKey(req));
    if (counted.consumedPoints > max) {
      throw tooManyRequests(res, counted.msBeforeNext, (wait) => `Too many requests from your network. Please try again in ${wait}.`);
    }
    next();
  };
}
