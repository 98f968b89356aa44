import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readPeakFile, WaveformFileError } from '../../../shared/waveform/peakFile';

interface WavSpec {
  channels: number;
  rate: number;
  values: number[];
  bits?: number;
  extraChunk?: { id: string; body: Uint8Array };
  dataSize?: number;
}

/** Builds a WAV field by field, independently of any writer in the product. */
function wav({ channels, rate, values, bits = 16, extraChunk, dataSize }: WavSpec): Uint8Array {
  const data = new Uint8Array(values.length * 2);
  const dataView = new DataView(data.buffer);
  values.forEach((value, i) => dataView.setInt16(i * 2, value, true));
  const chunks: Uint8Array[] = [];
  const chunk = (id: string, body: Uint8Array, size = body.length) => {
    const head = new Uint8Array(8);
    head.set(new TextEncoder().encode(id), 0);
    new DataView(head.buffer).setUint32(4, size, true);
    chunks.push(head, body, new Uint8Array(body.length & 1));
  };
  const fmt = new Uint8Array(16);
  const fmtView = new DataView(fmt.buffer);
  fmtView.setUint16(0, 1, true);
  fmtView.setUint16(2, channels, true);
  fmtView.setUint32(4, rate, true);
  fmtView.setUint32(8, rate * channels * 2, true);
  fmtView.setUint16(12, channels * 2, true);
  fmtView.setUint16(14, bits, true);
  chunk('fmt ', fmt);
  if (extraChunk) chunk(extraChunk.id, extraChunk.body);
  chunk('data', data, dataSize);
  const body = chunks.reduce((sum, c) => sum + c.length, 0);
  const out = new Uint8Array(12 + body);
  out.set(new TextEncoder().encode('RIFF'), 0);
  new DataView(out.buffer).setUint32(4, 4 + body, true);
  out.set(new TextEncoder().encode('WAVE'), 8);
  let at = 12;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

describe('readPeakFile', () => {
  it('reads max/min pairs and the peak rate', () => {
    const waveform = readPeakFile(
      wav({ channels: 2, rate: 150, values: [100, -90, 3000, -32768, 0, 0] }),
    );
    expect(waveform).toEqual({
      peakMaxs: [100, 3000, 0],
      peakMins: [-90, -32768, 0],
      highestPeak: 32768,
      sampleRate: 150,
    });
  });

  it('skips LIST and other chunks, odd sizes padded', () => {
    const extraChunk = { id: 'LIST', body: new TextEncoder().encode('INFOISFT\u0005\0\0\0abcde') };
    const waveform = readPeakFile(wav({ channels: 2, rate: 100, values: [5, -5], extraChunk }));
    expect(waveform.peakMaxs).toEqual([5]);
    expect(waveform.sampleRate).toBe(100);
  });

  it('reads the older mono form as symmetric peaks', () => {
    const waveform = readPeakFile(wav({ channels: 1, rate: 150, values: [10, -20, 30] }));
    expect(waveform.peakMaxs).toEqual([10, 20, 30]);
    expect(waveform.peakMins).toEqual([-10, -20, -30]);
    expect(waveform.highestPeak).toBe(30);
  });

  it('reads to the end when the writer never patched the data size', () => {
    expect(
      readPeakFile(wav({ channels: 2, rate: 150, values: [1, -1, 2, -2], dataSize: 0 })).peakMaxs,
    ).toEqual([1, 2]);
  });

  it('reads the sample clip peak file', () => {
    const waveform = readPeakFile(
      new Uint8Array(readFileSync('server/assets/sample-waveform.wav')),
    );
    expect(waveform.sampleRate).toBe(150);
    expect(waveform.peakMaxs.length).toBe(8694);
    expect(waveform.highestPeak).toBeGreaterThan(1000);
  });

  it.each([
    ['empty', new Uint8Array(0), /too short/],
    ['garbage', new TextEncoder().encode('this is not a wave file at all'), /RIFF\/WAVE/],
    ['8-bit', wav({ channels: 2, rate: 150, values: [1, 2], bits: 8 }), /16-bit/],
    ['six channels', wav({ channels: 6, rate: 150, values: [1, 2, 3, 4, 5, 6] }), /channels/],
    ['zero rate', wav({ channels: 2, rate: 0, values: [1, 2] }), /peak rate/],
    [
      'truncated before data',
      wav({ channels: 2, rate: 150, values: [1, 2] }).subarray(0, 30),
      /format chunk|no data/,
    ],
  ])('refuses %s with a clear message', (_name, bytes, message) => {
    expect(() => readPeakFile(bytes)).toThrow(WaveformFileError);
    expect(() => readPeakFile(bytes)).toThrow(message);
  });
});
