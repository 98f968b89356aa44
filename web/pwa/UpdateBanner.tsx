import { useEffect, useId } from 'react';
import { applyUpdate, registerServiceWorker, useUpdateReady } from './serviceWorker';

/**
 * Registers the offline editor's service worker and, once a new version has installed, says so
 * with a Reload button. While the document has unsaved changes the button is disabled and the
 * banner asks to download first: a reload would lose those changes (and the undo history), and
 * a disabled button cannot lose them by a slip, which a confirmation dialog answered from habit
 * can. The new version waits meanwhile; it also applies when every tab of the editor is closed.
 */
export function UpdateBanner({ unsaved }: { unsaved: boolean }) {
  const ready = useUpdateReady();
  const hintId = useId();
  useEffect(registerServiceWorker, []);
  if (!ready) return null;
  return (
    <div className="editor-notice info" role="status">
      <span>
        A new version is ready.{' '}
        {unsaved ? (
          <span id={hintId}>
            Save your subtitle first (Subtitle › Save/download): reloading now would lose your
            unsaved changes.
          </span>
        ) : (
          <span id={hintId}>Reload to use it.</span>
        )}
      </span>
      <button
        type="button"
        disabled={unsaved}
        aria-describedby={hintId}
        onClick={() => void applyUpdate()}
      >
        Reload
      </button>
    </div>
  );
}
