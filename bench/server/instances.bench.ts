import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startThrowawayPostgres, freePort } from '../../scripts/pgTemp.mjs';
import { SERVER_NODE_FLAGS } from '../../scripts/serverFlags.mjs';
import {
  closeDatabase,
  databaseConfigFromEnv,
  openDatabase,
  type Db,
} from '../../server/db/connection';
import { loadEnv } from '../../server/env';
import { createPostgresDatabase } from '../../tests/helpers/testDatabase';
import { median, quantile } from '../lib/harness';
import { fixed } from '../lib/table';
import type { Bench, BenchResult } from '../lib/types';
import type { LoadJob, LoadReport, LoadRun } from './httpLoadClient';
import { buildServerOnce } from './realServer';

// Requests per second and p99 latency of three calls (the blog's post list, posting a comment,
// reading a small subtitle upload) on the server as `npm start` runs it (the esbuild bundle):
// SQLite with one instance, PostgreSQL with one, and PostgreSQL with two instances sharing the
// database behind a round robin (the load client alternates its connections between them).
// Everything shares the machine: the instances, PostgreSQL (a throwaway local server) and the
// load client, a process of its own with CONNECTIONS closed loops on keep-alive connections.

const CONNECTIONS = 10;
const WARMUP_MS = 1500;
const RUNS = 5;
const RUN_MS = 3000;
const POSTS = 10;
const COMMENTS_PER_POST = 10;

/** The server bundle; BENCH_SERVER_ENTRY points at another build (an older commit's worktree)
 *  for an A/B in the same conditions. */
const SERVER_ENTRY = process.env.BENCH_SERVER_ENTRY ?? 'build/server/index.js';
/** Only the setups whose label contains BENCH_SETUPS (e.g. "SQLite"), when set. */
const SETUP_FILTER = process.env.BENCH_SETUPS;

const BOUNDARY = '----instances-bench';
const XSRF = 'instances-bench-xsrf-token';

interface Setup {
  label: string;
  postgres: boolean;
  instances: number;
}

const SETUPS: Setup[] = [
  { label: 'SQLite, 1 instance', postgres: false, instances: 1 },
  { label: 'PostgreSQL, 1 instance', postgres: true, instances: 1 },
  { label: 'PostgreSQL, 2 instances', postgres: true, instances: 2 },
];

interface Call {
  label: string;
  job: Omit<LoadJob, 'baseUrls' | 'connections' | 'warmupMs' | 'runs' | 'durationMs'>;
}

/** A small SubRip upload (ten cues) as the browser's multipart body. */
function subtitleUpload(): Buffer {
  const cues = Array.from(
    { length: 10 },
    (_, i) =>
      `${i + 1}\n00:00:${String(i * 2).padStart(2, '0')},000 --> 00:00:${String(i * 2 + 1).padStart(2, '0')},500\nLine ${i + 1} of a short file\n`,
  ).join('\n');
  return Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="short.srt"\r\n` +
      `Content-Type: application/octet-stream\r\n\r\n${cues}\r\n--${BOUNDARY}--\r\n`,
  );
}

function calls(dir: string, blogItemId: number): Call[] {
  const commentFile = join(dir, 'comment.json');
  writeFileSync(
    commentFile,
    JSON.stringify({
      blogItemId,
      name: 'Bench',
      email: 'bench@example.com',
      content: 'A comment from the load bench.',
    }),
  );
  const uploadFile = join(dir, 'upload.bin');
  writeFileSync(uploadFile, subtitleUpload());
  return [
    { label: 'GET /blog/posts', job: { method: 'GET', path: '/blog/posts' } },
    {
      label: 'POST /blog/comments',
      job: {
        method: 'POST',
        path: '/blog/comments',
        bodyFile: commentFile,
        headers: {
          'content-type': 'application/json',
          cookie: `XSRF-TOKEN=${XSRF}`,
          'x-xsrf-token': XSRF,
        },
      },
    },
    {
      label: 'POST /se-api/subtitles/ (10 cues)',
      job: {
        method: 'POST',
        path: '/se-api/subtitles/',
        bodyFile: uploadFile,
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      },
    },
  ];
}

interface Instance {
  baseUrl: string;
  child: ChildProcess;
}

async function startInstance(settings: Record<string, string>, dataDir: string): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ...settings,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600 && child.exitCode === null; attempt++) {
    try {
      const health = await fetch(`${baseUrl}/healthz`);
      await health.arrayBuffer();
      if (health.ok) return { baseUrl, child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('an instance did not start');
}

async function stopInstance({ child }: Instance): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Posts with comments, so the list answers what a real blog's would. */
async function fillBlog(db: Db): Promise<number> {
  const now = Date.UTC(2026, 0, 1);
  let last = 0;
  for (let p = 0; p < POSTS; p++) {
    const { blog_item_id: id } = await db
      .insertInto('posts')
      .values({
        friendly_id: `bench-post-${p}`,
        title: `Bench post ${p}`,
        content: `<p>${'Some words of the post. '.repeat(40)}</p>`,
        created: new Date(now + p * 3_600_000).toISOString(),
        posted_by: 'Bench',
      })
      .returning('blog_item_id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('comments')
      .values(
        Array.from({ length: COMMENTS_PER_POST }, (_, c) => ({
          blog_item_id: id,
          name: `Reader ${c}`,
          content: 'A comment.',
          created: new Date(now + p * 3_600_000 + c * 60_000).toISOString(),
        })),
      )
      .execute();
    last = id;
  }
  return last;
}

const run = promisify(execFile);

/** Linux clock ticks per second (getconf CLK_TCK), the unit of /proc/<pid>/stat's CPU times. */
const CLOCK_TICKS = 100;

/** CPU time a process has used so far (user + system), in milliseconds. */
function cpuMs(pid: number | undefined): number {
  if (pid === undefined) return 0;
  // The command name (field 2) may hold spaces; the fields after its ')' are fixed.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

/**
 * Runs the load client; answers its timed runs and the instances' CPU time per request over the
 * whole load (warm-up included, in time and in requests). CPU time per request hardly moves with
 * what else the machine runs, unlike requests per second: the figure for an A/B.
 */
async function load(
  job: LoadJob,
  instances: readonly Instance[],
): Promise<{ runs: LoadRun[]; cpuMsPerRequest: number }> {
  const cpu = (): number => instances.reduce((sum, i) => sum + cpuMs(i.child.pid), 0);
  const before = cpu();
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'bench/server/httpLoadClient.ts', JSON.stringify(job)],
    { maxBuffer: 256 * 1024 * 1024 },
  );
  const spent = cpu() - before;
  const report = JSON.parse(stdout) as LoadReport;
  const requests = [report.warmup, ...report.runs].reduce(
    (sum, r) => sum + r.latenciesMs.length,
    0,
  );
  return { runs: report.runs, cpuMsPerRequest: spent / requests };
}

async function measureSetup(
  setup: Setup,
  postgresAdminUrl: string | undefined,
): Promise<(string | number)[][]> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-instances-'));
  const database =
    setup.postgres && postgresAdminUrl ? await createPostgresDatabase(postgresAdminUrl) : undefined;
  const settings: Record<string, string> = {
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    ADMIN_PASSWORD: 'bench-admin-password',
    // Every request of the bench comes from one address; the limits would stop it at once.
    RATE_COMMENT: '1000000000',
    ...(database ? { DATABASE_URL: database.url } : {}),
  };
  const instances: Instance[] = [];
  const rows: (string | number)[][] = [];
  try {
    // Each instance its own DATA_DIR, as on separate machines; with SQLite there is only one.
    const dataDirs = Array.from({ length: setup.instances }, (_, i) => join(dir, `data${i}`));
    instances.push(
      ...(await Promise.all(dataDirs.map((dataDir) => startInstance(settings, dataDir)))),
    );
    const db = openDatabase(
      databaseConfigFromEnv(loadEnv({ ...settings, DATA_DIR: dataDirs[0] ?? dir })),
    );
    const postId = await fillBlog(db);
    await closeDatabase(db);
    for (const call of calls(dir, postId)) {
      const { runs, cpuMsPerRequest } = await load(
        {
          ...call.job,
          baseUrls: instances.map((instance) => instance.baseUrl),
          connections: CONNECTIONS,
          warmupMs: WARMUP_MS,
          runs: RUNS,
          durationMs: RUN_MS,
        },
        instances,
      );
      const perSecond = runs.map((r) => (r.latenciesMs.length * 1000) / r.elapsedMs);
      const p99 = runs.map((r) => quantile(r.latenciesMs, 0.99));
      const failed = runs.reduce(
        (sum, r) =>
          sum +
          Object.entries(r.statuses)
            .filter(([status]) => status !== '200')
            .reduce((n, [, count]) => n + count, 0),
        0,
      );
      rows.push([
        setup.label,
        call.label,
        fixed(median(perSecond), 0),
        fixed(median(p99), 1),
        fixed(cpuMsPerRequest, 3),
        failed,
      ]);
    }
  } finally {
    await Promise.all(instances.map(stopInstance));
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}

export const instancesBench: Bench = {
  name: 'server/instances',
  async run(): Promise<BenchResult[]> {
    buildServerOnce();
    const postgres = await startThrowawayPostgres();
    const rows: (string | number)[][] = [];
    try {
      for (const setup of SETUPS) {
        if (SETUP_FILTER !== undefined && !setup.label.includes(SETUP_FILTER)) continue;
        rows.push(...(await measureSetup(setup, postgres.url)));
      }
    } finally {
      postgres.remove();
    }
    return [
      {
        title: `One instance or several: requests per second and p99 latency (${CONNECTIONS} connections, median of ${RUNS} runs of ${RUN_MS / 1000} s)`,
        note: 'All on this machine: the instances, a throwaway PostgreSQL (durability off, scripts/pgTemp.mjs) and the load client. Two instances share the CPU cores with each other and with PostgreSQL, so on 2 cores they show the cost of sharing state, not the gain of a second machine.',
        headers: ['setup', 'request', 'req/s', 'p99 ms', 'instance CPU ms/req', 'non-200'],
        rows,
      },
    ];
  },
};
