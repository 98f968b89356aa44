// GPAC TTXT (.ttxt, MP4Box's 3GPP text dump): a <TextStream> header, then <TextSample
// sampleTime="hh:mm:ss.mmm"> elements. A sample holds the text shown from its time on (as
// content, or in a text attribute); an empty sample clears the screen, so it ends the cue.
import { SubtitleFormatError } from '../../errors';
import { xmlCueFormat } from './xmlCueDocument';
import {
  attributeOf,
  childrenNamed,
  clockToMs,
  escapeXmlText,
  msToClock,
  plainText,
  requiredAttribute,
  textOf,
} from './xmlText';

function sample(ms: number, text: string): string {
  return `<TextSample sampleTime="${msToClock(ms)}" xml:space="preserve">${text}</TextSample>`;
}

export const gpacTtxt = xmlCueFormat<undefined>({
  name: 'GPAC TTXT',
  extensions: ['.ttxt'],
  detect: (prefix) => (/<TextStream[\s>]/.test(prefix) ? 0.95 : 0),
  context: (root) => {
    if (root.localName !== 'TextStream') throw new SubtitleFormatError('Not a GPAC TTXT document');
    return undefined;
  },
  cues: (root) => childrenNamed(root, 'TextSample'),
  read: (element) => {
    const content = textOf(element);
    // The text attribute quotes its text in single quotes.
    const attribute = attributeOf(element, 'text')?.replace(/^'(.*)'$/s, '$1') ?? '';
    return {
      start: clockToMs(requiredAttribute(element, 'sampleTime')),
      // Lines are trimmed: a written file indents the lines after the first.
      text: (content.trim() === '' ? attribute : content)
        .replace(/\r\n?/g, '\n')
        .split('\n')
        .map((line) => line.trim())
        .join('\n')
        .trim(),
    };
  },
  gapMarkers: true,
  write: (paragraphs) =>
    paragraphs.flatMap((paragraph, index) => {
      const shown = sample(paragraph.start, escapeXmlText(plainText(paragraph.text)));
      const next = paragraphs[index + 1];
      return next && next.start === paragraph.end ? [shown] : [shown, sample(paragraph.end, '')];
    }),
  defaultDocument: () => ({
    header: [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<!-- GPAC 3GPP Text Stream -->',
      '<TextStream version="1.1">',
      '  <TextStreamHeader translation_y="0" translation_x="0" layer="0" height="60" width="400">',
      '    <TextSampleDescription scroll="None" continuousKaraoke="no" fillTextRegion="no" verticalText="no" backColor="0 0 0 0" verticalJustification="bottom" horizontalJustification="center">',
      '      <FontTable>',
      '        <FontTableEntry fontID="1" fontName="Serif"/>',
      '      </FontTable>',
      '      <TextBox right="400" bottom="60" left="0" top="0"/>',
      '      <Style fontID="1" color="ff ff ff ff" fontSize="18" styles="Normal"/>',
      '    </TextSampleDescription>',
      '  </TextStreamHeader>',
      '  ',
    ].join('\n'),
    footer: '\n</TextStream>\n',
  }),
});
