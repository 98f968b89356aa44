// Sony DVD Architect's subtitle exports. The .sub layouts hold one row per subtitle whose last
// time field counts centiseconds (hh:mm:ss:cc), or milliseconds in the explicit-duration one; a
// subtitle's lines are separated by a lone carriage return inside the row. The .txt layouts
// ("line/duration") are a title block, then per subtitle a row "number, in, out, duration
// [, length]" in SMPTE frames and its text lines below.
import type { Subtitle } from '../../model';
import { baseName } from '../textScan';
import type { SubtitleFormat } from '../types';
import { CENTISECONDS, FRAMES, formatTime, MILLISECONDS } from './clock';
import { type RowEvidence, type RowLayout, rowFormat } from './rowFormat';

/** What Sony's .sub rows share: CR between lines ('|' read too), tags left out. */
const SUB_ROWS = {
  extensions: ['.sub'],
  lineBreak: '\r',
  readBreaks: ['|'],
  following: 'any',
} as const;

/** Whether a centisecond field reaches 25 or more: no PAL frame label does (Adobe Encore's tab
 *  rows), so the row is Sony's. */
export function hasCentisecondsPastFrames(evidence: RowEvidence): boolean {
  const start = evidence.template.groups.start ?? 1;
  const end = evidence.template.groups.end ?? 1;
  return evidence.rows.some((row) => Number(row[start + 3]) >= 25 || Number(row[end + 3]) >= 25);
}

export const sonyDvdArchitect: SubtitleFormat = rowFormat({
  ...SUB_ROWS,
  name: 'Sony DVDArchitect',
  row: '{start} - {end}  \t{text}',
  clock: CENTISECONDS,
});

export const sonyDvdArchitectExplicitDuration: SubtitleFormat = rowFormat({
  ...SUB_ROWS,
  name: 'Sony DVDArchitect Explicit duration',
  row: '{start}\t{end}\t{dur}\t{text}',
  clock: MILLISECONDS,
});

/** The same rows as Adobe Encore (tabs), in centiseconds: a field of 25 or more tells them
 *  apart; without one, the two are twins and the extension decides. */
export const sonyDvdArchitectTabs: SubtitleFormat = rowFormat({
  ...SUB_ROWS,
  name: 'Sony DVDArchitect Tabs',
  row: '{start}\t{end}\t{text}',
  clock: CENTISECONDS,
  confidence: 0.95,
  evidence: (confidence, evidence) =>
    hasCentisecondsPastFrames(evidence) ? confidence : Math.min(confidence, 0.94),
});

export const sonyDvdArchitectWithLineNumbers: SubtitleFormat = rowFormat({
  ...SUB_ROWS,
  name: 'Sony DVDArchitect w. line#',
  row: '{n4}  {start}  {end}    \t{text}',
  clock: CENTISECONDS,
});

const TITLE_BLOCK_KEYS = /^(Title|Translator|Date|Duration|Program start|Title count):/;

function isTitleBlockLine(line: string): boolean {
  return TITLE_BLOCK_KEYS.test(line) || line.startsWith('#\tIn\tOut\tDuration');
}

function today(): string {
  const now = new Date();
  const pad = (value: number): string => String(value).padStart(2, '0');
  return `${pad(now.getDate())}.${pad(now.getMonth() + 1)}.${now.getFullYear()}`;
}

/** "Duration:" is the last subtitle's end; "Title count:" the number of subtitles. */
function refreshTitleBlock(lines: string[], subtitle: Subtitle, rate: number): string[] {
  const last = subtitle.paragraphs.at(-1)?.end ?? 0;
  return lines.map((line) => {
    if (line.startsWith('Duration:')) return `Duration: ${formatTime(last, FRAMES, rate)}`;
    if (line.startsWith('Title count:')) return `Title count: ${subtitle.paragraphs.length}`;
    return line;
  });
}

function lineDurationLayout(name: string, row: string, columns: string): RowLayout {
  return {
    name,
    extensions: ['.txt'],
    row,
    clock: FRAMES,
    following: 'below',
    blankAfter: true,
    header: {
      isLine: isTitleBlockLine,
      signature: /^#\tIn\tOut\tDuration/,
      lines: (subtitle, rate) =>
        refreshTitleBlock(
          [
            `Title: ${baseName(subtitle.fileName)}`,
            'Translator: No Author',
            `Date: ${today()}`,
            'Duration:',
            'Program start: 00:00:00:00',
            'Title count:',
            '',
            columns,
            '',
          ],
          subtitle,
          rate,
        ),
      refresh: refreshTitleBlock,
    },
    confidence: 0.97,
  };
}

export const sonyDvdArchitectLineAndDuration: SubtitleFormat = rowFormat(
  lineDurationLayout(
    'Sony DVDArchitect line/duration',
    '{n}\t{start}\t{end}\t{dur}',
    '#\tIn\tOut\tDuration',
  ),
);

export const sonyDvdArchitectLineDurationLength: SubtitleFormat = rowFormat(
  lineDurationLayout(
    'Sony DVDArchitect line/dur/length',
    '{n}\t{start}\t{end}\t{dur}\t{len}',
    '#\tIn\tOut\tDuration\tLength',
  ),
);
