// Final Cut Pro Xml (FCP 7's XML Interchange Format, <xmeml>): a <sequence> with its <rate>
// (timebase, ntsc), and in its video tracks one <generatoritem> per title: <start>/<end> in
// frames of the timeline and a text generator <effect> whose "str" parameter holds the text
// (lines separated by carriage returns) and whose "style" parameter makes it plain, bold,
// italic or bold italic as a whole.
import { SubtitleFormatError } from '../../errors';
import type { Paragraph } from '../../model';
import { framesToMs, msToFrames } from '../../time';
import type { XmlElement } from '../xml/tree';
import { xmlCueFormat } from './xmlCueDocument';
import {
  childNamed,
  childrenNamed,
  descendantsNamed,
  escapeXmlText,
  plainText,
  requiredChildText,
  textOf,
} from './xmlText';

interface Rate {
  readonly timebase: number;
  readonly ntsc: boolean;
}

function framesPerSecond(rate: Rate): number {
  return rate.ntsc ? (rate.timebase * 1000) / 1001 : rate.timebase;
}

function readRate(element: XmlElement | undefined, fallback: Rate): Rate {
  const rate = element && childNamed(element, 'rate');
  const timebase = rate && childNamed(rate, 'timebase');
  const value = timebase ? Number(textOf(timebase).trim()) : NaN;
  if (!rate || !(value > 0 && value <= 1000)) return fallback;
  const ntsc = childNamed(rate, 'ntsc');
  return { timebase: value, ntsc: ntsc ? textOf(ntsc).trim().toUpperCase() === 'TRUE' : false };
}

function rateOf(frameRate: number): Rate {
  const timebase = Math.max(1, Math.round(frameRate));
  return { timebase, ntsc: Math.abs(timebase - frameRate) > 0.001 };
}

const TEXT_PARAMETERS = ['str', 'str1', 'str2', 'sourcetext', 'text'];
const STYLE_NAMES = ['Plain', 'Bold', 'Italic', 'Bold/Italic'];

function parameter(item: XmlElement, id: string): XmlElement | undefined {
  return descendantsNamed(item, 'parameter').find((candidate) => {
    const parameterId = childNamed(candidate, 'parameterid');
    return parameterId !== undefined && textOf(parameterId).trim() === id;
  });
}

function readStyle(item: XmlElement): string {
  const style = parameter(item, 'style') ?? parameter(item, 'fontstyle');
  const value = style && childNamed(style, 'value');
  if (!style || !value) return 'plain';
  const entries = descendantsNamed(style, 'valueentry');
  const entry = entries[Number(textOf(value).trim()) - 1];
  const name = entry && childNamed(entry, 'name');
  return name ? textOf(name).trim().toLowerCase() : 'plain';
}

function readText(item: XmlElement): string {
  for (const id of TEXT_PARAMETERS) {
    const value = parameter(item, id);
    const text = value && childNamed(value, 'value');
    if (!text) continue;
    const lines = textOf(text)
      .split('\n')
      .map((line) => line.trim())
      .join('\n')
      .trim();
    if (lines === '') continue;
    const style = readStyle(item);
    const bold = style === 'bold' || style === 'bold/italic' ? `<b>${lines}</b>` : lines;
    return style === 'italic' || style === 'bold/italic' ? `<i>${bold}</i>` : bold;
  }
  return '';
}

/** The style value a whole-paragraph style gives (1 plain, 2 bold, 3 italic, 4 both), and the
 *  text without it. */
function styleOf(text: string): [number, string] {
  let rest = text.trim();
  let italic = false;
  let bold = false;
  for (;;) {
    const match = /^<([ib])>([\s\S]*)<\/\1>$/.exec(rest);
    // "<i>a</i> <i>b</i>" is not italic as a whole: the tag must not close inside.
    if (!match || new RegExp(`</?${match[1] ?? ''}>`).test(match[2] ?? '')) break;
    if (match[1] === 'i') italic = true;
    else bold = true;
    rest = match[2] ?? '';
  }
  return [italic && bold ? 4 : italic ? 3 : bold ? 2 : 1, rest];
}

function generatorItem(paragraph: Paragraph, number: number, rate: Rate): string {
  const fps = framesPerSecond(rate);
  const start = msToFrames(paragraph.start, fps);
  const end = msToFrames(paragraph.end, fps);
  const [style, text] = styleOf(paragraph.text);
  const value = plainText(text).split('\n').map(escapeXmlText).join('&#13;');
  const entries = STYLE_NAMES.map(
    (name, index) =>
      `        <valueentry><name>${name}</name><value>${index + 1}</value></valueentry>`,
  );
  return [
    `<generatoritem id="Outline Text${number}">`,
    '  <name>Outline Text</name>',
    `  <duration>${end - start}</duration>`,
    '  <rate>',
    `    <ntsc>${rate.ntsc ? 'TRUE' : 'FALSE'}</ntsc>`,
    `    <timebase>${rate.timebase}</timebase>`,
    '  </rate>',
    '  <in>0</in>',
    `  <out>${end - start}</out>`,
    `  <start>${start}</start>`,
    `  <end>${end}</end>`,
    '  <enabled>TRUE</enabled>',
    '  <anamorphic>FALSE</anamorphic>',
    '  <alphatype>black</alphatype>',
    '  <effect>',
    '    <name>Outline Text</name>',
    '    <effectid>Outline Text</effectid>',
    '    <effectcategory>Text</effectcategory>',
    '    <effecttype>generator</effecttype>',
    '    <mediatype>video</mediatype>',
    '    <parameter>',
    '      <parameterid>str</parameterid>',
    '      <name>Text</name>',
    `      <value>${value}</value>`,
    '    </parameter>',
    '    <parameter>',
    '      <parameterid>style</parameterid>',
    '      <name>Style</name>',
    '      <valuemin>1</valuemin>',
    '      <valuemax>4</valuemax>',
    '      <valuelist>',
    ...entries,
    '      </valuelist>',
    `      <value>${style}</value>`,
    '    </parameter>',
    '  </effect>',
    '  <sourcetrack>',
    '    <mediatype>video</mediatype>',
    '  </sourcetrack>',
    '</generatoritem>',
  ].join('\n');
}

function defaultDocument(frameRate: number, paragraphs: readonly Paragraph[]) {
  const rate = rateOf(frameRate);
  const last = paragraphs.reduce((end, paragraph) => Math.max(end, paragraph.end), 0);
  const duration = msToFrames(last, framesPerSecond(rate));
  const rateLines = (indent: string): string[] => [
    `${indent}<rate>`,
    `${indent}  <ntsc>${rate.ntsc ? 'TRUE' : 'FALSE'}</ntsc>`,
    `${indent}  <timebase>${rate.timebase}</timebase>`,
    `${indent}</rate>`,
  ];
  return {
    header: [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<!DOCTYPE xmeml>',
      '<xmeml version="5">',
      '  <sequence id="Subtitles">',
      '    <name>Subtitles</name>',
      `    <duration>${duration}</duration>`,
      ...rateLines('    '),
      '    <timecode>',
      ...rateLines('      '),
      '      <string>00:00:00:00</string>',
      '      <frame>0</frame>',
      '      <displayformat>NDF</displayformat>',
      '    </timecode>',
      '    <in>0</in>',
      `    <out>${duration}</out>`,
      '    <media>',
      '      <video>',
      '        <format>',
      '          <samplecharacteristics>',
      '            <width>1920</width>',
      '            <height>1080</height>',
      '          </samplecharacteristics>',
      '        </format>',
      '        <track>',
      '          ',
    ].join('\n'),
    footer: '\n        </track>\n      </video>\n    </media>\n  </sequence>\n</xmeml>\n',
  };
}

export const finalCutProXml = xmlCueFormat<Rate>({
  name: 'Final Cut Pro Xml',
  extensions: ['.xml'],
  detect: (prefix) => (/<xmeml[\s>]/.test(prefix) ? 0.9 : 0),
  context: (root, frameRate) => {
    if (root.localName !== 'xmeml') throw new SubtitleFormatError('Not a Final Cut Pro document');
    return readRate(childNamed(root, 'sequence'), rateOf(frameRate));
  },
  cues: (root) =>
    descendantsNamed(root, 'video')
      .flatMap((video) => childrenNamed(video, 'track'))
      .flatMap((track) => childrenNamed(track, 'generatoritem')),
  read: (item, sequenceRate) => {
    const fps = framesPerSecond(readRate(item, sequenceRate));
    const frames = (name: string): number => {
      const value = requiredChildText(item, name).trim();
      if (!/^-?\d+$/.test(value)) throw new SubtitleFormatError(`<${name}> is not a frame`);
      return Number(value);
    };
    const text = readText(item);
    if (text === '') return [];
    return { start: framesToMs(frames('start'), fps), end: framesToMs(frames('end'), fps), text };
  },
  write: (paragraphs, rate) =>
    paragraphs.map((paragraph, index) => generatorItem(paragraph, index + 1, rate)),
  defaultDocument,
});
