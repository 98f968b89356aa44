// Preloaded into the real server by the subtitle-load bench (`node --import` before
// scripts/start.mjs, which is what `npm start` runs): records the event loop's delay with
// perf_hooks.monitorEventLoopDelay and answers the bench over the IPC channel. The server's own
// code is not changed. Messages: 'loop:reset' → { type: 'loop:reset' };
// 'loop:read' → { type: 'loop', maxMs, p99Ms, meanMs, rssMiB, peakRssMiB }.
import { monitorEventLoopDelay } from 'node:perf_hooks';

const NS_PER_MS = 1e6;
const histogram = monitorEventLoopDelay({ resolution: 2 });
histogram.enable();

process.on('message', (message) => {
  if (message === 'loop:reset') {
    histogram.reset();
    process.send?.({ type: 'loop:reset' });
  } else if (message === 'loop:read') {
    process.send?.({
      type: 'loop',
      maxMs: histogram.max / NS_PER_MS,
      p99Ms: histogram.percentile(99) / NS_PER_MS,
      meanMs: histogram.mean / NS_PER_MS,
      rssMiB: process.memoryUsage().rss / 2 ** 20,
      // The whole process (main thread and worker threads), since it started.
      peakRssMiB: process.resourceUsage().maxRSS / 1024,
    });
  }
});
