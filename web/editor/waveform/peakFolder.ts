// Folds decoded audio into the kernels' peaks: all channels averaged into the kernels' PCM
// chunk, then the mediaPeaks kernel. Both decoding routes use it: WebCodecs' AudioSamples
// (decodeMedia.ts) and the planar channels of a piece decoded on the page (pieceDecode.ts).
import type { AudioSample } from 'mediabunny';
import type { Kernels } from '../../../shared/kernels/types';
import type { Placement } from './peakPlan';

/** Writes channel `channel`'s frames [placement.from, placement.to) into `into`. */
type ReadChannel = (channel: number, into: Float32Array) => void;

export class PeakFolder {
  private scratch = new Float32Array(0);
  /** Worker time spent here, in ms. */
  spentMs = 0;

  constructor(
    private readonly kernels: Kernels,
    private readonly samplesPerPeak: number,
  ) {}

  /** A WebCodecs block: copied plane by plane straight out of the decoder's memory. */
  foldSample(sample: AudioSample, placement: Placement): void {
    const copy = { format: 'f32-planar', frameOffset: placement.from } as const;
    const frameCount = placement.to - placement.from;
    this.fold(sample.numberOfChannels, placement, (channel, into) =>
      sample.copyTo(into, { ...copy, frameCount, planeIndex: channel }),
    );
  }

  /** Planar channels whose frame 0 is the block's first frame. */
  foldChannels(channels: readonly Float32Array[], placement: Placement): void {
    this.fold(channels.length, placement, (channel, into) =>
      into.set(channels[channel]?.subarray(placement.from, placement.to) ?? []),
    );
  }

  private fold(channels: number, placement: Placement, read: ReadChannel): void {
    const started = performance.now();
    const frameCount = placement.to - placement.from;
    // Decoded straight into linear memory: the kernel reads it without another copy.
    const chunk = this.kernels.store.pcmChunk(frameCount);
    read(0, chunk);
    if (channels > 1) {
      if (this.scratch.length < frameCount) this.scratch = new Float32Array(frameCount);
      const other = this.scratch.subarray(0, frameCount);
      for (let channel = 1; channel < channels; channel++) {
        read(channel, other);
        for (let i = 0; i < frameCount; i++) chunk[i] = (chunk[i] ?? 0) + (other[i] ?? 0);
      }
      const scale = 1 / channels;
      for (let i = 0; i < frameCount; i++) chunk[i] = (chunk[i] ?? 0) * scale;
    }
    this.kernels.addPcmChunk(chunk, placement.firstFrame, this.samplesPerPeak);
    this.spentMs += performance.now() - started;
  }
}
