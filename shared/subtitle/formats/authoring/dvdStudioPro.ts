// DVD Studio Pro's text subtitle scripts (.stl, the Spruce STL language): "$Command = value"
// lines, "//" comments and one row per subtitle, "start , end , text" with '|' between lines and
// ^I ^B ^U toggling italics, bold and underline. The variants differ only in the separators
// around the commas. $VertAlign / $HorzAlign lines before a row place it ({\anN} in the text);
// $Italic, $Bold and $Underlined = TRUE style the rows after them.
import type { SubtitleFormat } from '../types';
import { type Clock, FRAMES } from './clock';
import { type RowCommands, type RowEvidence, type RowLayout, rowFormat } from './rowFormat';
import { CARET } from './styles';

const VERTICAL = ['bottom', 'center', 'top'] as const;
const HORIZONTAL = ['left', 'center', 'right'] as const;
/** {\anN}: N = 1 + horizontal index + 3 × vertical index. */
const ALIGNMENT_TAG = /^\{\\an([1-9])\}/;

function isCommandOrComment(line: string): boolean {
  const trimmed = line.trimStart();
  return trimmed.startsWith('$') || trimmed.startsWith('//');
}

/** "$Name = Value" → ['name', 'value'] (lower case, spaces and tabs dropped). */
function command(line: string): [string, string] | undefined {
  const match = /^\s*\$([A-Za-z0-9]+)\s*=\s*(.*?)\s*$/.exec(line);
  return match ? [(match[1] ?? '').toLowerCase(), (match[2] ?? '').toLowerCase()] : undefined;
}

function wrap(text: string, tag: string, on: boolean): string {
  return on && !text.includes(`<${tag}>`) ? `<${tag}>${text}</${tag}>` : text;
}

/** The commands as a script states them; `spacing` is what stands around '=' when written. */
function dvdStudioProCommands(spacing: string): RowCommands {
  return {
    read(line, state) {
      const parsed = command(line);
      if (!parsed) return;
      const [name, value] = parsed;
      if (name === 'vertalign' || name === 'horzalign') state.set(name, value);
      else if (name === 'italic' || name === 'bold' || name === 'underlined') {
        state.set(name, value);
      }
    },
    decorator(state) {
      const italic = state.get('italic') === 'true';
      const bold = state.get('bold') === 'true';
      const underlined = state.get('underlined') === 'true';
      const vertical = VERTICAL.indexOf(state.get('vertalign') as 'top');
      const horizontal = HORIZONTAL.indexOf(state.get('horzalign') as 'left');
      const an = 1 + Math.max(0, horizontal === -1 ? 1 : horizontal) + 3 * Math.max(0, vertical);
      const placement = an === 2 ? '' : `{\\an${an}}`;
      if (!italic && !bold && !underlined && placement === '') return (text) => text;
      return (text) => {
        let out = wrap(text, 'i', italic);
        out = wrap(out, 'b', bold);
        out = wrap(out, 'u', underlined);
        return placement + out;
      };
    },
    write(text, state) {
      const match = ALIGNMENT_TAG.exec(text);
      const an = match ? Number(match[1]) : 2;
      const vertical = VERTICAL[Math.floor((an - 1) / 3)] ?? 'bottom';
      const horizontal = HORIZONTAL[(an - 1) % 3] ?? 'center';
      const lines: string[] = [];
      // Subtitle Edit's writers start from the default placement, whatever the header says.
      if ((state.get('vertalign') ?? 'bottom') !== vertical) {
        lines.push(`$VertAlign${spacing}${capitalized(vertical)}`);
      }
      if ((state.get('horzalign') ?? 'center') !== horizontal) {
        lines.push(`$HorzAlign${spacing}${capitalized(horizontal)}`);
      }
      state.set('vertalign', vertical);
      state.set('horzalign', horizontal);
      return { lines, text: match ? text.slice(match[0].length) : text };
    },
  };
}

function capitalized(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Exact rows and a $ command: surely this script; rows alone are as sure as other row formats.
 *  The " , " layout without commands is what Spruce STL writes, so it gives way to it. */
function commandEvidence(withoutCommands: number) {
  return (confidence: number, evidence: RowEvidence): number => {
    const hasCommand = evidence.ignored.some((line) => line.trimStart().startsWith('$'));
    return hasCommand ? Math.min(confidence, 0.97) : Math.min(confidence, withoutCommands);
  };
}

const DEFAULT_HEADER = [
  '$FontName = Arial',
  '$FontSize = 30',
  '$HorzAlign = Center',
  '$VertAlign = Bottom',
  '$Bold = FALSE',
  '$UnderLined = FALSE',
  '$Italic = FALSE',
  '',
];

function dvdStudioProLayout(
  name: string,
  row: string,
  clock: Clock,
  withoutCommands: number,
): RowLayout {
  return {
    name,
    extensions: ['.stl'],
    row,
    clock,
    lineBreak: '|',
    following: 'none',
    styles: CARET,
    isIgnored: isCommandOrComment,
    header: { isLine: isCommandOrComment, lines: () => DEFAULT_HEADER },
    commands: dvdStudioProCommands(' = '),
    confidence: 0.97,
    evidence: commandEvidence(withoutCommands),
  };
}

export const dvdStudioPro: SubtitleFormat = rowFormat(
  dvdStudioProLayout('DVD Studio Pro', '{start}\t,\t{end}\t,\t{text}', FRAMES, 0.93),
);

export const dvdStudioProWithSpace: SubtitleFormat = rowFormat(
  dvdStudioProLayout('DVD Studio Pro with space', '{start} , {end} , {text}', FRAMES, 0.8),
);

export const dvdStudioProWithOneSpace: SubtitleFormat = rowFormat(
  dvdStudioProLayout('DVD Studio Pro with one space', '{start},{end}, {text}', FRAMES, 0.93),
);

/** ';' before the frames marks NTSC drop-frame timecode (29.97 fps). */
export const dvdStudioProWithOneSpaceSemicolon: SubtitleFormat = rowFormat(
  dvdStudioProLayout(
    'DVD Studio Pro with one space/semicolon',
    '{start},{end}, {text}',
    { unit: 'frames', separator: ':', frameSeparator: ';', dropFrame: true },
    0.93,
  ),
);

const SPRUCE_HEADER = [
  '//Font and size',
  '$FontName = Arial',
  '$FontSize = 34',
  '',
  '//Position',
  '$HorzAlign = Center',
  '$VertAlign = Bottom',
  '$XOffset = 0',
  '$YOffset = 0',
  '',
  '//Styles',
  '$Bold = FALSE',
  '$UnderLined = FALSE',
  '$Italic = FALSE',
  '',
];

/** Spruce's own script with ", " after each comma. */
export const spruceWithSpace: SubtitleFormat = rowFormat({
  ...dvdStudioProLayout('Spruce Subtitle With Space', '{start}, {end}, {text}', FRAMES, 0.93),
  header: { isLine: isCommandOrComment, lines: () => SPRUCE_HEADER },
});
