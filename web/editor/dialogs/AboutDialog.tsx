import { Dialog } from '../../components/Dialog';
import { Link } from '../../router';

/** About: what this is, with links to the donate page and the desktop program's page. */
export function AboutDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog
      title="About"
      onClose={onClose}
      footer={
        <button type="button" onClick={onClose}>
          OK
        </button>
      }
    >
      <p>
        Subtitle Edit Online edits subtitles in the browser: timing, text and sync, with the video
        beside the list. It is the online sibling of the desktop program{' '}
        <Link href="/subtitleedit">Subtitle Edit</Link>.
      </p>
      <p>
        If it helps you, please consider a <Link href="/donate">donation</Link>.
      </p>
    </Dialog>
  );
}
