// The peaks of waveforms made in the browser, kept in IndexedDB (editorDb.ts, store 'peaks') so
// reopening the same media shows its waveform at once. A file is known by its name, size and
// last-modified time (what the browser tells about a chosen file without reading it); a web
// address by the address and the size its server reports. The worker reads and writes the cache
// itself, so the page's thread never clones the arrays.
import { loadPeaks, savePeaks, type PeakCacheKey } from '../persistence/editorDb';
import type { PeaksResult } from './waveformWorkerMessages';

/** At most this many waveforms, holding at most this many bytes of peaks; oldest go first. */
export const PEAK_CACHE_LIMITS = { maxEntries: 20, maxBytes: 256 * 1024 * 1024 } as const;

/** Stands for "not known" in a key's size or last-modified field. */
const UNKNOWN = -1;

export function fileCacheKey(file: {
  readonly name: string;
  readonly size: number;
  readonly lastModified: number;
}): PeakCacheKey {
  return [file.name, file.size, file.lastModified];
}

/** `url` absolute; `size` as the server reported it (null when it did not). */
export function urlCacheKey(url: string, size: number | null): PeakCacheKey {
  return [url, size ?? UNKNOWN, UNKNOWN];
}

export async function cachedPeaks(key: PeakCacheKey): Promise<PeaksResult | null> {
  const stored = await loadPeaks(key);
  if (!stored) return null;
  const { peakMaxs, peakMins, highestPeak, sampleRate } = stored;
  return { peakMaxs, peakMins, highestPeak, sampleRate };
}

export async function cachePeaks(
  key: PeakCacheKey,
  name: string,
  peaks: PeaksResult,
): Promise<void> {
  await savePeaks(
    key,
    {
      name,
      ...peaks,
      savedTime: Date.now(),
      bytes: peaks.peakMaxs.byteLength + peaks.peakMins.byteLength,
    },
    PEAK_CACHE_LIMITS,
  );
}
