// Inline styles as bits, for the reader of plain lines: the same merging as elementStyle
// (ttmlStyles.ts) without an object per element. A style is three value bits (italic 1, bold 2,
// underline 4); a partial style adds, three bits up, which of them it sets.
import type { InlineStyle, StyleTable } from './ttmlStyles';

export const ITALIC = 1;
export const BOLD = 2;
export const UNDERLINE = 4;

export function bitsOf(style: InlineStyle): number {
  return (style.italic ? ITALIC : 0) | (style.bold ? BOLD : 0) | (style.underline ? UNDERLINE : 0);
}

/** `style` with what `partial` sets put over it. */
export function overlay(style: number, partial: number): number {
  const sets = partial >> 3;
  return (style & ~sets) | (partial & sets & 7);
}

function setBit(partial: number, bit: number, on: boolean): number {
  return ((partial | (bit << 3)) & ~bit) | (on ? bit : 0);
}

/** The partial style of a style="…" value: its ids' resolved styles, later ids winning. */
export function referencedPartial(value: string, styles: StyleTable): number {
  let partial = 0;
  for (const id of value.split(/\s+/)) {
    if (id === '') continue;
    const style = styles.get(id);
    if (!style) continue;
    if (style.italic !== undefined) partial = setBit(partial, ITALIC, style.italic);
    if (style.bold !== undefined) partial = setBit(partial, BOLD, style.bold);
    if (style.underline !== undefined) partial = setBit(partial, UNDERLINE, style.underline);
  }
  return partial;
}

/** The partial style of an element's own tts:fontStyle, tts:fontWeight, tts:textDecoration. */
export function ownPartial(
  fontStyle: string | undefined,
  fontWeight: string | undefined,
  decoration: string | undefined,
): number {
  let partial = 0;
  if (fontStyle !== undefined) {
    partial = setBit(partial, ITALIC, fontStyle === 'italic' || fontStyle === 'oblique');
  }
  if (fontWeight !== undefined) partial = setBit(partial, BOLD, fontWeight === 'bold');
  if (decoration !== undefined) {
    if (/\bnoUnderline\b/.test(decoration)) partial = setBit(partial, UNDERLINE, false);
    else if (/\bunderline\b/.test(decoration)) partial = setBit(partial, UNDERLINE, true);
  }
  return partial;
}

/** The tags that open the styles `style` adds to `outer`, outermost first, as wrap() puts them. */
export function openingTags(style: number, outer: number): string {
  const added = style & ~outer;
  return (
    (added & ITALIC ? '<i>' : '') + (added & BOLD ? '<b>' : '') + (added & UNDERLINE ? '<u>' : '')
  );
}

export function closingTags(style: number, outer: number): string {
  const added = style & ~outer;
  return (
    (added & UNDERLINE ? '</u>' : '') +
    (added & BOLD ? '</b>' : '') +
    (added & ITALIC ? '</i>' : '')
  );
}
