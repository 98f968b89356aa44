// Universal Subtitle Format (.usf): <USFSubtitles> with metadata and styles, then <subtitles>
// of <subtitle start="hh:mm:ss.mmm" stop="…"> elements whose <text> holds the lines (<br/>
// between them, <i>, <b>, <u> inside).
import { SubtitleFormatError } from '../../errors';
import { xmlCueFormat } from './xmlCueDocument';
import {
  childNamed,
  childrenNamed,
  clockToMs,
  inlineContent,
  inlineText,
  msToClock,
  requiredAttribute,
} from './xmlText';

/** USF times may also be "ss.mmm" or whole seconds. */
function readTime(value: string): number {
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const short = /^(\d+)[.,](\d{1,3})$/.exec(text);
  if (short) return Number(short[1]) * 1000 + Number(`0.${short[2]}`) * 1000;
  return clockToMs(text);
}

export const universalSubtitleFormat = xmlCueFormat<undefined>({
  name: 'Universal Subtitle Format',
  extensions: ['.usf'],
  detect: (prefix) => (/<USFSubtitles[\s>]/.test(prefix) ? 0.95 : 0),
  context: (root) => {
    if (root.localName !== 'USFSubtitles')
      throw new SubtitleFormatError('Not a Universal Subtitle Format document');
    return undefined;
  },
  cues: (root) => childrenNamed(root, 'subtitles').flatMap((s) => childrenNamed(s, 'subtitle')),
  read: (element) => {
    const text = childNamed(element, 'text');
    return {
      start: readTime(requiredAttribute(element, 'start')),
      end: readTime(requiredAttribute(element, 'stop')),
      text: text ? inlineText(text) : '',
    };
  },
  write: (paragraphs) =>
    paragraphs.map(
      (paragraph) =>
        `<subtitle start="${msToClock(paragraph.start)}" stop="${msToClock(paragraph.end)}"><text style="Default">${inlineContent(paragraph.text, '<br/>', true)}</text></subtitle>`,
    ),
  defaultDocument: () => ({
    header: [
      '<?xml version="1.0" encoding="utf-8"?>',
      '<USFSubtitles version="1.0">',
      '  <metadata>',
      '    <title>Universal Subtitle Format</title>',
      '    <language code="eng">English</language>',
      '  </metadata>',
      '  <styles>',
      '    <style name="Default">',
      '      <fontstyle face="Arial" size="24" color="#FFFFFF" back-color="#AAAAAA" />',
      '      <position alignment="BottomCenter" vertical-margin="20%" relative-to="Window" />',
      '    </style>',
      '  </styles>',
      '  <subtitles>',
      '    ',
    ].join('\n'),
    footer: '\n  </subtitles>\n</USFSubtitles>\n',
  }),
});
