import { describe, expect, it } from 'vitest';
import { openReadLines } from '../../../../web/editor/commands/openSubtitleFile';
import {
  columnsOfLines,
  packDocumentLines,
  packParagraphs,
  subtitleOfLines,
} from '../../../../web/editor/files/packedLines';
import { describeTracks } from '../../../../web/editor/files/videoTracks';
import { documentAtom, kernelsAtom } from '../../../../web/editor/state/document';
import { redo, undo } from '../../../../web/editor/state/history';
import { measureAll } from '../../../../web/editor/state/textMetrics';
import { noticeAtom } from '../../../../web/editor/state/ui';
import { linesOf, makeStore } from '../editorTestStore';

// The columns a file crosses threads in (files/packedLines.ts), and opening them as the document
// ('load' patches: undoable, no paragraph objects).

const ASS_EXTRA = { layer: 1, style: 'Default', actor: 'Bob' };

const READ = {
  fileName: 'read.ass',
  format: 'Advanced Sub Station Alpha',
  header: '[Script Info]\nTitle: x',
  paragraphs: [
    { number: 1, start: 500, end: 1200, text: 'Hello {\\i1}world{\\i0}', extra: ASS_EXTRA },
    { number: 2, start: 1300, end: 1900, text: 'Second\nline' },
    { number: 3, start: 2000, end: 2500, text: '' },
  ],
};

describe('packed lines', () => {
  it('carry times, texts (one string), meta and extras both ways', () => {
    const packed = packParagraphs(READ);
    expect([...packed.starts]).toEqual([500, 1300, 2000]);
    expect([...packed.ends]).toEqual([1200, 1900, 2500]);
    expect([...packed.textLengths]).toEqual([21, 11, 0]);
    expect(packed.texts).toBe('Hello {\\i1}world{\\i0}Second\nline');
    expect(packed.extras).toEqual([ASS_EXTRA, undefined, undefined]);
    expect(packed.meta).toEqual({
      fileName: 'read.ass',
      format: 'Advanced Sub Station Alpha',
      header: '[Script Info]\nTitle: x',
    });
    expect(subtitleOfLines(packed)).toEqual(READ);
  });

  it('leave extras out when no line has any, and fill them with undefined on the page', () => {
    const packed = packParagraphs({
      fileName: 'a.srt',
      paragraphs: [{ number: 1, start: 0, end: 1, text: 'x' }],
    });
    expect('extras' in packed).toBe(false);
    expect(columnsOfLines(packed).extras).toEqual([undefined]);
  });
});

describe('opening read lines', () => {
  it('replaces the document undoably, selects line 1 and tells skipped blocks', () => {
    const store = makeStore([[0, 1000, 'old']]);
    const packed = packParagraphs(READ);
    const measured = measureAll(READ.paragraphs.map((p) => p.text));
    openReadLines(store, {
      subtitle: packed,
      charCount: measured.charCount as Int32Array<ArrayBuffer>,
      maxLineLength: measured.maxLineLength as Int32Array<ArrayBuffer>,
      warnings: [{ line: 9, message: 'The time line could not be read' }],
    });
    expect(linesOf(store)).toEqual([
      [500, 1200, 'Hello {\\i1}world{\\i0}'],
      [1300, 1900, 'Second\nline'],
      [2000, 2500, ''],
    ]);
    const doc = store.get(documentAtom);
    expect(doc.meta.format).toBe('Advanced Sub Station Alpha');
    expect(doc.extras[0]).toEqual(ASS_EXTRA);
    const timing = store.get(kernelsAtom)?.store;
    expect([...(timing?.charCount.slice(0, 3) ?? [])]).toEqual([...measured.charCount]);
    expect(store.get(noticeAtom)?.text).toMatch(/could not be read \(line 9\)/);

    // Written back from the document, the lines are what was read.
    expect(subtitleOfLines(packDocumentLines(doc, timing!))).toEqual({
      ...READ,
      paragraphs: READ.paragraphs,
    });

    expect(undo(store)).toBe(true);
    expect(linesOf(store)).toEqual([[0, 1000, 'old']]);
    expect(store.get(documentAtom).meta.fileName).toBe('test.srt');
    expect(redo(store)).toBe(true);
    expect(linesOf(store)).toHaveLength(3);
    expect(store.get(documentAtom).extras[0]).toEqual(ASS_EXTRA);

    // A clean file after a damaged one clears the notice.
    openReadLines(store, {
      subtitle: packParagraphs({
        fileName: 'b.srt',
        paragraphs: [{ number: 1, start: 0, end: 5, text: 'fine' }],
      }),
      charCount: new Int32Array([4]),
      maxLineLength: new Int32Array([4]),
    });
    expect(store.get(noticeAtom)).toBeNull();
  });
});

describe('subtitle track labels', () => {
  it('name the language and the format', () => {
    expect(
      describeTracks([
        { index: 0, codec: 'S_TEXT/UTF8', language: 'eng', name: 'English SRT' },
        { index: 1, codec: 'S_TEXT/ASS', language: 'ger' },
        { index: 2, codec: 'S_HDMV/PGS' },
        { index: 3, codec: 'tx3g', language: 'und', name: 'Commentary' },
      ]),
    ).toEqual([
      'English (SubRip)',
      'German (ASS)',
      'Track 3 (PGS images)',
      'Commentary (MP4 timed text)',
    ]);
  });

  it('tell tracks that would read alike apart', () => {
    expect(
      describeTracks([
        { index: 0, codec: 'S_TEXT/UTF8', language: 'eng' },
        { index: 1, codec: 'S_TEXT/UTF8', language: 'eng', name: 'SDH' },
      ]),
    ).toEqual(['English (SubRip), track 1', 'English (SubRip), SDH']);
  });
});
