import { seededRandom } from '../lib/datasets';

// Seeded subtitle files of any size in SubRip, WebVTT and ASS, with the shapes real files have:
// one or two lines a cue, italics now and then, ASCII and accented text.

const WORDS = (
  'the a subtitle line video time sync frame waveform edit text is on of and to in for with you we they ' +
  'café naïve über señor déjà vu what where when why how yes no maybe now later here there'
).split(' ');

export interface Cue {
  start: number;
  end: number;
  text: string;
}

/** The last time a two-digit hour field can hold: 99:59:59,999. SubRip and WebVTT files write
 *  hours as two digits, and the npm peers read no more; a file past it is out of the format. */
const LAST_CLOCK_MS = 100 * 3_600_000 - 1;

/**
 * `count` cues in order: 0.1–1 s gaps, 0.8–4 s durations. 100k cues fill about 82 hours; a
 * bigger file would run past 99:59:59,999, so its gaps and durations are scaled down to end
 * before it (the 1M-cue file: cues of about 0.1–0.5 s). The shapes of the text stay the same.
 */
export function makeCues(count: number, seed = 7): Cue[] {
  const random = seededRandom(seed);
  const word = () => WORDS[Math.floor(random() * WORDS.length)] ?? 'x';
  const line = () => Array.from({ length: 3 + Math.floor(random() * 5) }, word).join(' ');
  const gaps = new Uint16Array(count);
  const durations = new Uint16Array(count);
  const texts: string[] = new Array<string>(count);
  const firstStart = 1000;
  let natural = firstStart;
  for (let i = 0; i < count; i++) {
    gaps[i] = 100 + Math.floor(random() * 900);
    durations[i] = 800 + Math.floor(random() * 3200);
    natural += (gaps[i] ?? 0) + (durations[i] ?? 0);
    let text = random() < 0.4 ? `${line()}\n${line()}` : line();
    if (random() < 0.1) text = `<i>${text}</i>`;
    texts[i] = text;
  }
  const scale = Math.min(1, (LAST_CLOCK_MS - firstStart) / (natural - firstStart));
  const cues: Cue[] = new Array<Cue>(count);
  let time = firstStart;
  for (let i = 0; i < count; i++) {
    const start = Math.floor(time + (gaps[i] ?? 0) * scale);
    time = start + Math.max(1, Math.floor((durations[i] ?? 0) * scale));
    cues[i] = { start, end: time, text: texts[i] ?? '' };
  }
  return cues;
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

function clock(ms: number, separator: string): string {
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  return `${pad(h, 2)}:${pad(m, 2)}:${pad(s, 2)}${separator}${pad(ms % 1000, 3)}`;
}

/** Damaged files for the damaged-path rows: every `every`-th cue (1 % at 100) gets a letter
 *  for the first digit of its start time's seconds, the usual hand-editing typo. */
export interface Damage {
  readonly every: number;
}

function isDamaged(index: number, damage: Damage | undefined): boolean {
  return damage !== undefined && index % damage.every === damage.every >> 1;
}

/** `time` with the character at `at` replaced by the letter x. */
function withLetter(time: string, at: number): string {
  return `${time.slice(0, at)}x${time.slice(at + 1)}`;
}

export function toSrt(cues: readonly Cue[], damage?: Damage): string {
  const parts: string[] = [];
  cues.forEach((cue, i) => {
    const start = clock(cue.start, ',');
    const shown = isDamaged(i, damage) ? withLetter(start, 6) : start;
    parts.push(`${i + 1}\n${shown} --> ${clock(cue.end, ',')}\n${cue.text}\n\n`);
  });
  return parts.join('');
}

export function toVtt(cues: readonly Cue[], damage?: Damage): string {
  const parts: string[] = ['WEBVTT\n\n'];
  cues.forEach((cue, i) => {
    const start = clock(cue.start, '.');
    const shown = isDamaged(i, damage) ? withLetter(start, 6) : start;
    parts.push(`${shown} --> ${clock(cue.end, '.')}\n${cue.text}\n\n`);
  });
  return parts.join('');
}

function assClock(ms: number): string {
  const cs = Math.floor(ms / 10);
  const h = Math.floor(cs / 360_000);
  return `${h}:${pad(Math.floor(cs / 6000) % 60, 2)}:${pad(Math.floor(cs / 100) % 60, 2)}.${pad(cs % 100, 2)}`;
}

export function toAss(cues: readonly Cue[], damage?: Damage): string {
  const parts: string[] = [
    '[Script Info]\nScriptType: v4.00+\nPlayResX: 1920\nPlayResY: 1080\n\n',
    '[V4+ Styles]\nFormat: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, ' +
      'Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, ' +
      'Alignment, MarginL, MarginR, MarginV, Encoding\n' +
      'Style: Default,Arial,60,&H00FFFFFF,&H0000FFFF,&H00000000,&H80000000,0,0,0,0,100,100,0,0,1,2,1,2,20,20,40,1\n\n',
    '[Events]\nFormat: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\n',
  ];
  cues.forEach((cue, i) => {
    const text = cue.text
      .replace(/<i>/g, '{\\i1}')
      .replace(/<\/i>/g, '{\\i0}')
      .replace(/\n/g, '\\N');
    const start = assClock(cue.start);
    const shown = isDamaged(i, damage) ? withLetter(start, start.length - 5) : start;
    parts.push(`Dialogue: 0,${shown},${assClock(cue.end)},Default,,0,0,0,,${text}\n`);
  });
  return parts.join('');
}
