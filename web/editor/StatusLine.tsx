import { charactersPerSecond, lineLengths } from '../../shared/subtitle/text';
import { documentAtom, kernelsAtom } from './state/document';
import { describeRuleFlags, ruleFlagsAtom } from './state/ruleCheck';
import { firstSelected, selectionAtom } from './state/selection';
import { useAtomValue } from './state/store';

/** Selected-line info, CPS and line lengths (spec §2), and which timing engine runs. */
export function StatusLine() {
  const doc = useAtomValue(documentAtom);
  const kernels = useAtomValue(kernelsAtom);
  const selection = useAtomValue(selectionAtom);
  const flags = useAtomValue(ruleFlagsAtom);
  const count = doc.texts.length;
  const index = firstSelected(selection);
  const parts: string[] = [];
  if (selection.indices.size > 1) {
    parts.push(`${selection.indices.size} lines selected of ${count}`);
  } else if (index >= 0 && index < count && kernels) {
    const text = doc.texts[index] ?? '';
    const durationMs = (kernels.store.end[index] ?? 0) - (kernels.store.start[index] ?? 0);
    parts.push(`Line ${index + 1} of ${count}`);
    parts.push(`CPS ${charactersPerSecond(text, durationMs).toFixed(1)}`);
    parts.push(`Line lengths ${lineLengths(text).join('/')}`);
    const errors = describeRuleFlags(flags[index] ?? 0);
    if (errors.length > 0) parts.push(errors.join(', '));
  } else {
    parts.push(`${count} lines`);
  }
  return (
    <div className="editor-status">
      <span role="status">{parts.join(' · ')}</span>
      <span className="editor-engine" data-kernels={kernels?.kind ?? 'loading'}>
        {kernels === null ? 'Loading…' : kernels.kind === 'wasm' ? 'WebAssembly' : 'TypeScript'}
      </span>
    </div>
  );
}
