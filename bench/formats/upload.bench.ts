import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findFormat } from '../../shared/subtitle/index';
import { measure } from '../lib/harness';
import { fixed } from '../lib/table';
import type { Bench, BenchResult } from '../lib/types';
import { withRealServer } from '../server/realServer';
import { makeCues, toSrt } from './datasets';

// The whole path a subtitler's upload takes: multipart → detect encoding and format → parse →
// JSON answer, against the real server (the bundle build/server/index.js in its own process, as
// `npm start` runs it: bench/server/realServer.ts) on a throw-away database. A client process of its own (uploadClient.ts) sends a
// multipart body built once, as a browser streams a chosen file, and the time runs from the
// request to the answer's last byte; the client's JSON.parse of the answer is shown on its own
// row. CONTRACT.md §3 caps uploads at 50 MB (MiB) by default and a 1M-cue SubRip file is
// larger (about 71 MiB here): the bench shows its 413
// under the default, times it on a server started with UPLOAD_LIMIT_MB=100, and also times the
// largest file the default allows. Also the memory a parsed 1M-cue file holds.

const CUES = 1_000_000;
const UPLOAD_TARGET_BYTES = 49 * 1024 * 1024;
const BOUNDARY = '----bench-upload-boundary-7MA4YWxkTrZu0gW';

function heapMiB(): number {
  const collect = (globalThis as { gc?: () => void }).gc;
  collect?.();
  return process.memoryUsage().heapUsed / 2 ** 20;
}

/** A multipart/form-data body with the file in the field 'file', as a browser sends it. */
function multipartBody(bytes: Uint8Array, fileName: string): Uint8Array {
  const encoder = new TextEncoder();
  const head = encoder.encode(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      'Content-Type: application/x-subrip\r\n\r\n',
  );
  const tail = encoder.encode(`\r\n--${BOUNDARY}--\r\n`);
  const body = new Uint8Array(head.length + bytes.length + tail.length);
  body.set(head, 0);
  body.set(bytes, head.length);
  body.set(tail, head.length + bytes.length);
  return body;
}

/** Runs `use` against a fresh real server (as `npm start` runs it) on a throw-away database. */
function withServer<T>(
  uploadLimitMb: number | undefined,
  use: (baseUrl: string, dataDir: string) => Promise<T>,
): Promise<T> {
  return withRealServer(
    uploadLimitMb === undefined ? {} : { UPLOAD_LIMIT_MB: String(uploadLimitMb) },
    (server) => use(server.baseUrl, server.dataDir),
  );
}

interface UploadFigures {
  medianMs: number;
  jsonParseMs: number;
}

/** What uploadClient.ts prints. */
interface ClientReport {
  status: number;
  paragraphs: number;
  times: number[];
  jsonParseMs: number;
}

/** Median time of 5 uploads (after one warm-up) from the request to the answer's last byte,
 *  sent by a client process of its own (uploadClient.ts). */
function uploadTimes(
  baseUrl: string,
  dataDir: string,
  bytes: Uint8Array,
  cues: number,
): Promise<UploadFigures> {
  const bodyPath = join(dataDir, 'upload-body.bin');
  writeFileSync(bodyPath, multipartBody(bytes, 'big.srt'));
  const client = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'bench/formats/uploadClient.ts',
      `${baseUrl}/se-api/subtitles/`,
      bodyPath,
      BOUNDARY,
      '6',
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  client.stdout.setEncoding('utf8');
  client.stdout.on('data', (chunk: string) => (output += chunk));
  return new Promise((resolve, reject) => {
    client.once('error', reject);
    client.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`the upload client exited with ${code}`));
      const report = JSON.parse(output) as ClientReport;
      if (report.paragraphs !== cues)
        return reject(new Error(`upload answered ${report.status} without ${cues} cues`));
      const times = report.times.slice(1).sort((x, y) => x - y); // run 1 warms the server's JIT
      resolve({
        medianMs: times[Math.floor(times.length / 2)] ?? Number.NaN,
        jsonParseMs: report.jsonParseMs,
      });
    });
  });
}

/** The status the server answers a file over its upload limit. FormData streams its body: with
 *  one big buffer, the server's early 413 can cut the client's write (EPIPE) before fetch reads
 *  the answer. */
async function statusOf(baseUrl: string, bytes: Uint8Array): Promise<number> {
  const form = new FormData();
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], 'big.srt'));
  const response = await fetch(`${baseUrl}/se-api/subtitles/`, { method: 'POST', body: form });
  await response.arrayBuffer();
  return response.status;
}

/** Parse time of the 1M-cue file and the heap its result holds; the result is dropped on return,
 *  so it does not weigh on the upload's garbage collections. */
function parseFigures(
  text: string,
  bytes: Uint8Array,
): { count: number; held: number; parseMs: number } {
  const subrip = findFormat('SubRip');
  if (!subrip) throw new Error('SubRip is not registered');
  const before = heapMiB();
  const parsed = subrip.parse({ text, bytes, fileName: 'big.srt' });
  const held = heapMiB() - before;
  const parseTime = measure(() => void subrip.parse({ text, bytes, fileName: 'big.srt' }), {
    warmup: 1,
    runs: 5,
  });
  return { count: parsed.paragraphs.length, held, parseMs: parseTime.medianMs };
}

export const uploadBench: Bench = {
  name: 'formats/upload',
  async run(): Promise<BenchResult[]> {
    const text = toSrt(makeCues(CUES));
    const bytes = new TextEncoder().encode(text);
    const { count, held, parseMs } = parseFigures(text, bytes);
    const cues = makeCues(CUES);
    const capCues = Math.floor((CUES * UPLOAD_TARGET_BYTES) / bytes.length);
    const capBytes = new TextEncoder().encode(toSrt(cues.slice(0, capCues)));
    const tooBigStatus = await withServer(undefined, (baseUrl) => statusOf(baseUrl, bytes));
    // The target is the whole 1M-cue file, so the timed server allows 100 MB uploads.
    const { full, cap } = await withServer(100, async (baseUrl, dataDir) => ({
      full: await uploadTimes(baseUrl, dataDir, bytes, CUES),
      cap: await uploadTimes(baseUrl, dataDir, capBytes, capCues),
    }));
    return [
      {
        title: `1M-cue SubRip file (${fixed(bytes.length / 2 ** 20, 1)} MiB): upload and memory`,
        note: `heap measured with ${(globalThis as { gc?: unknown }).gc ? 'forced' : 'no forced (run node with --expose-gc)'} GC; peak RSS is the whole process`,
        headers: ['measure', 'value'],
        rows: [
          ['cues parsed', count],
          ['parse (median of 5), ms', fixed(parseMs, 0)],
          ['heap held by the parsed subtitle, MiB', fixed(held, 0)],
          ['peak RSS of the bench process, MiB', fixed(process.resourceUsage().maxRSS / 1024, 0)],
          [`POST of the 1M-cue file with the default 50 MB limit: status`, tooBigStatus],
          [
            `POST /se-api/subtitles/ of the 1M-cue file (UPLOAD_LIMIT_MB=100), median of 5, ms`,
            fixed(full.medianMs, 0),
          ],
          ['target for the whole upload path of 1M cues', '< 3000 ms'],
          [
            `POST of ${capCues} cues (${fixed(capBytes.length / 2 ** 20, 1)} MiB, the most under 50 MB), median of 5, ms`,
            fixed(cap.medianMs, 0),
          ],
          [
            "the client's JSON.parse of the 1M-cue answer (not in the times above), ms",
            fixed(full.jsonParseMs, 0),
          ],
        ],
      },
    ];
  },
};
