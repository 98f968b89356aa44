import { removeStyling } from '../../../shared/subtitle/text';
import { documentAtom, kernelsAtom } from '../state/document';
import { lineAtTime } from '../state/playback';
import { useAtomValue } from '../state/store';
import { playheadMsAtom } from '../state/video';

/** The line at the playhead over the video, as plain text (tags are not rendered). */
export function SubtitleOverlay() {
  const doc = useAtomValue(documentAtom);
  const kernels = useAtomValue(kernelsAtom);
  const playheadMs = useAtomValue(playheadMsAtom);
  if (!kernels) return null;
  const { start, end, count } = kernels.store;
  const index = lineAtTime(start, end, count, playheadMs);
  const text = index >= 0 ? removeStyling(doc.texts[index] ?? '') : '';
  return (
    <div className="subtitle-overlay" aria-live="off" data-testid="subtitle-overlay">
      {text.split('\n').map((line, at) =>
        line.trim() === '' ? null : (
          <span key={at} className="subtitle-overlay-line">
            {line}
          </span>
        ),
      )}
    </div>
  );
}
