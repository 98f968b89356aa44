import { describe, expect, it } from 'vitest';
import { subtitleSchema } from '../../../shared/subtitle/schema';

describe('subtitle schema', () => {
  it('accepts the CONTRACT shape and keeps optional fields absent', () => {
    const parsed = subtitleSchema.parse({
      fileName: 'a.srt',
      paragraphs: [{ number: 1, start: 0, end: 1000, text: 'x', extra: { layer: 0 } }],
    });
    expect(parsed).toEqual({
      fileName: 'a.srt',
      paragraphs: [{ number: 1, start: 0, end: 1000, text: 'x', extra: { layer: 0 } }],
    });
    expect('format' in parsed).toBe(false);
  });

  it('refuses wrong types and non-finite times', () => {
    expect(
      subtitleSchema.safeParse({
        fileName: 'a',
        paragraphs: [{ number: 1, start: '0', end: 1, text: '' }],
      }).success,
    ).toBe(false);
    expect(
      subtitleSchema.safeParse({
        fileName: 'a',
        paragraphs: [{ number: 1, start: Infinity, end: 1, text: '' }],
      }).success,
    ).toBe(false);
    expect(
      subtitleSchema.safeParse({ fileName: 'a', format: undefined, paragraphs: [] }).success,
    ).toBe(false);
    expect(subtitleSchema.safeParse({ paragraphs: [] }).success).toBe(false);
  });
});
