import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SAMPLE_SUBTITLE } from '../../../shared/editor/sampleSubtitle';
import {
  MAX_CPS,
  MAX_DURATION_MS,
  MIN_DURATION_MS,
  SINGLE_LINE_MAX_LENGTH,
} from '../../../shared/subtitle/constants';
import { RULE_FLAG_CPS } from '../../../shared/subtitle/rules/flags';
import { checkParagraphs, DEFAULT_RULE_SETTINGS } from '../../../shared/subtitle/rules/rules';
import { charactersPerSecond } from '../../../shared/subtitle/text/cps';
import { lineLengths } from '../../../shared/subtitle/text/lineLengths';
import { readPeakFile } from '../../../shared/waveform/peakFile';

// Issue 14.4: the built-in sample is a new user's first screen. Under the default rules every
// line is clean except one that shows a warning on purpose and says so in its words.

const paragraphs = SAMPLE_SUBTITLE.paragraphs;
const DEMO_WORDS = 'like this one';

describe('the built-in sample under the default rules', () => {
  it('uses the four rules at their spec defaults', () => {
    expect(DEFAULT_RULE_SETTINGS).toMatchObject({
      singleLineMaxLengthOn: true,
      singleLineMaxLength: 42,
      maxCpsOn: true,
      maxCps: 25,
      minDurationOn: true,
      minDurationMs: 1000,
      maxDurationOn: true,
      maxDurationMs: 8000,
    });
  });

  it('marks exactly one line, the demonstration, and only for being too fast', () => {
    const masks = [...checkParagraphs(paragraphs, DEFAULT_RULE_SETTINGS)];
    const marked = paragraphs
      .map((paragraph, index) => ({ text: paragraph.text, mask: masks[index] }))
      .filter((line) => line.mask !== 0);
    expect(marked).toHaveLength(1);
    expect(marked[0]?.mask).toBe(RULE_FLAG_CPS);
    expect(marked[0]?.text).toContain(DEMO_WORDS);
    expect(marked[0]?.text).toMatch(/too fast/);
  });

  it('keeps every other line within the limits: two lines at most, each short enough', () => {
    for (const paragraph of paragraphs) {
      const lengths = lineLengths(paragraph.text);
      const durationMs = paragraph.end - paragraph.start;
      expect(lengths.length, paragraph.text).toBeLessThanOrEqual(2);
      expect(Math.max(...lengths), paragraph.text).toBeLessThanOrEqual(
        SINGLE_LINE_MAX_LENGTH.defaultValue,
      );
      expect(durationMs, paragraph.text).toBeGreaterThanOrEqual(MIN_DURATION_MS.defaultValue);
      expect(durationMs, paragraph.text).toBeLessThanOrEqual(MAX_DURATION_MS.defaultValue);
      if (!paragraph.text.includes(DEMO_WORDS)) {
        expect(charactersPerSecond(paragraph.text, durationMs), paragraph.text).toBeLessThanOrEqual(
          MAX_CPS.defaultValue,
        );
      }
    }
  });

  it('numbers the lines in order, without overlaps, within the sample clip', () => {
    const waveform = readPeakFile(readFileSync('server/assets/sample-waveform.wav'));
    const clipMs = (waveform.peakMaxs.length / waveform.sampleRate) * 1000;
    expect(paragraphs.map((p) => p.number)).toEqual(paragraphs.map((_, index) => index + 1));
    paragraphs.forEach((paragraph, index) => {
      expect(paragraph.start).toBeLessThan(paragraph.end);
      const previous = paragraphs[index - 1];
      if (previous) expect(paragraph.start).toBeGreaterThanOrEqual(previous.end);
    });
    expect(paragraphs.at(-1)?.end).toBeLessThanOrEqual(clipMs);
  });
});
