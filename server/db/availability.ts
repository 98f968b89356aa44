// Whether PostgreSQL can be reached, for the instance to answer 503 (never 500) while it cannot
// and to recover by itself when it returns. A failure to connect, or a connection lost during a
// query, closes the gate: queries then fail at once with DatabaseUnavailableError instead of each
// waiting for a connect timeout, while one attempt at a time retries with exponential backoff;
// the first attempt that reaches the server opens the gate again.

/** The database cannot be reached right now; the request may be retried later (503). */
export class DatabaseUnavailableError extends Error {
  override readonly name = 'DatabaseUnavailableError';
  constructor(
    message = 'The database cannot be reached right now; please try again shortly.',
    /** Seconds until the next reconnection attempt, for Retry-After. */
    readonly retryAfterSeconds = 1,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** Socket errors of a server that is down, restarting or unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/** SQLSTATEs of a server going away or not taking connections (class 08 is matched apart). */
const SERVER_GONE_STATES = new Set([
  '57P01', // admin_shutdown (a fast or smart stop)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, recovering)
  '53300', // too_many_connections
]);

/** node-postgres' own messages for a connection that ended or could not be made in time. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /not queryable/,
  /timeout exceeded when trying to connect/,
  /^Client was closed/,
];

/** Whether `error` means the database server cannot be reached (as opposed to a bad query). */
export function isConnectionFailure(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || SERVER_GONE_STATES.has(code) || code.startsWith('08')) {
      return true;
    }
  }
  // A failed connect to a host with several addresses reports each attempt in an AggregateError.
  if (error instanceof AggregateError && error.errors.some(isConnectionFailure)) return true;
  return DRIVER_MESSAGES.some((pattern) => pattern.test(error.message));
}

export interface GateOptions {
  /** One attempt to reach the database (a `SELECT 1` on a fresh or pooled connection). */
  probe: () => Promise<void>;
  /** First wait after a failure, doubled after each failed attempt up to `maxDelayMs`. */
  firstDelayMs?: number;
  maxDelayMs?: number;
  /** Told when the gate closes or opens (a log line). */
  onChange?: (open: boolean, error?: unknown) => void;
}

/**
 * A circuit breaker on the connections. Closed by a failure, it refuses every call until the
 * backoff delay has passed; then one attempt is let through: a timer's probe, or the next call
 * itself (worker threads of the subtitle pool sleep in Atomics.wait between jobs and run no
 * timers, so there the next job is the probe). The first attempt that reaches the server opens it.
 */
export class ConnectionGate {
  private open = true;
  private delayMs: number;
  private nextAttemptAt = 0;
  private attempting = false;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly firstDelayMs: number;
  private readonly maxDelayMs: number;

  constructor(private readonly options: GateOptions) {
    this.firstDelayMs = options.firstDelayMs ?? 100;
    this.maxDelayMs = options.maxDelayMs ?? 2000;
    this.delayMs = this.firstDelayMs;
  }

  get isOpen(): boolean {
    return this.open;
  }

  /**
   * Lets a call through, or throws DatabaseUnavailableError while the database is known to be
   * unreachable. Past the backoff delay one call is let through as the attempt to reconnect; it
   * must then report succeeded() or failed().
   */
  admit(): void {
    if (this.open) return;
    if (!this.attempting && !this.stopped && Date.now() >= this.nextAttemptAt) {
      this.attempting = true;
      return;
    }
    const seconds = Math.max(1, Math.ceil((this.nextAttemptAt - Date.now()) / 1000));
    throw new DatabaseUnavailableError(undefined, seconds);
  }

  /** A connection was made: the database is back. */
  succeeded(): void {
    this.attempting = false;
    if (this.open) return;
    this.open = true;
    this.delayMs = this.firstDelayMs;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.options.onChange?.(true);
  }

  /** A connect or a query failed for want of the server: close, or wait longer before the next
   *  attempt when already closed. */
  failed(error: unknown): void {
    this.attempting = false;
    if (this.stopped) return;
    if (this.open) {
      this.open = false;
      this.delayMs = this.firstDelayMs;
      this.options.onChange?.(false, error);
    } else {
      this.delayMs = Math.min(this.maxDelayMs, this.delayMs * 2);
    }
    this.nextAttemptAt = Date.now() + this.delayMs;
    this.schedule();
  }

  private schedule(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.probe(), this.delayMs);
    // Probing alone must not keep a process alive that is otherwise done.
    this.timer.unref();
  }

  private async probe(): Promise<void> {
    this.timer = undefined;
    if (this.open || this.attempting || this.stopped) return;
    this.attempting = true;
    try {
      await this.options.probe();
    } catch (error) {
      this.failed(error);
      return;
    }
    this.succeeded();
  }

  /** Stops probing (the database is being closed). */
  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }
}
