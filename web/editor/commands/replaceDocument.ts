import type { Subtitle } from '../../../shared/subtitle/model';
import type { DocumentColumns } from '../state/document';
import { EMPTY_SELECTION, selectOne } from '../state/selection';
import type { EditCommand } from '../state/editCommand';

/** New subtitle (spec §4): file name untitled, no lines, no selection. Undoable. */
export const newSubtitle: EditCommand<Record<string, never>> = {
  id: 'newSubtitle',
  label: 'New',
  run() {
    return {
      patch: [{ kind: 'replace', subtitle: { fileName: 'untitled', paragraphs: [] } }],
      selection: EMPTY_SELECTION,
    };
  },
};

/** Replaces the subtitle (an auto-backup restore) and selects line 0 (spec §4). Undoable. */
export const replaceSubtitle: EditCommand<{ subtitle: Subtitle }> = {
  id: 'replaceSubtitle',
  label: 'Restore auto-backup',
  run(_context, { subtitle }) {
    return {
      patch: [{ kind: 'replace', subtitle }],
      selection: subtitle.paragraphs.length > 0 ? selectOne(0) : EMPTY_SELECTION,
    };
  },
};

/** A subtitle opened from a file or a link: replaces the document (undoable, like New) and
 *  selects the first line (spec §4). */
export const openSubtitle: EditCommand<{ subtitle: Subtitle }> = {
  id: 'openSubtitle',
  label: 'Open',
  run(context, args) {
    return replaceSubtitle.run(context, args);
  },
};

/** A file read in the editor's worker, as columns (no paragraph object per line): replaces the
 *  document like `openSubtitle` (undoable) and selects the first line. */
export const openLines: EditCommand<{ lines: DocumentColumns }> = {
  id: 'openLines',
  label: 'Open',
  run(_context, { lines }) {
    return {
      patch: [{ kind: 'load', lines }],
      selection: lines.texts.length > 0 ? selectOne(0) : EMPTY_SELECTION,
    };
  },
};

/** Replaces the texts of the lines (a translation); lines whose text is unchanged are left out
 *  of the patch, so undo restores exactly what the translation changed. */
export const replaceTexts: EditCommand<{ texts: readonly string[] }> = {
  id: 'replaceTexts',
  label: 'Translate',
  run({ doc, selection }, { texts }) {
    const patch: { kind: 'setText'; index: number; text: string }[] = [];
    const count = Math.min(texts.length, doc.texts.length);
    for (let index = 0; index < count; index++) {
      const text = texts[index] ?? '';
      if (text !== doc.texts[index]) patch.push({ kind: 'setText', index, text });
    }
    return patch.length === 0 ? null : { patch, selection };
  },
};
