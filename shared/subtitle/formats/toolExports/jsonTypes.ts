import type { Paragraph } from '../../model';
import { formatTimeMs } from '../../time';
import { brBreaks, jsonLayoutFormat, type JsonLayout, key, keyWith, seconds } from './jsonLayout';

// Subtitle Edit's numbered JSON types and the other small JSON layouts of web players and video
// platforms, each declared as a JsonLayout. Where Subtitle Edit writes the document on one line,
// so does the writer here.

const duration = (p: Paragraph): number => seconds(p.end - p.start);

/** [{"startMillis", "endMillis", "text"}] */
export const jsonType2 = jsonLayoutFormat({
  name: 'JSON Type 2',
  extensions: ['.json'],
  path: [],
  unit: 'ms',
  start: ['startMillis'],
  end: ['endMillis'],
  text: { path: ['text'], breaks: 'br' },
  signature: { root: '[', all: [key('startMillis'), key('endMillis'), key('text')] },
  write: {
    style: 0,
    element: (p: Paragraph) => ({ startMillis: p.start, endMillis: p.end, text: brBreaks(p.text) }),
    document: (elements) => elements,
  },
});

/** TED's captions, [{"duration", "content", "startOfParagraph", "startTime"}] in ms. */
const tedCaptions: JsonLayout = {
  name: 'JSON Type 3',
  extensions: ['.json'],
  path: [],
  unit: 'ms',
  start: ['startTime'],
  duration: ['duration'],
  text: { path: ['content'], breaks: 'br' },
  signature: {
    root: '[',
    all: [key('startOfParagraph'), key('startTime'), key('duration'), key('content')],
    none: [key('captions')],
  },
  write: {
    style: 0,
    element: (p: Paragraph) => ({
      duration: p.end - p.start,
      content: brBreaks(p.text),
      startOfParagraph: false,
      startTime: p.start,
    }),
    document: (elements) => elements,
  },
};

export const jsonType3 = jsonLayoutFormat(tedCaptions);

/** The same captions inside {"subtitle": [{"captions": [...], "lang", …}]} (or TED's own
 *  {"captions": [...]}, read too). */
const tedSignature = [
  keyWith('captions', 'array'),
  key('startOfParagraph'),
  key('startTime'),
  key('duration'),
  key('content'),
];
const jsonTedLayout: JsonLayout = {
  ...tedCaptions,
  name: 'JSON TED',
  path: ['subtitle', '*', 'captions'],
  signature: { root: '{', all: [keyWith('subtitle', 'array'), ...tedSignature] },
  write: {
    style: 0,
    element: (p: Paragraph) => ({
      ...(tedCaptions.write.element(p, 0) as object),
      startOfParagraph: true,
    }),
    document: (captions) => ({
      subtitle: [{ captions, lang: 'en', langDisplayName: 'English' }],
      introDuration: 0,
    }),
  },
};
export const jsonTed = jsonLayoutFormat(jsonTedLayout, [
  {
    ...jsonTedLayout,
    path: ['captions'],
    signature: { root: '{', all: tedSignature, none: [key('subtitle')] },
  },
]);

/** The mean of the first durations (end_time − start_time) in the prefix, in the file's unit. */
function meanDuration(prefix: string): number | undefined {
  const pairs = /"start_time"\s*:\s*(\d+(?:\.\d+)?)\s*,\s*"end_time"\s*:\s*(\d+(?:\.\d+)?)/g;
  let total = 0;
  let count = 0;
  for (const match of prefix.matchAll(pairs)) {
    total += Number(match[2]) - Number(match[1]);
    if (++count === 20) break;
  }
  return count > 0 ? total / count : undefined;
}

/** Seconds unless the durations read as seconds are a minute or more (then milliseconds). */
function inSeconds(prefix: string): boolean {
  const mean = meanDuration(prefix);
  return mean === undefined ? /"start_time"\s*:\s*\d+\./.test(prefix) : mean < 60;
}

/** [{"start_time", "end_time", "text"}], in seconds (Type 8) or milliseconds (Type 8b): the size
 *  of the durations tells them apart. */
function startTimeLayout(name: string, unit: 'seconds' | 'ms'): JsonLayout {
  const toUnit = unit === 'seconds' ? seconds : (ms: number): number => ms;
  return {
    name,
    extensions: ['.json'],
    path: [],
    unit,
    start: ['start_time'],
    end: ['end_time'],
    text: { path: ['text'], breaks: 'br' },
    signature: {
      root: '[',
      all: [key('start_time'), key('end_time'), key('text')],
      check: (prefix) => inSeconds(prefix) === (unit === 'seconds'),
    },
    write: {
      style: 0,
      element: (p: Paragraph) => ({
        start_time: toUnit(p.start),
        end_time: toUnit(p.end),
        text: brBreaks(p.text),
      }),
      document: (elements) => elements,
    },
  };
}

export const jsonType8 = jsonLayoutFormat(startTimeLayout('JSON Type 8', 'seconds'));
export const jsonType8b = jsonLayoutFormat(startTimeLayout('JSON Type 8b', 'ms'));

/** [{"index", "start": "hh:mm:ss,fff", "end", "text": [lines]}] */
export const jsonType9 = jsonLayoutFormat({
  name: 'JSON Type 9',
  extensions: ['.json'],
  path: [],
  unit: 'clock',
  start: ['start'],
  end: ['end'],
  text: { path: ['text'], kind: 'lines' },
  signature: {
    root: '[',
    all: [
      key('index'),
      keyWith('start', 'string'),
      keyWith('end', 'string'),
      keyWith('text', 'array'),
    ],
  },
  write: {
    style: 0,
    element: (p: Paragraph, index) => ({
      index: index + 1,
      start: formatTimeMs(p.start),
      end: formatTimeMs(p.end),
      text: p.text.split('\n'),
    }),
    document: (elements) => elements,
  },
});

/** {"vostf": [{"startTime", "endTime" (seconds), "positionAlign", "lineAlign", "text"}]} */
export const jsonType10 = jsonLayoutFormat({
  name: 'JSON Type 10',
  extensions: ['.json'],
  path: ['vostf'],
  unit: 'seconds',
  start: ['startTime'],
  end: ['endTime'],
  text: { path: ['text'], breaks: 'br' },
  signature: { root: '{', all: [keyWith('vostf', 'array'), key('startTime'), key('endTime')] },
  write: {
    style: 0,
    element: (p: Paragraph) => ({
      startTime: seconds(p.start),
      endTime: seconds(p.end),
      positionAlign: 'middle',
      lineAlign: 'start',
      text: brBreaks(p.text),
    }),
    document: (vostf) => ({ vostf }),
  },
});

/** [{"t1", "t2" (ms), "t"}] */
export const jsonType12 = jsonLayoutFormat({
  name: 'JSON Type 12',
  extensions: ['.json'],
  path: [],
  unit: 'ms',
  start: ['t1'],
  end: ['t2'],
  text: { path: ['t'], breaks: 'br' },
  signature: { root: '[', all: [key('t1'), key('t2'), key('t')] },
  write: {
    style: 0,
    element: (p: Paragraph) => ({ t1: p.start, t2: p.end, t: brBreaks(p.text) }),
    document: (elements) => elements,
  },
});

/** {"captionGroups": [{"t", "s", "e" (seconds)}]}, line breaks as a backslash and an n. */
export const jsonType14 = jsonLayoutFormat({
  name: 'JSON Type 14',
  extensions: ['.json'],
  path: ['captionGroups'],
  unit: 'seconds',
  start: ['s'],
  end: ['e'],
  text: { path: ['t'], breaks: 'escaped' },
  signature: { root: '{', all: [keyWith('captionGroups', 'array'), key('t'), key('s'), key('e')] },
  write: {
    style: 0,
    element: (p: Paragraph) => ({
      t: p.text.replace(/\n/g, '\\n'),
      s: seconds(p.start),
      e: seconds(p.end),
    }),
    document: (captionGroups) => ({ captionGroups }),
  },
});

/** [{"text": [lines], "index", "start", "end" (ms)}] */
export const jsonType17 = jsonLayoutFormat({
  name: 'JSON Type 17',
  extensions: ['.json'],
  path: [],
  unit: 'ms',
  start: ['start'],
  end: ['end'],
  text: { path: ['text'], kind: 'lines' },
  signature: {
    root: '[',
    all: [
      keyWith('text', 'array'),
      key('index'),
      keyWith('start', 'number'),
      keyWith('end', 'number'),
    ],
  },
  write: {
    element: (p: Paragraph, index) => ({
      text: p.text.split('\n'),
      index: index + 1,
      start: p.start,
      end: p.end,
    }),
    document: (elements) => elements,
  },
});

/** {"s" start, "d" duration (seconds), "n" text}, as an array (Type 18) or inside
 *  {"titulky": [...]} (Type 23). */
function startDurationLayout(name: string, wrapper: string | undefined): JsonLayout {
  const common = [key('s'), key('d'), key('n')];
  return {
    name,
    extensions: ['.json'],
    path: wrapper === undefined ? [] : [wrapper],
    unit: 'seconds',
    start: ['s'],
    duration: ['d'],
    text: { path: ['n'] },
    signature:
      wrapper === undefined
        ? { root: '[', all: common }
        : { root: '{', all: [keyWith(wrapper, 'array'), ...common] },
    write: {
      element: (p: Paragraph) => ({ s: seconds(p.start), d: duration(p), n: p.text }),
      document: (elements) => (wrapper === undefined ? elements : { [wrapper]: elements }),
    },
  };
}

export const jsonType18 = jsonLayoutFormat(startDurationLayout('JSON Type 18', undefined));
export const jsonType23 = jsonLayoutFormat(startDurationLayout('JSON Type 23', 'titulky'));

/** YouTube's timed-text events as a bare array: [{"tStartMs", "dDurationMs", "segs": [{utf8}]}]
 *  (Google Play json is the same inside {"events": [...]}). */
export const jsonType19 = jsonLayoutFormat({
  name: 'JSON Type 19',
  extensions: ['.json'],
  path: [],
  unit: 'ms',
  start: ['tStartMs'],
  duration: ['dDurationMs'],
  text: { path: ['segs'], kind: 'pieces', piece: 'utf8', optional: true },
  signature: { root: '[', all: [key('tStartMs'), key('dDurationMs'), keyWith('segs', 'array')] },
  write: {
    element: (p: Paragraph) => ({
      tStartMs: p.start,
      dDurationMs: p.end - p.start,
      segs: [{ utf8: p.text }],
    }),
    document: (elements) => elements,
  },
});

/** TwentyThree's video player: {"subtitles": [{"text": [lines], "timestamp_begin",
 *  "timestamp_end" (seconds)}]} */
export const twentyThreeJson = jsonLayoutFormat({
  name: 'TwentyThree json',
  extensions: ['.json'],
  path: ['subtitles'],
  unit: 'seconds',
  start: ['timestamp_begin'],
  end: ['timestamp_end'],
  text: { path: ['text'], kind: 'lines' },
  signature: {
    root: '{',
    all: [keyWith('subtitles', 'array'), key('timestamp_begin'), key('timestamp_end')],
  },
  write: {
    style: '\t',
    element: (p: Paragraph) => ({
      text: p.text.split('\n'),
      timestamp_begin: seconds(p.start),
      timestamp_end: seconds(p.end),
    }),
    document: (subtitles) => ({ subtitles }),
  },
});

/** The Podcasting 2.0 JSON transcript: {"version", "segments": [{"speaker", "startTime",
 *  "endTime" (seconds), "body"}]}; the speaker is kept as the paragraph's actor. */
export const podcastIndexer = jsonLayoutFormat({
  name: 'PodcastIndexer',
  extensions: ['.json'],
  path: ['segments'],
  unit: 'seconds',
  start: ['startTime'],
  end: ['endTime'],
  text: { path: ['body'] },
  actor: ['speaker'],
  signature: { root: '{', all: [keyWith('segments', 'array'), key('startTime'), key('body')] },
  write: {
    element: (p: Paragraph) => ({
      ...(typeof p.extra?.actor === 'string' ? { speaker: p.extra.actor } : {}),
      startTime: seconds(p.start),
      endTime: seconds(p.end),
      body: p.text,
    }),
    document: (segments) => ({ version: '1.0.0', segments }),
  },
});
