import { closeDatabase, openDatabase } from '../../server/db/connection';
import { INLINE_BELOW_BYTES, SubtitleWork } from '../../server/work/subtitleWork';
import { readTask } from '../../server/work/tasks';
import { makeCues, toSrt } from '../formats/datasets';
import { median } from '../lib/harness';
import { fixed } from '../lib/table';
import type { BenchResult } from '../lib/types';

// What sending a small file to a worker costs next to reading it inline: the read of an upload
// (decode, detect, parse, answer JSON) at a few sizes, inline on this thread and through a
// one-worker pool (transfer in, work, transfer the answer back). Inline blocks the event loop
// for its whole time; the pool's time is the request's wait, the event loop stays free.

const SIZES_KIB = [1, 8, 32, 128, 1024];
const RUNS = 41;
const WARMUP = 10;

function fileOf(kib: number): Uint8Array {
  const cues = makeCues(Math.max(1, Math.round(kib * 14)));
  const text = toSrt(cues);
  return new TextEncoder().encode(text.slice(0, text.lastIndexOf('\n\n', kib * 1024) + 2));
}

export async function poolHandoverTable(): Promise<BenchResult> {
  const db = openDatabase({ dialect: 'sqlite', file: ':memory:' });
  const work = new SubtitleWork({
    workers: 1,
    queue: 10,
    workerHeapMb: 512,
    inlineBelowBytes: 0,
    db,
  });
  const rows: (string | number)[][] = [];
  try {
    for (const kib of SIZES_KIB) {
      const bytes = fileOf(kib);
      const inline: number[] = [];
      const pooled: number[] = [];
      for (let run = 0; run < WARMUP + RUNS; run++) {
        let start = performance.now();
        if (!readTask({ bytes, fileName: 'a.srt' }).ok) throw new Error('the sample did not read');
        if (run >= WARMUP) inline.push(performance.now() - start);
        const copy = bytes.slice();
        start = performance.now();
        const outcome = await work.run(
          'read',
          { bytes: copy, fileName: 'a.srt' },
          { size: copy.length, transfer: [copy] },
        );
        if (!outcome.ok) throw new Error('the sample did not read in the pool');
        if (run >= WARMUP) pooled.push(performance.now() - start);
      }
      rows.push([
        fixed(bytes.length / 1024, 1),
        fixed(median(inline), 3),
        fixed(median(pooled), 3),
        bytes.length < INLINE_BELOW_BYTES ? 'inline' : 'pool',
      ]);
    }
  } finally {
    await work.close();
    await closeDatabase(db);
  }
  return {
    title: 'Reading an uploaded SubRip file inline or in a worker (median of 41)',
    note: `Inline time is event-loop time; pool time is the request's wait with the loop free. Files under ${INLINE_BELOW_BYTES / 1024} KiB stay inline (server/work/subtitleWork.ts INLINE_BELOW_BYTES).`,
    headers: ['KiB', 'inline ms', 'pool ms', 'server uses'],
    rows,
  };
}
