import type { Subtitle } from '../../shared/subtitle/index';
import { measure, type Measurement, type MeasureOptions } from '../lib/harness';
import { fixed } from '../lib/table';
import type { Bench, BenchResult } from '../lib/types';
import { type Damage, makeCues, toAss, toSrt, toVtt, type Cue } from './datasets';
import { PEERS, type BenchFormat } from './peers';
import { loadShippedSubtitleLibrary } from './shippedLibrary';

// Parsing and writing SubRip, WebVTT and ASS: our parsers (as the server ships them, see
// shippedLibrary.ts) beside the npm peers and beside TextDecoder().decode of the same bytes, the
// floor every parser pays. A peer that returns the wrong number of cues is marked wrong and never
// counted as the fastest.

type Library = Awaited<ReturnType<typeof loadShippedSubtitleLibrary>>;

const SIZES = [1_000, 100_000, 1_000_000];

const FORMATS: {
  key: BenchFormat;
  name: string;
  render: (cues: readonly Cue[], damage?: Damage) => string;
  fileName: string;
}[] = [
  { key: 'srt', name: 'SubRip', render: toSrt, fileName: 'bench.srt' },
  { key: 'vtt', name: 'WebVTT', render: toVtt, fileName: 'bench.vtt' },
  { key: 'ass', name: 'Advanced Sub Station Alpha', render: toAss, fileName: 'bench.ass' },
];

const collectGarbage = (globalThis as { gc?: () => void }).gc;

/**
 * Fewer runs for the big files keep the whole bench within minutes; still a median of five.
 * Before each run of a big file, a full garbage collection (for every parser, writer and the
 * decode floor alike; `npm run bench` runs node with --expose-gc): otherwise a run pays for
 * collecting the previous run's result, a mark-compact of ~150 ms for 1M dead paragraphs that
 * landed in some runs and not in others.
 */
function runsFor(size: number): MeasureOptions {
  const runs = size >= 1_000_000 ? { warmup: 1, runs: 5 } : { warmup: 3, runs: 7 };
  return size >= 100_000 && collectGarbage ? { ...runs, setup: collectGarbage } : runs;
}

function mbPerSecond(bytes: number, time: Measurement): string {
  return fixed(bytes / 1e6 / (time.medianMs / 1000), 1);
}

interface Row {
  parser: string;
  time: Measurement | null;
  cues: number | string;
  correct: boolean;
}

function timeParser(
  parse: () => number,
  size: number,
): { time: Measurement | null; cues: number | string } {
  let cues: number;
  try {
    cues = parse();
  } catch (error) {
    return { time: null, cues: `error: ${(error as Error).message.slice(0, 40)}` };
  }
  return { time: measure(() => void parse(), runsFor(size)), cues };
}

/**
 * At 1M cues a slow peer takes half a minute a run. Peers more than this many times slower than
 * the fastest correct peer at 100k cues are listed but not timed at 1M: they cannot be the
 * fastest there, and timing them would make the bench take most of an hour.
 */
const BIG_FILE_PEER_SLACK = 2;

function parseTables({ findFormat }: Library): BenchResult[] {
  const tables: BenchResult[] = [];
  for (const format of FORMATS) {
    const ours = findFormat(format.name);
    if (!ours) throw new Error(`format ${format.name} is not registered`);
    const rows: (string | number)[][] = [];
    let timedAtBigSize = new Set<string>();
    for (const size of SIZES) {
      const text = format.render(makeCues(size));
      const bytes = new TextEncoder().encode(text);
      const input = { text, bytes, fileName: format.fileName };
      const floor = measure(() => void new TextDecoder().decode(bytes), runsFor(size));
      const results: Row[] = [
        {
          parser: 'ours',
          ...timeParser(() => ours.parse(input).paragraphs.length, size),
          correct: true,
        },
      ];
      // `ours` parses the decoded text it is handed, as the format interface does and as the
      // peers do; this row adds the decode, for the whole bytes-to-paragraphs cost. It is not a
      // peer, so it never counts as the fastest.
      const decodeAndParse = timeParser(
        () =>
          ours.parse({ text: new TextDecoder().decode(bytes), bytes, fileName: format.fileName })
            .paragraphs.length,
        size,
      );
      for (const peer of PEERS.filter((p) => p.formats.includes(format.key))) {
        if (size >= 1_000_000 && !timedAtBigSize.has(peer.name)) {
          rows.push([
            size,
            peer.name,
            'not timed',
            '',
            '',
            '',
            '',
            `> ${BIG_FILE_PEER_SLACK}× the fastest at 100k`,
          ]);
          continue;
        }
        const result = timeParser(() => peer.parse(text, format.key), size);
        results.push({ parser: peer.name, ...result, correct: result.cues === size });
      }
      const ourTime = results[0]?.time?.medianMs ?? Number.NaN;
      const fastestCorrectPeer = Math.min(
        ...results
          .slice(1)
          .filter((r) => r.correct && r.time)
          .map((r) => r.time?.medianMs ?? Infinity),
      );
      if (size === 100_000) {
        timedAtBigSize = new Set(
          results
            .slice(1)
            .filter(
              (r) =>
                r.correct &&
                r.time !== null &&
                r.time.medianMs <= fastestCorrectPeer * BIG_FILE_PEER_SLACK,
            )
            .map((r) => r.parser),
        );
      }
      for (const row of [
        ...results.slice(0, 1),
        { parser: 'decode + ours', ...decodeAndParse, correct: true },
        ...results.slice(1),
      ]) {
        rows.push([
          size,
          row.parser,
          row.time ? fixed(row.time.medianMs, 1) : '—',
          row.time ? mbPerSecond(bytes.length, row.time) : '—',
          String(row.cues),
          row.correct ? 'yes' : 'WRONG',
          row.time ? fixed(row.time.medianMs / floor.medianMs, 2) : '—',
          row.parser === 'ours' ? fixed(fastestCorrectPeer / ourTime, 2) : '',
        ]);
      }
      rows.push([
        size,
        'TextDecoder.decode (floor)',
        fixed(floor.medianMs, 1),
        mbPerSecond(bytes.length, floor),
        '',
        '',
        '1.00',
        '',
      ]);
    }
    tables.push({
      title: `Parse ${format.name}: ours vs npm peers vs decode-only (median)`,
      note: 'x decode = parser ms / TextDecoder ms; speed-up = fastest correct peer ms / our ms, same run; "ours" and the peers parse decoded text, "decode + ours" starts from the bytes',
      headers: ['cues', 'parser', 'ms', 'MB/s', 'cues found', 'correct', 'x decode', 'speed-up'],
      rows,
    });
  }
  return tables;
}

/** 1 % of the blocks damaged (a letter in a start time): the careful path's share of a parse. */
const DAMAGE: Damage = { every: 100 };
const DAMAGED_SIZES = [100_000, 1_000_000];

/**
 * The same files clean and with 1 % of their blocks damaged, parsed by ours in the same run: what
 * the damaged-file path costs beside the clean one. "skipped" must be one block in a hundred and
 * "read" the rest, else the row says WRONG.
 */
function damagedTable({ findFormat }: Library): BenchResult {
  const rows: (string | number)[][] = [];
  for (const format of FORMATS) {
    const ours = findFormat(format.name);
    if (!ours) throw new Error(`format ${format.name} is not registered`);
    for (const size of DAMAGED_SIZES) {
      const cues = makeCues(size);
      const parseOf = (text: string) => () =>
        ours.parse({ text, bytes: new Uint8Array(), fileName: format.fileName });
      const clean = parseOf(format.render(cues));
      const damaged = parseOf(format.render(cues, DAMAGE));
      const result = damaged();
      const skipped = result.warnings?.length ?? 0;
      const expected = Math.floor((size + DAMAGE.every / 2) / DAMAGE.every);
      const correct = skipped === expected && result.paragraphs.length === size - expected;
      const cleanTime = measure(() => void clean(), runsFor(size));
      const damagedTime = measure(() => void damaged(), runsFor(size));
      rows.push([
        format.name,
        size,
        fixed(cleanTime.medianMs, 1),
        fixed(damagedTime.medianMs, 1),
        fixed(damagedTime.medianMs / cleanTime.medianMs, 2),
        skipped,
        result.paragraphs.length,
        correct ? 'yes' : 'WRONG',
      ]);
    }
  }
  return {
    title: 'Parse damaged files: ours, clean vs 1 % of blocks damaged (median)',
    note: 'a letter for a digit in the start time of every 100th cue; each damaged block is skipped with a warning (CONTRACT §5); ratio = damaged ms / clean ms, same run',
    headers: ['format', 'cues', 'clean ms', 'damaged ms', 'ratio', 'skipped', 'read', 'correct'],
    rows,
  };
}

function writeTable({ writeSubtitle }: Library): BenchResult {
  const rows: (string | number)[][] = [];
  const encoder = new TextEncoder();
  for (const size of SIZES) {
    const cues = makeCues(size);
    const subtitle: Subtitle = {
      fileName: 'bench.srt',
      paragraphs: cues.map((cue, i) => ({
        number: i + 1,
        start: cue.start,
        end: cue.end,
        text: cue.text,
      })),
    };
    const ours = measure(
      () => void writeSubtitle(subtitle, 'SubRip', { encoding: 'utf-8' }),
      runsFor(size),
    );
    const peers: { name: string; time: Measurement }[] = [];
    for (const peer of PEERS) {
      const write = peer.writeSrt;
      if (!write) continue;
      try {
        peers.push({
          name: peer.name,
          time: measure(() => void encoder.encode(write(cues)), runsFor(size)),
        });
      } catch (error) {
        rows.push([size, peer.name, `error: ${(error as Error).message.slice(0, 30)}`, '']);
      }
    }
    const fastest = Math.min(...peers.map((p) => p.time.medianMs));
    rows.push([size, 'ours', fixed(ours.medianMs, 1), fixed(fastest / ours.medianMs, 2)]);
    for (const peer of peers) rows.push([size, peer.name, fixed(peer.time.medianMs, 1), '']);
  }
  return {
    title: 'Write SubRip bytes (UTF-8): ours vs npm peer writers + TextEncoder (median)',
    note: 'speed-up = fastest peer ms / our ms, same run',
    headers: ['cues', 'writer', 'ms', 'speed-up'],
    rows,
  };
}

export const formatsBench: Bench = {
  name: 'formats/parse-write',
  run: async () => {
    const library = await loadShippedSubtitleLibrary();
    return [...parseTables(library), damagedTable(library), writeTable(library)];
  },
};
