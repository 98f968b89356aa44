import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type {
  BurstJob,
  BurstReport,
  PostJob,
  PostReport,
  ProbeJob,
  ProbeReport,
} from './loadClient';
import { GO, READY } from './clientSignals';

// Starting the bench's client processes (loadClient.ts) and the bodies they send.

const BOUNDARY = '----bench-load-boundary-Zq81VhTb0xK';
export const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/** Writes a multipart/form-data body with the file in the field 'file', as a browser sends it. */
export function writeMultipart(dir: string, name: string, bytes: Uint8Array): string {
  const path = join(dir, `${name}.multipart`);
  writeFileSync(
    path,
    Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}.srt"\r\n` +
          'Content-Type: application/x-subrip\r\n\r\n',
      ),
      bytes,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  );
  return path;
}

export function writeBody(dir: string, name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

type Report<J> = J extends PostJob ? PostReport : J extends ProbeJob ? ProbeReport : BurstReport;

export interface Client<R> {
  /** Resolves once the process has loaded its body and waits for the word to start. */
  ready: Promise<void>;
  /** Tells it to start; resolves with its report. */
  start(): Promise<R>;
}

/** Starts a client process, which gets ready (Node and tsx started, its body read) and then
 *  waits: on a 2-core machine a client's start-up is CPU the server would otherwise have, so it
 *  stays out of what is measured. */
export function startClient<J extends PostJob | ProbeJob | BurstJob>(job: J): Client<Report<J>> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/server/loadClient.ts', JSON.stringify(job)],
    { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] },
  );
  let output = '';
  const stdout = child.stdout;
  stdout?.setEncoding('utf8');
  stdout?.on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<Report<J>>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`a load client (${job.mode}) exited with ${code}`));
      else resolve(JSON.parse(output) as Report<J>);
    });
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.once('message', (message) => {
      if (message === READY) resolve();
    });
    exited.then(() => reject(new Error('a load client ended before it was ready')), reject);
  });
  return {
    ready,
    start: () => {
      child.send(GO);
      return exited;
    },
  };
}

/** Waits until every client is ready, then runs `beforeStart` (a new measuring window, say);
 *  the caller then starts them all at once. */
export async function whenReady(
  clients: readonly Client<unknown>[],
  beforeStart?: () => Promise<void>,
): Promise<void> {
  await Promise.all(clients.map((client) => client.ready));
  await beforeStart?.();
}

/** Runs client processes of one kind together (all ready, `beforeStart`, all started at once)
 *  and answers their reports in order. */
export async function runClients<J extends PostJob | ProbeJob | BurstJob>(
  jobs: readonly J[],
  beforeStart?: () => Promise<void>,
): Promise<Report<J>[]> {
  const clients = jobs.map((job) => startClient(job));
  await whenReady(clients, beforeStart);
  return Promise.all(clients.map((client) => client.start()));
}

/** Runs one client process and answers its report. */
export async function runClient<J extends PostJob | ProbeJob | BurstJob>(
  job: J,
  beforeStart?: () => Promise<void>,
): Promise<Report<J>> {
  const [report] = await runClients([job], beforeStart);
  if (!report) throw new Error('no report from the load client');
  return report;
}
