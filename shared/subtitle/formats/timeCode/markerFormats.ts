import type { Subtitle } from '../../model';
import { lineBreakCodec, plainLines, shareDetector, signedDetector, unstyled } from './layout';
import type { LineHit } from './lineScan';
import { charAt, digitsAt } from './lineScan';
import { markerFormat } from './markers';
import {
  clockFraction,
  clockTicks,
  frameCount,
  minutesSeconds,
  smpte,
  wholeSeconds,
  zeroPadded,
} from './timeCodecs';

// Formats of the time-marker layout (markers.ts): each cue's text follows its start time, and
// the next time ends it.

/**
 * The TMPlayer/VPlayer marker by char codes (markers.ts `quick`): "h:m:s" of one or two digits
 * each, with `fraction` an optional ".f" of one to three digits, then ':', '=' or ' ' and the
 * text, or nothing. Minutes or seconds past 59 go to the regular expression (a damaged marker).
 */
function clockMarker(fraction: boolean) {
  return (text: string, from: number, to: number, _rate: number, hit: LineHit): boolean => {
    hit.at = from;
    const hours = digitsAt(text, hit, to, 1, 2);
    if (hours < 0 || !charAt(text, hit, to, 58)) return false;
    const minutes = digitsAt(text, hit, to, 1, 2);
    if (minutes < 0 || !charAt(text, hit, to, 58)) return false;
    const seconds = digitsAt(text, hit, to, 1, 2);
    if (seconds < 0 || minutes > 59 || seconds > 59) return false;
    let ms = ((hours * 60 + minutes) * 60 + seconds) * 1000;
    if (fraction && charAt(text, hit, to, 46)) {
      const digitsFrom = hit.at;
      const value = digitsAt(text, hit, to, 1, 3);
      if (value < 0) return false;
      const count = hit.at - digitsFrom;
      ms += value * (count === 1 ? 100 : count === 2 ? 10 : 1);
    }
    if (hit.at < to) {
      const code = text.charCodeAt(hit.at);
      if (code !== 58 && code !== 61 && code !== 32) return false;
      hit.at++;
    }
    hit.start = ms;
    hit.textFrom = hit.at;
    hit.textTo = to;
    return true;
  };
}

/** TMPlayer (.txt): "hh:mm:ss:text", '|' between lines, whole seconds. An empty "hh:mm:ss:"
 *  ends the cue before it; it is written only where the next cue does not start at that time. */
export const tmPlayer = markerFormat({
  name: 'TMPlayer',
  extensions: ['.txt'],
  // Also "h:mm:ss=text" and "hh:mm:ss text", which TMPlayer files are found with.
  marker: /^(\d{1,2}:\d{1,2}:\d{1,2})(?:[:= ](.*))?$/,
  quick: clockMarker(false),
  damaged: /^\d+:/,
  time: wholeSeconds(2),
  textLines: false,
  text: unstyled(lineBreakCodec('|')),
  endMarkers: 'needed',
  print: (time, text) => `${time}:${text}`,
  // Not "hh:mm:ss:ff" followed by more timecode, which frame-based exports start lines with.
  detect: shareDetector(/^\d{1,2}:\d\d:\d\d[:=](?!\d\d(?:[\s,;:.]|$))/, 0.85),
});

/** VPlayer (.txt): "hh:mm:ss.cc:text", '|' between lines. VPlayer files are also found without the
 *  centiseconds (the TMPlayer layout), which are read too; written with them, as ffmpeg's VPlayer
 *  reader takes them ("%d:%d:%d.%d" then ':', ' ' or '='). Ends as in TMPlayer. Subtitle Edit has
 *  no VPlayer format: the name is the player's. */
export const vPlayer = markerFormat({
  name: 'VPlayer',
  extensions: ['.txt'],
  marker: /^(\d{1,2}:\d{1,2}:\d{1,2}(?:\.\d{1,3})?)(?:[:= ](.*))?$/,
  quick: clockMarker(true),
  damaged: /^\d+:/,
  time: clockFraction(2, 2),
  textLines: false,
  text: unstyled(lineBreakCodec('|')),
  endMarkers: 'needed',
  print: (time, text) => `${time}:${text}`,
  detect: shareDetector(/^\d{1,2}:\d\d:\d\d\.\d\d[:=]/, 0.85),
});

/** YouTube Transcript (.txt): the transcript YouTube shows, copied: a "m:ss" (or "h:mm:ss") line,
 *  then the text. No end times: a cue lasts until the next starts (the last one OPEN_END_MS). */
export const youTubeTranscript = markerFormat({
  name: 'YouTube Transcript',
  extensions: ['.txt'],
  marker: /^(\d{1,3}:\d\d(?::\d\d)?)$/,
  damaged: /^\d{1,3}:\S{1,6}$/,
  time: minutesSeconds,
  textLines: true,
  text: unstyled(plainLines),
  endMarkers: 'never',
  print: (time, text) => (text === '' ? time : `${time}\n${text}`),
  detect: shareDetector(/^\d{1,3}:\d\d(?::\d\d)?$/, 0.8),
});

/** YouTube Transcript one line (.txt): "m:ss text" per cue, a cue's lines joined by a space. */
export const youTubeTranscriptOneLine = markerFormat({
  name: 'YouTube Transcript one line',
  extensions: ['.txt'],
  marker: /^(\d{1,3}:\d\d(?::\d\d)?) (.*)$/,
  damaged: /^\d{1,3}:\S*\d\S* /,
  time: minutesSeconds,
  textLines: false,
  text: unstyled(lineBreakCodec(undefined)),
  endMarkers: 'never',
  print: (time, text) => `${time} ${text}`,
  detect: shareDetector(/^\d{1,3}:\d\d(?::\d\d)? \S/, 0.75),
});

/** AQTitle (.aqt): "-->> frame", the text lines, "-->> frame" of the end, a blank line. Frames
 *  at the rate the file does not say (23.976 assumed; ffmpeg assumes 25). Subtitle Edit writes
 *  the frame + 1 and reads it as is; we write the frame itself, so a file reads back unchanged. */
export const aqTitle = markerFormat({
  name: 'AQTitle',
  extensions: ['.aqt'],
  marker: /^-->>\s*(\d+)$/,
  damaged: /^-->>/,
  time: zeroPadded(frameCount, 6),
  textLines: true,
  text: unstyled(plainLines),
  endMarkers: 'always',
  print: (time, text, kind) => (kind === 'start' ? `-->> ${time}\n${text}` : `-->> ${time}`),
  afterEnd: [''],
  detect: shareDetector(/^-->> ?\d+$/, 0.95),
});

/** MacSub (.txt): "/startFrame", the text lines, "/endFrame" (Aegisub's MacSub). Frames at
 *  23.976 unless another rate is asked for. */
export const macSub = markerFormat({
  name: 'MacSub',
  extensions: ['.txt'],
  marker: /^\/(\d+)$/,
  damaged: /^\/\d+\S/,
  time: frameCount,
  textLines: true,
  text: unstyled(plainLines),
  endMarkers: 'always',
  print: (time, text, kind) => (kind === 'start' ? `/${time}\n${text}` : `/${time}`),
  detect: shareDetector(/^\/\d+$/, 0.85),
});

function quickTimeHeader(_subtitle: Subtitle, rate: number): string {
  return [
    '{QTtext} {font:Tahoma}',
    '{plain} {size:20}',
    `{timeScale:${Math.round(rate)}}`,
    '{width:160} {height:32}',
    '{timestamps:absolute} {language:0}',
  ].join('\n');
}

/** QuickTime text (.txt): a {QTtext} header, then "[hh:mm:ss.tt]" lines around each text, where
 *  tt counts 1/timeScale seconds (the header's {timeScale:N}; 30 when written without another
 *  rate asked for). A text may also follow the time on its line. */
export const quickTimeText = markerFormat({
  name: 'QuickTime text',
  extensions: ['.txt'],
  marker: /^\[(\d+:\d+:\d+\.\d+)\](.*)$/,
  damaged: /^\[\d+:\S*$/,
  time: clockTicks(2),
  textLines: true,
  text: unstyled(plainLines),
  endMarkers: 'always',
  print: (time, text, kind) => (kind === 'start' ? `[${time}]\n${text}` : `[${time}]`),
  afterEnd: [''],
  header: {
    isHeaderLine: (line) => line.trimStart().startsWith('{'),
    defaultHeader: quickTimeHeader,
    declaredRate(header) {
      const match = /\{timeScale:\s*(\d+)\}/i.exec(header);
      return match && Number(match[1]) > 0 ? Number(match[1]) : undefined;
    },
  },
  defaultRate: 30,
  detect: signedDetector(/^\{QTtext\}/i, /^\[\d+:\d\d:\d\d\.\d+\]/, 0.95),
});

/** PE2 (.txt): "#PE2 Format file", then "hh:mm:ss:ff text" ('//' between lines) and the end
 *  "hh:mm:ss:ff" on a line of its own. Frames at 23.976 unless another rate is asked for. */
export const pe2 = markerFormat({
  name: 'PE2',
  extensions: ['.txt'],
  marker: /^(\d\d:\d\d:\d\d:\d\d)(?: (.*))?$/,
  damaged: /^\d\d:\d\d:\d\S*/,
  time: smpte(':'),
  textLines: true,
  text: unstyled(lineBreakCodec('//')),
  endMarkers: 'always',
  print: (time, text, kind) => (kind === 'start' ? `${time} ${text}` : time),
  header: {
    isHeaderLine: (line) => line.trimStart().startsWith('#'),
    defaultHeader: () => '#PE2 Format file',
  },
  detect: signedDetector(/^#PE2/, /^\d\d:\d\d:\d\d:\d\d/, 0.95),
});
