// EBU STL (EBU Tech 3264, binary .stl): a 1024-byte GSI block, then 128-byte TTI blocks, one or
// more per subtitle (extension blocks EBN 0x00–0xEF continue the text, 0xFF is the last).
// Times are HH MM SS FF bytes at the disk format code's frame rate. The GSI fields travel in
// `header` as JSON, with whether the start-of-programme timecode (TCP) was taken off the times.
import { SubtitleFormatError } from '../errors';
import type { Paragraph, Subtitle } from '../model';
import { msToTimecode, timecodeToMs } from './frameTimecode';
import { defaultGsi, frameRateOf, type Gsi, GSI_BYTES, readGsi, writeGsi } from './ebuStl/gsi';
import { isKnownCodeTable } from './ebuStl/iso6937';
import { decodeTextField, encodeText, splitTextFields } from './ebuStl/ttiText';
import type { FormatInput, SubtitleFormat, WriteOptions } from './types';

const NAME = 'EBU STL';
const TTI_BYTES = 128;
const LAST_BLOCK = 0xff;
const USER_DATA_BLOCK = 0xfe;
const MAX_EXTENSION = 0xef;
/** Teletext row 22 with justification 2 (centred): where most files put a bottom subtitle. */
const DEFAULT_VERTICAL_POSITION = 22;
const DEFAULT_JUSTIFICATION = 2;

interface StlHeader {
  gsi: Gsi;
  /** True when the start-of-programme timecode was subtracted from every time on reading. */
  programmeOffsetRemoved: boolean;
}

function ascii(bytes: Uint8Array, from: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(from, from + length));
}

export function detectEbuStl(input: FormatInput): number {
  const { bytes } = input;
  if (bytes.length < GSI_BYTES) return 0;
  const code = ascii(bytes, 3, 8);
  if (code === 'STL25.01' || code === 'STL30.01') return 1;
  return frameRateOf(code) !== undefined ? 0.9 : 0;
}

/** HHMMSSFF text (GSI TCP/TCF) → frames at the nominal rate; undefined if not 8 digits. */
function gsiTimecodeFrames(value: string, nominal: number): number | undefined {
  const match = /^(\d\d)(\d\d)(\d\d)(\d\d)$/.exec(value);
  if (!match) return undefined;
  return (
    ((Number(match[1]) * 60 + Number(match[2])) * 60 + Number(match[3])) * nominal +
    Number(match[4])
  );
}

interface RawSubtitle {
  tciFrames: number;
  tcoFrames: number;
  field: number[];
  extra: Paragraph['extra'];
}

export function parseEbuStl(input: FormatInput): Subtitle {
  const { bytes } = input;
  if (bytes.length < GSI_BYTES)
    throw new SubtitleFormatError('Shorter than the 1024-byte GSI block');
  const gsi = readGsi(bytes);
  const fps = frameRateOf(gsi.DFC);
  if (fps === undefined) throw new SubtitleFormatError(`Unknown disk format code '${gsi.DFC}'`);
  if ((bytes.length - GSI_BYTES) % TTI_BYTES !== 0) {
    throw new SubtitleFormatError('TTI blocks are not a whole number of 128-byte blocks');
  }
  const table = isKnownCodeTable(gsi.CCT) ? gsi.CCT : '00';
  const nominal = Math.round(fps);
  const raws: RawSubtitle[] = [];
  let current: RawSubtitle | undefined;
  const blockCount = (bytes.length - GSI_BYTES) / TTI_BYTES;
  for (let block = 0; block < blockCount; block++) {
    const at = GSI_BYTES + block * TTI_BYTES;
    const tti = bytes.subarray(at, at + TTI_BYTES);
    const ebn = tti[3] ?? 0;
    const frames = (offset: number): number => {
      const [h = 0, m = 0, s = 0, f = 0] = tti.subarray(offset, offset + 4);
      if (h > 23 || m > 59 || s > 59 || f >= nominal) {
        throw new SubtitleFormatError('Time code out of range', block + 1);
      }
      return ((h * 60 + m) * 60 + s) * nominal + f;
    };
    if (ebn === USER_DATA_BLOCK) continue;
    if (ebn > MAX_EXTENSION && ebn !== LAST_BLOCK)
      throw new SubtitleFormatError('Bad extension block number', block + 1);
    if (tti[15] === 1) {
      // Comment blocks (CF = 1) are notes for the subtitler, not shown on screen.
      if (ebn === LAST_BLOCK) current = undefined;
      continue;
    }
    current ??= {
      tciFrames: frames(5),
      tcoFrames: frames(9),
      field: [],
      extra: {
        stlVerticalPosition: tti[13] ?? 0,
        stlJustification: tti[14] ?? 0,
        stlGroup: tti[0] ?? 0,
      },
    };
    current.field.push(...tti.subarray(16, TTI_BYTES));
    if (ebn === LAST_BLOCK) {
      raws.push(current);
      current = undefined;
    }
  }
  if (current) raws.push(current);
  const programme = gsiTimecodeFrames(gsi.TCP, nominal) ?? 0;
  // A programme starting at, say, 10:00:00:00 maps to 0 in the video, if every cue is after it.
  const removeOffset = programme > 0 && raws.every((raw) => raw.tciFrames >= programme);
  const offset = removeOffset ? programme : 0;
  const toMs = (frameCount: number): number => timecodeToMs(0, 0, 0, frameCount - offset, fps);
  const paragraphs = raws.map((raw, index): Paragraph => {
    const decoded = decodeTextField(Uint8Array.from(raw.field), table);
    const extra = { ...raw.extra, ...(decoded.doubleHeight ? { stlDoubleHeight: true } : {}) };
    return {
      number: index + 1,
      start: toMs(raw.tciFrames),
      end: toMs(raw.tcoFrames),
      text: decoded.text,
      extra,
    };
  });
  const header: StlHeader = { gsi, programmeOffsetRemoved: removeOffset };
  return { fileName: input.fileName, format: NAME, header: JSON.stringify(header), paragraphs };
}

function headerOf(subtitle: Subtitle): StlHeader {
  if (subtitle.format === NAME && subtitle.header) {
    try {
      const parsed = JSON.parse(subtitle.header) as Partial<StlHeader>;
      const fallback = defaultGsi(new Date());
      if (parsed.gsi && typeof parsed.gsi === 'object') {
        const gsi = { ...fallback };
        for (const key of Object.keys(fallback) as (keyof Gsi)[]) {
          const value: unknown = parsed.gsi[key];
          if (typeof value === 'string') gsi[key] = value;
        }
        return { gsi, programmeOffsetRemoved: parsed.programmeOffsetRemoved === true };
      }
    } catch {
      // Not a header we wrote: the defaults below apply.
    }
  }
  return { gsi: defaultGsi(new Date()), programmeOffsetRemoved: false };
}

function numberExtra(paragraph: Paragraph, key: string, fallback: number): number {
  const value = paragraph.extra?.[key];
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 255
    ? value
    : fallback;
}

function writeTime(
  target: Uint8Array,
  offset: number,
  ms: number,
  fps: number,
  programmeFrames: number,
): void {
  const nominal = Math.round(fps);
  const parts = msToTimecode(Math.max(0, ms), fps);
  let total =
    ((parts.hours * 60 + parts.minutes) * 60 + parts.seconds) * nominal +
    parts.frames +
    programmeFrames;
  total %= 24 * 3600 * nominal;
  target[offset] = Math.floor(total / (3600 * nominal));
  target[offset + 1] = Math.floor(total / (60 * nominal)) % 60;
  target[offset + 2] = Math.floor(total / nominal) % 60;
  target[offset + 3] = total % nominal;
}

export function writeEbuStl(subtitle: Subtitle, _options: WriteOptions): Uint8Array {
  const { gsi, programmeOffsetRemoved } = headerOf(subtitle);
  const fps = frameRateOf(gsi.DFC) ?? 25;
  const table = isKnownCodeTable(gsi.CCT) ? gsi.CCT : '00';
  const nominal = Math.round(fps);
  const programme = programmeOffsetRemoved ? (gsiTimecodeFrames(gsi.TCP, nominal) ?? 0) : 0;
  const blocks: Uint8Array[] = [];
  subtitle.paragraphs.forEach((paragraph, index) => {
    const doubleHeight = paragraph.extra?.stlDoubleHeight === true;
    const fields = splitTextFields(encodeText(paragraph.text, table, doubleHeight));
    fields.forEach((field, fieldIndex) => {
      const tti = new Uint8Array(TTI_BYTES);
      tti[0] = numberExtra(paragraph, 'stlGroup', 0);
      tti[1] = (index + 1) & 0xff;
      tti[2] = ((index + 1) >> 8) & 0xff;
      tti[3] = fieldIndex === fields.length - 1 ? LAST_BLOCK : fieldIndex;
      writeTime(tti, 5, paragraph.start, fps, programme);
      writeTime(tti, 9, paragraph.end, fps, programme);
      const lines = paragraph.text.split('\n').length;
      tti[13] = numberExtra(
        paragraph,
        'stlVerticalPosition',
        DEFAULT_VERTICAL_POSITION + 1 - lines * (doubleHeight ? 2 : 1),
      );
      tti[14] = numberExtra(paragraph, 'stlJustification', DEFAULT_JUSTIFICATION);
      tti.set(field, 16);
      blocks.push(tti);
    });
  });
  const out = new Uint8Array(GSI_BYTES + blocks.length * TTI_BYTES);
  const first = subtitle.paragraphs[0];
  const written: Gsi = {
    ...gsi,
    TNB: String(blocks.length).padStart(5, '0'),
    TNS: String(subtitle.paragraphs.length).padStart(5, '0'),
  };
  if (first && !/^\d{8}$/.test(gsi.TCF.trim())) {
    const tcf = new Uint8Array(4);
    writeTime(tcf, 0, first.start, fps, programme);
    written.TCF = [...tcf].map((value) => String(value).padStart(2, '0')).join('');
  }
  writeGsi(written, out);
  blocks.forEach((block, index) => out.set(block, GSI_BYTES + index * TTI_BYTES));
  return out;
}

export const ebuStl: SubtitleFormat = {
  name: NAME,
  extensions: ['.stl'],
  binary: true,
  canRead: true,
  canWrite: true,
  detect: detectEbuStl,
  parse: parseEbuStl,
  write: writeEbuStl,
};
