// The document: texts in the model, timing in the kernels' TimingStore. This module is the one
// place where the two change, so they always hold the same number of lines in the same order.
// Every change is a patch; applying a patch returns its inverse, which is what history keeps.
import type { TimingStore } from '../../../shared/kernels/timingStore';
import type { Kernels } from '../../../shared/kernels/types';
import type { ParagraphExtra, Subtitle } from '../../../shared/subtitle/model';
import { atom } from './store';
import { measureAll, measureInto } from './textMetrics';

/** One line as commands build it (times in ms). */
export interface LineData {
  start: number;
  end: number;
  text: string;
  extra?: ParagraphExtra | undefined;
}

/** File-level fields a subtitle keeps beside its lines. */
export interface DocumentMeta {
  fileName: string;
  format?: string | undefined;
  header?: string | undefined;
  footer?: string | undefined;
}

export interface EditorDocument {
  readonly meta: DocumentMeta;
  readonly texts: readonly string[];
  readonly extras: readonly (ParagraphExtra | undefined)[];
  /** Bumped by every change, including in-place changes of the timing arrays. */
  readonly revision: number;
}

/**
 * A whole document as columns: what an opened file becomes without a paragraph object per line
 * (the editor's worker reads 100k lines into these, transferred), and what undo keeps of the
 * document an open replaced. The arrays are never changed once made: redo loads them again.
 */
export interface DocumentColumns {
  readonly meta: DocumentMeta;
  readonly start: Float64Array;
  readonly end: Float64Array;
  readonly texts: readonly string[];
  readonly extras: readonly (ParagraphExtra | undefined)[];
  /** The texts' measurements (textMetrics.ts), when the reader made them already. */
  readonly charCount?: Int32Array;
  readonly maxLineLength?: Int32Array;
}

export type PatchOp =
  | { kind: 'splice'; index: number; remove: number; insert: readonly LineData[] }
  | { kind: 'setText'; index: number; text: string }
  | { kind: 'setTimes'; index: number; start: number; end: number }
  | { kind: 'shift'; from: number; offsetMs: number }
  | { kind: 'scale'; factor: number }
  | { kind: 'restoreTimes'; from: number; start: Float64Array; end: Float64Array }
  | { kind: 'replace'; subtitle: Subtitle }
  | { kind: 'load'; lines: DocumentColumns };

/** Ops applied in order; the inverse of a patch undoes them in reverse order. */
export type Patch = readonly PatchOp[];

export const EMPTY_DOCUMENT: EditorDocument = {
  meta: { fileName: 'untitled' },
  texts: [],
  extras: [],
  revision: 0,
};

/** Set once when the kernels have loaded; their store holds the document's timing. */
export const kernelsAtom = atom<Kernels | null>(null);
export const documentAtom = atom<EditorDocument>(EMPTY_DOCUMENT);

export function lineCount(doc: EditorDocument): number {
  return doc.texts.length;
}

export function readLine(doc: EditorDocument, timing: TimingStore, index: number): LineData {
  return {
    start: timing.start[index] ?? 0,
    end: timing.end[index] ?? 0,
    text: doc.texts[index] ?? '',
    extra: doc.extras[index],
  };
}

/** The name and the defined optional fields of `source` (a document's meta, a stored form of
 *  it), without keys holding undefined: what a Subtitle or a packed document carries. */
export function metaFields(
  source: DocumentMeta,
): Pick<Subtitle, 'fileName' | 'format' | 'header' | 'footer'> {
  const { fileName, format, header, footer } = source;
  return {
    fileName,
    ...(format !== undefined ? { format } : {}),
    ...(header !== undefined ? { header } : {}),
    ...(footer !== undefined ? { footer } : {}),
  };
}

/** The document as a model Subtitle (numbers 1-based, in list order). */
export function toSubtitle(doc: EditorDocument, timing: TimingStore): Subtitle {
  const paragraphs = doc.texts.map((text, index) => {
    const extra = doc.extras[index];
    return {
      number: index + 1,
      start: timing.start[index] ?? 0,
      end: timing.end[index] ?? 0,
      text,
      ...(extra ? { extra } : {}),
    };
  });
  return { ...metaFields(doc.meta), paragraphs };
}

/** Applies a patch to the document and its timing store; returns the new document and the inverse. */
export function applyPatch(
  doc: EditorDocument,
  kernels: Kernels,
  patch: Patch,
): { doc: EditorDocument; inverse: Patch } {
  let texts = doc.texts;
  let extras = doc.extras;
  let meta = doc.meta;
  const inverse: PatchOp[] = [];
  const timing = kernels.store;
  for (const op of patch) {
    switch (op.kind) {
      case 'splice': {
        const removed: LineData[] = [];
        for (let i = op.index; i < op.index + op.remove; i++) {
          removed.push(readLine({ ...doc, texts, extras }, timing, i));
        }
        spliceTiming(timing, op.index, op.remove, op.insert);
        texts = texts.toSpliced(op.index, op.remove, ...op.insert.map((line) => line.text));
        extras = extras.toSpliced(op.index, op.remove, ...op.insert.map((line) => line.extra));
        inverse.push({
          kind: 'splice',
          index: op.index,
          remove: op.insert.length,
          insert: removed,
        });
        break;
      }
      case 'setText':
        inverse.push({ kind: 'setText', index: op.index, text: texts[op.index] ?? '' });
        texts = texts.with(op.index, op.text);
        measureInto(timing, op.index, op.text);
        break;
      case 'setTimes':
        inverse.push({
          kind: 'setTimes',
          index: op.index,
          start: timing.start[op.index] ?? 0,
          end: timing.end[op.index] ?? 0,
        });
        timing.start[op.index] = op.start;
        timing.end[op.index] = op.end;
        timing.markTimesChanged();
        break;
      case 'shift':
        // Shifting clamps at 0 and rounds, so the exact inverse is the old times themselves.
        inverse.push(snapshotTimes(timing, op.from));
        kernels.shiftTimes(op.from, op.offsetMs);
        break;
      case 'scale':
        inverse.push(snapshotTimes(timing, 0));
        kernels.scaleTimes(op.factor);
        break;
      case 'restoreTimes':
        inverse.push(snapshotTimes(timing, op.from));
        timing.start.set(op.start, op.from);
        timing.end.set(op.end, op.from);
        timing.markTimesChanged();
        break;
      case 'replace':
      case 'load': {
        // The replaced document as columns: its texts and extras arrays are never changed in
        // place, so they are kept as they are; only the times are copied.
        inverse.push({ kind: 'load', lines: snapshotColumns(meta, texts, extras, timing) });
        const loaded =
          op.kind === 'load' ? loadColumns(timing, op.lines) : loadSubtitle(timing, op.subtitle);
        texts = loaded.texts;
        extras = loaded.extras;
        meta = loaded.meta;
        break;
      }
    }
  }
  inverse.reverse();
  return { doc: { meta, texts, extras, revision: doc.revision + 1 }, inverse };
}

/** Approximate bytes a patch holds, for the history's memory budget. */
export function patchBytes(patch: Patch): number {
  let bytes = 0;
  for (const op of patch) {
    bytes += 32;
    switch (op.kind) {
      case 'splice':
        for (const line of op.insert) bytes += 64 + line.text.length * 2;
        break;
      case 'setText':
        bytes += op.text.length * 2;
        break;
      case 'restoreTimes':
        bytes += op.start.byteLength + op.end.byteLength;
        break;
      case 'replace':
        for (const p of op.subtitle.paragraphs) bytes += 64 + p.text.length * 2;
        break;
      case 'load':
        // Times and measurements: 24 bytes a line; a text's characters, 2 bytes each.
        bytes += op.lines.texts.length * 64;
        for (const text of op.lines.texts) bytes += text.length * 2;
        break;
      default:
        break;
    }
  }
  return bytes;
}

/** Replaces the stored lines with a subtitle's paragraphs (sorted as given). */
export function loadSubtitle(
  timing: TimingStore,
  subtitle: Subtitle,
): Pick<EditorDocument, 'meta' | 'texts' | 'extras'> {
  const count = subtitle.paragraphs.length;
  const start = new Float64Array(count);
  const end = new Float64Array(count);
  subtitle.paragraphs.forEach((p, i) => {
    start[i] = p.start;
    end[i] = p.end;
  });
  const texts = subtitle.paragraphs.map((p) => p.text);
  const metrics = measureAll(texts);
  timing.load(start, end, metrics.charCount, metrics.maxLineLength);
  return {
    meta: {
      fileName: subtitle.fileName,
      format: subtitle.format,
      header: subtitle.header,
      footer: subtitle.footer,
    },
    texts,
    extras: subtitle.paragraphs.map((p) => p.extra),
  };
}

/** Loads columns into the timing store (measuring the texts unless the columns carry it). */
function loadColumns(
  timing: TimingStore,
  lines: DocumentColumns,
): Pick<EditorDocument, 'meta' | 'texts' | 'extras'> {
  let { charCount, maxLineLength } = lines;
  if (!charCount || !maxLineLength) {
    ({ charCount, maxLineLength } = measureAll(lines.texts));
  }
  timing.load(lines.start, lines.end, charCount, maxLineLength);
  return { meta: lines.meta, texts: lines.texts, extras: lines.extras };
}

function snapshotColumns(
  meta: DocumentMeta,
  texts: readonly string[],
  extras: readonly (ParagraphExtra | undefined)[],
  timing: TimingStore,
): DocumentColumns {
  const count = texts.length;
  return {
    meta,
    start: timing.start.slice(0, count),
    end: timing.end.slice(0, count),
    texts,
    extras,
    charCount: timing.charCount.slice(0, count),
    maxLineLength: timing.maxLineLength.slice(0, count),
  };
}

function snapshotTimes(timing: TimingStore, from: number): PatchOp {
  const first = Math.max(0, from);
  return {
    kind: 'restoreTimes',
    from: first,
    start: timing.start.slice(first),
    end: timing.end.slice(first),
  };
}

function spliceTiming(
  timing: TimingStore,
  index: number,
  remove: number,
  insert: readonly LineData[],
): void {
  const oldCount = timing.count;
  const delta = insert.length - remove;
  if (delta > 0) timing.resize(oldCount + delta);
  if (delta !== 0) {
    // Views are re-read after resize: growing memory detaches the old ones.
    for (const view of [timing.start, timing.end, timing.charCount, timing.maxLineLength]) {
      view.copyWithin(index + insert.length, index + remove, oldCount);
    }
  }
  insert.forEach((line, offset) => {
    timing.start[index + offset] = line.start;
    timing.end[index + offset] = line.end;
    measureInto(timing, index + offset, line.text);
  });
  if (delta < 0) timing.resize(oldCount + delta);
  timing.markTimesChanged();
}
