import type { ReactNode } from 'react';
import { Dialog } from './Dialog';

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
          <button type="button" className="secondary" onClick={onCancel}>
            Cancel
          </button>
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
