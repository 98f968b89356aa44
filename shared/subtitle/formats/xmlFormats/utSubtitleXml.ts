// UT Subtitle xml: <uts> of <ut secIn="1.5" secOut="3.25"> elements, the text in a CDATA
// section with <br> between lines.
import { SubtitleFormatError } from '../../errors';
import { xmlCueFormat } from './xmlCueDocument';
import { childrenNamed, plainText, requiredAttribute, secondsToMs, textOf } from './xmlText';

/** Seconds as Subtitle Edit writes them: at least one decimal, at most three ("1.0", "2.125"). */
function seconds(ms: number): string {
  const text = (Math.max(0, Math.round(ms)) / 1000).toFixed(3).replace(/0{1,2}$/, '');
  return text;
}

export const utSubtitleXml = xmlCueFormat<undefined>({
  name: 'UT Subtitle xml',
  extensions: ['.xml'],
  detect: (prefix) => (/<uts[\s>]/.test(prefix) && /<ut\s[^>]*secIn=/.test(prefix) ? 0.9 : 0),
  context: (root) => {
    if (root.localName !== 'uts') throw new SubtitleFormatError('Not a UT Subtitle xml document');
    return undefined;
  },
  cues: (root) => childrenNamed(root, 'ut'),
  read: (element) => ({
    start: secondsToMs(requiredAttribute(element, 'secIn')),
    end: secondsToMs(requiredAttribute(element, 'secOut')),
    text: textOf(element)
      .replace(/<br\s*\/?>/gi, '\n')
      .split('\n')
      .map((line) => line.trim())
      .join('\n')
      .trim(),
  }),
  write: (paragraphs) =>
    paragraphs.map((paragraph) => {
      // A CDATA section cannot hold "]]>": it is split across two sections.
      const text = plainText(paragraph.text)
        .replaceAll('\n', '<br>')
        .replaceAll(']]>', ']]]]><![CDATA[>');
      return `<ut secOut="${seconds(paragraph.end)}" secIn="${seconds(paragraph.start)}"><![CDATA[${text}]]></ut>`;
    }),
  defaultDocument: () => ({
    header: '<?xml version="1.0" encoding="utf-8"?>\n<uts>\n  ',
    footer: '\n</uts>\n',
  }),
});
