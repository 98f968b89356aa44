// Text as runs of spans that style by reference only, as EBU-TT-D requires: every run of text
// with one combination of italic / bold / underline is a span whose style attribute names the
// profile's style ids. Line breaks stay inside a run, so a style spanning two lines is one span.
import { escapeXmlText } from '../xml/tokenizer';

/** Style ids a profile's document defines: `base` on every span, the others where they apply. */
export interface StyleReferences {
  readonly base?: string;
  readonly italic?: string;
  readonly bold?: string;
  readonly underline?: string;
}

interface Run {
  content: string;
  readonly italic: boolean;
  readonly bold: boolean;
  readonly underline: boolean;
}

const TAG = /<(\/?)([ibu])>|<\/?[a-z][a-z0-9]*(?:\s[^<>]*)?>/gi;

function styleOf(run: Run, references: StyleReferences): string {
  const ids = [
    references.base,
    run.italic ? references.italic : undefined,
    run.bold ? references.bold : undefined,
    run.underline ? references.underline : undefined,
  ].filter((id): id is string => id !== undefined);
  return ids.length === 0 ? '' : ` style="${ids.join(' ')}"`;
}

export function textToStyledSpans(
  text: string,
  references: StyleReferences,
  elementPrefix: string,
): string {
  const depth = { i: 0, b: 0, u: 0 };
  const runs: Run[] = [];
  const append = (segment: string): void => {
    if (segment === '') return;
    const content = escapeXmlText(segment).replaceAll('\n', `<${elementPrefix}br/>`);
    const style = { italic: depth.i > 0, bold: depth.b > 0, underline: depth.u > 0 };
    const last = runs.at(-1);
    if (
      last &&
      last.italic === style.italic &&
      last.bold === style.bold &&
      last.underline === style.underline
    ) {
      last.content += content;
    } else runs.push({ content, ...style });
  };
  let at = 0;
  for (const match of text.matchAll(TAG)) {
    append(text.slice(at, match.index));
    at = match.index + match[0].length;
    const kind = match[2]?.toLowerCase() as 'i' | 'b' | 'u' | undefined;
    if (kind === undefined) continue; // other tags (font, …) cannot be referenced: dropped
    depth[kind] = Math.max(0, depth[kind] + (match[1] === '/' ? -1 : 1));
  }
  append(text.slice(at));
  if (runs.length === 0) runs.push({ content: '', italic: false, bold: false, underline: false });
  return runs
    .map(
      (run) =>
        `<${elementPrefix}span${styleOf(run, references)}>${run.content}</${elementPrefix}span>`,
    )
    .join('');
}
