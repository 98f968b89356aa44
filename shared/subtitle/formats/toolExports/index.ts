import type { SubtitleFormat } from '../types';
import { csv2, csv3, csv4, csv5, csvDaVinci, csvNuendo, tsv1, tsv2 } from './delimitedVariants';
import {
  jsonTed,
  jsonType10,
  jsonType12,
  jsonType14,
  jsonType17,
  jsonType18,
  jsonType19,
  jsonType2,
  jsonType23,
  jsonType3,
  jsonType8,
  jsonType8b,
  jsonType9,
  podcastIndexer,
  twentyThreeJson,
} from './jsonTypes';
import { speechmatics } from './speechmatics';
import {
  awsTranscribe,
  bilibiliJson,
  googlePlayJson,
  jsonAeneas,
  jsonType20,
  jsonType21,
  jsonType22,
  videoIndexerTranscript,
  whisperJson,
} from './speechToText';

// JSON, CSV and TSV exports of speech-to-text services and tools (Whisper, AWS Transcribe, …).
// (Whisper's console text, "Whisper Raw" and "Whisper Raw 2", is a time-code text format: timeCode/.)
// The JSON ones are JsonLayouts (jsonLayout.ts), the CSV/TSV ones DelimitedLayouts (delimited.ts).

export const TOOL_EXPORT_FORMATS: readonly SubtitleFormat[] = [
  whisperJson,
  awsTranscribe,
  speechmatics,
  googlePlayJson,
  videoIndexerTranscript,
  jsonAeneas,
  bilibiliJson,
  jsonType20,
  jsonType21,
  jsonType22,
  csv2,
  csv3,
  csv4,
  csv5,
  csvDaVinci,
  csvNuendo,
  tsv1,
  tsv2,
  jsonType2,
  jsonType3,
  jsonType8,
  jsonType8b,
  jsonType9,
  jsonType10,
  jsonType12,
  jsonType14,
  jsonType17,
  jsonType18,
  jsonType19,
  jsonType23,
  jsonTed,
  twentyThreeJson,
  podcastIndexer,
];
