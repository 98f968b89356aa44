import { createTRPCClient, httpLink, TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSubtitle, SubtitleFormatError } from '../../../shared/subtitle/index';
import type { AppRouter } from '../../../server/trpc/router';
import { unreadableMessage } from '../../../server/work/tasks';
import { srt, startWorkServer, type WorkServer } from './workServer';

// The editor's upload through tRPC (httpLink, multipart) is answered from the worker pool in
// tRPC's own wire format: the client reads the same subtitle, and the same errors, as from
// tRPC's handler.

let server: WorkServer;
let api: ReturnType<typeof createTRPCClient<AppRouter>>;

beforeAll(async () => {
  server = await startWorkServer({ UPLOAD_LIMIT_MB: '1' });
  // The app's CSRF rule: /trpc posts carry the XSRF-TOKEN cookie's value in a header.
  const page = await fetch(`${server.baseUrl}/`);
  const cookie = page.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='));
  const token = decodeURIComponent(cookie?.split(';')[0]?.split('=')[1] ?? '');
  api = createTRPCClient<AppRouter>({
    links: [
      httpLink({
        url: `${server.baseUrl}/trpc`,
        headers: { cookie: `XSRF-TOKEN=${encodeURIComponent(token)}`, 'x-xsrf-token': token },
      }),
    ],
  });
});
afterAll(() => server.close());

function form(bytes: Uint8Array, fileName: string): FormData {
  const body = new FormData();
  body.set('file', new File([bytes as Uint8Array<ArrayBuffer>], fileName));
  return body;
}

async function failure(call: Promise<unknown>): Promise<TRPCClientError<AppRouter>> {
  try {
    await call;
  } catch (error) {
    if (error instanceof TRPCClientError) return error as TRPCClientError<AppRouter>;
    throw error;
  }
  throw new Error('the call did not fail');
}

describe('seApi.subtitles.read through tRPC', () => {
  it('answers a file read by a worker with the subtitle the library reads', async () => {
    const bytes = srt(5000); // past the inline threshold and past one 4096-line piece
    const read = await api.seApi.subtitles.read.mutate(form(bytes, 'Long "one".srt'));
    expect(read).toEqual(JSON.parse(JSON.stringify(readSubtitle(bytes, 'Long "one".srt'))));
    expect(read.paragraphs).toHaveLength(5000);
  });

  it('answers small files (inline) the same way', async () => {
    const read = await api.seApi.subtitles.read.mutate(form(srt(3), 'small.srt'));
    expect(read.fileName).toBe('small.srt');
    expect(read.paragraphs.map((p) => p.number)).toEqual([1, 2, 3]);
  });

  it('answers content no format reads with a 415 tRPC error and the same message', async () => {
    const prose = new TextEncoder().encode('Nothing to see here, only prose.\n'.repeat(2000));
    let expected = '';
    try {
      readSubtitle(prose, 'prose.srt');
    } catch (error) {
      if (error instanceof SubtitleFormatError) expected = unreadableMessage(error);
    }
    const error = await failure(api.seApi.subtitles.read.mutate(form(prose, 'prose.srt')));
    expect(error.message).toBe(expected);
    expect(error.data?.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(error.data?.httpStatus).toBe(415);
    expect(error.data?.path).toBe('seApi.subtitles.read');
  });

  it('answers an empty file, a missing field and a file past the limit as tRPC errors', async () => {
    const empty = await failure(api.seApi.subtitles.read.mutate(form(new Uint8Array(0), 'e.srt')));
    expect(empty.data?.httpStatus).toBe(400);
    const noFile = new FormData();
    noFile.set('upload', new File(['x'], 'x.srt'));
    const missing = await failure(api.seApi.subtitles.read.mutate(noFile));
    expect(missing.data?.code).toBe('BAD_REQUEST');
    const tooBig = await failure(api.seApi.subtitles.read.mutate(form(srt(30_000), 'big.srt')));
    expect(tooBig.data?.httpStatus).toBe(413);
    expect(tooBig.message).toBe('The file is larger than 1 MB.');
  });
});
