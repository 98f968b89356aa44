import type { EditorStore } from '../state/store';

/** A user-facing action: what a menu entry, a button and a key run (commands/registry.ts lists
 *  them all). Unlike an edit command it may do anything to the store: open a dialog, seek, run
 *  an edit. */
export interface EditorAction {
  readonly id: string;
  readonly label: string;
  /** Ids of shared/help/shortcuts.ts entries whose keys run this action. */
  readonly shortcutIds?: readonly string[];
  /** Runs while the text box has the focus too (its keys are not ones a text field uses). */
  readonly inTextBox?: boolean;
  /** 'timeline': its keys work only while the waveform timeline has the focus. */
  readonly scope?: 'timeline';
  /** Keys of the online editor that the desktop table does not list (canonical chords). */
  readonly keys?: readonly string[];
  perform(store: EditorStore): void;
}
