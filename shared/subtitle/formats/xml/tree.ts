// Element tree over the tokenizer, with namespace resolution. Depth is capped so that walking
// the tree recursively can never overflow the stack on hostile input.
import { SubtitleFormatError } from '../../errors';
import {
  cutOffStart,
  decodeXmlEntities,
  readMarkup,
  tokenizeXml,
  type XmlToken,
} from './tokenizer';

export const XML_NAMESPACE = 'http://www.w3.org/XML/1998/namespace';
/** How deeply elements may nest. */
export const MAX_DEPTH = 200;

export interface XmlElement {
  /** Qualified name as written ('tt:p'). */
  readonly name: string;
  readonly localName: string;
  /** Namespace URI ('' when none is in scope). */
  readonly namespace: string;
  /** Attributes by '{namespace}local' (namespace empty for unprefixed attributes). */
  readonly attributes: ReadonlyMap<string, string>;
  /** Attributes as written, in order (kept to write an element back unchanged). */
  readonly rawAttributes: readonly { name: string; value: string }[];
  readonly children: (XmlElement | string)[];
  /** Offsets in the source: start of the open tag, end of the open tag, end of the element. */
  readonly start: number;
  readonly openEnd: number;
  end: number;
  /** Namespace bindings in scope at this element. */
  readonly scope: NamespaceScope | undefined;
}

export function attributeKey(namespace: string, localName: string): string {
  return `{${namespace}}${localName}`;
}

function splitName(name: string): [prefix: string, local: string] {
  const colon = name.indexOf(':');
  return colon < 0 ? ['', name] : [name.slice(0, colon), name.slice(colon + 1)];
}

/** A chain of the bindings each element declares: elements that declare none share their
 *  parent's link, so wide documents cost nothing and lookups walk at most MAX_DEPTH links. */
export interface NamespaceScope {
  readonly bindings: ReadonlyMap<string, string>;
  readonly parent: NamespaceScope | undefined;
}

function bindNamespaces(
  parent: NamespaceScope | undefined,
  attributes: readonly { name: string; value: string }[],
): NamespaceScope | undefined {
  let bindings: Map<string, string> | undefined;
  for (const attribute of attributes) {
    if (attribute.name === 'xmlns') (bindings ??= new Map()).set('', attribute.value);
    else if (attribute.name.startsWith('xmlns:')) {
      (bindings ??= new Map()).set(attribute.name.slice(6), attribute.value);
    }
  }
  return bindings ? { bindings, parent } : parent;
}

export function lookupNamespace(
  scope: NamespaceScope | undefined,
  prefix: string,
): string | undefined {
  for (let link = scope; link; link = link.parent) {
    const namespace = link.bindings.get(prefix);
    if (namespace !== undefined) return namespace;
  }
  return undefined;
}

function resolve(scope: NamespaceScope | undefined, prefix: string, at: number): string {
  if (prefix === 'xml') return XML_NAMESPACE;
  const namespace = lookupNamespace(scope, prefix);
  if (namespace === undefined && prefix !== '') {
    throw new SubtitleFormatError(`XML: undeclared namespace prefix '${prefix}' at offset ${at}`);
  }
  return namespace ?? '';
}

/** Parses a whole document; throws SubtitleFormatError unless it is well-formed. */
export function parseXmlDocument(text: string): XmlElement {
  const { root, cutAt, unclosed } = parseXmlDocumentUpToCut(text);
  // A cut-off document: the strict tokenizer names the construct left open, or the element.
  if (cutAt >= 0) tokenizeXml(text);
  if (unclosed.length > 0) {
    throw new SubtitleFormatError(`XML: <${unclosed.at(-1)?.name ?? ''}> is not closed`);
  }
  return root;
}

/** Lets a reader read some elements of a document itself, faster than through the tree. */
export interface ElementSkipper {
  /**
   * Called at the '<' of each open tag inside the root while the document reads well so far,
   * with the elements open there (root first). Answers where the markup it took ends (whole
   * elements, which then are not in the tree), or -1 to leave the tag to the tree reader. It
   * takes only markup that the tree reader would read without error.
   */
  skip(text: string, at: number, open: readonly XmlElement[]): number;
}

/** Builds the tree as the tokenizer reads. As when the whole text was tokenized first, a
 *  malformed construct anywhere wins over an error of the tree (a stray end tag…), which is only
 *  thrown when the tokenizer reads to the end or to a cut. */
class TreeBuilder {
  readonly stack: XmlElement[] = [];
  root: XmlElement | undefined;
  error: SubtitleFormatError | undefined;

  text(text: string): void {
    const parent = this.stack.at(-1);
    if (parent) parent.children.push(text);
    else if (text.trim() !== '')
      this.fail(new SubtitleFormatError('XML: text outside the root element'));
  }

  token(token: XmlToken): void {
    try {
      this.apply(token);
    } catch (error) {
      if (!(error instanceof SubtitleFormatError)) throw error;
      this.fail(error);
    }
  }

  private fail(error: SubtitleFormatError): void {
    this.error = error;
  }

  private apply(token: XmlToken): void {
    const stack = this.stack;
    const parent = stack.at(-1);
    if (token.kind === 'text') {
      this.text(token.text);
      return;
    }
    if (token.kind === 'close') {
      if (!parent || parent.name !== token.name) {
        throw new SubtitleFormatError(`XML: unexpected </${token.name}>`);
      }
      parent.end = token.end;
      stack.pop();
      return;
    }
    if (!parent && this.root) throw new SubtitleFormatError('XML: more than one root element');
    if (stack.length >= MAX_DEPTH) throw new SubtitleFormatError('XML: elements nested too deeply');
    const scope = bindNamespaces(parent?.scope, token.attributes);
    const attributes = new Map<string, string>();
    for (const attribute of token.attributes) {
      if (attribute.name === 'xmlns' || attribute.name.startsWith('xmlns:')) continue;
      const [prefix, local] = splitName(attribute.name);
      // Unprefixed attributes are in no namespace, whatever the default namespace is.
      const namespace = prefix === '' ? '' : resolve(scope, prefix, token.start);
      attributes.set(attributeKey(namespace, local), attribute.value);
    }
    const [prefix, localName] = splitName(token.name);
    const element: XmlElement = {
      name: token.name,
      localName,
      namespace: resolve(scope, prefix, token.start),
      attributes,
      rawAttributes: token.attributes,
      children: [],
      start: token.start,
      openEnd: token.end,
      end: token.end,
      scope,
    };
    if (parent) parent.children.push(element);
    else this.root = element;
    if (!token.selfClosing) stack.push(element);
  }
}

/** A document as far as it reads: when the text was cut off (inside a construct, see
 *  tokenizeXmlUpToCut, or with elements still open at its end), the elements open there end at
 *  the cut and are listed in `unclosed`, outermost first; `cutAt` is -1 for a whole document. */
export function parseXmlDocumentUpToCut(
  text: string,
  skipper?: ElementSkipper,
): {
  root: XmlElement;
  cutAt: number;
  unclosed: XmlElement[];
} {
  const tree = new TreeBuilder();
  const stack = tree.stack;
  let cutAt = -1;
  let i = 0;
  try {
    while (i < text.length) {
      const lt = text.indexOf('<', i);
      const textEnd = lt < 0 ? text.length : lt;
      if (textEnd > i && !tree.error) tree.text(decodeXmlEntities(text.slice(i, textEnd)));
      if (lt < 0) break;
      if (skipper && !tree.error && stack.length > 0 && isOpenTag(text, lt)) {
        const end = skipper.skip(text, lt, stack);
        if (end > lt) {
          i = end;
          continue;
        }
      }
      const markup = readMarkup(text, lt);
      if (typeof markup === 'number') i = markup;
      else {
        if (!tree.error) tree.token(markup);
        i = markup.end;
      }
    }
  } catch (error) {
    cutAt = cutOffStart(error);
    if (cutAt < 0) throw error;
  }
  if (tree.error) throw tree.error;
  const root = tree.root;
  if (!root) throw new SubtitleFormatError('XML: no root element');
  const end = cutAt < 0 ? text.length : cutAt;
  for (const element of stack) element.end = end;
  return { root, cutAt: cutAt < 0 && stack.length > 0 ? end : cutAt, unclosed: stack };
}

function isOpenTag(text: string, lt: number): boolean {
  const next = text.charCodeAt(lt + 1);
  // not '/', '!' or '?'
  return next !== 0x2f && next !== 0x21 && next !== 0x3f;
}

/** Child elements with the given namespace and local name. */
export function childElements(
  element: XmlElement,
  namespace: string,
  localName: string,
): XmlElement[] {
  return element.children.filter(
    (child): child is XmlElement =>
      typeof child !== 'string' && child.namespace === namespace && child.localName === localName,
  );
}
