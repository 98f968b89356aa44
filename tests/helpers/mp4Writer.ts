// A small ISO-BMFF writer for tests: an MP4 with one WebVTT ('wvtt') track, which Debian's
// ffmpeg cannot write. One chunk in 'mdat', timescale 1000 (ms).

const encoder = new TextEncoder();

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.length;
  }
  return whole;
}

export function u32(...values: readonly number[]): Uint8Array {
  const bytes = new Uint8Array(4 * values.length);
  const view = new DataView(bytes.buffer);
  values.forEach((value, index) => view.setUint32(4 * index, value));
  return bytes;
}

function u16(value: number): Uint8Array {
  return Uint8Array.from([value >> 8, value & 0xff]);
}

export function box(type: string, ...children: readonly Uint8Array[]): Uint8Array {
  const data = concat(children);
  return concat([u32(8 + data.length), encoder.encode(type), data]);
}

function zeros(count: number): Uint8Array {
  return new Uint8Array(count);
}

/** ISO 639-2/T packed as mdhd holds it. */
function packedLanguage(code: string): number {
  return [...code].reduce((packed, letter) => packed * 32 + (letter.charCodeAt(0) - 0x60), 0);
}

export interface WvttCue {
  id?: string;
  settings?: string;
  payload: string;
}

/** One sample: its time span and the cues shown in it (none: a gap, written as 'vtte'). */
export interface WvttSample {
  start: number;
  end: number;
  cues: readonly WvttCue[];
}

function sampleBytes(sample: WvttSample): Uint8Array {
  if (sample.cues.length === 0) return box('vtte');
  return concat(
    sample.cues.map((cue) =>
      box(
        'vttc',
        ...(cue.id ? [box('iden', encoder.encode(cue.id))] : []),
        ...(cue.settings ? [box('sttg', encoder.encode(cue.settings))] : []),
        box('payl', encoder.encode(cue.payload)),
      ),
    ),
  );
}

function moov(
  samples: readonly WvttSample[],
  sizes: readonly number[],
  chunkOffset: number,
  language: string,
  name: string,
): Uint8Array {
  const duration = samples.at(-1)?.end ?? 0;
  const stbl = box(
    'stbl',
    box('stsd', u32(0, 1), box('wvtt', zeros(6), u16(1), box('vttC', encoder.encode('WEBVTT')))),
    box('stts', u32(0, samples.length), ...samples.map((s) => u32(1, s.end - s.start))),
    box('stsc', u32(0, 1, 1, samples.length, 1)),
    box('stsz', u32(0, 0, sizes.length, ...sizes)),
    box('stco', u32(0, 1, chunkOffset)),
  );
  const mdia = box(
    'mdia',
    box('mdhd', u32(0, 0, 0, 1000, duration), u16(packedLanguage(language)), u16(0)),
    box('hdlr', u32(0, 0), encoder.encode('text'), zeros(12), encoder.encode(`${name}\0`)),
    box('minf', box('sthd', u32(0)), stbl),
  );
  const tkhd = box('tkhd', u32(3, 0, 0, 1, 0, duration), zeros(60));
  return box('moov', box('mvhd', u32(0, 0, 0, 1000, duration), zeros(80)), box('trak', tkhd, mdia));
}

/** An MP4 holding one wvtt track of `samples` (times in ms, back to back from the first). */
export function wvttMp4(
  samples: readonly WvttSample[],
  language = 'eng',
  name = 'English WebVTT',
): Uint8Array {
  const ftyp = box('ftyp', encoder.encode('isom'), u32(0x200), encoder.encode('isomiso6'));
  const payloads = samples.map(sampleBytes);
  const sizes = payloads.map((payload) => payload.length);
  const length = moov(samples, sizes, 0, language, name).length;
  const offset = ftyp.length + length + 8;
  return concat([ftyp, moov(samples, sizes, offset, language, name), box('mdat', ...payloads)]);
}
