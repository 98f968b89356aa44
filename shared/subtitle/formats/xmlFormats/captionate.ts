// Captionate (the Flash captioning tool's XML): <captionate> with a <timeformat>, then
// <captions> holding one <caption time="…"> per change of text. A caption gives only its start;
// it lasts until the next caption, and an empty caption ends the one before it. Two formats
// share the layout and differ by the declared time format: "Captionate" writes
// hh:mm:ss:cc (the last field read as hundredths, as Subtitle Edit reads it), "Captionate MS"
// writes milliseconds.
import { SubtitleFormatError } from '../../errors';
import type { Paragraph } from '../../model';
import type { XmlElement } from '../xml/tree';
import { type CueTimes, xmlCueFormat } from './xmlCueDocument';
import {
  attributeOf,
  childNamed,
  childrenNamed,
  descendantsNamed,
  inlineContent,
  inlineText,
  textOf,
  wholeMs,
} from './xmlText';

interface TimeFormat {
  /** The <timeformat> text the format writes. */
  readonly declared: string;
  /** Whether a declared <timeformat> is this one's. */
  readonly matches: (declared: string) => boolean;
  readonly read: (value: string) => number;
  readonly write: (ms: number) => string;
}

function hundredthsToMs(value: string): number {
  const match = /^\s*(\d+):(\d{1,2}):(\d{1,2}):(\d{1,3})\s*$/.exec(value);
  if (!match) throw new SubtitleFormatError(`"${value}" is not a time`);
  const [, h, m, s, cs] = match.map(Number) as [number, number, number, number, number];
  return ((h * 60 + m) * 60 + s) * 1000 + cs * 10;
}

function msToHundredths(ms: number): string {
  const total = Math.round(Math.max(0, ms) / 10);
  const pad = (value: number): string => String(value).padStart(2, '0');
  const seconds = Math.floor(total / 100);
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}:${pad(total % 100)}`;
}

const HUNDREDTHS: TimeFormat = {
  declared: 'hh:mm:ss:ff/30',
  matches: (declared) => declared.startsWith('hh:mm:ss:'),
  read: hundredthsToMs,
  write: msToHundredths,
};

const MILLISECONDS: TimeFormat = {
  declared: 'ms',
  matches: (declared) => declared === 'ms',
  read: wholeMs,
  write: (ms) => String(Math.max(0, Math.round(ms))),
};

function declaredFormat(text: string): string | undefined {
  return /<timeformat>\s*([^<]*?)\s*<\/timeformat>/.exec(text)?.[1];
}

function captionXml(time: string, paragraph: Paragraph | undefined): string {
  if (!paragraph) return `<caption time="${time}" />`;
  return [
    `<caption time="${time}">`,
    '  <tracks>',
    `    <track0>${inlineContent(paragraph.text)}</track0>`,
    '  </tracks>',
    '</caption>',
  ].join('\n');
}

function captionateFormat(name: string, format: TimeFormat) {
  return xmlCueFormat<TimeFormat>({
    name,
    extensions: ['.xml'],
    detect: (prefix) => {
      if (!/<captionate[\s>]/.test(prefix)) return 0;
      const declared = declaredFormat(prefix);
      return declared !== undefined && format.matches(declared) ? 0.95 : 0;
    },
    context: (root: XmlElement) => {
      const declared = childNamed(root, 'timeformat');
      if (root.localName !== 'captionate' || !declared || !format.matches(textOf(declared).trim()))
        throw new SubtitleFormatError(`Not a ${name} document`);
      return format;
    },
    cues: (root) => childrenNamed(root, 'captions').flatMap((c) => childrenNamed(c, 'caption')),
    read: (element, time): CueTimes => {
      const value = attributeOf(element, 'time');
      if (value === undefined) throw new SubtitleFormatError('time is missing');
      const track = descendantsNamed(element, 'track0')[0];
      return { start: time.read(value), text: track ? inlineText(track) : '' };
    },
    gapMarkers: true,
    write: (paragraphs, time) =>
      paragraphs.flatMap((paragraph, index) => {
        const next = paragraphs[index + 1];
        const caption = captionXml(time.write(paragraph.start), paragraph);
        // The caption lasts until the next one: an empty one marks an end before it.
        return next && next.start === paragraph.end
          ? [caption]
          : [caption, captionXml(time.write(paragraph.end), undefined)];
      }),
    defaultDocument: () => ({
      header: [
        '<captionate>',
        `  <timeformat>${format.declared}</timeformat>`,
        '  <namesareprefixed>namesareprefixed</namesareprefixed>',
        '  <captioninfo>',
        '    <trackinfo>',
        '      <track>',
        '        <displayname>Default</displayname>',
        '        <type />',
        '        <languagecode />',
        '        <targetwpm>140</targetwpm>',
        '        <stringdata />',
        '      </track>',
        '    </trackinfo>',
        '    <speakerinfo>',
        '    </speakerinfo>',
        '  </captioninfo>',
        '  <captions>',
        '    ',
      ].join('\n'),
      footer: '\n  </captions>\n</captionate>\n',
    }),
  });
}

export const captionate = captionateFormat('Captionate', HUNDREDTHS);
export const captionateMs = captionateFormat('Captionate MS', MILLISECONDS);
