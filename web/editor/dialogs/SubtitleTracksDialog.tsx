import { useState } from 'react';
import { Dialog } from '../../components/Dialog';
import { openVideoSubtitleTrack } from '../commands/openSubtitleFile';
import { describeTracks } from '../files/videoTracks';
import { useAtomValue, useStore } from '../state/store';
import { subtitleTrackOfferAtom } from '../state/video';
import { DialogStatus } from './DialogStatus';
import './subtitleTracks.css';

/** After Video › Open video from disk, for a video with subtitle tracks: "This video has 2
 *  subtitle tracks: English (SubRip), German (ASS). Open one?", a button per track and No. A
 *  picked track is read in the page (never the whole video) and replaces the document, undoably
 *  like Open; an image track's refusal (it needs OCR) is shown here. */
export function SubtitleTracksDialog({ onClose }: { onClose: () => void }) {
  const store = useStore();
  const offer = useAtomValue(subtitleTrackOfferAtom);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function close(): void {
    store.set(subtitleTrackOfferAtom, null);
    onClose();
  }

  if (!offer) return null;
  const labels = describeTracks(offer.tracks);
  const count = offer.tracks.length;
  const question =
    `This video has ${count} subtitle ${count === 1 ? 'track' : 'tracks'}: ` +
    `${labels.join(', ')}. Open ${count === 1 ? 'it' : 'one'}?`;

  async function open(track: number): Promise<void> {
    if (!offer || busy) return;
    setBusy(true);
    setError(null);
    const message = await openVideoSubtitleTrack(store, offer.file, track);
    setBusy(false);
    if (message === null) close();
    else setError(message);
  }

  return (
    <Dialog
      title="Subtitle tracks"
      onClose={close}
      footer={
        <button type="button" className="secondary" onClick={close}>
          No
        </button>
      }
    >
      <p>{question}</p>
      <ul className="dialog-choices" aria-label="Subtitle tracks of the video">
        {offer.tracks.map((track, at) => (
          <li key={track.index}>
            <button type="button" disabled={busy} onClick={() => void open(track.index)}>
              {labels[at]}
            </button>
          </li>
        ))}
      </ul>
      <DialogStatus progress={busy ? 'Opening…' : undefined} error={error} />
    </Dialog>
  );
}
