import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { GO, READY } from './clientSignals';

// A client process of the subtitle-load bench (subtitleLoad.bench.ts), one per simulated user,
// so the bench process's own garbage collections never delay a request or the reading of an
// answer. One JSON argument says what to do; one JSON line on stdout reports it. It reads its
// body, says READY over IPC and starts when told GO (clients.ts).
//   post:  send the body `runs` times, or back to back until `durationMs` has passed
//   probe: GET each path every `intervalMs` for `durationMs` (a visitor's page and blog calls)
//   burst: send the body on `clients` connections at once

export interface PostJob {
  mode: 'post';
  url: string;
  bodyFile: string;
  contentType: string;
  runs?: number;
  durationMs?: number;
  /** Parse the first 200 answer and report the length of this array property. */
  countKey?: string;
}

export interface ProbeJob {
  mode: 'probe';
  baseUrl: string;
  paths: string[];
  durationMs: number;
  intervalMs: number;
}

export interface BurstJob {
  mode: 'burst';
  url: string;
  bodyFile: string;
  contentType: string;
  clients: number;
  countKey: string;
}

export interface Answer {
  status: number;
  /** Request sent to the answer's last byte. */
  ms: number;
  bytes: number;
  retryAfter: string | undefined;
  /** The answer ended before its last byte, or the connection failed. */
  error?: string;
  body?: Buffer;
}

export interface PostReport {
  answers: Omit<Answer, 'body'>[];
  counted: number | undefined;
  /** CPU time this client process used sending and receiving (user + system). */
  cpuMs: number;
}

export type ProbeReport = Record<string, number[]>;

export interface BurstReport {
  answers: Omit<Answer, 'body'>[];
  /** Items in the first 200 answer's `countKey` array; other 200 answers must be as long. */
  counted: number | undefined;
  sameLength: boolean;
}

function send(
  url: string,
  method: string,
  body: Buffer | undefined,
  contentType: string | undefined,
  keep: boolean,
  agent: Agent | false,
): Promise<Answer> {
  const start = performance.now();
  return new Promise((resolve) => {
    const failed = (error: Error): void =>
      resolve({
        status: 0,
        ms: performance.now() - start,
        bytes: 0,
        retryAfter: undefined,
        error: error.message,
      });
    const req = request(
      url,
      {
        method,
        agent,
        headers: body
          ? {
              'content-type': contentType ?? 'application/octet-stream',
              'content-length': body.length,
            }
          : {},
      },
      (res) => {
        const chunks: Buffer[] = [];
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (keep) chunks.push(chunk);
        });
        res.once('error', failed);
        res.once('close', () => {
          const retryAfter = res.headers['retry-after'];
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - start,
            bytes,
            retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined,
            ...(res.complete ? {} : { error: 'the answer was cut off' }),
            ...(keep ? { body: Buffer.concat(chunks) } : {}),
          });
        });
      },
    );
    req.once('error', failed);
    req.end(body);
  });
}

function countItems(body: Buffer | undefined, key: string): number | undefined {
  if (!body) return undefined;
  const value = (JSON.parse(body.toString('utf8')) as Record<string, unknown>)[key];
  return Array.isArray(value) ? value.length : undefined;
}

const strip = ({ body: _body, ...rest }: Answer): Omit<Answer, 'body'> => rest;

async function post(job: PostJob, body: Buffer): Promise<PostReport> {
  const cpuAtStart = process.cpuUsage();
  const answers: Omit<Answer, 'body'>[] = [];
  let counted: number | undefined;
  const until = job.durationMs === undefined ? Infinity : performance.now() + job.durationMs;
  const runs = job.runs ?? Number.MAX_SAFE_INTEGER;
  for (let run = 0; run < runs && performance.now() < until; run++) {
    // Only the first answer is kept and checked; the others are counted and dropped as they come.
    const keep = run === 0 && job.countKey !== undefined;
    const answer = await send(job.url, 'POST', body, job.contentType, keep, false);
    if (keep && answer.status === 200 && job.countKey)
      counted = countItems(answer.body, job.countKey);
    answers.push(strip(answer));
  }
  const { user, system } = process.cpuUsage(cpuAtStart);
  return { answers, counted, cpuMs: (user + system) / 1000 };
}

async function probe(job: ProbeJob): Promise<ProbeReport> {
  const agent = new Agent({ keepAlive: true });
  const report: ProbeReport = {};
  const end = performance.now() + job.durationMs;
  await Promise.all(
    job.paths.map(async (path) => {
      const times: number[] = [];
      report[path] = times;
      for (let next = performance.now(); next < end; next += job.intervalMs) {
        const answer = await send(
          `${job.baseUrl}${path}`,
          'GET',
          undefined,
          undefined,
          false,
          agent,
        );
        if (answer.status === 200) times.push(answer.ms);
        const wait = next + job.intervalMs - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }),
  );
  agent.destroy();
  return report;
}

async function burst(job: BurstJob, body: Buffer): Promise<BurstReport> {
  const answers = await Promise.all(
    Array.from({ length: job.clients }, () =>
      send(job.url, 'POST', body, job.contentType, true, false),
    ),
  );
  const ok = answers.filter((answer) => answer.status === 200);
  // The first 200 answer is checked whole; the others must be byte for byte the same.
  const first = ok[0]?.body;
  return {
    answers: answers.map(strip),
    counted: countItems(first, job.countKey),
    sameLength: ok.every((answer) => first !== undefined && answer.body?.equals(first) === true),
  };
}

/** The job with its body read, ready to run. */
function prepare(job: PostJob | ProbeJob | BurstJob): () => Promise<unknown> {
  if (job.mode === 'probe') return () => probe(job);
  const body = readFileSync(job.bodyFile);
  return job.mode === 'post' ? () => post(job, body) : () => burst(job, body);
}

const run = prepare(JSON.parse(process.argv[2] ?? '{}') as PostJob | ProbeJob | BurstJob);
await new Promise<void>((resolve) => {
  process.once('message', (message) => {
    if (message === GO) resolve();
  });
  process.send?.(READY);
});
process.disconnect?.();
console.log(JSON.stringify(await run()));
