import { isConnectionFailure } from '../availability';
import type { Db } from '../connection';

// The request and error logs behind the admin Logs and Errors tabs. Writes are batched: a
// request only appends its entry to a queue, and one flush every FLUSH_MS (or as soon as
// BATCH_ROWS are waiting) inserts the queue in one transaction, so logging costs a busy instance
// one round trip per batch instead of one per request. While the database cannot be reached the
// queue is kept (up to MAX_QUEUED entries, the oldest dropped beyond) and retried.
// Both tables are bounded: every PRUNE_EVERY rows, rows beyond the newest `keep` are deleted.

export const REQUEST_LOG_KEEP = 100_000;
export const ERROR_LOG_KEEP = 10_000;
const PRUNE_EVERY = 1000;
const FLUSH_MS = 200;
const RETRY_MS = 1000;
const BATCH_ROWS = 500;
const MAX_QUEUED = 20_000;
/** Rows per INSERT: a few fixed statement shapes (prepared once each), not one per batch size. */
const CHUNK_ROWS = [100, 10, 1];

export interface RequestLogEntry {
  time: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  ip: string;
}

export interface ErrorLogEntry {
  time: string;
  method: string;
  path: string;
  errorMessage: string;
  stackTrace: string;
}

export interface LogWriter {
  /** Queues a request's entry (never waits, never throws). */
  request(entry: RequestLogEntry): void;
  error(entry: ErrorLogEntry): void;
  /** Writes everything queued so far; rejects when the database refused it (kept for later). */
  flush(): Promise<void>;
  /** A last flush; later entries are dropped. */
  close(): Promise<void>;
}

/** `rows` cut into runs of CHUNK_ROWS sizes, largest first. */
function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  let at = 0;
  for (const size of CHUNK_ROWS) {
    while (rows.length - at >= size) {
      out.push(rows.slice(at, at + size));
      at += size;
    }
  }
  return out;
}

async function insertBatch(
  db: Db,
  requests: readonly RequestLogEntry[],
  errors: readonly ErrorLogEntry[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const chunk of chunks(requests)) {
      await trx
        .insertInto('request_log')
        .values(
          chunk.map((entry) => ({
            time: entry.time,
            method: entry.method,
            path: entry.path,
            status: entry.status,
            duration_ms: entry.durationMs,
            ip: entry.ip,
          })),
        )
        .execute();
    }
    for (const chunk of chunks(errors)) {
      await trx
        .insertInto('error_log')
        .values(
          chunk.map((entry) => ({
            time: entry.time,
            method: entry.method,
            path: entry.path,
            error_message: entry.errorMessage,
            stack_trace: entry.stackTrace,
          })),
        )
        .execute();
    }
  });
}

async function prune(db: Db, table: 'request_log' | 'error_log', keep: number): Promise<void> {
  await db
    .deleteFrom(table)
    .where('id', '<=', (eb) =>
      eb
        .selectFrom(table)
        .select((inner) => inner(inner.fn.max('id'), '-', keep).as('cut'))
        .$castTo<number>(),
    )
    .execute();
}

export function createLogWriter(
  db: Db,
  keep = { requests: REQUEST_LOG_KEEP, errors: ERROR_LOG_KEEP },
): LogWriter {
  let requests: RequestLogEntry[] = [];
  let errors: ErrorLogEntry[] = [];
  let requestsSincePrune = 0;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closed = false;
  let dropped = 0;

  function schedule(delayMs: number): void {
    if (timer || closed) return;
    timer = setTimeout(() => {
      timer = undefined;
      flush().catch((error: unknown) => {
        console.error('Could not write the request log:', (error as Error).message);
        // A database that is away is retried on a timer; any other refusal waits, queued, for
        // the next entry (retrying a closed database on a timer would never end).
        if (isConnectionFailure(error)) schedule(RETRY_MS);
      });
    }, delayMs);
    // A pending flush must not hold a finished process open; close() flushes on shutdown.
    timer.unref();
  }

  function bound<T>(queue: T[]): T[] {
    if (queue.length <= MAX_QUEUED) return queue;
    dropped += queue.length - MAX_QUEUED;
    return queue.slice(queue.length - MAX_QUEUED);
  }

  async function writeQueued(): Promise<void> {
    const batchRequests = requests;
    const batchErrors = errors;
    requests = [];
    errors = [];
    if (batchRequests.length === 0 && batchErrors.length === 0) return;
    try {
      await insertBatch(db, batchRequests, batchErrors);
    } catch (error) {
      // Kept, in order, ahead of what arrived meanwhile.
      requests = bound([...batchRequests, ...requests]);
      errors = bound([...batchErrors, ...errors]);
      throw error;
    }
    if (dropped > 0) {
      console.error(`The request log dropped ${dropped} entries while the database was away.`);
      dropped = 0;
    }
    requestsSincePrune += batchRequests.length;
    if (requestsSincePrune >= PRUNE_EVERY) {
      requestsSincePrune = 0;
      await prune(db, 'request_log', keep.requests);
    }
    if (batchErrors.length > 0) await prune(db, 'error_log', keep.errors);
  }

  /** One write at a time; a flush asked for during one runs after it. */
  function flush(): Promise<void> {
    const next = (running ?? Promise.resolve()).catch(() => undefined).then(writeQueued);
    const tracked = next.finally(() => {
      if (running === tracked) running = undefined;
    });
    running = tracked;
    return tracked;
  }

  return {
    request(entry) {
      if (closed) return;
      requests.push(entry);
      if (requests.length >= BATCH_ROWS) {
        if (timer) clearTimeout(timer);
        timer = undefined;
        schedule(0);
      } else schedule(FLUSH_MS);
    },
    error(entry) {
      if (closed) return;
      errors.push(entry);
      schedule(FLUSH_MS);
    },
    flush,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await flush();
    },
  };
}

export async function countRequestLog(db: Db): Promise<number> {
  const row = await db
    .selectFrom('request_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export interface RequestLogRow extends RequestLogEntry {
  id: number;
}

/** One page of the request log, newest first. */
export function pageRequestLog(db: Db, offset: number, limit: number): Promise<RequestLogRow[]> {
  return db
    .selectFrom('request_log')
    .select(['id', 'time', 'method', 'path', 'status', 'duration_ms as durationMs', 'ip'])
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export interface ErrorLogRow extends ErrorLogEntry {
  id: number;
}

export function pageErrorLog(db: Db, offset: number, limit: number): Promise<ErrorLogRow[]> {
  return db
    .selectFrom('error_log')
    .select([
      'id',
      'time',
      'method',
      'path',
      'error_message as errorMessage',
      'stack_trace as stackTrace',
    ])
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countErrorLog(db: Db): Promise<number> {
  const row = await db
    .selectFrom('error_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
