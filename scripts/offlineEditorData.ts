// Prints what the offline editor's build needs from the subtitle library, as JSON on stdout:
// the file extensions it reads (the manifest's file_handlers) and the demo waveform, read from the
// same peak file as GET /se-api/demowaveform/ (server/services/waveform.ts). Run by
// scripts/vitePwa.mjs under tsx, so the Vite config itself loads no TypeScript from shared/.
import { readFileSync } from 'node:fs';
import { listFormats } from '../shared/subtitle/index';
import { readPeakFile } from '../shared/waveform/peakFile';

export interface OfflineEditorData {
  /** Extensions of the text and the binary formats that can be read (lower case, with dot). */
  textExtensions: string[];
  binaryExtensions: string[];
  /** The demo waveform in the service's JSON shape. */
  demoWaveform: ReturnType<typeof readPeakFile>;
}

const DEMO_PEAK_FILE = new URL('../server/assets/sample-waveform.wav', import.meta.url);

function offlineEditorData(): OfflineEditorData {
  const text = new Set<string>();
  const binary = new Set<string>();
  for (const format of listFormats()) {
    if (!format.canRead) continue;
    for (const extension of format.extensions) (format.binary ? binary : text).add(extension);
  }
  // An extension of both kinds (.stl: EBU STL and Spruce STL) is listed once.
  for (const extension of text) binary.delete(extension);
  return {
    textExtensions: [...text].sort(),
    binaryExtensions: [...binary].sort(),
    demoWaveform: readPeakFile(new Uint8Array(readFileSync(DEMO_PEAK_FILE))),
  };
}

process.stdout.write(JSON.stringify(offlineEditorData()));
