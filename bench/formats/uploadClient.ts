import { readFileSync } from 'node:fs';
import { request } from 'node:http';

// The upload bench's client, in a process of its own as a browser is: the bench process holds
// the 1M-cue text, its bytes and its parse (1.4 GB resident), and its garbage collections would
// stall the reading of the answer and so the server's writing of it. Arguments: the URL, the
// file holding the multipart body, its boundary and the number of runs. Prints one JSON line:
// { status, paragraphs, times, jsonParseMs }, times from the request to the answer's last byte.
// Only the first (warm-up) answer is kept and checked; the timed runs count the answer's bytes
// and drop each chunk as it comes, so the client's own garbage stays small on this 2-core
// machine, where its collector threads compete with the server's.

interface Answer {
  status: number;
  bytes: number;
  /** The whole answer, when asked to keep it. */
  body: Buffer | undefined;
}

/** One POST on a connection of its own (no pooled keep-alive socket the server may be closing
 *  for idleness, which fails the next write with EPIPE). */
function post(url: string, boundary: string, body: Buffer, keep: boolean): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': body.length,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (keep) chunks.push(chunk);
        });
        res.once('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            bytes,
            body: keep ? Buffer.concat(chunks) : undefined,
          }),
        );
        res.once('error', reject);
      },
    );
    req.once('error', reject);
    req.end(body);
  });
}

const [url, bodyPath, boundary, runsArg] = process.argv.slice(2);
if (!url || !bodyPath || !boundary)
  throw new Error('usage: uploadClient URL BODY_FILE BOUNDARY [RUNS]');
const body = readFileSync(bodyPath);
const times: number[] = [];
let status = 0;
let paragraphs = -1;
let jsonParseMs = Number.NaN;
let checkedBytes = -1;
for (let run = 0; run < Number(runsArg ?? 1); run++) {
  const start = performance.now();
  const answer = await post(url, boundary, body, run === 0);
  times.push(performance.now() - start);
  status = answer.status;
  if (answer.body) {
    // Checked once, outside the timed requests: the answer must hold every cue.
    const parseStart = performance.now();
    const parsed = JSON.parse(answer.body.toString('utf8')) as { paragraphs?: unknown[] };
    jsonParseMs = performance.now() - parseStart;
    paragraphs = parsed.paragraphs?.length ?? -1;
    checkedBytes = answer.bytes;
  } else if (answer.bytes !== checkedBytes) {
    throw new Error(`answer ${run + 1} has ${answer.bytes} bytes, the checked one ${checkedBytes}`);
  }
}
console.log(JSON.stringify({ status, paragraphs, times, jsonParseMs }));
