import { Dialog } from '../../components/Dialog';

/** The help text of spec §2. */
export function HelpDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog
      title="Help"
      onClose={onClose}
      footer={
        <button type="button" onClick={onClose}>
          OK
        </button>
      }
    >
      <ul className="dialog-help">
        <li>Navigate the list with the mouse or Alt+Arrow up/down.</li>
        <li>Alt+P toggles play/pause.</li>
        <li>To convert a subtitle to another format, first open it, then download it.</li>
        <li>To insert a subtitle in the waveform, draw an area, then press Enter.</li>
        <li>Select several lines with click plus Ctrl or Shift.</li>
        <li>Both the list and the timeline have context menus (right-click).</li>
      </ul>
    </Dialog>
  );
}
