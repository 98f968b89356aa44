import { useState, type ReactNode } from 'react';
import type { Subtitle } from '../../../shared/subtitle/model';
import { CancelButton, Dialog } from '../../components/Dialog';
import { bytesFromBase64, saveBytes } from '../files/saveFile';
import { serviceErrorMessage } from '../files/serviceError';
import { documentAtom, kernelsAtom, toSubtitle } from '../state/document';
import { settingsAtom } from '../state/settings';
import { useStore } from '../state/store';
import { DialogStatus } from './DialogStatus';

/** What every write of the subtitle service takes besides its own options. */
export interface WriteInput {
  readonly subtitle: Subtitle;
  readonly useWindowsNewLine: boolean;
}

/** The service's answer: the written bytes (base64) and the file name to save them under. */
export interface WrittenFile {
  readonly base64: string;
  readonly fileName: string;
}

/**
 * A dialog that has the subtitle service write the open subtitle and saves the answer as a
 * file: the form (`children`) picks the options `write` sends; the action button writes, and
 * the dialog closes once the file is saved or shows why it was not.
 */
export function SaveFileDialog({
  title,
  action,
  ready = true,
  failure,
  write,
  onClose,
  children,
}: {
  title: string;
  /** The label of the button that writes and saves. */
  action: string;
  /** False while the form still waits for what it offers: the action waits too. */
  ready?: boolean;
  /** What failed, opening the message shown (and logged) when the write fails. */
  failure: string;
  write: (input: WriteInput) => Promise<WrittenFile>;
  onClose: () => void;
  children: ReactNode;
}) {
  const store = useStore();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save(): Promise<void> {
    const kernels = store.get(kernelsAtom);
    if (!kernels) return;
    setBusy(true);
    setError(null);
    try {
      const written = await write({
        subtitle: toSubtitle(store.get(documentAtom), kernels.store),
        useWindowsNewLine: store.get(settingsAtom).useWindowsNewLine,
      });
      saveBytes(bytesFromBase64(written.base64), written.fileName);
      onClose();
    } catch (reason) {
      console.error(`${failure}:`, reason);
      setError(serviceErrorMessage(reason, failure));
      setBusy(false);
    }
  }

  return (
    <Dialog
      title={title}
      onClose={onClose}
      footer={
        <>
          <button type="button" disabled={busy || !ready} onClick={() => void save()}>
            {action}
          </button>
          <CancelButton onClick={onClose} />
        </>
      }
    >
      {children}
      <DialogStatus progress={busy ? 'Writing…' : undefined} error={error} />
    </Dialog>
  );
}
