import { useId, useState } from 'react';
import {
  DEFAULT_NEW_FRAME_RATE,
  DEFAULT_OLD_FRAME_RATE,
  FRAME_RATES,
} from '../../../shared/subtitle/constants';
import { Dialog } from '../../components/Dialog';
import { changeFrameRate } from '../commands/changeFrameRate';
import { runEdit } from '../state/actions';
import { useStore } from '../state/store';

/** Change frame rate: every time multiplied by current rate / new rate. */
export function FrameRateDialog({ onClose }: { onClose: () => void }) {
  const store = useStore();
  const fromId = useId();
  const toId = useId();
  const [fromFps, setFromFps] = useState(DEFAULT_OLD_FRAME_RATE);
  const [toFps, setToFps] = useState(DEFAULT_NEW_FRAME_RATE);
  const rateOptions = FRAME_RATES.map((rate) => (
    <option key={rate} value={rate}>
      {rate}
    </option>
  ));
  return (
    <Dialog
      title="Change frame rate"
      onClose={onClose}
      footer={
        <>
          <button
            type="button"
            onClick={() => {
              runEdit(store, changeFrameRate, { fromFps, toFps });
              onClose();
            }}
          >
            OK
          </button>
          <button type="button" className="secondary" onClick={onClose}>
            Cancel
          </button>
        </>
      }
    >
      <div className="dialog-field">
        <label htmlFor={fromId}>Current frame rate</label>
        <select id={fromId} value={fromFps} onChange={(e) => setFromFps(Number(e.target.value))}>
          {rateOptions}
        </select>
      </div>
      <div className="dialog-field">
        <label htmlFor={toId}>New frame rate</label>
        <select id={toId} value={toFps} onChange={(e) => setToFps(Number(e.target.value))}>
          {rateOptions}
        </select>
      </div>
    </Dialog>
  );
}
