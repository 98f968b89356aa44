import type { Paragraph } from '../../model';
import { formatTimeMs } from '../../time';
import type { FormatInput, SubtitleFormat } from '../types';
import { brBreaks, jsonLayoutFormat, type JsonLayout, key, keyWith, seconds } from './jsonLayout';
import { PyFloat } from './jsonWrite';

// The JSON files of speech-to-text tools and services, each declared as a JsonLayout.

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** openai-whisper's JSON (`--output_format json`), as Python writes it: {"text": all of it,
 *  "segments": [{id, start, end, text}], …}. faster-whisper and WhisperX write the same segments.
 *  Not a Subtitle Edit format: SE reads Whisper's output as SubRip; the name follows its "Whisper
 *  Raw" formats. */
const whisperSegments: JsonLayout = {
  name: 'Whisper JSON',
  extensions: ['.json'],
  path: ['segments'],
  unit: 'seconds',
  start: ['start'],
  end: ['end'],
  text: { path: ['text'] },
  signature: {
    root: '{',
    all: [keyWith('segments', 'array'), keyWith('start', 'number'), keyWith('end', 'number')],
  },
  write: {
    style: 'python',
    element: (p: Paragraph, index) => ({
      id: index,
      start: new PyFloat(seconds(p.start)),
      end: new PyFloat(seconds(p.end)),
      text: ` ${p.text}`,
    }),
    document: (segments, subtitle) => ({
      text: subtitle.paragraphs.map((p) => ` ${p.text}`).join(''),
      segments,
    }),
  },
};

/** whisper.cpp's `-oj` JSON: {"transcription": [{timestamps, offsets: {from, to} in ms, text}]}. */
const whisperCpp: JsonLayout = {
  ...whisperSegments,
  path: ['transcription'],
  unit: 'ms',
  start: ['offsets', 'from'],
  end: ['offsets', 'to'],
  signature: {
    root: '{',
    all: [keyWith('transcription', 'array'), keyWith('offsets', 'object'), key('timestamps')],
  },
};

/** openai-whisper writes the whole transcript first, so in a long file "segments" comes after the
 *  detection prefix: a file that opens with {"text": is looked through this far for it. */
const WHISPER_SEARCH_CHARS = 1 << 20;

const whisperFormat = jsonLayoutFormat(whisperSegments, [whisperCpp]);

export const whisperJson: SubtitleFormat = {
  ...whisperFormat,
  detect(input: FormatInput): number {
    const sure = whisperFormat.detect(input);
    if (sure > 0 || !/^\uFEFF?\s*\{\s*"text"\s*:\s*"/.test(input.text.slice(0, 64))) return sure;
    const head = input.text.slice(0, WHISPER_SEARCH_CHARS);
    return /"segments"\s*:\s*\[\s*\{/.test(head) && /"seek"\s*:|"start"\s*:\s*\d/.test(head)
      ? 0.84
      : 0;
  },
};

/** AWS Transcribe's job output: {jobName, accountId, results: {transcripts, items}}. A real job's
 *  items are words and punctuation marks, grouped into cues; the file Subtitle Edit writes has
 *  no transcripts and one item per cue. */
export const awsTranscribe = jsonLayoutFormat({
  name: 'AWS Transcribe',
  extensions: ['.json'],
  path: ['results', 'items'],
  unit: 'seconds',
  start: ['start_time'],
  end: ['end_time'],
  text: { path: ['alternatives', 0, 'content'], breaks: 'br' },
  words: {
    applies: (document) =>
      isRecord(document) &&
      isRecord(document.results) &&
      Array.isArray(document.results.transcripts),
    kind: (item) => (item.type === 'punctuation' ? 'punctuation' : 'word'),
  },
  signature: { root: '{', all: [key('jobName'), key('accountId'), keyWith('results', 'object')] },
  write: {
    style: 0,
    element: (p: Paragraph) => ({
      start_time: String(seconds(p.start)),
      end_time: String(seconds(p.end)),
      alternatives: [{ confidence: '1', content: brBreaks(p.text) }],
      type: 'pronunciation',
    }),
    document: (items, subtitle) => ({
      jobName: subtitle.fileName.replace(/\.[^./\\]*$/, '') || 'untitled',
      accountId: '0',
      results: { items },
    }),
  },
});

/** Google Play's (and YouTube's "json3") timed text: {"events": [{tStartMs, dDurationMs,
 *  segs: [{utf8}]}]}; events without segs (window and style events) are not cues. */
export const googlePlayJson = jsonLayoutFormat({
  name: 'Google Play json',
  extensions: ['.json'],
  path: ['events'],
  unit: 'ms',
  start: ['tStartMs'],
  duration: ['dDurationMs'],
  text: { path: ['segs'], kind: 'pieces', piece: 'utf8', optional: true },
  signature: { root: '{', all: [keyWith('events', 'array'), key('tStartMs'), key('dDurationMs')] },
  write: {
    element: (p: Paragraph) => ({
      tStartMs: p.start,
      dDurationMs: p.end - p.start,
      segs: [{ utf8: p.text }],
    }),
    document: (events) => ({ events }),
  },
});

/** Azure Video Indexer's transcript: {"transcript": [{id, text, instances: [{start, end}]}]},
 *  times as "h:mm:ss.fff" strings. Its whole index, {…, "videos": [{…, "insights": {…,
 *  "transcript": [...]}}]}, is read too. */
const videoIndexerLayout: JsonLayout = {
  name: 'Video Indexer Transcript',
  extensions: ['.json'],
  path: ['transcript'],
  unit: 'clock',
  start: ['instances', 0, 'start'],
  end: ['instances', 0, 'end'],
  text: { path: ['text'], breaks: 'br' },
  signature: { root: '{', all: [keyWith('transcript', 'array'), keyWith('instances', 'array')] },
  write: {
    element: (p: Paragraph, index) => ({
      id: index + 1,
      text: brBreaks(p.text),
      instances: [{ start: formatTimeMs(p.start, '.'), end: formatTimeMs(p.end, '.') }],
    }),
    document: (transcript) => ({ transcript }),
  },
};

export const videoIndexerTranscript = jsonLayoutFormat(videoIndexerLayout, [
  {
    ...videoIndexerLayout,
    path: ['videos', '*', 'insights', 'transcript'],
    signature: {
      root: '{',
      all: [
        keyWith('videos', 'array'),
        keyWith('insights', 'object'),
        keyWith('transcript', 'array'),
        keyWith('instances', 'array'),
      ],
    },
  },
]);

const fixedSeconds = (ms: number): string => seconds(ms).toFixed(3);

/** The sync map of the aeneas forced aligner: {"fragments": [{begin, end (seconds as strings),
 *  id, language, lines: [...]}]}, written as aeneas does (sorted keys, indent 1). */
export const jsonAeneas = jsonLayoutFormat({
  name: 'JSON Aeneas',
  extensions: ['.json'],
  path: ['fragments'],
  unit: 'seconds',
  start: ['begin'],
  end: ['end'],
  text: { path: ['lines'], kind: 'lines' },
  signature: {
    root: '{',
    all: [keyWith('fragments', 'array'), key('begin'), keyWith('lines', 'array')],
  },
  write: {
    style: 1,
    element: (p: Paragraph, index) => ({
      begin: fixedSeconds(p.start),
      children: [],
      end: fixedSeconds(p.end),
      id: `f${String(index + 1).padStart(6, '0')}`,
      language: 'eng',
      lines: p.text.split('\n'),
    }),
    document: (fragments) => ({ fragments }),
  },
});

/** Bilibili's BCC subtitles: {font_size, …, "body": [{from, to (seconds), location, content}]}. */
export const bilibiliJson = jsonLayoutFormat({
  name: 'Bilibili json',
  extensions: ['.bcc', '.json'],
  path: ['body'],
  unit: 'seconds',
  start: ['from'],
  end: ['to'],
  text: { path: ['content'], breaks: 'escaped' },
  signature: {
    root: '{',
    all: [keyWith('body', 'array'), key('from'), key('to'), key('content')],
  },
  write: {
    element: (p: Paragraph) => ({
      from: seconds(p.start),
      to: seconds(p.end),
      location: 2,
      content: p.text,
    }),
    document: (body) => ({
      font_size: 0.4,
      font_color: '#FFFFFF',
      background_alpha: 0.5,
      background_color: '#9C27B0',
      Stroke: 'none',
      body,
    }),
  },
});

/** Hugging Face transformers' Whisper pipeline chunks: [{"timestamp": [start, end], "text"}]. */
export const jsonType21 = jsonLayoutFormat({
  name: 'JSON Type 21',
  extensions: ['.json'],
  path: [],
  unit: 'seconds',
  start: ['timestamp', 0],
  end: ['timestamp', 1],
  text: { path: ['text'] },
  signature: { root: '[', all: [keyWith('timestamp', 'array'), keyWith('text', 'string')] },
  write: {
    element: (p: Paragraph) => ({ timestamp: [seconds(p.start), seconds(p.end)], text: p.text }),
    document: (chunks) => chunks,
  },
});

/** Google Cloud Speech-to-Text: results[].alternatives[].words[] with startTime/endTime (v1) or
 *  startOffset/endOffset (v2), seconds, maybe with an "s" ("1.500s"). One word element is one cue,
 *  as Subtitle Edit reads and writes these. */
function googleSpeech(name: string, startKey: string, endKey: string, other: string): JsonLayout {
  return {
    name,
    extensions: ['.json'],
    path: ['results', '*', 'alternatives', '*', 'words'],
    unit: 'seconds',
    start: [startKey],
    end: [endKey],
    text: { path: ['word'] },
    signature: {
      root: '{',
      all: [keyWith('results', 'array'), keyWith('words', 'array'), key(startKey), key('word')],
      none: [key(other)],
    },
    write: {
      element: (p: Paragraph) => ({
        [startKey]: seconds(p.start),
        [endKey]: seconds(p.end),
        word: p.text,
      }),
      document: (words) => ({
        results: [{ alternatives: [{ transcript: '...', words }] }],
      }),
    },
  };
}

export const jsonType20 = jsonLayoutFormat(
  googleSpeech('JSON Type 20', 'startTime', 'endTime', 'startOffset'),
);
export const jsonType22 = jsonLayoutFormat(
  googleSpeech('JSON Type 22', 'startOffset', 'endOffset', 'startTime'),
);
