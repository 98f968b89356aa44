// Matroska chapters (the XML mkvmerge and mkvextract use): <Chapters> → <EditionEntry> →
// <ChapterAtom> with <ChapterTimeStart> (hh:mm:ss.nnnnnnnnn), an optional <ChapterTimeEnd> and
// <ChapterDisplay><ChapterString>. A chapter without an end lasts until the next one, the last
// four seconds; the writer gives an end only where it differs from that. Titles are one line.
import { SubtitleFormatError } from '../../errors';
import type { Paragraph } from '../../model';
import type { XmlElement } from '../xml/tree';
import { xmlCueFormat } from './xmlCueDocument';
import {
  childNamed,
  childrenNamed,
  clockToMs,
  descendantsNamed,
  escapeXmlText,
  msToClock,
  plainText,
  requiredChildText,
  textOf,
} from './xmlText';

const LAST_CHAPTER_MS = 4000;

function chapterTime(ms: number): string {
  return `${msToClock(ms)}000000`;
}

function atoms(parent: XmlElement): XmlElement[] {
  // Nested chapters are read in document order, after the chapter holding them.
  return childrenNamed(parent, 'ChapterAtom').flatMap((atom) => [atom, ...atoms(atom)]);
}

function impliedEnd(paragraphs: readonly Paragraph[], index: number): number {
  const paragraph = paragraphs[index] as Paragraph;
  return paragraphs[index + 1]?.start ?? paragraph.start + LAST_CHAPTER_MS;
}

export const matroskaChapters = xmlCueFormat<undefined>({
  name: 'Matroska chapters',
  extensions: ['.xml'],
  detect: (prefix) => (/<Chapters[\s>]/.test(prefix) && /<ChapterAtom[\s>]/.test(prefix) ? 0.9 : 0),
  context: (root) => {
    if (root.localName !== 'Chapters') throw new SubtitleFormatError('Not a chapters document');
    return undefined;
  },
  cues: (root) => childrenNamed(root, 'EditionEntry').flatMap((edition) => atoms(edition)),
  read: (atom) => {
    const end = childNamed(atom, 'ChapterTimeEnd');
    const title = descendantsNamed(atom, 'ChapterString')[0];
    return {
      start: Math.round(clockToMs(requiredChildText(atom, 'ChapterTimeStart'))),
      end: end ? Math.round(clockToMs(textOf(end))) : undefined,
      text: title ? textOf(title).trim() : '',
    };
  },
  lastDurationMs: LAST_CHAPTER_MS,
  write: (paragraphs) =>
    paragraphs.map((paragraph, index) => {
      const title = plainText(paragraph.text).replaceAll('\n', ' ').trim();
      const end =
        paragraph.end === impliedEnd(paragraphs, index)
          ? []
          : [`  <ChapterTimeEnd>${chapterTime(paragraph.end)}</ChapterTimeEnd>`];
      return [
        '<ChapterAtom>',
        `  <ChapterUID>${index + 1}</ChapterUID>`,
        `  <ChapterTimeStart>${chapterTime(paragraph.start)}</ChapterTimeStart>`,
        ...end,
        '  <ChapterDisplay>',
        `    <ChapterString>${escapeXmlText(title)}</ChapterString>`,
        '    <ChapterLanguage>und</ChapterLanguage>',
        '  </ChapterDisplay>',
        '</ChapterAtom>',
      ].join('\n');
    }),
  defaultDocument: () => ({
    header: [
      '<?xml version="1.0" encoding="utf-8"?>',
      '<Chapters>',
      '  <EditionEntry>',
      '    <EditionUID>1</EditionUID>',
      '    ',
    ].join('\n'),
    footer: '\n  </EditionEntry>\n</Chapters>\n',
  }),
});
