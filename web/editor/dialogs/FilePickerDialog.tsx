import { useId, useState, type ReactNode } from 'react';
import { CancelButton, Dialog } from '../../components/Dialog';
import { DialogStatus } from './DialogStatus';

/**
 * A dialog that opens one file from disk: a labelled file field, a hint (`children`) and the
 * message `open` answers; Cancel is the only button, since choosing the file is the action.
 * `open` answers null when the file is in (the dialog closes) or a message to show.
 */
export function FilePickerDialog({
  title,
  label,
  accept,
  drop = false,
  busyText,
  open,
  onClose,
  children,
}: {
  title: string;
  label: string;
  /** File types the browser offers first (the input's `accept`); any file when absent. */
  accept?: string;
  /** The field also takes a dropped file; the hint and the messages sit inside the drop zone. */
  drop?: boolean;
  /** Shown while `open` runs, with the field disabled; without it the field stays as it is. */
  busyText?: string;
  open: (file: File) => Promise<string | null> | null;
  onClose: () => void;
  children: ReactNode;
}) {
  const fieldId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function choose(file: File | undefined): Promise<void> {
    if (!file || busy) return;
    setBusy(true);
    setError(null);
    const message = await open(file);
    setBusy(false);
    if (message === null) onClose();
    else setError(message);
  }

  const field = (
    <>
      <label htmlFor={fieldId}>{label}</label>
      <input
        id={fieldId}
        type="file"
        accept={accept}
        disabled={busyText !== undefined && busy}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
    </>
  );
  const messages = (
    <>
      {children}
      <DialogStatus progress={busy ? busyText : undefined} error={error} />
    </>
  );
  return (
    <Dialog title={title} onClose={onClose} footer={<CancelButton onClick={onClose} />}>
      {drop ? (
        <DropZone onFile={(file) => void choose(file)}>
          {field}
          {messages}
        </DropZone>
      ) : (
        <>
          <div className="dialog-field">{field}</div>
          {messages}
        </>
      )}
    </Dialog>
  );
}

/** The drop stops here, so the editor's own drop-to-open never sees a file meant for a dialog. */
function DropZone({
  onFile,
  children,
}: {
  onFile: (file: File | undefined) => void;
  children: ReactNode;
}) {
  const [dragging, setDragging] = useState(false);
  return (
    <div
      className={dragging ? 'dialog-drop dragging' : 'dialog-drop'}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        event.stopPropagation();
        setDragging(false);
        onFile(event.dataTransfer.files[0]);
      }}
    >
      {children}
    </div>
  );
}
