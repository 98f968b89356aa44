import { useEffect, useState, type ReactNode } from 'react';
import { CancelButton, Dialog } from '../../components/Dialog';
import { fileErrorMessage, warmLocalFiles, type WrittenBytes } from '../files/localFiles';
import type { PackedLines } from '../files/localFilesMessages';
import { packDocumentLines } from '../files/packedLines';
import { saveBytes } from '../files/saveFile';
import { documentAtom, kernelsAtom } from '../state/document';
import { markDocumentSaved } from '../state/saved';
import { settingsAtom } from '../state/settings';
import { useStore } from '../state/store';
import { DialogStatus } from './DialogStatus';

/** What every write takes besides its own options: the document packed (files/packedLines.ts). */
export interface WriteInput {
  readonly subtitle: PackedLines;
  readonly useWindowsNewLine: boolean;
}

/**
 * A dialog that writes the open subtitle in the page (the editor's worker: nothing is sent
 * anywhere) and saves the bytes as a file: the form (`children`) picks the options `write`
 * uses; the action button writes, and the dialog closes once the file is saved or shows why
 * it was not.
 */
export function SaveFileDialog({
  title,
  action,
  ready = true,
  failure,
  savesDocument = false,
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
  /** The file written is the document itself (not an export): once saved it counts as saved
   *  work (state/saved.ts). */
  savesDocument?: boolean;
  write: (input: WriteInput) => Promise<WrittenBytes>;
  onClose: () => void;
  children: ReactNode;
}) {
  const store = useStore();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The library loads while the user picks the options.
  useEffect(() => warmLocalFiles(), []);

  async function save(): Promise<void> {
    const kernels = store.get(kernelsAtom);
    if (!kernels) return;
    setBusy(true);
    setError(null);
    try {
      const doc = store.get(documentAtom);
      const written = await write({
        subtitle: packDocumentLines(doc, kernels.store),
        useWindowsNewLine: store.get(settingsAtom).useWindowsNewLine,
      });
      saveBytes(written.bytes, written.fileName);
      if (savesDocument) markDocumentSaved(store, doc.revision);
      onClose();
    } catch (reason) {
      setError(fileErrorMessage(reason, failure));
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
