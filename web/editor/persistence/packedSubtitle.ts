// The form in which auto-save and auto-backup keep a document in IndexedDB. IndexedDB copies
// what it stores with the structured clone algorithm on the main thread, object by object: a
// 100k-line subtitle as paragraph objects took 50–60 ms to store and, for a backup (whose key
// Chromium writes into the value), another 80 ms to read back, so the timers dropped frames while
// the list scrolled (bench/browser/editorScale.ts). Packed, the same document is two typed arrays,
// one Uint32Array and one string: a few memory copies.
import { z } from 'zod';
import type { ParagraphExtra, Subtitle } from '../../../shared/subtitle/model';
import { metaFields, type EditorDocument } from '../state/document';
import type { TimingStore } from '../../../shared/kernels/timingStore';

export interface PackedSubtitle {
  fileName: string;
  format?: string;
  header?: string;
  footer?: string;
  starts: Float64Array;
  ends: Float64Array;
  /** The length of each line's text, in UTF-16 code units. */
  textLengths: Uint32Array;
  /** Every line's text, one after another. */
  texts: string;
  /** JSON of the per-line extras (an array with null where a line has none), when any line has one. */
  extras?: string;
}

const extraSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));

export const packedSubtitleSchema = z
  .object({
    fileName: z.string(),
    format: z.string().exactOptional(),
    header: z.string().exactOptional(),
    footer: z.string().exactOptional(),
    starts: z.instanceof(Float64Array),
    ends: z.instanceof(Float64Array),
    textLengths: z.instanceof(Uint32Array),
    texts: z.string(),
    extras: z.string().exactOptional(),
  })
  .refine(
    (packed) =>
      packed.ends.length === packed.starts.length &&
      packed.textLengths.length === packed.starts.length &&
      packed.textLengths.reduce((sum, length) => sum + length, 0) === packed.texts.length,
    { message: 'The packed subtitle is inconsistent.' },
  );

/** The document as it stands, packed for storing. */
export function packDocument(doc: EditorDocument, timing: TimingStore): PackedSubtitle {
  const count = doc.texts.length;
  const textLengths = new Uint32Array(count);
  for (let index = 0; index < count; index++) textLengths[index] = doc.texts[index]?.length ?? 0;
  const hasExtras = doc.extras.some((extra) => extra !== undefined);
  return {
    ...metaFields(doc.meta),
    starts: timing.start.slice(0, count),
    ends: timing.end.slice(0, count),
    textLengths,
    texts: doc.texts.join(''),
    ...(hasExtras ? { extras: JSON.stringify(doc.extras.map((extra) => extra ?? null)) } : {}),
  };
}

function parseExtras(json: string | undefined, count: number): (ParagraphExtra | null)[] {
  if (json === undefined) return [];
  const parsed = z.array(extraSchema.nullable()).safeParse(JSON.parse(json));
  if (!parsed.success || parsed.data.length !== count) {
    throw new Error('The packed subtitle has broken line details.');
  }
  return parsed.data;
}

/** The subtitle a packed one holds. Throws for extras that do not parse. */
export function unpackSubtitle(packed: PackedSubtitle): Subtitle {
  const count = packed.starts.length;
  const extras = parseExtras(packed.extras, count);
  const paragraphs = new Array<Subtitle['paragraphs'][number]>(count);
  let at = 0;
  for (let index = 0; index < count; index++) {
    const length = packed.textLengths[index] ?? 0;
    const extra = extras[index];
    paragraphs[index] = {
      number: index + 1,
      start: packed.starts[index] ?? 0,
      end: packed.ends[index] ?? 0,
      text: packed.texts.slice(at, at + length),
      ...(extra ? { extra } : {}),
    };
    at += length;
  }
  return { ...metaFields(packed), paragraphs };
}
