// Admission for heavy subtitle work. At most `slots` jobs run at once; at most `queueLimit` more
// hold a place behind them (reading their upload, waiting for a slot, or sending their answer).
// A request that finds every place taken is refused at once (ServiceBusyError → 503 +
// Retry-After) instead of piling its 50 MB body onto the heap, so the main thread's memory is
// bounded by (slots + queueLimit) requests' bodies and answers. A waiting request whose client
// has gone away leaves the queue before it runs.

export class ServiceBusyError extends Error {
  override readonly name = 'ServiceBusyError';

  constructor(readonly retryAfterSeconds: number) {
    super('The subtitle service is busy with other files. Please try again in a moment.');
  }
}

/** The client went away while its request waited; nothing was run for it. */
export class RequestGoneError extends Error {
  override readonly name = 'RequestGoneError';

  constructor() {
    super('The client closed the request before its turn.');
  }
}

export interface Place {
  /** Waits for a free slot, FIFO. Rejects with RequestGoneError if `signal` aborts first. */
  turn(signal?: AbortSignal): Promise<void>;
  /** Gives the slot back but keeps the place: the job is done and its answer, which the place
   *  accounts for in memory, is still being sent. */
  endTurn(): void;
  /** Gives the place (and the slot, if held) back. Safe to call more than once. */
  release(): void;
}

export interface QueueState {
  running: number;
  /** Places taken that are not running: reading their upload or waiting for a slot. */
  queued: number;
}

interface Waiter {
  grant(): void;
}

export class WorkQueue {
  private running = 0;
  private places = 0;
  private readonly waiters: Waiter[] = [];

  constructor(
    readonly slots: number,
    readonly queueLimit: number,
    private readonly retryAfterSeconds: (state: QueueState) => number = () => 1,
  ) {
    if (!(slots >= 1)) throw new RangeError('a work queue needs at least one slot');
    if (!(queueLimit >= 0)) throw new RangeError('the queue limit cannot be negative');
  }

  get state(): QueueState {
    return { running: this.running, queued: this.places - this.running };
  }

  /** Takes a place, or throws ServiceBusyError when every slot and queue place is taken. */
  enter(): Place {
    if (this.places >= this.slots + this.queueLimit) {
      throw new ServiceBusyError(this.retryAfterSeconds(this.state));
    }
    this.places++;
    let released = false;
    let holdsSlot = false;
    let waiter: Waiter | undefined;
    const endTurn = (): void => {
      if (!holdsSlot) return;
      holdsSlot = false;
      this.running--;
      this.grantNext();
    };
    const release = (): void => {
      if (released) return;
      released = true;
      this.places--;
      if (waiter) this.removeWaiter(waiter);
      endTurn();
    };
    const turn = (signal?: AbortSignal): Promise<void> => {
      if (released) return Promise.reject(new RequestGoneError());
      if (signal?.aborted) {
        release();
        return Promise.reject(new RequestGoneError());
      }
      if (this.running < this.slots && this.waiters.length === 0) {
        this.running++;
        holdsSlot = true;
        return Promise.resolve();
      }
      return new Promise<void>((resolve, reject) => {
        const onAbort = (): void => {
          release();
          reject(new RequestGoneError());
        };
        waiter = {
          grant: () => {
            waiter = undefined;
            holdsSlot = true;
            signal?.removeEventListener('abort', onAbort);
            resolve();
          },
        };
        this.waiters.push(waiter);
        signal?.addEventListener('abort', onAbort, { once: true });
      });
    };
    return { turn, endTurn, release };
  }

  private removeWaiter(waiter: Waiter): void {
    const at = this.waiters.indexOf(waiter);
    if (at >= 0) this.waiters.splice(at, 1);
  }

  private grantNext(): void {
    const next = this.waiters.shift();
    if (!next) return;
    this.running++;
    next.grant();
  }
}
