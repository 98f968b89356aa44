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

/** Runs one client process and answers its report. */
export function runClient<J extends PostJob | ProbeJob | BurstJob>(job: J): Promise<Report<J>> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/server/loadClient.ts', JSON.stringify(job)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`a load client (${job.mode}) exited with ${code}`));
      else resolve(JSON.parse(output) as Report<J>);
    });
  });
}
