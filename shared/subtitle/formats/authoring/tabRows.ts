// Row exports with tab-separated timecodes in SMPTE frames: Adobe Encore's tab layouts, Scenarist
// and Avid DVD (and Encore's numbered rows with spaces). Several share one row; what breaks a
// subtitle's lines tells them apart: a CR (Encore tabs), "//" (Encore line/tabs), a tab
// (Scenarist), '|' with a blank line after each row (Avid DVD).
//
// Encore's manual fixes its timecodes by TV standard: "hh:mm:ss:ff" is PAL at 25 fps (as the
// Adobe Encore format of ../adobeEncore.ts reads it); the other tools use the project's rate.
import type { SubtitleFormat } from '../types';
import { type Clock, FRAMES } from './clock';
import { type RowCommands, type RowEvidence, rowFormat } from './rowFormat';
import { hasCentisecondsPastFrames } from './sonyDvdArchitect';
import { AT_ITALIC } from './styles';

const ENCORE_PAL: Clock = { unit: 'frames', separator: ':', frameSeparator: ':', fps: 25 };

function rowTexts(evidence: RowEvidence): string[] {
  const group = evidence.template.groups.text;
  return group === undefined ? [] : evidence.rows.map((row) => row[group] ?? '');
}

/** The same rows as Sony DVDArchitect Tabs, in frames: a field of 25 or more is Sony's. */
export const adobeEncoreTabs: SubtitleFormat = rowFormat({
  name: 'Adobe Encore (tabs)',
  extensions: ['.txt'],
  row: '{start}\t{end}\t{text}',
  clock: ENCORE_PAL,
  lineBreak: '\r',
  following: 'any',
  confidence: 0.94,
  evidence: (confidence, evidence) =>
    hasCentisecondsPastFrames(evidence) ? Math.min(confidence, 0.5) : confidence,
});

export const adobeEncoreLineTabs: SubtitleFormat = rowFormat({
  name: 'Adobe Encore (line/tabs)',
  extensions: ['.txt'],
  row: '{n4}\t{start}\t{end}\t{text}',
  clock: ENCORE_PAL,
  lineBreak: '//',
  following: 'none',
  styles: AT_ITALIC,
  // A tab inside the text is Scenarist's line break.
  evidence: (confidence, evidence) =>
    rowTexts(evidence).some((text) => text.includes('\t')) ? Math.min(confidence, 0.5) : confidence,
});

/** Numbered rows whose further lines are indented by four tabs. */
export const adobeEncoreLineTabNewLine: SubtitleFormat = rowFormat({
  name: 'Adobe Encore (line#/tabs/n)',
  extensions: ['.txt'],
  row: '{n4} {start} {end}\t{text}',
  clock: ENCORE_PAL,
  following: { indent: '\t\t\t\t' },
  styles: AT_ITALIC,
});

/** Numbered rows as Subtitle Edit writes them ("1 00:00:01:00 00:00:03:12 text", further lines
 *  below). Rows numbered 0001 are those the Adobe Encore format writes, which it reads. */
export const adobeEncoreWithLineNumbers: SubtitleFormat = rowFormat({
  name: 'Adobe Encore w. line#',
  extensions: ['.txt'],
  row: '{n} {start} {end} {text}',
  clock: ENCORE_PAL,
  following: 'any',
  evidence: (confidence, evidence) => {
    const padded = evidence.rows.some((row) => /^0\d/.test(row[1] ?? ''));
    return padded ? Math.min(confidence, 0.5) : confidence;
  },
});

/** Scenarist's text export: a tab between a subtitle's lines. Without one, the rows are those of
 *  Adobe Encore (line/tabs), which then goes first. */
export const scenarist: SubtitleFormat = rowFormat({
  name: 'Scenarist',
  extensions: ['.txt'],
  row: '{n4}\t{start}\t{end}\t{text}',
  clock: FRAMES,
  lineBreak: '\t',
  following: 'none',
  evidence: (confidence, evidence) => {
    const texts = rowTexts(evidence);
    if (texts.some((text) => text.includes('//') || text.includes('@Italic@'))) {
      return Math.min(confidence, 0.5);
    }
    return texts.some((text) => text.includes('\t')) ? confidence : confidence - 0.01;
  },
});

function wholeItalic(text: string): boolean {
  return text.startsWith('<i>') && text.endsWith('</i>') && text.indexOf('<i>', 1) === -1;
}

/** "$Italic = TRUE" / "= FALSE" lines switch italics for the rows after them. */
const ITALIC_COMMANDS: RowCommands = {
  read(line, state) {
    const value = /^\s*\$italic\s*=\s*(true|false)\s*$/i.exec(line)?.[1]?.toLowerCase();
    if (value) state.set('italic', value);
  },
  decorator: (state) =>
    state.get('italic') === 'true' ? (text) => `<i>${text}</i>` : (text) => text,
  write(text, state) {
    const italic = wholeItalic(text);
    const was = state.get('italic') === 'true';
    state.set('italic', String(italic));
    const lines = italic === was ? [] : [`$Italic = ${italic ? 'TRUE' : 'FALSE'}`];
    return { lines, text: italic ? text.slice(3, -4) : text };
  },
};

/** Avid DVD: an unpadded number, '|' between lines and a blank line after each row. */
export const avidDvd: SubtitleFormat = rowFormat({
  name: 'Avid DVD',
  extensions: ['.txt'],
  row: '{n}\t{start}\t{end}\t{text}',
  clock: FRAMES,
  lineBreak: '|',
  following: 'any',
  blankAfter: true,
  isIgnored: (line) => line.trimStart().startsWith('$'),
  commands: ITALIC_COMMANDS,
  evidence: (confidence, evidence) => {
    // Scenarist and Encore number 0001; a number with a leading zero is theirs.
    const padded = evidence.rows.some((row) => /^0\d/.test(row[1] ?? ''));
    return padded ? Math.min(confidence, 0.5) : confidence;
  },
});
