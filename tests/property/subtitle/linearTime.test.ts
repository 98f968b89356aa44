import { describe, expect, it } from 'vitest';
import { advancedSubStationAlpha } from '../../../shared/subtitle/formats/ass';
import { subRip } from '../../../shared/subtitle/formats/subrip';
import type { SubtitleFormat } from '../../../shared/subtitle/formats/types';
import { webVtt } from '../../../shared/subtitle/formats/webvtt';
import { ebuTtD } from '../../../shared/subtitle/formats/xmlFormats/ttmlFlavours';
import type { Subtitle } from '../../../shared/subtitle/model';

// The fast parsers must stay linear: four times the cues may cost about four times as long, never
// sixteen (a search that runs to the end of the file per cue once made WebVTT quadratic).

function sample(cues: number): Subtitle {
  const paragraphs = Array.from({ length: cues }, (_, index) => ({
    number: index + 1,
    start: index * 3000,
    end: index * 3000 + 2500,
    text: `Line ${index} of the test\nsecond line`,
  }));
  return { fileName: 'big', paragraphs };
}

function bestParseMs(format: SubtitleFormat, text: string): number {
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    format.parse({ text, bytes: new Uint8Array(), fileName: 'big' });
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

describe.each([subRip, webVtt, advancedSubStationAlpha, ebuTtD].map((f) => [f.name, f] as const))(
  '%s parse time',
  (_, format) => {
    it('grows linearly with the number of cues', () => {
      const small = String(format.write(sample(5000), { newLine: '\n' }));
      const large = String(format.write(sample(20000), { newLine: '\n' }));
      const smallMs = bestParseMs(format, small);
      const largeMs = bestParseMs(format, large);
      // Linear is ×4; the bound leaves room for a noisy machine and still catches ×16.
      expect(largeMs).toBeLessThan(smallMs * 9 + 20);
    });
  },
);
