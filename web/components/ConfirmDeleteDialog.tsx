import type { ReactNode } from 'react';
import { CancelButton, Dialog } from './Dialog';

/** A delete confirmation: what will go, Cancel and Delete. */
export function ConfirmDeleteDialog({
  title,
  onCancel,
  onDelete,
  children,
}: {
  title: string;
  onCancel: () => void;
  onDelete: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      title={title}
      onClose={onCancel}
      footer={
        <>
          <CancelButton onClick={onCancel} />
          <button type="button" className="danger" onClick={onDelete}>
            Delete
          </button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
