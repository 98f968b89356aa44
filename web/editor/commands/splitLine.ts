import {
  INSERT_BEFORE_AFTER_DURATION_MS,
  INSERT_GAP_MS,
  SPLIT_FIRST_PART_TRIM_MS,
} from '../../../shared/subtitle/constants';
import { autoBreak } from '../../../shared/subtitle/text';
import { lineCount, readLine } from '../state/document';
import { selectOne } from '../state/selection';
import type { EditCommand } from '../state/editCommand';

/** Where auto-break puts the line break: the text before it and after it. */
export function splitText(text: string, maxLineLength: number): [string, string] {
  const broken = text.includes('\n') ? text : autoBreak(text, maxLineLength);
  const at = broken.indexOf('\n');
  if (at < 0) return [broken, ''];
  return [broken.slice(0, at).trim(), broken.slice(at + 1).trim()];
}

/**
 * Split here (spec §4): the text splits where auto-break would break it; the first part ends at
 * half the duration minus 25 ms, the second starts 50 ms later and lasts 2 s.
 */
export const splitLine: EditCommand<{ index: number; maxLineLength: number }> = {
  id: 'splitLine',
  label: 'Split here',
  run({ doc, timing }, { index, maxLineLength }) {
    if (index < 0 || index >= lineCount(doc)) return null;
    const line = readLine(doc, timing, index);
    const [firstText, secondText] = splitText(line.text, maxLineLength);
    const firstEnd = Math.max(
      line.start,
      Math.round(line.start + (line.end - line.start) / 2 - SPLIT_FIRST_PART_TRIM_MS),
    );
    const secondStart = firstEnd + INSERT_GAP_MS;
    return {
      patch: [
        {
          kind: 'splice',
          index,
          remove: 1,
          insert: [
            { start: line.start, end: firstEnd, text: firstText, extra: line.extra },
            {
              start: secondStart,
              end: secondStart + INSERT_BEFORE_AFTER_DURATION_MS,
              text: secondText,
              extra: line.extra,
            },
          ],
        },
      ],
      selection: selectOne(index),
    };
  },
};
