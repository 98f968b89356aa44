// Transcriber Xml (.trs, the speech-transcription tool's files): <Trans> → <Episode> →
// <Section startTime endTime> → <Turn startTime endTime> with the words (times in seconds).
// Every turn is a subtitle; a section is written per subtitle, as Subtitle Edit writes them.
import { SubtitleFormatError } from '../../errors';
import { xmlCueFormat } from './xmlCueDocument';
import {
  childrenNamed,
  escapeXmlText,
  msToSeconds,
  plainText,
  requiredAttribute,
  secondsToMs,
  textOf,
} from './xmlText';

export const transcriberXml = xmlCueFormat<undefined>({
  name: 'Transcriber Xml',
  extensions: ['.trs'],
  detect: (prefix) =>
    /<Trans[\s>]/.test(prefix) && /<(Episode|Section|Turn)[\s>/]/.test(prefix) ? 0.9 : 0,
  context: (root) => {
    if (root.localName !== 'Trans') throw new SubtitleFormatError('Not a Transcriber document');
    return undefined;
  },
  cues: (root) => childrenNamed(root, 'Episode').flatMap((e) => childrenNamed(e, 'Section')),
  read: (section) =>
    childrenNamed(section, 'Turn').map((turn) => ({
      start: secondsToMs(requiredAttribute(turn, 'startTime')),
      end: secondsToMs(requiredAttribute(turn, 'endTime')),
      text: textOf(turn)
        .split('\n')
        .map((line) => line.trim().replace(/\s+/g, ' '))
        .filter((line) => line !== '')
        .join('\n'),
    })),
  write: (paragraphs) =>
    paragraphs.map((paragraph) => {
      const start = msToSeconds(paragraph.start);
      const end = msToSeconds(paragraph.end);
      return [
        `<Section type="report" startTime="${start}" endTime="${end}">`,
        `  <Turn startTime="${start}" endTime="${end}">`,
        `    <Sync time="${start}"/>`,
        escapeXmlText(plainText(paragraph.text)),
        '  </Turn>',
        '</Section>',
      ].join('\n');
    }),
  defaultDocument: () => ({
    header: [
      '<?xml version="1.0" encoding="utf-8"?>',
      '<!DOCTYPE Trans SYSTEM "trans-14.dtd">',
      '<Trans version="1" version_date="981211">',
      '  <Episode>',
      '    ',
    ].join('\n'),
    footer: '\n  </Episode>\n</Trans>\n',
  }),
});
