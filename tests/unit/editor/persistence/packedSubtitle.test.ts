import { describe, expect, it } from 'vitest';
import { createReferenceKernels } from '../../../../shared/kernels/referenceKernels';
import type { Subtitle } from '../../../../shared/subtitle/model';
import {
  packDocument,
  packedSubtitleSchema,
  unpackSubtitle,
} from '../../../../web/editor/persistence/packedSubtitle';
import { initEditor } from '../../../../web/editor/state/actions';
import { documentAtom, kernelsAtom, toSubtitle } from '../../../../web/editor/state/document';
import { createStore } from '../../../../web/editor/state/store';

function packedOf(subtitle: Subtitle) {
  const store = createStore();
  initEditor(store, createReferenceKernels(), subtitle);
  const kernels = store.get(kernelsAtom);
  if (!kernels) throw new Error('no kernels');
  const doc = store.get(documentAtom);
  return { packed: packDocument(doc, kernels.store), expected: toSubtitle(doc, kernels.store) };
}

const ASS: Subtitle = {
  fileName: 'show.ass',
  format: 'Advanced Sub Station Alpha',
  header: '[Script Info]\nTitle: test',
  footer: '',
  paragraphs: [
    { number: 1, start: 0, end: 1500.5, text: '', extra: { style: 'Default', layer: 1 } },
    { number: 2, start: 1000, end: 2000, text: 'Two\nlines ✓ 😀' },
    { number: 3, start: 2000, end: 9e9, text: 'x', extra: { marked: true } },
  ],
};

describe('packed subtitles (auto-save and backups)', () => {
  it('unpack to exactly the document that was packed: header, footer, extras, empty texts, emoji', () => {
    const { packed, expected } = packedOf(ASS);
    expect(packedSubtitleSchema.safeParse(packed).success).toBe(true);
    expect(unpackSubtitle(packed)).toEqual(expected);
    expect(expected.paragraphs[2]?.extra).toEqual({ marked: true });
  });

  it('hold no extras and no optional fields a document lacks', () => {
    const { packed, expected } = packedOf({
      fileName: 'a.srt',
      paragraphs: [{ number: 1, start: 1, end: 2, text: 'a' }],
    });
    expect(packed.extras).toBeUndefined();
    expect('format' in packed).toBe(false);
    expect(unpackSubtitle(packed)).toEqual(expected);
  });

  it('pack an empty document', () => {
    const { packed } = packedOf({ fileName: 'empty.srt', paragraphs: [] });
    expect(unpackSubtitle(packed).paragraphs).toEqual([]);
  });

  it('refuse inconsistent values and broken extras', () => {
    const { packed } = packedOf(ASS);
    expect(packedSubtitleSchema.safeParse({ ...packed, texts: `${packed.texts}!` }).success).toBe(
      false,
    );
    expect(packedSubtitleSchema.safeParse({ ...packed, ends: new Float64Array(1) }).success).toBe(
      false,
    );
    expect(() => unpackSubtitle({ ...packed, extras: '[1, 2, 3]' })).toThrow();
  });
});
