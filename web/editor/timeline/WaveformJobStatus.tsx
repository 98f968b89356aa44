import { useAtomValue, useStore } from '../state/store';
import { cancelWaveformJob } from '../waveform/makeWaveform';
import { waveformJobAtom } from '../waveform/waveformJob';
import './waveformJobStatus.css';

/**
 * While a waveform is being made: a progress bar (percent as text too) and 'Cancel'; when it
 * failed: the reason, with 'Dismiss'; otherwise nothing.
 */
export function WaveformJobStatus() {
  const store = useStore();
  const job = useAtomValue(waveformJobAtom);
  if (!job) return null;
  if (job.status === 'failed') {
    return (
      <div className="waveform-job failed" role="alert">
        <span>{job.message}</span>
        <button
          type="button"
          className="secondary"
          onClick={() => {
            if (store.get(waveformJobAtom) === job) store.set(waveformJobAtom, null);
          }}
        >
          Dismiss
        </button>
      </div>
    );
  }
  return (
    <div className="waveform-job">
      <span className="waveform-job-text">
        Making waveform from “{job.name}”: {job.percent} %
      </span>
      <div
        className="waveform-job-bar"
        role="progressbar"
        aria-label="Making waveform"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={job.percent}
        aria-valuetext={`${job.percent} %`}
      >
        <div className="waveform-job-fill" style={{ width: `${job.percent}%` }} />
      </div>
      <button type="button" onClick={() => cancelWaveformJob(store)}>
        Cancel
      </button>
    </div>
  );
}
