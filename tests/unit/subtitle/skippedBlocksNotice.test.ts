import { describe, expect, it } from 'vitest';
import {
  isSkippedBlocksNotice,
  NOTICE_LISTED_LINES,
  skippedBlocksNotice,
} from '../../../shared/subtitle/skippedBlocksNotice';

const at = (...lines: number[]) => lines.map((line) => ({ line, message: 'bad timing' }));

describe('skippedBlocksNotice', () => {
  it('says how many blocks were skipped and on which lines', () => {
    expect(skippedBlocksNotice(at(14))).toBe('1 block could not be read (line 14)');
    expect(skippedBlocksNotice(at(14, 27, 40))).toBe(
      '3 blocks could not be read (lines 14, 27, 40)',
    );
  });

  it('lists the first lines of a very damaged file and counts the rest', () => {
    const lines = Array.from({ length: NOTICE_LISTED_LINES + 5 }, (_, i) => i * 4 + 1);
    expect(skippedBlocksNotice(at(...lines))).toBe(
      `15 blocks could not be read (lines ${lines.slice(0, NOTICE_LISTED_LINES).join(', ')} and 5 more)`,
    );
  });

  it('recognises its own notices and no others', () => {
    expect(isSkippedBlocksNotice(skippedBlocksNotice(at(3)))).toBe(true);
    expect(isSkippedBlocksNotice(skippedBlocksNotice(at(3, 9)))).toBe(true);
    expect(isSkippedBlocksNotice('The browser storage is full')).toBe(false);
  });
});
