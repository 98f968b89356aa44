// A subtitle's lines as columns for the trip between the page and the subtitle worker: times in
// Float64Arrays, the texts in one string with their lengths, the extras only when some line has
// them. Packing and unpacking are a few linear passes; no paragraph object crosses a thread.
// (The auto-save's PackedSubtitle, persistence/packedSubtitle.ts, is the same idea for storing:
// it keeps extras as validated JSON, since what IndexedDB holds is untrusted.)
import type { TimingStore } from '../../../shared/kernels/timingStore';
import type { Paragraph, ParagraphExtra, Subtitle } from '../../../shared/subtitle/model';
import type { DocumentColumns, DocumentMeta, EditorDocument } from '../state/document';
import type { PackedLines } from './localFilesMessages';

/** The meta fields that are set (no keys holding undefined: exactOptionalPropertyTypes). */
function metaOf(source: DocumentMeta): Pick<Subtitle, 'fileName' | 'format' | 'header' | 'footer'> {
  const { fileName, format, header, footer } = source;
  return {
    fileName,
    ...(format !== undefined ? { format } : {}),
    ...(header !== undefined ? { header } : {}),
    ...(footer !== undefined ? { footer } : {}),
  };
}

/** A read subtitle's paragraphs, packed (in the worker). */
export function packParagraphs(subtitle: Subtitle): PackedLines {
  const { paragraphs } = subtitle;
  const count = paragraphs.length;
  const starts = new Float64Array(count);
  const ends = new Float64Array(count);
  const textLengths = new Uint32Array(count);
  const texts = new Array<string>(count);
  let hasExtras = false;
  for (let index = 0; index < count; index++) {
    const paragraph = paragraphs[index] as Paragraph;
    starts[index] = paragraph.start;
    ends[index] = paragraph.end;
    textLengths[index] = paragraph.text.length;
    texts[index] = paragraph.text;
    if (paragraph.extra !== undefined) hasExtras = true;
  }
  return {
    meta: metaOf(subtitle),
    starts,
    ends,
    textLengths,
    texts: texts.join(''),
    ...(hasExtras ? { extras: paragraphs.map((paragraph) => paragraph.extra) } : {}),
  };
}

/** The texts, cut from the one string by their lengths. */
export function textsOf(lines: PackedLines): string[] {
  const count = lines.textLengths.length;
  const texts = new Array<string>(count);
  let at = 0;
  for (let index = 0; index < count; index++) {
    const length = lines.textLengths[index] ?? 0;
    texts[index] = lines.texts.slice(at, at + length);
    at += length;
  }
  return texts;
}

/** The packed lines as a model Subtitle, numbered 1… in order (in the worker, before a write). */
export function subtitleOfLines(lines: PackedLines): Subtitle {
  const texts = textsOf(lines);
  const paragraphs: Paragraph[] = texts.map((text, index) => {
    const extra = lines.extras?.[index];
    return {
      number: index + 1,
      start: lines.starts[index] ?? 0,
      end: lines.ends[index] ?? 0,
      text,
      ...(extra !== undefined ? { extra } : {}),
    };
  });
  return { ...metaOf(lines.meta), paragraphs };
}

/** The document as it stands, packed for a write (on the page: copies, nothing of the
 *  document is handed over). */
export function packDocumentLines(doc: EditorDocument, timing: TimingStore): PackedLines {
  const count = doc.texts.length;
  const textLengths = new Uint32Array(count);
  for (let index = 0; index < count; index++) textLengths[index] = doc.texts[index]?.length ?? 0;
  const hasExtras = doc.extras.some((extra) => extra !== undefined);
  return {
    meta: metaOf(doc.meta),
    starts: timing.start.slice(0, count),
    ends: timing.end.slice(0, count),
    textLengths,
    texts: doc.texts.join(''),
    ...(hasExtras ? { extras: doc.extras } : {}),
  };
}

/** Read lines as the document's columns (on the page). */
export function columnsOfLines(
  lines: PackedLines,
  charCount?: Int32Array,
  maxLineLength?: Int32Array,
): DocumentColumns {
  const texts = textsOf(lines);
  const extras: readonly (ParagraphExtra | undefined)[] =
    lines.extras ?? new Array<undefined>(texts.length).fill(undefined);
  return {
    meta: metaOf(lines.meta),
    start: lines.starts,
    end: lines.ends,
    texts,
    extras,
    ...(charCount ? { charCount } : {}),
    ...(maxLineLength ? { maxLineLength } : {}),
  };
}
