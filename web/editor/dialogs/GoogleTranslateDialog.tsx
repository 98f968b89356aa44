import { useEffect, useState } from 'react';
import { Dialog } from '../../components/Dialog';
import { replaceTexts } from '../commands/replaceDocument';
import { serviceErrorMessage } from '../files/serviceError';
import { runEdit } from '../state/actions';
import { useStore } from '../state/store';
import { noticeAtom } from '../state/ui';
import {
  defineCallback,
  PARENT_CLOSE_CALLBACK,
  PARENT_SUBTITLE_CALLBACK,
  PARENT_TEXTS_CALLBACK,
  parseSubtitle,
  parseTexts,
} from '../translate/tempCallbacks';
import { uploadTempSubtitle } from '../translate/tempUpload';

type Frame =
  { state: 'uploading' } | { state: 'error'; message: string } | { state: 'ready'; id: string };

/**
 * Auto-translate with Google (spec §4): the subtitle is stored as temporary and our temp page
 * shows it in a frame; when that page hands back the translated texts, they replace the texts
 * in one undoable step.
 */
export function GoogleTranslateDialog({ onClose }: { onClose: () => void }) {
  const store = useStore();
  const [frame, setFrame] = useState<Frame>({ state: 'uploading' });

  useEffect(() => {
    let live = true;
    uploadTempSubtitle(store)
      .then((id) => live && setFrame({ state: 'ready', id }))
      .catch((error: unknown) => {
        console.error('The temporary subtitle could not be stored:', error);
        const message = serviceErrorMessage(error, 'The subtitle could not be prepared');
        if (live) setFrame({ state: 'error', message });
      });
    return () => {
      live = false;
    };
  }, [store]);

  useEffect(() => {
    function apply(texts: readonly string[] | null): void {
      if (!texts) {
        console.error('The translate page sent something that is not a list of texts.');
        return;
      }
      const changed = runEdit(store, replaceTexts, { texts });
      store.set(noticeAtom, {
        kind: 'info',
        text: changed
          ? 'The translated texts replaced the texts (Ctrl+Z undoes it).'
          : 'Nothing was translated.',
      });
      onClose();
    }
    const removeTexts = defineCallback(window, PARENT_TEXTS_CALLBACK, (value) =>
      apply(parseTexts(value)),
    );
    const removeSubtitle = defineCallback(window, PARENT_SUBTITLE_CALLBACK, (value) =>
      apply(parseSubtitle(value)?.paragraphs.map((p) => p.text) ?? null),
    );
    // Escape inside the frame: the page asks us to close (see useEscapeClosesParent).
    const removeClose = defineCallback(window, PARENT_CLOSE_CALLBACK, () => onClose());
    return () => {
      removeTexts();
      removeSubtitle();
      removeClose();
    };
  }, [store, onClose]);

  return (
    <Dialog
      title="Auto-translate with Google"
      wide
      onClose={onClose}
      footer={
        <button type="button" className="secondary" onClick={onClose}>
          Cancel
        </button>
      }
    >
      {frame.state === 'uploading' && <p role="status">Preparing the subtitle…</p>}
      {frame.state === 'error' && (
        <p role="alert" className="dialog-error">
          {frame.message}
        </p>
      )}
      {frame.state === 'ready' && (
        <iframe
          className="dialog-translate-frame"
          title="Translate page"
          width={600}
          height={800}
          src={`/subtitleedit/online/temp?id=${encodeURIComponent(frame.id)}`}
        />
      )}
    </Dialog>
  );
}
