// Digital-cinema subtitles: the Interop layout (<DCSubtitle>, times hh:mm:ss:ttt in ticks of
// 4 ms) and SMPTE ST 428-7 (<SubtitleReel> in the 2007, 2010 or 2014 namespace, times
// hh:mm:ss:ff at the reel's TimeCodeRate). A <Subtitle> (inside <Font> elements that may set
// italic or bold for all they hold) has one <Text> per line, placed by its vertical position;
// <Font Italic="yes"> / <Font Weight="bold"> inside a line style part of it.
import { SubtitleFormatError } from '../../errors';
import type { Paragraph } from '../../model';
import { contentId } from '../contentId';
import type { XmlElement } from '../xml/tree';
import { xmlCueFormat } from './xmlCueDocument';
import {
  attributeOf,
  childNamed,
  childrenNamed,
  escapeXmlText,
  msToTimecodeAt,
  readFrameRate,
  requiredAttribute,
  runsToText,
  type StyledRun,
  styledLines,
  textOf,
  timecodeToMsAt,
} from './xmlText';

interface Style {
  readonly italic: boolean;
  readonly bold: boolean;
}

interface DCinemaFlavour {
  readonly name: string;
  /** SMPTE: the reel's namespace year; undefined for Interop. */
  readonly year?: '2007' | '2010' | '2014';
}

interface Context {
  readonly frameRate: number;
  /** The style each <Subtitle> takes from the <Font> elements around it. */
  readonly inherited: ReadonlyMap<XmlElement, Style>;
}

const SMPTE_NAMESPACE = /^http:\/\/www\.smpte-ra\.org\/schemas\/428-7\/(\d{4})\/DCST$/;

function fontStyle(font: XmlElement, outer: Style): Style {
  const italic = attributeOf(font, 'Italic')?.toLowerCase();
  const weight = attributeOf(font, 'Weight')?.toLowerCase();
  return {
    italic: italic === undefined ? outer.italic : italic === 'yes',
    bold: weight === undefined ? outer.bold : weight === 'bold',
  };
}

/** Every <Subtitle> under the root, with the style of the fonts around it. */
function subtitles(root: XmlElement): Map<XmlElement, Style> {
  const found = new Map<XmlElement, Style>();
  const visit = (element: XmlElement, style: Style): void => {
    for (const child of element.children) {
      if (typeof child === 'string') continue;
      if (child.localName === 'Subtitle') found.set(child, style);
      else if (child.localName === 'Font') visit(child, fontStyle(child, style));
      else if (child.localName === 'SubtitleList') visit(child, style);
    }
  };
  visit(root, { italic: false, bold: false });
  return found;
}

function interopTime(value: string): number {
  const match = /^\s*(\d+):(\d{1,2}):(\d{1,2})([:.])(\d{1,3})\s*$/.exec(value);
  if (!match) throw new SubtitleFormatError(`"${value}" is not a time`);
  const seconds = (Number(match[1]) * 60 + Number(match[2])) * 60 + Number(match[3]);
  // After ':' the field counts ticks of 4 ms (0-249); after '.' milliseconds.
  const fraction = match[4] === ':' ? Number(match[5]) * 4 : Number(match[5]?.padEnd(3, '0'));
  if (fraction >= 1000) throw new SubtitleFormatError(`"${value}" is not a time`);
  return seconds * 1000 + fraction;
}

function interopTimeText(ms: number): string {
  const ticks = Math.round(Math.max(0, ms) / 4);
  const seconds = Math.floor(ticks / 250);
  const pad = (value: number, width = 2): string => String(value).padStart(width, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}:${pad(ticks % 250, 3)}`;
}

/** A <Text>'s runs: its own text, and <Font> children that restyle part of it. */
function textRuns(element: XmlElement, style: Style): StyledRun[] {
  const runs: StyledRun[] = [];
  for (const child of element.children) {
    if (typeof child === 'string') runs.push({ text: child, ...style });
    else if (child.localName === 'Font') runs.push(...textRuns(child, fontStyle(child, style)));
    else runs.push({ text: textOf(child), ...style });
  }
  return runs;
}

function readText(subtitle: XmlElement, style: Style): string {
  const lines = childrenNamed(subtitle, 'Text').map((text, index) => {
    const align = (
      attributeOf(text, 'VAlign') ??
      attributeOf(text, 'Valign') ??
      'bottom'
    ).toLowerCase();
    const position = Number(attributeOf(text, 'VPosition') ?? attributeOf(text, 'Vposition') ?? 0);
    // From the top of the screen down: a top-aligned line further down has a larger position,
    // a bottom-aligned one a smaller position.
    const order = (align === 'top' ? position : -position) || 0;
    const runs = textRuns(text, style).map((run) => ({
      ...run,
      text: run.text.replace(/\s+/g, ' '),
    }));
    return { order, index, runs };
  });
  lines.sort((a, b) => a.order - b.order || a.index - b.index);
  return runsToText(
    lines.map(({ runs }) => {
      const trimmed = runs.filter((run) => run.text !== '');
      const first = trimmed[0];
      const last = trimmed.at(-1);
      if (first) trimmed[0] = { ...first, text: first.text.trimStart() };
      if (last)
        trimmed[trimmed.length - 1] = {
          ...(trimmed.at(-1) as StyledRun),
          text: last.text.trimEnd(),
        };
      return trimmed.filter((run) => run.text !== '');
    }),
  );
}

function runXml(run: StyledRun): string {
  const text = escapeXmlText(run.text);
  if (!run.italic && !run.bold) return text;
  const attributes = [run.italic ? 'Italic="yes"' : '', run.bold ? 'Weight="bold"' : '']
    .filter((attribute) => attribute !== '')
    .join(' ');
  return `<Font ${attributes}>${text}</Font>`;
}

function subtitleXml(
  paragraph: Paragraph,
  number: number,
  flavour: DCinemaFlavour,
  frameRate: number,
): string {
  const smpte = flavour.year !== undefined;
  const time = (ms: number): string =>
    smpte ? msToTimecodeAt(ms, frameRate) : interopTimeText(ms);
  const lines = styledLines(paragraph.text);
  const fade = smpte ? '00:00:00:00' : '20';
  const texts = lines.map((runs, index) => {
    // Bottom-aligned: the last line sits at 8% from the bottom, each line above it 6% higher.
    const position = 8 + (lines.length - 1 - index) * 6;
    const attributes = smpte
      ? `Vposition="${position}" Valign="bottom" Halign="center" Direction="ltr"`
      : `VPosition="${position}" VAlign="bottom" HAlign="center" Direction="horizontal"`;
    return `  <Text ${attributes}>${runs.map(runXml).join('')}</Text>`;
  });
  return [
    `<Subtitle SpotNumber="${number}" TimeIn="${time(paragraph.start)}" TimeOut="${time(paragraph.end)}" FadeUpTime="${fade}" FadeDownTime="${fade}">`,
    ...texts,
    '</Subtitle>',
  ].join('\n');
}

function defaultDocument(
  flavour: DCinemaFlavour,
  frameRate: number,
  paragraphs: readonly Paragraph[],
) {
  const id = contentId(paragraphs);
  if (flavour.year === undefined) {
    return {
      header: [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<DCSubtitle Version="1.0">',
        `  <SubtitleID>${id}</SubtitleID>`,
        '  <MovieTitle></MovieTitle>',
        '  <ReelNumber>1</ReelNumber>',
        '  <Language>English</Language>',
        '  <LoadFont URI="Arial.ttf" Id="Font1"/>',
        '  <Font Id="Font1" Color="FFFFFFFF" Effect="border" EffectColor="FF000000" Italic="no" Underlined="no" Script="normal" Size="42">',
        '    ',
      ].join('\n'),
      footer: '\n  </Font>\n</DCSubtitle>\n',
    };
  }
  const rate = Math.max(1, Math.round(frameRate));
  return {
    header: [
      '<?xml version="1.0" encoding="UTF-8"?>',
      `<SubtitleReel xmlns="http://www.smpte-ra.org/schemas/428-7/${flavour.year}/DCST" xmlns:xs="http://www.w3.org/2001/XMLSchema">`,
      `  <Id>urn:uuid:${id}</Id>`,
      '  <ContentTitleText></ContentTitleText>',
      '  <IssueDate>2020-01-01T00:00:00.000-00:00</IssueDate>',
      '  <ReelNumber>1</ReelNumber>',
      '  <Language>en</Language>',
      `  <EditRate>${rate} 1</EditRate>`,
      `  <TimeCodeRate>${rate}</TimeCodeRate>`,
      '  <StartTime>00:00:00:00</StartTime>',
      '  <LoadFont ID="theFontId">urn:uuid:3dec6dc0-39d0-498d-97d0-928d2eb78391</LoadFont>',
      '  <SubtitleList>',
      '    <Font ID="theFontId" Size="39" Weight="normal" Color="FFFFFFFF" Effect="border" EffectColor="FF000000">',
      '      ',
    ].join('\n'),
    footer: '\n    </Font>\n  </SubtitleList>\n</SubtitleReel>\n',
  };
}

/** The namespace year a SubtitleReel prefix declares, '' for none we know. */
function reelYear(prefix: string): string | undefined {
  if (!/<([\w.-]+:)?SubtitleReel[\s>]/.test(prefix)) return undefined;
  return /smpte-ra\.org\/schemas\/428-7\/(\d{4})\/DCST/.exec(prefix)?.[1] ?? '';
}

function dcinemaFormat(flavour: DCinemaFlavour) {
  const smpte = flavour.year !== undefined;
  return xmlCueFormat<Context>({
    name: flavour.name,
    extensions: ['.xml'],
    detect: (prefix) => {
      if (!smpte) return /<DCSubtitle[\s>]/.test(prefix) ? 0.95 : 0;
      const year = reelYear(prefix);
      if (year === flavour.year) return 0.95;
      // A reel in no known namespace is read as the first edition.
      return year === '' && flavour.year === '2007' ? 0.8 : 0;
    },
    context: (root, frameRate) => {
      const year = SMPTE_NAMESPACE.exec(root.namespace)?.[1];
      const mine = smpte
        ? root.localName === 'SubtitleReel' &&
          (year === flavour.year || (year === undefined && flavour.year === '2007'))
        : root.localName === 'DCSubtitle';
      if (!mine) throw new SubtitleFormatError(`Not a ${flavour.name} document`);
      const declared = childNamed(root, 'TimeCodeRate') ?? childNamed(root, 'EditRate');
      const rate = declared ? readFrameRate(textOf(declared)) : undefined;
      return { frameRate: rate ?? frameRate, inherited: subtitles(root) };
    },
    cues: (root) => [...subtitles(root).keys()],
    read: (subtitle, context) => {
      const time = (name: string): number => {
        const value = requiredAttribute(subtitle, name);
        return smpte ? timecodeToMsAt(value, context.frameRate) : interopTime(value);
      };
      if (childrenNamed(subtitle, 'Text').length === 0) return []; // an image subtitle
      const style = context.inherited.get(subtitle) ?? { italic: false, bold: false };
      return { start: time('TimeIn'), end: time('TimeOut'), text: readText(subtitle, style) };
    },
    write: (paragraphs, context) =>
      paragraphs.map((paragraph, index) =>
        subtitleXml(paragraph, index + 1, flavour, context.frameRate),
      ),
    defaultDocument: (frameRate, paragraphs) => defaultDocument(flavour, frameRate, paragraphs),
  });
}

export const dCinemaInterop = dcinemaFormat({ name: 'D-Cinema interop' });
export const dCinemaSmpte2007 = dcinemaFormat({ name: 'D-Cinema SMPTE 2007', year: '2007' });
export const dCinemaSmpte2010 = dcinemaFormat({ name: 'D-Cinema SMPTE 2010', year: '2010' });
export const dCinemaSmpte2014 = dcinemaFormat({ name: 'D-Cinema SMPTE 2014', year: '2014' });
