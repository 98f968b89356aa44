import type { TimingStore } from '../../../shared/kernels/timingStore';
import type { EditorDocument, Patch } from './document';
import type { Selection } from './selection';

/** What an edit command sees: the document, its timing and the selection, read-only. */
export interface CommandContext {
  readonly doc: EditorDocument;
  readonly timing: TimingStore;
  readonly selection: Selection;
}

/** What an edit command returns: the change as a patch and the selection it leaves behind. */
export interface Edit {
  readonly patch: Patch;
  readonly selection: Selection;
  /** Commits with the same gesture key merge into one history entry (typing into a line). */
  readonly gesture?: string;
}

/** An edit: pure, data in and a plan out; `runEdit` applies the plan and records history. */
export interface EditCommand<Args> {
  readonly id: string;
  readonly label: string;
  run(context: CommandContext, args: Args): Edit | null;
}
