import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';

// The load generator of the instances bench (instances.bench.ts), run in a process of its own so
// the bench process never competes with it: `connections` closed loops, each sending one request
// at a time on a keep-alive connection for `durationMs`, spread over the base URLs in turn (the
// reverse proxy's round robin). One JSON argument in; one JSON line out with every latency.

export interface LoadJob {
  baseUrls: string[];
  method: 'GET' | 'POST';
  path: string;
  /** A file holding the body to send (POST). */
  bodyFile?: string;
  headers?: Record<string, string>;
  connections: number;
  /** Load sent first and not reported (connections opened, JIT and caches warm). */
  warmupMs: number;
  /** Timed runs of `durationMs` each, back to back. */
  runs: number;
  durationMs: number;
}

export interface LoadRun {
  /** Milliseconds from sending each request to its answer's last byte. */
  latenciesMs: number[];
  /** How many answers had each status (0: the connection failed). */
  statuses: Record<string, number>;
  elapsedMs: number;
}

function once(
  agent: Agent,
  url: URL,
  job: LoadJob,
  body: Buffer | undefined,
): Promise<{ status: number; ms: number }> {
  const start = performance.now();
  return new Promise((resolve) => {
    const req = request(
      url,
      {
        method: job.method,
        agent,
        headers: {
          ...job.headers,
          ...(body ? { 'content-length': String(body.length) } : {}),
        },
      },
      (res) => {
        res.resume();
        res.once('end', () =>
          resolve({ status: res.statusCode ?? 0, ms: performance.now() - start }),
        );
      },
    );
    req.once('error', () => resolve({ status: 0, ms: performance.now() - start }));
    req.end(body);
  });
}

/** One closed-loop period of `durationMs` on every connection. */
async function period(
  job: LoadJob,
  agents: Agent[],
  body: Buffer | undefined,
  durationMs: number,
): Promise<LoadRun> {
  const latenciesMs: number[] = [];
  const statuses: Record<string, number> = {};
  const started = performance.now();
  const end = started + durationMs;
  const loop = async (index: number): Promise<void> => {
    const target = index % job.baseUrls.length;
    const url = new URL(job.path, job.baseUrls[target]);
    const agent = agents[target];
    if (!agent) return;
    while (performance.now() < end) {
      const { status, ms } = await once(agent, url, job, body);
      latenciesMs.push(ms);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: job.connections }, (_, index) => loop(index)));
  return { latenciesMs, statuses, elapsedMs: performance.now() - started };
}

export interface LoadReport {
  warmup: LoadRun;
  runs: LoadRun[];
}

export async function runLoad(job: LoadJob): Promise<LoadReport> {
  const body = job.bodyFile === undefined ? undefined : readFileSync(job.bodyFile);
  const agents = job.baseUrls.map(() => new Agent({ keepAlive: true, maxSockets: Infinity }));
  const warmup = await period(job, agents, body, job.warmupMs);
  const runs: LoadRun[] = [];
  for (let run = 0; run < job.runs; run++)
    runs.push(await period(job, agents, body, job.durationMs));
  for (const agent of agents) agent.destroy();
  return { warmup, runs };
}

if (process.argv[1]?.endsWith('httpLoadClient.ts')) {
  const job = JSON.parse(process.argv[2] ?? '{}') as LoadJob;
  process.stdout.write(`${JSON.stringify(await runLoad(job))}\n`);
}
