import type { Db } from '../connection';

// The request and error logs behind the admin Logs and Errors tabs. Both are bounded: every
// PRUNE_EVERY inserts, rows beyond the newest `keep` are deleted, so the table never grows
// without limit and pruning costs nothing per request.

export const REQUEST_LOG_KEEP = 100_000;
export const ERROR_LOG_KEEP = 10_000;
const PRUNE_EVERY = 1000;

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
  request(entry: RequestLogEntry): void;
  error(entry: ErrorLogEntry): void;
}

export function createLogWriter(
  db: Db,
  keep = { requests: REQUEST_LOG_KEEP, errors: ERROR_LOG_KEEP },
): LogWriter {
  const insertRequest = db.prepare(
    `INSERT INTO request_log (time, method, path, status, duration_ms, ip)
     VALUES (@time, @method, @path, @status, @durationMs, @ip)`,
  );
  const insertError = db.prepare(
    `INSERT INTO error_log (time, method, path, error_message, stack_trace)
     VALUES (@time, @method, @path, @errorMessage, @stackTrace)`,
  );
  const pruneRequests = db.prepare(
    'DELETE FROM request_log WHERE id <= (SELECT MAX(id) FROM request_log) - ?',
  );
  const pruneErrors = db.prepare(
    'DELETE FROM error_log WHERE id <= (SELECT MAX(id) FROM error_log) - ?',
  );
  let requestsSincePrune = 0;
  return {
    request(entry) {
      insertRequest.run(entry);
      if (++requestsSincePrune >= PRUNE_EVERY) {
        requestsSincePrune = 0;
        pruneRequests.run(keep.requests);
      }
    },
    error(entry) {
      insertError.run(entry);
      pruneErrors.run(keep.errors);
    },
  };
}

export function countRequestLog(db: Db): number {
  return db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM request_log').get()?.n ?? 0;
}

export interface RequestLogRow extends RequestLogEntry {
  id: number;
}

/** One page of the request log, newest first. */
export function pageRequestLog(db: Db, offset: number, limit: number): RequestLogRow[] {
  return db
    .prepare<[number, number], RequestLogRow>(
      `SELECT id, time, method, path, status, duration_ms AS durationMs, ip
       FROM request_log ORDER BY id DESC LIMIT ? OFFSET ?`,
    )
    .all(limit, offset);
}

export interface ErrorLogRow extends ErrorLogEntry {
  id: number;
}

export function pageErrorLog(db: Db, offset: number, limit: number): ErrorLogRow[] {
  return db
    .prepare<[number, number], ErrorLogRow>(
      `SELECT id, time, method, path, error_message AS errorMessage, stack_trace AS stackTrace
       FROM error_log ORDER BY id DESC LIMIT ? OFFSET ?`,
    )
    .all(limit, offset);
}

export function countErrorLog(db: Db): number {
  return db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM error_log').get()?.n ?? 0;
}
