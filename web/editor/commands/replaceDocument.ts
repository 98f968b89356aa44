import type { Subtitle } from '../../../shared/subtitle/model';
import { EMPTY_SELECTION, selectOne } from '../state/selection';
import type { EditCommand } from './types';

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
