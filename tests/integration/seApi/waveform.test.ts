import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/testServer';

let server: TestServer;
const samplePeaks = readFileSync('server/assets/sample-waveform.wav');

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface WaveformAnswer {
  peakMaxs: number[];
  peakMins: number[];
  highestPeak: number;
  sampleRate: number;
}

function upload(bytes: Uint8Array, field = 'file', name = 'clip.wav'): Promise<Response> {
  const form = new FormData();
  form.set(field, new File([bytes as Uint8Array<ArrayBuffer>], name));
  return fetch(`${server.baseUrl}/se-api/waveform/`, { method: 'POST', body: form });
}

describe('/se-api/waveform/ and /se-api/demowaveform/', () => {
  it('reads an uploaded waveform file (no XSRF header needed)', async () => {
    const response = await upload(new Uint8Array(samplePeaks));
    expect(response.status).toBe(200);
    const waveform = (await response.json()) as WaveformAnswer;
    expect(Object.keys(waveform).sort()).toEqual([
      'highestPeak',
      'peakMaxs',
      'peakMins',
      'sampleRate',
    ]);
    expect(waveform.sampleRate).toBe(150);
    expect(waveform.peakMaxs).toHaveLength(8694);
    expect(waveform.peakMins).toHaveLength(8694);
    expect(Math.max(...waveform.peakMaxs, ...waveform.peakMins.map(Math.abs))).toBe(
      waveform.highestPeak,
    );
  });

  it('serves the demo waveform of the sample clip, with and without the trailing slash', async () => {
    for (const path of ['/se-api/demowaveform/', '/se-api/demowaveform']) {
      const waveform = (await (await fetch(`${server.baseUrl}${path}`)).json()) as WaveformAnswer;
      expect(waveform.sampleRate).toBe(150);
      expect(waveform.peakMaxs).toHaveLength(8694);
    }
  });

  it.each([
    ['garbage', new TextEncoder().encode('definitely not a wav'), /RIFF\/WAVE/],
    [
      'a truncated file',
      new Uint8Array(samplePeaks.subarray(0, 20)),
      /format chunk|no data|truncated/,
    ],
    ['an empty file', new Uint8Array(0), /empty/],
  ])('answers 400 with a clear message for %s', async (_name, bytes, message) => {
    const response = await upload(bytes);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('BAD_REQUEST');
    expect(body.error.message).toMatch(message);
  });

  it('answers 400 when the file field is missing or the body is not multipart', async () => {
    const wrongField = await upload(new Uint8Array(samplePeaks), 'other');
    expect(wrongField.status).toBe(400);
    expect(((await wrongField.json()) as { error: { message: string } }).error.message).toMatch(
      /'file'/,
    );
    const json = await fetch(`${server.baseUrl}/se-api/waveform/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(400);
  });

  it('answers 413 above 50 MB', async () => {
    const response = await upload(new Uint8Array(51 * 1024 * 1024));
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      'PAYLOAD_TOO_LARGE',
    );
  });

  it('takes the same upload as FormData on tRPC', async () => {
    const client = server.newClient();
    await client.primeXsrf();
    const form = new FormData();
    form.set('file', new File([new Uint8Array(samplePeaks)], 'clip.wav'));
    const response = await client.fetch('/trpc/seApi.waveform.upload', {
      method: 'POST',
      body: form,
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { result: { data: WaveformAnswer } };
    expect(body.result.data.peakMaxs).toHaveLength(8694);
  });
});
