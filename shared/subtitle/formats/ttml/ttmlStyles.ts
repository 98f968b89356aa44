// The few TTML styles the model's inline tags can carry: italic, bold, underline. Styles come
// from attributes on the element itself and from referenced <style> elements (chains followed
// once each, so reference cycles end).
import { attributeKey, childElements, type XmlElement, XML_NAMESPACE } from '../xml/tree';

export interface InlineStyle {
  readonly italic: boolean;
  readonly bold: boolean;
  readonly underline: boolean;
}

export const PLAIN: InlineStyle = { italic: false, bold: false, underline: false };

type Partial3 = { italic?: boolean; bold?: boolean; underline?: boolean };

function ownStyle(element: XmlElement, stylingNamespace: string): Partial3 {
  const result: Partial3 = {};
  const fontStyle = element.attributes.get(attributeKey(stylingNamespace, 'fontStyle'));
  if (fontStyle !== undefined) result.italic = fontStyle === 'italic' || fontStyle === 'oblique';
  const fontWeight = element.attributes.get(attributeKey(stylingNamespace, 'fontWeight'));
  if (fontWeight !== undefined) result.bold = fontWeight === 'bold';
  const decoration = element.attributes.get(attributeKey(stylingNamespace, 'textDecoration'));
  if (decoration !== undefined) {
    if (/\bnoUnderline\b/.test(decoration)) result.underline = false;
    else if (/\bunderline\b/.test(decoration)) result.underline = true;
  }
  return result;
}

export type StyleTable = ReadonlyMap<string, Partial3>;

/** Resolves every <style xml:id> under head/styling, following style="…" references. */
export function readStyleTable(
  root: XmlElement,
  ttNamespace: string,
  stylingNamespace: string,
): StyleTable {
  const byId = new Map<string, XmlElement>();
  for (const head of childElements(root, ttNamespace, 'head')) {
    for (const styling of childElements(head, ttNamespace, 'styling')) {
      for (const style of childElements(styling, ttNamespace, 'style')) {
        const id = style.attributes.get(attributeKey(XML_NAMESPACE, 'id'));
        if (id !== undefined) byId.set(id, style);
      }
    }
  }
  const resolved = new Map<string, Partial3>();
  const resolving = new Set<string>();
  const resolveId = (id: string): Partial3 => {
    const done = resolved.get(id);
    if (done) return done;
    const element = byId.get(id);
    if (!element || resolving.has(id)) return {};
    resolving.add(id);
    const result = {
      ...referencedStyle(element.attributes.get('{}style'), resolveId),
      ...ownStyle(element, stylingNamespace),
    };
    resolved.set(id, result);
    return result;
  };
  for (const id of byId.keys()) resolveId(id);
  return resolved;
}

function referencedStyle(
  references: string | undefined,
  lookup: (id: string) => Partial3,
): Partial3 {
  let result: Partial3 = {};
  for (const id of (references ?? '').split(/\s+/)) {
    if (id !== '') result = { ...result, ...lookup(id) };
  }
  return result;
}

/** The style an element computes to, given its parent's. */
export function elementStyle(
  element: XmlElement,
  inherited: InlineStyle,
  styles: StyleTable,
  stylingNamespace: string,
): InlineStyle {
  const fromReferences = referencedStyle(
    element.attributes.get('{}style'),
    (id) => styles.get(id) ?? {},
  );
  return { ...inherited, ...fromReferences, ...ownStyle(element, stylingNamespace) };
}
