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

export function makeCues(count: number, seed = 7): Cue[] {
  const random = seededRandom(seed);
  const word = () => WORDS[Math.floor(random() * WORDS.length)] ?? 'x';
  const line = () => Array.from({ length: 3 + Math.floor(random() * 5) }, word).join(' ');
  const cues: Cue[] = new Array<Cue>(count);
  let time = 1000;
  for (let i = 0; i < count; i++) {
    time += 100 + Math.floor(random() * 900);
    const start = time;
    time += 800 + Math.floor(random() * 3200);
    let text = random() < 0.4 ? `${line()}\n${line()}` : line();
    if (random() < 0.1) text = `<i>${text}</i>`;
    cues[i] = { start, end: time, text };
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

export function toSrt(cues: readonly Cue[]): string {
  const parts: string[] = [];
  cues.forEach((cue, i) => {
    parts.push(`${i + 1}\n${clock(cue.start, ',')} --> ${clock(cue.end, ',')}\n${cue.text}\n\n`);
  });
  return parts.join('');
}

export function toVtt(cues: readonly Cue[]): string {
  const parts: string[] = ['WEBVTT\n\n'];
  for (const cue of cues)
    parts.push(`${clock(cue.start, '.')} --> ${clock(cue.end, '.')}\n${cue.text}\n\n`);
  return parts.join('');
}

function assClock(ms: number): string {
  const cs = Math.floor(ms / 10);
  const h = Math.floor(cs / 360_000);
  return `${h}:${pad(Math.floor(cs / 6000) % 60, 2)}:${pad(Math.floor(cs / 100) % 60, 2)}.${pad(cs % 100, 2)}`;
}

export function toAss(cues: readonly Cue[]): string {
  const parts: string[] = [
    '[Script Info]\nScriptType: v4.00+\nPlayResX: 1920\nPlayResY: 1080\n\n',
    '[V4+ Styles]\nFormat: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, ' +
      'Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, ' +
      'Alignment, MarginL, MarginR, MarginV, Encoding\n' +
      'Style: Default,Arial,60,&H00FFFFFF,&H0000FFFF,&H00000000,&H80000000,0,0,0,0,100,100,0,0,1,2,1,2,20,20,40,1\n\n',
    '[Events]\nFormat: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\n',
  ];
  for (const cue of cues) {
    const text = cue.text
      .replace(/<i>/g, '{\\i1}')
      .replace(/<\/i>/g, '{\\i0}')
      .replace(/\n/g, '\\N');
    parts.push(`Dialogue: 0,${assClock(cue.start)},${assClock(cue.end)},Default,,0,0,0,,${text}\n`);
  }
  return parts.join('');
}
