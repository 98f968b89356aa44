// Smaller row exports of captioning, titling and DVD tools: DigiBeta, DVD Subtitle System,
// TitleExchange Pro, Pinnacle Impression, Ulead, ELR Studio and Avid's caption plug-in. Each is a
// RowLayout; what they share is the engine in rowFormat.ts.
import type { Subtitle } from '../../model';
import type { SubtitleFormat } from '../types';
import { type Clock, FRAMES } from './clock';
import { type RowEvidence, rowFormat } from './rowFormat';
import { AT_ITALIC } from './styles';

function rowTexts(evidence: RowEvidence): string[] {
  const group = evidence.template.groups.text;
  return group === undefined ? [] : evidence.rows.map((row) => row[group] ?? '');
}

/** DigiBeta subtitle lists: timecodes with spaces ("10 01 37 23"), a tab between lines. */
export const digiBeta: SubtitleFormat = rowFormat({
  name: 'DigiBeta',
  extensions: ['.txt'],
  row: '{start}\t{end}\t{text}',
  clock: { unit: 'frames', separator: ' ', frameSeparator: ' ' },
  lineBreak: '\t',
  following: 'none',
});

/** "start end text//second line". Without a "//" the rows are those of Adobe Encore, which a
 *  subtitle of several lines continues on the next line instead. */
export const dvdSubtitleSystem: SubtitleFormat = rowFormat({
  name: 'DVD Subtitle System',
  extensions: ['.txt'],
  row: '{start} {end} {text}',
  clock: FRAMES,
  lineBreak: '//',
  following: 'none',
  evidence: (confidence, evidence) =>
    rowTexts(evidence).some((text) => text.includes('//'))
      ? confidence
      : Math.min(confidence, 0.85),
});

export const titleExchangePro: SubtitleFormat = rowFormat({
  name: 'TitleExchange Pro',
  extensions: ['.txt'],
  row: '{start},\t{end},\t{text}',
  clock: FRAMES,
  lineBreak: '//',
  following: 'none',
  styles: AT_ITALIC,
});

const RULE = '-------------------------------------------------';
const PINNACLE_COLUMNS = '#INPOINT OUTPOINT PATH';

function isPinnacleFrame(line: string): boolean {
  const trimmed = line.trim();
  return /^-+$/.test(trimmed) || trimmed === PINNACLE_COLUMNS;
}

/** Pinnacle Impression DVD: a ruled column header; timecodes at 30 fps. */
export const pinnacleImpression: SubtitleFormat = rowFormat({
  name: 'Pinnacle Impression',
  extensions: ['.txt'],
  row: '{start} {end} {text}',
  clock: { unit: 'frames', separator: ':', frameSeparator: ':', fps: 30 },
  following: 'any',
  isIgnored: isPinnacleFrame,
  header: {
    isLine: isPinnacleFrame,
    signature: /^#INPOINT OUTPOINT PATH/,
    lines: () => [RULE, PINNACLE_COLUMNS, RULE],
  },
  footer: () => [RULE],
  confidence: 0.98,
});

const ULEAD_FIRST_LINE = '#Ulead subtitle format';

/** Ulead's "#FR:25.00" line names the frame rate. */
function uleadRate(lines: readonly string[]): number | undefined {
  for (const line of lines) {
    const match = /^#FR:\s*(\d+(?:\.\d+)?)/.exec(line.trim());
    const rate = match ? Number(match[1]) : NaN;
    if (rate >= 10 && rate <= 120) return rate;
  }
  return undefined;
}

/** Ulead (VideoStudio, DVD MovieFactory): '#' lines around rows "#0 00;00;01;00 00;00;03;00"
 *  (numbered from 0) with the text lines below. */
export const uleadSubtitleFormat: SubtitleFormat = rowFormat({
  name: 'Ulead subtitle format',
  extensions: ['.txt'],
  row: '#{n} {start} {end}',
  clock: { unit: 'frames', separator: ';', frameSeparator: ';', fps: 25 },
  following: 'below',
  firstNumber: 0,
  isIgnored: (line) => line.trimStart().startsWith('#'),
  header: {
    isLine: (line) => line.trimStart().startsWith('#'),
    signature: /^#Ulead subtitle format/,
    lines: () => [
      ULEAD_FIRST_LINE,
      '#Subtitle stream attribute begin',
      '#FR:25.00',
      '#Subtitle stream attribute end',
      '#Subtitle text begin',
    ],
    declaredRate: uleadRate,
  },
  footer: (subtitle: Subtitle) => [
    '#Subtitle text end',
    '#Subtitle text attribute begin',
    `#/R:1,${subtitle.paragraphs.length} /FP:8  /FS:24`,
    '#Subtitle text attribute end',
  ],
  confidence: 0.98,
});

/** ELR Studio's print list: "1 - 0 start end ss:ff" (the duration), the text lines below. */
export const elrStudioPrint: SubtitleFormat = rowFormat({
  name: 'ELR Studio print',
  extensions: ['.txt'],
  row: '{n} - 0 {start} {end} {ss}',
  clock: FRAMES,
  following: 'below',
  confidence: 0.95,
});

const AVID_FIRST_LINE = '@ This file written with the Avid Caption plugin, version 1';

function isAvidCaptionFrame(line: string): boolean {
  const trimmed = line.trim();
  // Text lines (most lines) are told by their first character, without a lower-case copy.
  if (trimmed.startsWith('@')) return true;
  if (!trimmed.startsWith('<')) return false;
  const lower = trimmed.toLowerCase();
  return lower === '<begin subtitles>' || lower === '<end subtitles>';
}

function avidCaption(name: string, clock: Clock): SubtitleFormat {
  return rowFormat({
    name,
    extensions: ['.txt'],
    row: '{start} {end}',
    clock,
    following: 'below',
    blankAfter: true,
    isIgnored: isAvidCaptionFrame,
    header: {
      isLine: isAvidCaptionFrame,
      signature: /^<begin subtitles>/i,
      lines: () => [AVID_FIRST_LINE, '', '<begin subtitles>'],
    },
    footer: () => ['<end subtitles>'],
    confidence: 0.97,
  });
}

/** Avid Media Composer's caption plug-in: "start end" then the lines, a blank line after each. */
export const avidCaptionFormat: SubtitleFormat = avidCaption('Avid Caption', FRAMES);

/** The same with NTSC drop-frame timecodes ("00:00:01;00", 29.97 fps). */
export const avidCaptionDropFrame: SubtitleFormat = avidCaption('Avid Caption Drop Frame', {
  unit: 'frames',
  separator: ':',
  frameSeparator: ';',
  dropFrame: true,
});
