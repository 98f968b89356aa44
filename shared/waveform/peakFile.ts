// Reader of the desktop program's waveform (peak) files, CONTRACT.md §5: a 16-bit PCM WAV whose
// sample-rate field holds peaks per second. The current form has two channels per frame, the
// maximum then the minimum; an older mono form has one value per peak (its magnitude), read as
// a symmetric max/-max pair. Chunks other than 'fmt ' and 'data' (LIST, fact, …) are skipped.

/** Peaks in arrays of type `A`: number arrays where they become JSON (the service's answer),
 *  Float32Arrays in the browser (transferred from a worker, no number per element). */
export interface Peaks<A> {
  peakMaxs: A;
  peakMins: A;
  /** The largest absolute peak value. */
  highestPeak: number;
  /** Peaks per second. */
  sampleRate: number;
}

export type Waveform = Peaks<number[]>;

/** Peak values are int16: float32 holds each exactly. */
export type PeakArrays = Peaks<Float32Array>;

export class WaveformFileError extends Error {
  override readonly name = 'WaveformFileError';
}

const RIFF = 0x46464952; // 'RIFF' little-endian
const WAVE = 0x45564157; // 'WAVE'
const FMT = 0x20746d66; // 'fmt '
const DATA = 0x61746164; // 'data'
const PCM = 1;
const EXTENSIBLE = 0xfffe;
/** Whether this platform stores an int16 low byte first, as a WAV file does. */
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
/** No real peak file has more: 10 h at 1000 peaks/s is 36 million. */
const MAX_PEAKS_PER_SECOND = 100_000;

/** A peak file as number arrays (the service's JSON answer). */
export function readPeakFile(bytes: Uint8Array): Waveform {
  return readPeaks(bytes, (count) => new Array<number>(count));
}

/** A peak file as Float32Arrays (the editor reads it so, in its worker). */
export function readPeakArrays(bytes: Uint8Array): PeakArrays {
  return readPeaks(bytes, (count) => new Float32Array(count));
}

interface PeakFormat {
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
}

function readPeaks<A extends number[] | Float32Array>(
  bytes: Uint8Array,
  allocate: (count: number) => A,
): Peaks<A> {
  if (bytes.length < 12)
    throw new WaveformFileError('The file is too short to be a waveform file.');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== RIFF || view.getUint32(8, true) !== WAVE) {
    throw new WaveformFileError('Not a waveform file: it does not start with a RIFF/WAVE header.');
  }
  let offset = 12;
  let format: PeakFormat | undefined;
  while (offset + 8 <= bytes.length) {
    const id = view.getUint32(offset, true);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === FMT) {
      if (size < 16 || body + 16 > bytes.length)
        throw new WaveformFileError('The format chunk is truncated.');
      const audioFormat = view.getUint16(body, true);
      if (audioFormat !== PCM && audioFormat !== EXTENSIBLE) {
        throw new WaveformFileError('Only 16-bit PCM waveform files are supported.');
      }
      format = {
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        bitsPerSample: view.getUint16(body + 14, true),
      };
    } else if (id === DATA) {
      if (!format) throw new WaveformFileError('The data chunk comes before the format chunk.');
      // A writer that never patched the size leaves 0 or 0xFFFFFFFF: read to the end then.
      const end =
        size === 0 || size === 0xffffffff ? bytes.length : Math.min(bytes.length, body + size);
      return decodePeaks(view, body, end, format, allocate);
    }
    offset = body + size + (size & 1);
  }
  throw new WaveformFileError('The waveform file has no data chunk.');
}

function decodePeaks<A extends number[] | Float32Array>(
  view: DataView,
  start: number,
  end: number,
  format: PeakFormat,
  allocate: (count: number) => A,
): Peaks<A> {
  const { channels, sampleRate, bitsPerSample } = format;
  if (bitsPerSample !== 16)
    throw new WaveformFileError(`Expected 16-bit values, found ${bitsPerSample}-bit.`);
  if (channels !== 1 && channels !== 2)
    throw new WaveformFileError(`Expected 1 or 2 channels, found ${channels}.`);
  if (sampleRate < 1 || sampleRate > MAX_PEAKS_PER_SECOND) {
    throw new WaveformFileError(`The peak rate ${sampleRate} per second is not plausible.`);
  }
  const frameBytes = 2 * channels;
  const count = Math.floor((end - start) / frameBytes);
  const peakMaxs = allocate(count);
  const peakMins = allocate(count);
  let highestPeak = 0;
  const at = view.byteOffset + start;
  if (LITTLE_ENDIAN && at % 2 === 0) {
    // The values in place as int16 (the file's byte order is the platform's): a 10-hour file's
    // 5.4M frames took about half the time of DataView reads here.
    const values = new Int16Array(view.buffer, at, count * channels);
    for (let i = 0; i < count; i++) {
      const first = values[i * channels] ?? 0;
      const max = channels === 2 ? first : first < 0 ? -first : first;
      const min = channels === 2 ? (values[i * 2 + 1] ?? 0) : -max;
      peakMaxs[i] = max;
      peakMins[i] = min;
      const high = max < 0 ? -max : max;
      const low = min < 0 ? -min : min;
      if (high > highestPeak) highestPeak = high;
      if (low > highestPeak) highestPeak = low;
    }
  } else {
    for (let i = 0, offset = start; i < count; i++, offset += frameBytes) {
      const first = view.getInt16(offset, true);
      const max = channels === 2 ? first : Math.abs(first);
      const min = channels === 2 ? view.getInt16(offset + 2, true) : -Math.abs(first);
      peakMaxs[i] = max;
      peakMins[i] = min;
      highestPeak = Math.max(highestPeak, Math.abs(max), Math.abs(min));
    }
  }
  return { peakMaxs, peakMins, highestPeak, sampleRate };
}
