import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TRPCError } from '@trpc/server';
import { readPeakFile, WaveformFileError, type Waveform } from '../../shared/waveform/peakFile';
import { PROJECT_ROOT } from '../paths';

/** The peak file of the editor's sample clip, made with it by scripts/media/makeSample.mjs. */
const DEMO_PEAK_FILE = join(PROJECT_ROOT, 'server', 'assets', 'sample-waveform.wav');

let demo: Waveform | undefined;

/** Read once, then served from memory. */
export function demoWaveform(): Waveform {
  demo ??= readPeakFile(new Uint8Array(readFileSync(DEMO_PEAK_FILE)));
  return demo;
}

/** A waveform file of the desktop program; bad files are a 400 with the reader's message. */
export function parseWaveformUpload(bytes: Uint8Array): Waveform {
  if (bytes.length === 0)
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'The file is empty.' });
  try {
    return readPeakFile(bytes);
  } catch (error) {
    if (error instanceof WaveformFileError)
      throw new TRPCError({ code: 'BAD_REQUEST', message: error.message });
    throw error;
  }
}
