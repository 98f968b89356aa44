import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadKernels } from '../../../shared/kernels/loadKernels';
import { RULE_OVERLAP } from '../../../shared/kernels/ruleFlags';
import { checkParagraphs, type RuleSettings } from '../../../shared/subtitle/rules/rules';
import { cpsCharacterCount } from '../../../shared/subtitle/text/cps';
import { maxLineLength } from '../../../shared/subtitle/text/lineLengths';

// The list colours rows from the kernel's mask, while other code (export checks, tests) asks
// the subtitle library: both must flag the same lines from the same text.
const kernels = await loadKernels();

const settingsArb: fc.Arbitrary<RuleSettings> = fc.record({
  singleLineMaxLengthOn: fc.boolean(),
  singleLineMaxLength: fc.integer({ min: 10, max: 60 }),
  maxCpsOn: fc.boolean(),
  maxCps: fc.integer({ min: 40, max: 990 }).map((tenths) => tenths / 10),
  minDurationOn: fc.boolean(),
  minDurationMs: fc.integer({ min: 10, max: 10000 }),
  maxDurationOn: fc.boolean(),
  maxDurationMs: fc.integer({ min: 1000, max: 20000 }),
});

const lineArb = fc.tuple(
  fc.integer({ min: 0, max: 3000 }),
  fc.integer({ min: 0, max: 12000 }),
  fc.array(fc.string({ maxLength: 70 }), { minLength: 1, maxLength: 3 }).map((l) => l.join('\n')),
);

describe('kernel rule check and the subtitle library agree', () => {
  it('on the four rules, and on overlap (kernel: the earlier line, library: the later one)', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 40 }), settingsArb, (lines, settings) => {
        let time = 0;
        const paragraphs = lines.map(([gap, duration, text]) => {
          time += gap;
          return { start: time, end: time + duration, text };
        });
        kernels.store.load(
          paragraphs.map((p) => p.start),
          paragraphs.map((p) => p.end),
          paragraphs.map((p) => cpsCharacterCount(p.text)),
          paragraphs.map((p) => maxLineLength(p.text)),
        );
        kernels.checkRules(settings);
        const fromKernel = Array.from(kernels.store.flags);
        const fromLibrary = Array.from(checkParagraphs(paragraphs, settings));
        fromKernel.forEach((mask, i) => {
          expect(mask & ~RULE_OVERLAP).toBe((fromLibrary[i] ?? 0) & ~RULE_OVERLAP);
          expect(mask & RULE_OVERLAP).toBe((fromLibrary[i + 1] ?? 0) & RULE_OVERLAP);
        });
      }),
    );
  });
});
