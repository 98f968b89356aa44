import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, trpcClients, type Api } from './trpcClients';
import {
  multipart,
  srt,
  stalledUpload,
  startWorkServer,
  until,
  type WorkServer,
} from './workServer';

// Temporary subtitles through the worker pool: the tRPC twins (seApi.temp.create, get, chunk)
// and the /tempsub page answer what the code on the main thread answered. The reference for the
// tRPC calls is tRPC's own handler, reached with a batch of two calls (a path of two names is
// never answered from the pool), which runs the procedures inline; for the page it is the page
// as it was rendered on the main thread, written out again below.

let server: WorkServer;
let headers: Record<string, string>;
let alone: Api;
let batched: Api;

/** 5000 lines: past the inline threshold and past one 4096-line piece of the answers. */
const subtitle = {
  fileName: 'Film "one" <cut>.srt',
  paragraphs: Array.from({ length: 5000 }, (_, i) => ({
    number: i + 1,
    start: i * 1000,
    end: i * 1000 + 800,
    text: i % 7 === 0 ? `Line ${i} <i>ünïcode</i>\n& 'second' "line"` : `Line ${i}`,
  })),
};

beforeAll(async () => {
  server = await startWorkServer({});
  ({ headers, alone, batched } = await trpcClients(server.baseUrl));
});
afterAll(() => server.close());

interface Item {
  result?: { data: unknown };
  error?: { message: string; code: number; data: Record<string, unknown> };
}

/** The items of an answer, without the error's stack (where the error was made differs). */
function items(body: unknown): Item[] {
  const list = (Array.isArray(body) ? body : [body]) as Item[];
  for (const item of list) delete item.error?.data.stack;
  return list;
}

/** Two queries in one batch: answered by tRPC's own handler, the procedures run inline. */
async function viaTrpcHandler(
  calls: [string, unknown][],
  init: RequestInit = {},
): Promise<{ status: number; items: Item[] }> {
  const input: Record<string, unknown> = {};
  calls.forEach(([, value], index) => (input[index] = value));
  const path = calls.map(([name]) => name).join(',');
  const mutation = init.method === 'POST';
  const url = `${server.baseUrl}/trpc/${path}?batch=1${mutation ? '' : `&input=${encodeURIComponent(JSON.stringify(input))}`}`;
  const res = await fetch(url, {
    ...init,
    headers: { ...headers, 'content-type': 'application/json' },
    ...(mutation ? { body: JSON.stringify(input) } : {}),
  });
  return { status: res.status, items: items(await res.json()) };
}

/** One call as httpBatchLink sends it alone (a batch of one): answered from the pool. */
async function viaPool(
  name: string,
  input: unknown,
  mutation = false,
): Promise<{ status: number; items: Item[]; res: Response }> {
  const url = `${server.baseUrl}/trpc/${name}?batch=1${mutation ? '' : `&input=${encodeURIComponent(JSON.stringify({ 0: input }))}`}`;
  const res = await fetch(url, {
    method: mutation ? 'POST' : 'GET',
    headers: { ...headers, 'content-type': 'application/json' },
    ...(mutation ? { body: JSON.stringify({ 0: input }) } : {}),
  });
  return { status: res.status, items: items(await res.clone().json()), res };
}

describe('seApi.temp through the worker pool', () => {
  it('stores a subtitle (batched and alone) and reads it back whole and in chunks', async () => {
    const { id } = await batched.seApi.temp.create.mutate(subtitle);
    const { id: other } = await alone.seApi.temp.create.mutate(subtitle);
    expect(id).toMatch(/^[\w-]{20,}$/);
    expect(other).not.toBe(id);
    expect(await batched.seApi.temp.get.query({ id })).toEqual(subtitle);
    expect(await alone.seApi.temp.get.query({ id: other })).toEqual(subtitle);
    const chunk = await alone.seApi.temp.chunk.query({ id, arrid: 3 });
    expect(chunk.paragraphs).toEqual(subtitle.paragraphs.slice(300, 400));
    expect(await batched.seApi.temp.chunk.query({ id, arrid: 50 })).toEqual({ paragraphs: [] });
  });

  it('answers as tRPC’s own handler does, byte for byte, with its headers', async () => {
    const { id } = await batched.seApi.temp.create.mutate(subtitle);
    const reference = await viaTrpcHandler([
      ['seApi.temp.get', { id }],
      ['seApi.temp.chunk', { id, arrid: '2' }],
    ]);
    const whole = await viaPool('seApi.temp.get', { id });
    const chunk = await viaPool('seApi.temp.chunk', { id, arrid: '2' });
    expect(whole.items).toEqual([reference.items[0]]);
    expect(chunk.items).toEqual([reference.items[1]]);
    expect(JSON.stringify(whole.items[0])).toBe(JSON.stringify(reference.items[0]));
    expect(whole.res.headers.get('vary')).toBe('trpc-accept, accept');
    expect(whole.res.headers.get('content-type')).toContain('application/json');
  });

  it('refuses an unknown id and a bad subtitle with tRPC’s own errors', async () => {
    const reference = await viaTrpcHandler([
      ['seApi.temp.get', { id: 'nope' }],
      ['seApi.temp.chunk', { id: 'nope', arrid: 0 }],
    ]);
    expect(reference.items[0]?.error?.data.httpStatus).toBe(404);
    const missing = await viaPool('seApi.temp.get', { id: 'nope' });
    expect(missing.status).toBe(404);
    expect(missing.items).toEqual([reference.items[0]]);
    expect((await viaPool('seApi.temp.chunk', { id: 'nope', arrid: 0 })).items).toEqual([
      reference.items[1],
    ]);

    const bad = { fileName: 'x', paragraphs: [{ number: 1, start: 'soon', end: 1, text: '' }] };
    const badReference = await viaTrpcHandler(
      [
        ['seApi.temp.create', bad],
        ['seApi.temp.create', bad],
      ],
      { method: 'POST' },
    );
    expect(badReference.items[0]?.error?.data.httpStatus).toBe(400);
    // Past the inline threshold, so the pool's worker validates it.
    const bigBad = { ...subtitle, paragraphs: [...subtitle.paragraphs, bad.paragraphs[0]] };
    const bigReference = await viaTrpcHandler(
      [
        ['seApi.temp.create', bigBad],
        ['seApi.temp.create', bigBad],
      ],
      { method: 'POST' },
    );
    const pooled = await viaPool('seApi.temp.create', bigBad, true);
    expect(pooled.status).toBe(400);
    expect(pooled.items).toEqual([bigReference.items[0]]);
    expect(pooled.items[0]?.error?.message).toContain('paragraphs');
    const small = await viaPool('seApi.temp.create', bad, true);
    expect(small.items).toEqual([badReference.items[0]]);
  });

  it('leaves inputs its schema refuses to tRPC, which answers them as before', async () => {
    const error = await failure(alone.seApi.temp.chunk.query({ id: 'x', arrid: -1 }));
    expect(error.data?.httpStatus).toBe(400);
    const reference = await viaTrpcHandler([
      ['seApi.temp.get', { id: '' }],
      ['seApi.temp.get', { id: '' }],
    ]);
    expect((await viaPool('seApi.temp.get', { id: '' })).items).toEqual([reference.items[0]]);
  });
});

/** The page as the main thread rendered it before the pool (server/tempSubtitlePage.ts). */
function pageAsBefore(sub: typeof subtitle | undefined): string {
  const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const body = sub
    ? `<h1>${escape(sub.fileName || 'Subtitle')}</h1>\n<main>\n${sub.paragraphs
        .map((p, i) => `<p id="p${i}">${p.text.split('\n').map(escape).join('<br>')}</p>`)
        .join('\n')}\n</main>`
    : '<h1>Subtitle not found</h1><p>Temporary subtitles are kept for 24 hours.</p>';
  return (
    `<!doctype html>\n<html>\n<head>\n<meta charset="utf-8">\n<meta name="robots" content="noindex">\n` +
    `<title>Subtitle</title>\n</head>\n<body>\n${body}\n</body>\n</html>\n`
  );
}

describe('/tempsub through the worker pool', () => {
  it('renders the page as before, for long, empty and unknown subtitles', async () => {
    for (const sub of [subtitle, { fileName: '', paragraphs: [] }]) {
      const { id } = await batched.seApi.temp.create.mutate(sub);
      const page = await fetch(`${server.baseUrl}/tempsub?id=${id}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(page.headers.get('x-robots-tag')).toBe('noindex');
      const html = await page.text();
      expect(html.length).toBe(pageAsBefore(sub).length);
      expect(html).toBe(pageAsBefore(sub));
    }
    for (const query of ['?id=missing', '', '?id=a&id=b']) {
      const missing = await fetch(`${server.baseUrl}/tempsub${query}`);
      expect(missing.status).toBe(404);
      expect(missing.headers.get('x-robots-tag')).toBe('noindex');
      expect(await missing.text()).toBe(pageAsBefore(undefined));
    }
  });
});

describe('temporary subtitles share the queue', () => {
  it('answers 503 with Retry-After from the page and the tRPC twins while every place is taken', async () => {
    const full = await startWorkServer({ SE_WORKERS: '1', SE_QUEUE: '0' });
    try {
      const created = await fetch(`${full.baseUrl}/se-api/subtitles/temp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(subtitle),
      });
      const { id } = (await created.json()) as { id: string };
      const held = stalledUpload(
        `${full.baseUrl}/se-api/subtitles/`,
        multipart(srt(1000), 'a.srt'),
        10,
      );
      await until(() => full.work.queue.state.queued === 1);
      const page = await fetch(`${full.baseUrl}/tempsub?id=${id}`);
      expect(page.status).toBe(503);
      expect(Number(page.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      const input = encodeURIComponent(JSON.stringify({ id }));
      const get = await fetch(`${full.baseUrl}/trpc/seApi.temp.get?input=${input}`);
      expect(get.status).toBe(503);
      expect(get.headers.get('retry-after')).not.toBeNull();
      expect(((await get.json()) as Item).error?.data.code).toBe('SERVICE_UNAVAILABLE');
      held.destroy();
      await until(() => full.work.queue.state.queued === 0);
      expect((await fetch(`${full.baseUrl}/tempsub?id=${id}`)).status).toBe(200);
    } finally {
      await full.close();
    }
  });
});
