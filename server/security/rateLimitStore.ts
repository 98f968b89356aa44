import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import type { Db } from '../db/connection';
import {
  addHit,
  deleteEndedWindows,
  deleteHits,
  findHits,
  removeHit,
} from '../db/repositories/rateLimits';

// An express-rate-limit store that keeps the counts in the shared database, so a limit holds
// across every instance behind the proxy (the memory store counts per process). Keys carry the
// limiter's prefix, so one table serves login, register and comment.

/** Ended windows are swept after this many hits of a store. */
const SWEEP_EVERY = 500;

export class DatabaseRateLimitStore implements Store {
  /** The counts live outside this process: a restart or another instance sees them. */
  readonly localKeys = false;
  private windowMs = 60_000;
  private hitsSinceSweep = 0;

  constructor(
    private readonly db: Db,
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const found = await findHits(this.db, this.prefix + key, Date.now());
    return found && { totalHits: found.hits, resetTime: new Date(found.resetMs) };
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const now = Date.now();
    const { hits, resetMs } = await addHit(this.db, this.prefix + key, now, this.windowMs);
    if (++this.hitsSinceSweep >= SWEEP_EVERY) {
      this.hitsSinceSweep = 0;
      await deleteEndedWindows(this.db, now);
    }
    return { totalHits: hits, resetTime: new Date(resetMs) };
  }

  async decrement(key: string): Promise<void> {
    await removeHit(this.db, this.prefix + key, Date.now());
  }

  async resetKey(key: string): Promise<void> {
    await deleteHits(this.db, this.prefix + key);
  }
}
