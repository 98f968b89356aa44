// Subtitle Edit's own plain XML exports: "Xml" (<Subtitle> of <Paragraph> elements with
// <StartMilliseconds>/<EndMilliseconds>) and "Xml 2" (<Subtitles> of <Subtitle> elements with
// <Start>/<End> as hh:mm:ss,mmm and a <Duration>). Text is plain, its lines as written.
import { SubtitleFormatError } from '../../errors';
import type { XmlElement } from '../xml/tree';
import { xmlCueFormat } from './xmlCueDocument';
import {
  childrenNamed,
  clockToMs,
  escapeXmlText,
  msToClock,
  plainText,
  requiredChildText,
  wholeMs,
} from './xmlText';

function lines(text: string): string {
  return text
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .trim();
}

function root(name: string): (element: XmlElement) => undefined {
  return (element) => {
    if (element.localName !== name) throw new SubtitleFormatError(`Not a <${name}> document`);
    return undefined;
  };
}

export const timeXml = xmlCueFormat<undefined>({
  name: 'Xml',
  extensions: ['.xml'],
  detect: (prefix) =>
    /<Subtitle>\s*<Paragraph>/.test(prefix) && prefix.includes('<StartMilliseconds>') ? 0.9 : 0,
  context: root('Subtitle'),
  cues: (element) => childrenNamed(element, 'Paragraph'),
  read: (element) => ({
    start: wholeMs(requiredChildText(element, 'StartMilliseconds')),
    end: wholeMs(requiredChildText(element, 'EndMilliseconds')),
    text: lines(requiredChildText(element, 'Text')),
  }),
  write: (paragraphs) =>
    paragraphs.map((paragraph, index) =>
      [
        '<Paragraph>',
        `  <Number>${index + 1}</Number>`,
        `  <StartMilliseconds>${Math.round(paragraph.start)}</StartMilliseconds>`,
        `  <EndMilliseconds>${Math.round(paragraph.end)}</EndMilliseconds>`,
        `  <Text>${escapeXmlText(plainText(paragraph.text))}</Text>`,
        '</Paragraph>',
      ].join('\n'),
    ),
  defaultDocument: () => ({
    header: '<?xml version="1.0" encoding="utf-8"?>\n<Subtitle>\n  ',
    footer: '\n</Subtitle>\n',
  }),
});

/** A duration as Subtitle Edit's short form: "s,mmm", "m:ss,mmm" or "h:mm:ss,mmm". */
function shortDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms));
  const fraction = String(total % 1000).padStart(3, '0');
  const seconds = Math.floor(total / 1000) % 60;
  const minutes = Math.floor(total / 60000) % 60;
  const hours = Math.floor(total / 3600000);
  if (hours > 0)
    return `${hours}:${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')},${fraction}`;
  if (minutes > 0) return `${minutes}:${String(seconds).padStart(2, '0')},${fraction}`;
  return `${seconds},${fraction}`;
}

export const timeXml2 = xmlCueFormat<undefined>({
  name: 'Xml 2',
  extensions: ['.xml'],
  detect: (prefix) =>
    /<Subtitles>\s*<Subtitle>/.test(prefix) && prefix.includes('<Duration>') ? 0.9 : 0,
  context: root('Subtitles'),
  cues: (element) => childrenNamed(element, 'Subtitle'),
  read: (element) => ({
    start: clockToMs(requiredChildText(element, 'Start')),
    end: clockToMs(requiredChildText(element, 'End')),
    text: lines(requiredChildText(element, 'Text')),
  }),
  write: (paragraphs) =>
    paragraphs.map((paragraph, index) =>
      [
        '<Subtitle>',
        `  <Number>${index + 1}</Number>`,
        `  <Start>${msToClock(paragraph.start, ',')}</Start>`,
        `  <End>${msToClock(paragraph.end, ',')}</End>`,
        `  <Duration>${shortDuration(paragraph.end - paragraph.start)}</Duration>`,
        `  <Text>${escapeXmlText(plainText(paragraph.text))}</Text>`,
        '</Subtitle>',
      ].join('\n'),
    ),
  defaultDocument: () => ({
    header: '<?xml version="1.0" encoding="utf-8"?>\n<Subtitles>\n  ',
    footer: '\n</Subtitles>\n',
  }),
});
