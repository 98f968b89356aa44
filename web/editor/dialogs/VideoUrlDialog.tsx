import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '../../components/Dialog';
import { useStore } from '../state/store';
import { videoSourceAtom } from '../state/video';
import { cancelWaveformJob } from '../waveform/makeWaveform';

/** Open video from URL: any address the browser can play (http, https). */
export function VideoUrlDialog({ onClose }: { onClose: () => void }) {
  const store = useStore();
  const fieldId = useId();
  const formId = useId();
  const [url, setUrl] = useState('');
  const valid = /^https?:\/\/\S+$/i.test(url.trim()) || url.trim().startsWith('/');

  function submit(event: FormEvent): void {
    event.preventDefault();
    if (!valid) return;
    const address = url.trim();
    cancelWaveformJob(store);
    store.set(videoSourceAtom, { url: address, name: address, fromDisk: false });
    onClose();
  }

  return (
    <Dialog
      title="Open video from URL"
      onClose={onClose}
      footer={
        <>
          <button type="submit" form={formId} disabled={!valid}>
            Open
          </button>
          <button type="button" className="secondary" onClick={onClose}>
            Cancel
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className="dialog-field">
        <label htmlFor={fieldId}>Video URL</label>
        <input
          id={fieldId}
          type="url"
          placeholder="https://example.com/video.mp4"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
        />
      </form>
    </Dialog>
  );
}
