// Preloaded into the real server by the subtitle-load bench (`node --import` before
// scripts/start.mjs, which is what `npm start` runs): records the event loop's delay with
// perf_hooks.monitorEventLoopDelay and answers the bench over the IPC channel. The server's own
// code is not changed. Messages: 'loop:reset' → { type: 'loop:reset' };
// 'loop:read' → { type: 'loop', maxMs, p99Ms, meanMs, busyMs, cpuMs, rssMiB, peakRssMiB }.
// On a shared machine a delay is the event loop's own work plus the time its thread waited for a
// core. busyMs separates them: a 5 ms timer reads the main thread's CPU time (Linux
// /proc/self/task/<pid>/schedstat), and busyMs is the most CPU the thread used between two ticks,
// an upper bound of its longest task however busy the machine is.
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const NS_PER_MS = 1e6;
const histogram = monitorEventLoopDelay({ resolution: 2 });
histogram.enable();

const SCHEDSTAT = `/proc/self/task/${process.pid}/schedstat`;
/** CPU time of the main thread in ns, or undefined where /proc does not tell. */
function mainThreadCpuNs() {
  try {
    return Number(readFileSync(SCHEDSTAT, 'utf8').split(' ')[0]);
  } catch {
    return undefined;
  }
}
let lastCpu = mainThreadCpuNs();
/** CPU time of the whole process (every thread: event loop, workers, V8's GC helpers) at the
 *  last reset. */
let processCpuAtReset = process.cpuUsage();
let busyMs = 0;
setInterval(() => {
  const cpu = mainThreadCpuNs();
  if (cpu !== undefined && lastCpu !== undefined) {
    busyMs = Math.max(busyMs, (cpu - lastCpu) / NS_PER_MS);
  }
  lastCpu = cpu;
}, 5).unref();

process.on('message', (message) => {
  if (message === 'loop:reset') {
    histogram.reset();
    busyMs = 0;
    lastCpu = mainThreadCpuNs();
    processCpuAtReset = process.cpuUsage();
    process.send?.({ type: 'loop:reset' });
  } else if (message === 'loop:read') {
    process.send?.({
      type: 'loop',
      maxMs: histogram.max / NS_PER_MS,
      p99Ms: histogram.percentile(99) / NS_PER_MS,
      meanMs: histogram.mean / NS_PER_MS,
      busyMs: lastCpu === undefined ? Number.NaN : busyMs,
      cpuMs: (({ user, system }) => (user + system) / 1000)(process.cpuUsage(processCpuAtReset)),
      rssMiB: process.memoryUsage().rss / 2 ** 20,
      // The whole process (main thread and worker threads), since it started.
      peakRssMiB: process.resourceUsage().maxRSS / 1024,
    });
  }
});
