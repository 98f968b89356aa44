// Rhozet Harmonic (Carbon Coder's titler data): <TitlerData> holding a settings <Data> and then
// one <Data StartTimecode='hh:mm:ss:ff' EndTimecode='…' Title='…'/> per subtitle, in single
// quotes. The time codes count frames at the project's rate, which the file does not declare:
// 23.976 on read, the rate asked for on write. Lines are kept as character references.
import { SubtitleFormatError } from '../../errors';
import { xmlCueFormat } from './xmlCueDocument';
import {
  attributeOf,
  childrenNamed,
  msToTimecodeAt,
  plainText,
  requiredAttribute,
  timecodeToMsAt,
} from './xmlText';

function singleQuoted(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll("'", '&apos;')
    .replaceAll('\n', '&#xA;');
}

export const rhozetHarmonic = xmlCueFormat<number>({
  name: 'Rhozet Harmonic',
  extensions: ['.xml'],
  detect: (prefix) =>
    /<TitlerData[\s>]/.test(prefix) && /StartTimecode\s*=/.test(prefix) ? 0.9 : 0,
  context: (root, frameRate) => {
    if (root.localName !== 'TitlerData') throw new SubtitleFormatError('Not a Rhozet document');
    return frameRate;
  },
  cues: (root) =>
    childrenNamed(root, 'Data').filter((data) => attributeOf(data, 'Title') !== undefined),
  read: (data, frameRate) => ({
    start: timecodeToMsAt(requiredAttribute(data, 'StartTimecode'), frameRate),
    end: timecodeToMsAt(requiredAttribute(data, 'EndTimecode'), frameRate),
    text: requiredAttribute(data, 'Title').replace(/\r\n?/g, '\n').trim(),
  }),
  write: (paragraphs, frameRate) =>
    paragraphs.map(
      (paragraph) =>
        `<Data StartTimecode='${msToTimecodeAt(paragraph.start, frameRate)}' EndTimecode='${msToTimecodeAt(paragraph.end, frameRate)}' Title='${singleQuoted(plainText(paragraph.text))}'/>`,
    ),
  defaultDocument: () => ({
    header: [
      '<?xml version="1.0"?>',
      '<TitlerData>',
      "<Data CharSize='0.2' PosX='0.5' PosY='0.75' ColorR='245' ColorG='245' ColorB='245' Transparency='0.0' ShadowSize='0.5' BkgEnable='1' BkgExtraWidth='0.02' BkgExtraHeight='0.02'/>",
      '',
    ].join('\n'),
    footer: '\n</TitlerData>\n',
  }),
});
