import { useId, useState } from 'react';
import { DEFAULT_ENCODING, DEFAULT_FORMAT_NAME } from '../../../shared/subtitle/constants';
import { baseName } from '../../../shared/subtitle/formats/textScan';
import { Dialog } from '../../components/Dialog';
import { api } from '../../trpc';
import { bytesFromBase64, saveBytes } from '../files/saveFile';
import { serviceErrorMessage } from '../files/serviceError';
import { useServiceLists } from '../files/useServiceLists';
import { documentAtom, kernelsAtom, toSubtitle } from '../state/document';
import { settingsAtom } from '../state/settings';
import { useAtomValue, useStore } from '../state/store';

/** Save/download: the service writes the chosen format and encoding (times rounded to whole
 *  ms there), with Windows new lines per the settings; the bytes are saved as a file. */
export function DownloadDialog({ onClose }: { onClose: () => void }) {
  const store = useStore();
  const lists = useServiceLists();
  const fileName = useAtomValue(documentAtom).meta.fileName;
  const formatId = useId();
  const encodingId = useId();
  const [format, setFormat] = useState(DEFAULT_FORMAT_NAME);
  const [encoding, setEncoding] = useState(DEFAULT_ENCODING);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const extension =
    lists.state === 'ready' ? (lists.formats.find((f) => f.name === format)?.extension ?? '') : '';

  async function download(): Promise<void> {
    const kernels = store.get(kernelsAtom);
    if (!kernels) return;
    setBusy(true);
    setError(null);
    try {
      const written = await api.seApi.subtitles.write.mutate({
        format,
        encoding,
        subtitle: toSubtitle(store.get(documentAtom), kernels.store),
        useWindowsNewLine: store.get(settingsAtom).useWindowsNewLine,
      });
      saveBytes(bytesFromBase64(written.base64), written.fileName);
      onClose();
    } catch (failure) {
      console.error('Download failed:', failure);
      setError(serviceErrorMessage(failure, 'The subtitle could not be written'));
      setBusy(false);
    }
  }

  return (
    <Dialog
      title="Download subtitle file"
      onClose={onClose}
      footer={
        <>
          <button
            type="button"
            disabled={busy || lists.state !== 'ready'}
            onClick={() => void download()}
          >
            Download
          </button>
          <button type="button" className="secondary" onClick={onClose}>
            Cancel
          </button>
        </>
      }
    >
      {lists.state === 'loading' && <p className="muted">Loading the formats…</p>}
      {lists.state === 'error' && (
        <p role="alert" className="dialog-error">
          The format list could not be loaded.
        </p>
      )}
      {lists.state === 'ready' && (
        <>
          <div className="dialog-field">
            <label htmlFor={formatId}>Format</label>
            <select id={formatId} value={format} onChange={(e) => setFormat(e.target.value)}>
              {lists.formats.map((f) => (
                <option key={f.name} value={f.name}>
                  {f.name}
                </option>
              ))}
            </select>
          </div>
          <div className="dialog-field">
            <label htmlFor={encodingId}>Encoding</label>
            <select id={encodingId} value={encoding} onChange={(e) => setEncoding(e.target.value)}>
              {lists.encodings.map((e) => (
                <option key={e.code} value={e.code}>
                  {e.displayName}
                </option>
              ))}
            </select>
          </div>
          <p>
            File name: <output>{baseName(fileName) + extension}</output>
          </p>
        </>
      )}
      {busy && <p role="status">Writing…</p>}
      {error && (
        <p role="alert" className="dialog-error">
          {error}
        </p>
      )}
    </Dialog>
  );
}
