// The page's half of the Opus route (pieceDecode.ts): decodeAudioData exists only on the page.
// The browser decodes on threads of its own; the page only hands the decoded channels on to the
// worker, transferred out of the AudioBuffer (no copy: ~5 ms a 30-s stereo piece, where copying
// took 12-28 ms and 11.5 MB more for the page's garbage collector), so it stays responsive.
import type { PieceAnswer } from './waveformWorkerMessages';

/** Whether this page can decode pieces (Web Audio present). */
export function pageDecodes(): boolean {
  return typeof OfflineAudioContext === 'function';
}

/** Decodes pieces for one job; one context per sample rate (decoding never resamples). */
export class PageDecoder {
  private readonly contexts = new Map<number, OfflineAudioContext>();

  private contextFor(sampleRate: number): OfflineAudioContext {
    let context = this.contexts.get(sampleRate);
    if (!context) {
      context = new OfflineAudioContext(1, 1, sampleRate);
      this.contexts.set(sampleRate, context);
    }
    return context;
  }

  /** The answer to the worker, and the buffers to transfer with it. */
  async decode(
    id: number,
    file: ArrayBuffer,
    sampleRate: number,
  ): Promise<{ answer: PieceAnswer; transfer: ArrayBuffer[] }> {
    try {
      const audio = await this.contextFor(sampleRate).decodeAudioData(file);
      const channels: Float32Array[] = [];
      // The AudioBuffer is ours alone and dropped after this: its arrays can leave with the answer.
      for (let channel = 0; channel < audio.numberOfChannels; channel++) {
        channels.push(audio.getChannelData(channel));
      }
      return {
        answer: { kind: 'pieceDecoded', id, channels },
        transfer: channels.map((channel) => channel.buffer as ArrayBuffer),
      };
    } catch (error) {
      const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      return { answer: { kind: 'pieceFailed', id, detail }, transfer: [] };
    }
  }
}
