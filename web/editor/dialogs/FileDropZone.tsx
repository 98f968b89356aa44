import { useId, useState, type ReactNode } from 'react';

/**
 * A labelled file field that also takes a dropped file. The drop stops here, so the editor's
 * own drop-to-open handler never sees a file meant for this dialog.
 */
export function FileDropZone({
  label,
  accept,
  disabled = false,
  onFile,
  children,
}: {
  label: string;
  accept?: string;
  disabled?: boolean;
  onFile: (file: File | undefined) => void;
  children?: ReactNode;
}) {
  const fieldId = useId();
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
      <label htmlFor={fieldId}>{label}</label>
      <input
        id={fieldId}
        type="file"
        {...(accept === undefined ? {} : { accept })}
        disabled={disabled}
        onChange={(event) => onFile(event.target.files?.[0])}
      />
      {children}
    </div>
  );
}
