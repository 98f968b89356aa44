import { UnknownFormatError } from '../errors';
import { adobeEncore } from './adobeEncore';
import { AUTHORING_FORMATS } from './authoring/index';
import { BROADCAST_FORMATS } from './broadcast/index';
import { advancedSubStationAlpha } from './ass';
import { csv } from './csv';
import { dfxp } from './dfxp';
import { ebuStl } from './ebuStl';
import { imsc1 } from './imsc1';
import { json } from './json';
import { lrc } from './lrc';
import { microDvd } from './microdvd';
import { mpl2 } from './mpl2';
import { plainTextFormat } from './plainTextFormat';
import { sami } from './sami';
import { youTubeSbv } from './sbv';
import { scc } from './scc';
import { spruceStl } from './spruceStl';
import { subStationAlpha } from './ssa';
import { subRip } from './subrip';
import { subViewer10 } from './subviewer1';
import { subViewer20 } from './subviewer2';
import { extensionOf } from './textScan';
import { TIME_CODE_FORMATS } from './timeCode/index';
import { timedText10 } from './timedText10';
import { TOOL_EXPORT_FORMATS } from './toolExports/index';
import type { FormatInput, SubtitleFormat } from './types';
import { webVtt } from './webvtt';
import { XML_FORMATS } from './xmlFormats/index';

// Every format, one entry each. Order carries no meaning: detection picks the highest confidence
// and the file extension only breaks ties. The core formats are listed here; each family folder
// lists its own, so adding a format is one file and one line in its family's index.

export const FORMATS: readonly SubtitleFormat[] = [
  subRip,
  webVtt,
  advancedSubStationAlpha,
  subStationAlpha,
  youTubeSbv,
  microDvd,
  subViewer10,
  subViewer20,
  mpl2,
  lrc,
  json,
  csv,
  plainTextFormat,
  sami,
  timedText10,
  dfxp,
  imsc1,
  ebuStl,
  spruceStl,
  adobeEncore,
  scc,
  ...TIME_CODE_FORMATS,
  ...AUTHORING_FORMATS,
  ...XML_FORMATS,
  ...TOOL_EXPORT_FORMATS,
  ...BROADCAST_FORMATS,
];

/** Confidences closer than this count as a tie. */
const TIE_EPSILON = 1e-9;

/** SubRip first (the default), then by name, so lists look the same whatever the array order. */
export function listFormats(): SubtitleFormat[] {
  return [...FORMATS].sort((a, b) =>
    a.name === 'SubRip' ? -1 : b.name === 'SubRip' ? 1 : a.name.localeCompare(b.name, 'en'),
  );
}

export function findFormat(name: string): SubtitleFormat | undefined {
  const wanted = name.trim().toLowerCase();
  return FORMATS.find((format) => format.name.toLowerCase() === wanted);
}

export function getFormat(name: string): SubtitleFormat {
  const format = findFormat(name);
  if (!format) throw new UnknownFormatError(name);
  return format;
}

function safeDetect(format: SubtitleFormat, input: FormatInput): number {
  try {
    const confidence = format.detect(input);
    return Number.isFinite(confidence) ? Math.min(1, Math.max(0, confidence)) : 0;
  } catch {
    // A detector that trips over odd input simply does not claim it.
    return 0;
  }
}

/** The readable formats that claim the input, the most confident first (the extension, then the
 *  name, break ties). */
export function rankFormats(input: FormatInput): SubtitleFormat[] {
  const extension = extensionOf(input.fileName);
  const candidates: Candidate[] = [];
  for (const format of FORMATS) {
    if (!format.canRead) continue;
    const confidence = safeDetect(format, input);
    if (confidence <= 0) continue;
    candidates.push({ format, confidence, extensionMatch: format.extensions.includes(extension) });
  }
  return candidates.sort((a, b) => (isBetter(a, b) ? -1 : 1)).map((c) => c.format);
}

/** The readable format most confident about the input; undefined when none claims it. */
export function detectFormat(input: FormatInput): SubtitleFormat | undefined {
  return rankFormats(input)[0];
}

interface Candidate {
  format: SubtitleFormat;
  confidence: number;
  extensionMatch: boolean;
}

function isBetter(a: Candidate, b: Candidate): boolean {
  if (Math.abs(a.confidence - b.confidence) > TIE_EPSILON) return a.confidence > b.confidence;
  if (a.extensionMatch !== b.extensionMatch) return a.extensionMatch;
  // Still tied: the name decides, so the array order never does.
  return a.format.name.localeCompare(b.format.name, 'en') < 0;
}
