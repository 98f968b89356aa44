import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getFormat } from '../../../shared/subtitle/formats/registry';
import type { FormatInput } from '../../../shared/subtitle/formats/types';
import type { ParsedSubtitle, Subtitle } from '../../../shared/subtitle/model';
import { type DamageKit, KITS, type LineDamage } from './damageKits';

// For every text format: take a random valid subtitle, write it, damage a few random blocks the
// way files get damaged (a letter for a digit in a time, a line cut off, a broken arrow) and take
// away some blank lines, then read it. Every undamaged block must come back exactly as the clean
// file reads (times and text), no text may hold a timing line, and `warnings` must name one line
// per damaged block: the line where its block starts in the damaged file.

const WORDS = ['harbour', 'night', 'café', 'rope', 'boat', 'light', 'sea', 'naïve', 'keeper'];

const textLine = fc
  .array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 5 })
  .map((words) => words.join(' '));

/** Cues in order, 200 ms or more apart, each 0.5–4 s long. */
const subtitle: fc.Arbitrary<Subtitle> = fc
  .array(
    fc.tuple(
      fc.integer({ min: 200, max: 5000 }),
      fc.integer({ min: 500, max: 4000 }),
      fc.array(textLine, { minLength: 1, maxLength: 2 }),
    ),
    { minLength: 2, maxLength: 12 },
  )
  .map((cues) => {
    let time = 1000;
    return {
      fileName: 'damaged',
      paragraphs: cues.map(([gap, duration, lines], index) => {
        const start = time + gap;
        time = start + duration;
        return { number: index + 1, start, end: time, text: lines.join('\n') };
      }),
    };
  });

const oneLineSubtitle = subtitle.map((s) => ({
  ...s,
  paragraphs: s.paragraphs.map((p) => ({ ...p, text: p.text.replace(/\n/g, ' ') })),
}));

interface BlockDamage {
  readonly block: number;
  readonly kind: LineDamage | 'blank';
  /** Chooses a digit to replace, a cut length or an arrow. */
  readonly pick: number;
}

const damages = fc.array(
  fc.record({
    block: fc.nat(),
    kind: fc.constantFrom<LineDamage | 'blank'>('letter', 'cut', 'arrow', 'blank'),
    pick: fc.nat(),
  }),
  { minLength: 1, maxLength: 4 },
);

function read(format: string, text: string): ParsedSubtitle {
  const input: FormatInput = { text, bytes: new TextEncoder().encode(text), fileName: 'damaged' };
  return getFormat(format).parse(input);
}

/** The damaged timing line, or null when the kit does not know this damage. */
function damageLine(kit: DamageKit, line: string, kind: LineDamage, pick: number): string | null {
  const [from, to] = kit.timesSpan(line);
  if (kind === 'letter') {
    const digits = [...line.slice(from, to)].flatMap((char, at) =>
      /\d/.test(char) ? [from + at] : [],
    );
    const at = digits[pick % digits.length];
    if (at === undefined) return null;
    return `${line.slice(0, at)}${pick % 2 === 0 ? 'x' : 'o'}${line.slice(at + 1)}`;
  }
  if (kind === 'cut') {
    const lengths = kit.cutLengths(line);
    if (!lengths || lengths[0] >= lengths[1]) return null;
    return line.slice(0, lengths[0] + (pick % (lengths[1] - lengths[0])));
  }
  if (!kit.arrow) return null;
  const broken = ['->', '--> -->', '-- >', '-a ->'][pick % 4] ?? '->';
  return line.replace('-->', broken);
}

interface Damaged {
  readonly text: string;
  /** Paragraph indexes whose blocks were damaged. */
  readonly skipped: readonly number[];
  /** 1-based lines where their blocks start in the damaged file. */
  readonly skippedLines: readonly number[];
}

function damageFile(kit: DamageKit, written: string, count: number, plan: readonly BlockDamage[]) {
  const lines = written.split('\n');
  const timing = kit.timingLines(lines);
  expect(timing, 'one timing line per paragraph').toHaveLength(count);
  const byBlock = new Map<number, BlockDamage>();
  for (const damage of plan) byBlock.set(damage.block % count, damage);
  const removed = new Set<number>();
  const skipped: number[] = [];
  for (const [block, damage] of byBlock) {
    const at = timing[block] ?? 0;
    const start = at - kit.startOffset;
    if (damage.kind === 'blank') {
      // The block stays readable: only the blank line above it goes.
      if (kit.blankLines && start > 0 && lines[start - 1] === '') removed.add(start - 1);
      continue;
    }
    const line = damageLine(kit, lines[at] ?? '', damage.kind, damage.pick);
    if (line === null) continue;
    lines[at] = line;
    skipped.push(block);
  }
  skipped.sort((a, b) => a - b);
  const lineOf = (index: number) => index + 1 - [...removed].filter((gone) => gone < index).length;
  return {
    text: lines.filter((_, index) => !removed.has(index)).join('\n'),
    skipped,
    skippedLines: skipped.map((block) => lineOf((timing[block] ?? 0) - kit.startOffset)),
  } satisfies Damaged;
}

describe.each(KITS.map((kit) => [kit.format, kit] as const))('damaged %s files', (_, kit) => {
  it('keep every undamaged block and name the line of each damaged one', () => {
    fc.assert(
      fc.property(kit.singleLineText ? oneLineSubtitle : subtitle, damages, (source, plan) => {
        const written = String(getFormat(kit.format).write(source, { newLine: '\n' }));
        const clean = read(kit.format, written);
        expect(clean.warnings).toBeUndefined();
        expect(clean.paragraphs).toHaveLength(source.paragraphs.length);

        const damaged = damageFile(kit, written, source.paragraphs.length, plan);
        // A file with no block left to read is refused, which index.test.ts covers.
        fc.pre(damaged.skipped.length < source.paragraphs.length);
        const result = read(kit.format, damaged.text);
        const kept = clean.paragraphs.filter((_p, index) => !damaged.skipped.includes(index));
        const times = (p: { start: number; end: number; text: string }) => [p.start, p.end, p.text];
        expect(result.paragraphs.map(times)).toEqual(kept.map(times));
        for (const paragraph of result.paragraphs) {
          for (const line of paragraph.text.split('\n'))
            expect(line).not.toMatch(kit.timingPattern);
        }
        expect((result.warnings ?? []).map((w) => w.line)).toEqual(damaged.skippedLines);
      }),
      { numRuns: 150 },
    );
  });
});
