import { afterAll, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase } from '../../../server/db/connection';
import { SubtitleWork } from '../../../server/work/subtitleWork';
import { RequestGoneError, ServiceBusyError, WorkQueue } from '../../../server/work/workQueue';
import { srt } from './workServer';

// The admission rules of the subtitle service: slots, a bounded queue, FIFO turns, and waiting
// requests whose clients left never run.

describe('WorkQueue', () => {
  it('gives `slots` turns at once, queues `queueLimit` more and refuses the rest', async () => {
    const queue = new WorkQueue(1, 2, ({ running, queued }) => running + queued);
    const a = queue.enter();
    const b = queue.enter();
    const c = queue.enter();
    expect(() => queue.enter()).toThrow(ServiceBusyError);
    try {
      queue.enter();
    } catch (error) {
      expect((error as ServiceBusyError).retryAfterSeconds).toBe(3);
    }
    const order: string[] = [];
    await a.turn();
    order.push('a');
    const bTurn = b.turn().then(() => order.push('b'));
    const cTurn = c.turn().then(() => order.push('c'));
    expect(queue.state).toEqual({ running: 1, queued: 2 });
    a.release();
    a.release(); // a second release changes nothing
    await bTurn;
    expect(queue.state).toEqual({ running: 1, queued: 1 });
    b.release();
    await cTurn;
    c.release();
    expect(order).toEqual(['a', 'b', 'c']);
    expect(queue.state).toEqual({ running: 0, queued: 0 });
  });

  it('drops a waiting place whose signal aborts, and gives the slot to the next', async () => {
    const queue = new WorkQueue(1, 2);
    const running = queue.enter();
    await running.turn();
    const leaving = queue.enter();
    const staying = queue.enter();
    const controller = new AbortController();
    const left = leaving.turn(controller.signal);
    let stayed = false;
    const stayingTurn = staying.turn().then(() => (stayed = true));
    controller.abort();
    await expect(left).rejects.toBeInstanceOf(RequestGoneError);
    expect(queue.state).toEqual({ running: 1, queued: 1 });
    // The freed place can be taken again at once.
    queue.enter().release();
    running.release();
    await stayingTurn;
    expect(stayed).toBe(true);
    staying.release();
    expect(queue.state).toEqual({ running: 0, queued: 0 });
  });

  it('keeps the place of a finished job until its answer is sent (endTurn, then release)', async () => {
    const queue = new WorkQueue(1, 1);
    const sending = queue.enter();
    await sending.turn();
    const next = queue.enter();
    let nextRan = false;
    const nextTurn = next.turn().then(() => (nextRan = true));
    sending.endTurn();
    await nextTurn;
    expect(nextRan).toBe(true);
    // The slot moved on, but both places are still taken: a third request is refused.
    expect(queue.state).toEqual({ running: 1, queued: 1 });
    expect(() => queue.enter()).toThrow(ServiceBusyError);
    sending.release();
    next.release();
    expect(queue.state).toEqual({ running: 0, queued: 0 });
  });

  it('refuses a turn to a place whose signal has already aborted', async () => {
    const queue = new WorkQueue(1, 0);
    const place = queue.enter();
    await expect(place.turn(AbortSignal.abort())).rejects.toBeInstanceOf(RequestGoneError);
    expect(queue.state).toEqual({ running: 0, queued: 0 });
  });
});

describe('SubtitleWork', () => {
  const db = openDatabase({ dialect: 'sqlite', file: ':memory:' });
  const work = new SubtitleWork({
    workers: 1,
    queue: 4,
    workerHeapMb: 512,
    inlineBelowBytes: 0,
    db,
  });
  afterAll(async () => {
    await work.close();
    await closeDatabase(db);
  });

  it('never runs a waiting job whose client has gone away', async () => {
    const big = srt(200_000);
    const running = work.run('read', { bytes: big, fileName: 'big.srt' }, { size: big.length });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(work.queue.state.running).toBe(1);
    const controller = new AbortController();
    const small = srt(10);
    const waiting = work.run(
      'read',
      { bytes: small, fileName: 'small.srt' },
      { size: small.length, signal: controller.signal },
    );
    let firstDone = false;
    void running.then(() => (firstDone = true));
    controller.abort();
    await expect(waiting).rejects.toBeInstanceOf(RequestGoneError);
    // Dropped while the first job still ran: it never reached a worker.
    expect(firstDone).toBe(false);
    expect((await running).ok).toBe(true);
    expect(work.queue.state).toEqual({ running: 0, queued: 0 });
  }, 60_000);
});
