// Flash Xml: the captions Flash players load, a namespace-less <tt> whose <div> holds
// <p begin="hh:mm:ss.mmm" end="…"> elements, the text in a CDATA section wrapped in <sub> with
// <br /> between lines. The field after the seconds counts milliseconds (Subtitle Edit writes
// "05" for 5 ms); "12.5s" offsets are read too.
import { SubtitleFormatError } from '../../errors';
import { decodeXmlEntities } from '../xml/tokenizer';
import type { XmlElement } from '../xml/tree';
import { xmlCueFormat } from './xmlCueDocument';
import { attributeOf, childrenNamed, escapeXmlText, plainText, secondsToMs } from './xmlText';

function readTime(value: string): number {
  if (value.trim().endsWith('s')) return secondsToMs(value.trim().slice(0, -1));
  const match = /^\s*(\d+):(\d{1,2}):(\d{1,2})[.,:](\d{1,3})\s*$/.exec(value);
  if (!match) throw new SubtitleFormatError(`"${value}" is not a time`);
  const [, h, m, s, ms] = match.map(Number) as [number, number, number, number, number];
  return ((h * 60 + m) * 60 + s) * 1000 + ms;
}

function writeTime(ms: number): string {
  const total = Math.max(0, Math.round(ms));
  const pad = (value: number, width = 2): string => String(value).padStart(width, '0');
  const seconds = Math.floor(total / 1000);
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}.${pad(total % 1000, 3)}`;
}

/** The element's markup as text: CDATA and text as written, <br> elements as breaks. */
function rawContent(element: XmlElement): string {
  let out = '';
  for (const child of element.children) {
    if (typeof child === 'string') out += child;
    else if (child.localName.toLowerCase() === 'br') out += '\n';
    else out += rawContent(child);
  }
  return out;
}

function readText(p: XmlElement): string {
  const raw = rawContent(p)
    .replace(/\r\n?/g, '\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/?[a-z][^<>]*>/gi, '');
  return decodeXmlEntities(raw)
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .trim();
}

export const flashXml = xmlCueFormat<undefined>({
  name: 'Flash Xml',
  extensions: ['.xml'],
  detect: (prefix) =>
    /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<tt[\s>]/.test(prefix.trimStart()) &&
    !/xmlns\s*=/.test(prefix.slice(0, prefix.indexOf('<tt') + 200)) &&
    /<sub>/.test(prefix)
      ? 0.9
      : 0,
  context: (root) => {
    if (root.localName !== 'tt' || root.namespace !== '')
      throw new SubtitleFormatError('Not a Flash Xml document');
    return undefined;
  },
  cues: (root) => childrenNamed(root, 'div').flatMap((div) => childrenNamed(div, 'p')),
  read: (p) => {
    const begin = attributeOf(p, 'begin');
    const end = attributeOf(p, 'end');
    const dur = attributeOf(p, 'dur');
    if (begin === undefined) throw new SubtitleFormatError('begin is missing');
    const start = readTime(begin);
    return {
      start,
      end:
        end !== undefined ? readTime(end) : dur !== undefined ? start + readTime(dur) : undefined,
      text: readText(p),
    };
  },
  write: (paragraphs) =>
    paragraphs.map((paragraph) => {
      const text = plainText(paragraph.text).split('\n').map(escapeXmlText).join('<br />');
      return `<p begin="${writeTime(paragraph.start)}" end="${writeTime(paragraph.end)}"><![CDATA[<sub>${text}</sub>]]></p>`;
    }),
  defaultDocument: () => ({
    header: '<?xml version="1.0" encoding="utf-8"?>\n<tt>\n  <div>\n    ',
    footer: '\n  </div>\n</tt>\n',
  }),
});
