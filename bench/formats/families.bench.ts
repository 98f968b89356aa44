import { AUTHORING_FORMATS } from '../../shared/subtitle/formats/authoring/index';
import { BROADCAST_FORMATS } from '../../shared/subtitle/formats/broadcast/index';
import { FORMATS, rankFormats } from '../../shared/subtitle/formats/registry';
import { TIME_CODE_FORMATS } from '../../shared/subtitle/formats/timeCode/index';
import { TOOL_EXPORT_FORMATS } from '../../shared/subtitle/formats/toolExports/index';
import type { FormatInput, SubtitleFormat } from '../../shared/subtitle/formats/types';
import { XML_FORMATS } from '../../shared/subtitle/formats/xmlFormats/index';
import { writeSubtitle, type Subtitle } from '../../shared/subtitle/index';
import { measure } from '../lib/harness';
import { fixed } from '../lib/table';
import type { Bench, BenchResult } from '../lib/types';
import { makeCues, toAss, toSrt, toVtt } from './datasets';

// The format library at its breadth, run from the library's source (tsx), not the server bundle:
// 1. detection of a big file among every registered format (each detect() reads a bounded
//    prefix, so the cost must not grow with the file: goal under 20 ms for 25 MB);
// 2. parsing 1M cues in one format of each family beside SubRip in the same run (goal: within
//    2x SubRip's time). Tool exports get two rows, a delimited and a JSON layout, and the JSON
//    row is followed by JSON.parse of the same text alone, the floor of every JSON reader.

const DETECT_GOAL_MS = 20;
const PARSE_GOAL_RATIO = 2;
const BIG_CUES = 1_000_000;
/** Formats with SMPTE time codes stop at 23:59:59:xx, so the parse rows' cues fit in 23 hours:
 *  1M cues of about 80 ms each. */
const TIMECODE_SPAN_MS = 23 * 3_600_000;

const encoder = new TextEncoder();

function inputOf(text: string, fileName: string): FormatInput {
  return { text, bytes: encoder.encode(text.slice(0, 65_536)), fileName };
}

/** `text` repeated up to at least `bytes` UTF-8 bytes (the repeat is a valid file of its kind
 *  for every line-based format; detection reads only its beginning anyway), decoded from bytes as
 *  an upload is: a flat string, not the rope `repeat` makes, whose first slice would flatten it. */
function grow(text: string, bytes: number): string {
  const size = encoder.encode(text).length;
  const grown = text.repeat(Math.max(1, Math.ceil(bytes / size)));
  return new TextDecoder().decode(encoder.encode(grown));
}

function detectionTable(): BenchResult {
  const big = 25 * 1024 * 1024;
  const cues = makeCues(400_000);
  const files: { name: string; text: string; fileName: string }[] = [
    { name: 'SubRip 25 MB', text: grow(toSrt(cues), big), fileName: 'big.srt' },
    { name: 'WebVTT 25 MB', text: grow(toVtt(cues), big), fileName: 'big.vtt' },
    { name: 'ASS 25 MB', text: grow(toAss(cues), big), fileName: 'big.ass' },
    {
      name: 'prose 25 MB (no format)',
      text: grow('Just some words. '.repeat(64), big),
      fileName: 'a.txt',
    },
    { name: 'SubRip 2 KB', text: toSrt(cues.slice(0, 20)), fileName: 'small.srt' },
  ];
  const rows = files.map(({ name, text, fileName }) => {
    const input = inputOf(text, fileName);
    const winner = rankFormats(input)[0]?.name ?? 'none';
    const time = measure(() => void rankFormats(input), { warmup: 3, runs: 9 });
    return [
      name,
      fixed(text.length / 1e6, 1),
      winner,
      fixed(time.medianMs, 2),
      fixed(time.maxMs, 2),
      time.medianMs < DETECT_GOAL_MS ? 'yes' : 'NO',
    ];
  });
  return {
    title: `Detection among all ${FORMATS.filter((f) => f.canRead).length} readable formats (rankFormats; text already decoded)`,
    note: `goal: under ${DETECT_GOAL_MS} ms whatever the size; the 2 KB row shows the cost does not grow with the file`,
    headers: ['file', 'M chars', 'detected as', 'median ms', 'max ms', 'goal met'],
    rows,
  };
}

/** One readable and writable format of each family, by preference, else the family's first. */
function representative(
  family: readonly SubtitleFormat[],
  preferred: string[],
): SubtitleFormat | undefined {
  const usable = family.filter((f) => f.canRead && f.canWrite);
  return preferred.map((name) => usable.find((f) => f.name === name)).find(Boolean) ?? usable[0];
}

function bigSubtitle(): Subtitle {
  const step = TIMECODE_SPAN_MS / BIG_CUES;
  const texts = makeCues(1000).map((cue) => cue.text.replace(/<\/?i>/g, ''));
  return {
    fileName: 'bench',
    paragraphs: Array.from({ length: BIG_CUES }, (_, i) => ({
      number: i + 1,
      start: Math.round(i * step),
      end: Math.round(i * step + step * 0.8),
      text: texts[i % texts.length] ?? '',
    })),
  };
}

function parseTable(): BenchResult {
  const subtitle = bigSubtitle();
  const families: [string, SubtitleFormat | undefined][] = [
    ['core', FORMATS.find((f) => f.name === 'SubRip')],
    ['time-code text', representative(TIME_CODE_FORMATS, ['TMPlayer', 'JACOsub', 'MPSub'])],
    ['authoring', representative(AUTHORING_FORMATS, ['DVD Studio Pro', 'Avid Caption'])],
    ['XML', representative(XML_FORMATS, ['EBU-TT-D', 'iTunes Timed Text'])],
    // Two rows for tool exports: its delimited layout (the family's representative) and its
    // JSON one, whose readers start with JSON.parse; the row after it times JSON.parse alone.
    ['tool exports', representative(TOOL_EXPORT_FORMATS, ['Tsv1', 'Csv2'])],
    ['tool exports (JSON)', representative(TOOL_EXPORT_FORMATS, ['Whisper JSON'])],
    ['broadcast', representative(BROADCAST_FORMATS, ['Cavena 890', 'Cheetah CAP'])],
  ];
  let subripMs = Number.NaN;
  const rows = families.flatMap(([family, format]) => {
    if (!format) return [[family, '—', '—', '—', '—', '—', 'no format']];
    const written = writeSubtitle(subtitle, format.name, {
      encoding: 'utf-8',
      useWindowsNewLine: false,
    });
    const input: FormatInput = {
      text: format.binary ? '' : new TextDecoder().decode(written.bytes),
      bytes: written.bytes,
      fileName: written.fileName,
    };
    const cues = format.parse(input).paragraphs.length;
    const gc = (globalThis as { gc?: () => void }).gc;
    const time = measure(() => void format.parse(input), {
      warmup: 1,
      runs: 5,
      ...(gc ? { setup: gc } : {}),
    });
    if (format.name === 'SubRip') subripMs = time.medianMs;
    const ratio = time.medianMs / subripMs;
    const row = [
      family,
      format.name,
      fixed(written.bytes.length / 1e6, 1),
      cues,
      fixed(time.medianMs, 0),
      fixed(ratio, 2),
      ratio <= PARSE_GOAL_RATIO ? 'yes' : 'NO',
    ];
    if (!format.name.includes('JSON')) return [row];
    // The floor of every JSON reader: the engine's own parse of the same text.
    const json = measure(() => void JSON.parse(input.text), {
      warmup: 1,
      runs: 5,
      ...(gc ? { setup: gc } : {}),
    });
    const floor = json.medianMs / subripMs;
    return [
      row,
      ['', '  JSON.parse alone', '', '', fixed(json.medianMs, 0), fixed(floor, 2), '(floor)'],
    ];
  });
  return {
    title: `Parsing ${BIG_CUES.toLocaleString('en')} cues, one format of each family (format.parse on the decoded text)`,
    note: `x SubRip = median time / SubRip's median time in this run; goal: within ${PARSE_GOAL_RATIO}x for one format of each family. Tool exports are represented by a delimited layout (Tsv1): the JSON readers cannot come within 2x while JSON.parse of their text alone takes about that long, as its row shows`,
    headers: ['family', 'format', 'MB', 'cues read', 'median ms', 'x SubRip', 'goal met'],
    rows,
  };
}

export const formatFamiliesBench: Bench = {
  name: 'formats/families',
  run: () => [detectionTable(), parseTable()],
};
