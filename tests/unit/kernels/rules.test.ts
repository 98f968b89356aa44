import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkRules } from '../../../shared/kernels/reference/rules';
import * as flags from '../../../shared/kernels/ruleFlags';

const limits = {
  maxLineLength: 42,
  maxCps: 25,
  minDurationMs: 1000,
  maxDurationMs: 8000,
  enabled: flags.SWITCHABLE_RULES,
};

function run(
  lines: [number, number, number, number][],
  enabled = limits.enabled,
): [number, number[]] {
  const out = new Uint8Array(lines.length);
  const flagged = checkRules(
    Float64Array.from(lines, (l) => l[0]),
    Float64Array.from(lines, (l) => l[1]),
    Int32Array.from(lines, (l) => l[2]),
    Int32Array.from(lines, (l) => l[3]),
    out,
    lines.length,
    { ...limits, enabled },
  );
  return [flagged, Array.from(out)];
}

describe('reference checkRules', () => {
  it('flags each rule on its own', () => {
    expect(run([[0, 2000, 50, 42]])).toEqual([0, [0]]); // exactly 25 CPS, 42 chars: fine
    expect(run([[0, 2000, 51, 10]])).toEqual([1, [flags.RULE_CPS]]);
    expect(run([[0, 999, 5, 10]])).toEqual([1, [flags.RULE_TOO_SHORT]]);
    expect(run([[0, 8001, 5, 10]])).toEqual([1, [flags.RULE_TOO_LONG]]);
    expect(run([[0, 2000, 5, 43]])).toEqual([1, [flags.RULE_LINE_TOO_LONG]]);
  });

  it('judges a line exactly at a fractional CPS limit as the text library does', () => {
    // 123 characters in 7.5 s is 16.4 CPS: not above a 16.4 limit. Multiplied out
    // (123000 > 16.4 * 7500) the rounding would flag it.
    const out = new Uint8Array(1);
    checkRules(
      new Float64Array([0]),
      new Float64Array([7500]),
      new Int32Array([123]),
      new Int32Array([10]),
      out,
      1,
      { ...limits, maxCps: 16.4 },
    );
    expect(out[0]).toBe(0);
  });

  it('reports CPS 999 (an error) under 100 ms, as the text library does', () => {
    expect(run([[0, 99, 0, 0]])[1]).toEqual([flags.RULE_CPS | flags.RULE_TOO_SHORT]);
  });

  it('checks overlap with the next line whatever rules are on', () => {
    expect(
      run(
        [
          [0, 2000, 5, 5],
          [1999, 4000, 5, 5],
          [4000, 6000, 5, 5],
        ],
        0,
      ),
    ).toEqual([1, [flags.RULE_OVERLAP, 0, 0]]);
  });

  it('leaves switched-off rules out', () => {
    expect(run([[0, 500, 500, 500]], flags.RULE_TOO_SHORT)).toEqual([1, [flags.RULE_TOO_SHORT]]);
  });
});

describe('rule bits', () => {
  it('are the agreed values, mirrored by assembly/rules.ts', () => {
    const values = {
      RULE_CPS: 1,
      RULE_TOO_SHORT: 2,
      RULE_TOO_LONG: 4,
      RULE_LINE_TOO_LONG: 8,
      RULE_OVERLAP: 16,
    };
    const assembly = readFileSync('assembly/rules.ts', 'utf8');
    for (const [name, value] of Object.entries(values)) {
      expect(flags[name as keyof typeof values]).toBe(value);
      expect(assembly).toMatch(new RegExp(`export const ${name}: u8 = ${value};`));
    }
  });
});
