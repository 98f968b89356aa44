import { useEffect, useState } from 'react';
import { Dialog } from '../../components/Dialog';
import { replaceSubtitle } from '../commands/replaceDocument';
import { writesSettled } from '../persistence/documentWriter';
import { listBackups, type StoredBackup } from '../persistence/editorDb';
import { runEdit } from '../state/actions';
import { useStore } from '../state/store';

type Loaded =
  { state: 'loading' } | { state: 'error' } | { state: 'ready'; backups: StoredBackup[] };

/** Restore auto-backup: time, number of lines, file name and a Restore action per backup. */
export function BackupDialog({ onClose }: { onClose: () => void }) {
  const store = useStore();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  useEffect(() => {
    let live = true;
    // A backup being written right now is listed too.
    writesSettled()
      .then(listBackups)
      .then((backups) => live && setLoaded({ state: 'ready', backups }))
      .catch((error: unknown) => {
        console.error('The auto-backups could not be read:', error);
        if (live) setLoaded({ state: 'error' });
      });
    return () => {
      live = false;
    };
  }, []);

  function restore(backup: StoredBackup): void {
    runEdit(store, replaceSubtitle, { subtitle: backup.subtitle });
    onClose();
  }

  return (
    <Dialog
      title="Restore auto-backup"
      wide
      onClose={onClose}
      footer={
        <button type="button" className="secondary" onClick={onClose}>
          Close
        </button>
      }
    >
      {loaded.state === 'loading' && <p className="muted">Loading…</p>}
      {loaded.state === 'error' && <p role="alert">The auto-backups could not be read.</p>}
      {loaded.state === 'ready' && loaded.backups.length === 0 && (
        <p>No auto-backups yet. One is made every 11 seconds while you change the subtitle.</p>
      )}
      {loaded.state === 'ready' && loaded.backups.length > 0 && (
        <table className="dialog-table">
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Number of lines</th>
              <th scope="col">File name</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {loaded.backups.map((backup) => (
              <tr key={backup.id ?? backup.savedTime}>
                <td>{new Date(backup.savedTime).toLocaleString()}</td>
                <td>{backup.subtitle.paragraphs.length}</td>
                <td>{backup.subtitle.fileName}</td>
                <td>
                  <button type="button" onClick={() => restore(backup)}>
                    Restore
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Dialog>
  );
}
