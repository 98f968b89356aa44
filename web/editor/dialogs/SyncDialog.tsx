import { useId, useState } from 'react';
import {
  SHOW_EARLIER_LATER_DEFAULT_MS,
  SHOW_EARLIER_LATER_MAX_SECONDS,
  SHOW_EARLIER_LATER_STEP_SECONDS,
} from '../../../shared/subtitle/constants';
import { Dialog } from '../../components/Dialog';
import { shiftAllLines } from '../commands/shiftTimes';
import { runEdit } from '../state/actions';
import { useStore } from '../state/store';

/** Show earlier/later: shifts all lines by the seconds given, keeping a running total. */
export function SyncDialog({ onClose }: { onClose: () => void }) {
  const store = useStore();
  const fieldId = useId();
  const [seconds, setSeconds] = useState(String(SHOW_EARLIER_LATER_DEFAULT_MS / 1000));
  const [totalMs, setTotalMs] = useState(0);
  const value = Number(seconds);
  const valid =
    seconds.trim() !== '' &&
    Number.isFinite(value) &&
    value >= 0 &&
    value <= SHOW_EARLIER_LATER_MAX_SECONDS;

  function shift(direction: 1 | -1): void {
    if (!valid) return;
    const offsetMs = Math.round(value * 1000) * direction;
    if (runEdit(store, shiftAllLines, { offsetMs })) setTotalMs((total) => total + offsetMs);
  }

  const sign = totalMs > 0 ? '+' : totalMs < 0 ? '−' : '';
  return (
    <Dialog
      title="Show earlier/later"
      onClose={onClose}
      footer={
        <>
          <button type="button" disabled={!valid} onClick={() => shift(-1)}>
            Show earlier
          </button>
          <button type="button" disabled={!valid} onClick={() => shift(1)}>
            Show later
          </button>
          <button type="button" className="secondary" onClick={onClose}>
            Done
          </button>
        </>
      }
    >
      <div className="dialog-field">
        <label htmlFor={fieldId}>Seconds</label>
        <input
          id={fieldId}
          type="number"
          min={0}
          max={SHOW_EARLIER_LATER_MAX_SECONDS}
          step={SHOW_EARLIER_LATER_STEP_SECONDS}
          value={seconds}
          aria-invalid={!valid}
          onChange={(event) => setSeconds(event.target.value)}
        />
      </div>
      <p role="status">
        Total adjustment: {sign}
        {(Math.abs(totalMs) / 1000).toFixed(3)} s
      </p>
    </Dialog>
  );
}
