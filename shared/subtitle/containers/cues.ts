import { advancedSubStationAlpha } from '../formats/ass';
import { subStationAlpha } from '../formats/ssa';
import { webVtt } from '../formats/webvtt';
import type { Paragraph, ParsedSubtitle, ParseWarning } from '../model';
import { boxesOf, uint16 } from './isobmff';
import type { ContainerTrack, RawCue, TrackCues } from './tracks';

// A text track's raw cues → a subtitle. SubRip-like tracks (S_TEXT/UTF8, tx3g) become paragraphs
// directly. ASS/SSA and WebVTT tracks are rebuilt as the file they came from (the script header
// from CodecPrivate plus one Dialogue line per block; a WebVTT file of the cues with their ids
// and settings) and read by that format's own parser, so headers, styles, actors and cue settings
// land where a file of that format puts them. Times are the container's, in whole ms.

/** Length of a cue the container gives no end for and no next cue ends. */
export const DEFAULT_CUE_MS = 2000;

const utf8 = new TextDecoder('utf-8');
const utf16 = new TextDecoder('utf-16be');

interface TimedText {
  start: number;
  end: number;
  text: string;
}

/** Ends for cues without one: the start of the nearest later cue that starts later, else
 *  DEFAULT_CUE_MS. Those starts come from a stack walked from the end (linear time). */
function withEnds(cues: readonly RawCue[]): (RawCue & { end: number })[] {
  const ended = new Array<RawCue & { end: number }>(cues.length);
  const later: number[] = [];
  for (let index = cues.length - 1; index >= 0; index--) {
    const cue = cues[index];
    if (!cue) continue;
    while (later.length > 0 && (later.at(-1) ?? 0) <= cue.start) later.pop();
    const end =
      cue.end !== undefined && cue.end >= cue.start
        ? cue.end
        : (later.at(-1) ?? cue.start + DEFAULT_CUE_MS);
    ended[index] = { ...cue, end };
    later.push(cue.start);
  }
  return ended;
}

function lines(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/\n+$/, '');
}

/** tx3g / QuickTime text: a 16-bit length, then UTF-8 (or UTF-16 after a BOM); style boxes after
 *  the text are ignored. A zero length is a gap between cues. */
function tx3gText(data: Uint8Array): string {
  const length = Math.min(uint16(data, 0), data.length - 2);
  if (length <= 0) return '';
  const text = data.subarray(2, 2 + length);
  return lines(
    text[0] === 0xfe && text[1] === 0xff ? utf16.decode(text.subarray(2)) : utf8.decode(text),
  );
}

function clock(ms: number, centiseconds: boolean): string {
  const total = Math.max(0, Math.round(centiseconds ? ms / 10 : ms));
  const unit = centiseconds ? 100 : 1000;
  const fraction = total % unit;
  const seconds = Math.floor(total / unit);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor(seconds / 60) % 60;
  const s = seconds % 60;
  const two = (value: number): string => String(value).padStart(2, '0');
  return centiseconds
    ? `${h}:${two(m)}:${two(s)}.${two(fraction)}`
    : `${two(h)}:${two(m)}:${two(s)}.${String(fraction).padStart(3, '0')}`;
}

/** The script header (before [Events]) and what follows the events (footer sections). */
function splitScript(header: string): { head: string; tail: string } {
  const all = lines(header).split('\n');
  const events = all.findIndex((line) => line.trim().toLowerCase() === '[events]');
  if (events < 0) return { head: all.join('\n').trimEnd(), tail: '' };
  const next = all.findIndex((line, index) => index > events && line.trim().startsWith('['));
  return {
    head: all.slice(0, events).join('\n').trimEnd(),
    tail: next < 0 ? '' : all.slice(next).join('\n').trimEnd(),
  };
}

/** ASS/SSA blocks "ReadOrder,Layer,Style,Name,MarginL,MarginR,MarginV,Effect,Text" as the script
 *  they came from, events in ReadOrder. */
function assSubtitle(
  track: ContainerTrack,
  cues: readonly (RawCue & { end: number })[],
  fileName: string,
  warnings: ParseWarning[],
): ParsedSubtitle {
  const ssa = track.layout === 'ssa';
  const variant = ssa ? subStationAlpha : advancedSubStationAlpha;
  const events: { order: number; line: string; start: number; end: number }[] = [];
  cues.forEach((cue, index) => {
    const block = utf8.decode(cue.data).replace(/\r?\n/g, '\\N');
    const fields: string[] = [];
    let at = 0;
    while (fields.length < 8) {
      const comma = block.indexOf(',', at);
      if (comma < 0) break;
      fields.push(block.slice(at, comma));
      at = comma + 1;
    }
    if (fields.length < 8) {
      warnings.push({
        line: index + 1,
        message: `Block ${index + 1} is not an ASS event; skipped`,
      });
      return;
    }
    const [order, layer, ...rest] = fields;
    const times = `${clock(cue.start, true)},${clock(cue.end, true)}`;
    events.push({
      order: Number(order),
      line: `Dialogue: ${layer ?? ''},${times},${rest.join(',')},${block.slice(at)}`,
      start: cue.start,
      end: cue.end,
    });
  });
  events.sort((a, b) => (a.order || 0) - (b.order || 0));
  const { head, tail } = splitScript(track.header ?? '');
  const format = ssa
    ? 'Format: Marked, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text'
    : 'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text';
  const script = [
    head,
    '',
    '[Events]',
    format,
    ...events.map((event) => event.line),
    ...(tail ? ['', tail] : []),
  ].join('\n');
  const parsed = variant.parse({ text: script, bytes: new Uint8Array(0), fileName });
  // The script's times are centiseconds; the container's are whole ms.
  if (parsed.paragraphs.length === events.length && !parsed.warnings) {
    parsed.paragraphs.forEach((paragraph, index) => {
      paragraph.start = events[index]?.start ?? paragraph.start;
      paragraph.end = events[index]?.end ?? paragraph.end;
    });
  }
  return parsed;
}

interface VttCue {
  id: string;
  settings: string;
  payload: string;
  start: number;
  end: number;
  note?: string;
}

/** wvtt samples: each 'vttc' box a cue (iden, sttg, payl); a cue split over samples (the format
 *  cuts cues where others start or end) is joined again. */
function wvttCues(cues: readonly (RawCue & { end: number })[]): VttCue[] {
  const found: VttCue[] = [];
  let open: VttCue[] = [];
  for (const sample of cues) {
    const now: VttCue[] = [];
    for (const box of boxesOf(sample.data, 0, sample.data.length) ?? []) {
      if (box.type !== 'vttc') continue;
      const parts = boxesOf(sample.data, box.dataStart, box.end) ?? [];
      const part = (type: string): string => {
        const child = parts.find((candidate) => candidate.type === type);
        return child ? utf8.decode(sample.data.subarray(child.dataStart, child.end)) : '';
      };
      const cue = { id: part('iden'), settings: part('sttg'), payload: part('payl') };
      const continued = open.find(
        (before) =>
          before.end === sample.start &&
          before.id === cue.id &&
          before.settings === cue.settings &&
          before.payload === cue.payload,
      );
      if (continued) {
        continued.end = sample.end;
        now.push(continued);
      } else {
        const fresh = { ...cue, start: sample.start, end: sample.end };
        found.push(fresh);
        now.push(fresh);
      }
    }
    open = now;
  }
  return found;
}

/** Matroska S_TEXT/WEBVTT (settings, id and notes in BlockAdditions) and WebM D_WEBVTT
 *  ("id\nsettings\npayload" in the block). */
function matroskaVttCues(
  track: ContainerTrack,
  cues: readonly (RawCue & { end: number })[],
): VttCue[] {
  return cues.map((cue) => {
    const data = utf8.decode(cue.data);
    if (track.layout === 'webmVtt') {
      const [id = '', settings = '', ...payload] = data.split('\n');
      return { id, settings, payload: payload.join('\n'), start: cue.start, end: cue.end };
    }
    const [settings = '', id = '', ...notes] = cue.addition
      ? utf8.decode(cue.addition).split('\n')
      : [];
    const note = notes.join('\n').trim();
    return {
      id,
      settings,
      payload: data,
      start: cue.start,
      end: cue.end,
      ...(note ? { note } : {}),
    };
  });
}

function vttSubtitle(
  track: ContainerTrack,
  cues: readonly (RawCue & { end: number })[],
  fileName: string,
): ParsedSubtitle {
  const found = track.layout === 'wvtt' ? wvttCues(cues) : matroskaVttCues(track, cues);
  const header =
    track.header && /^WEBVTT/.test(track.header) ? lines(track.header).trimEnd() : 'WEBVTT';
  const blocks = [header];
  for (const cue of found) {
    // A blank line would end the cue, and "-->" would start another.
    const payload = lines(cue.payload)
      .split('\n')
      .filter((line) => line.trim().length > 0)
      .join('\n')
      .replace(/-->/g, '--&gt;');
    if (payload.length === 0) continue;
    if (cue.note) blocks.push(cue.note);
    const id = cue.id.replace(/[\r\n]|-->/g, ' ').trim();
    const settings = cue.settings.replace(/[\r\n]/g, ' ').trim();
    const timing = `${clock(cue.start, false)} --> ${clock(cue.end, false)}${settings ? ` ${settings}` : ''}`;
    blocks.push(`${id ? `${id}\n` : ''}${timing}\n${payload}`);
  }
  return webVtt.parse({ text: `${blocks.join('\n\n')}\n`, bytes: new Uint8Array(0), fileName });
}

function plainSubtitle(
  track: ContainerTrack,
  cues: readonly (RawCue & { end: number })[],
  fileName: string,
): ParsedSubtitle {
  const texts: TimedText[] = cues.map((cue) => ({
    start: cue.start,
    end: cue.end,
    text: track.layout === 'tx3g' ? tx3gText(cue.data) : lines(utf8.decode(cue.data)),
  }));
  const paragraphs: Paragraph[] = texts
    .filter((cue) => cue.text.trim().length > 0)
    .map((cue, index) => ({ number: index + 1, start: cue.start, end: cue.end, text: cue.text }));
  return { fileName, format: 'SubRip', paragraphs };
}

/** A text track's cues as a subtitle in the track's format; where reading stopped short goes to
 *  `warnings` (`line`: the paragraph number at which the skipped part starts). */
export function subtitleFromCues(
  track: ContainerTrack,
  found: TrackCues,
  fileName: string,
): ParsedSubtitle {
  const cues = withEnds(found.cues);
  const warnings: ParseWarning[] = [];
  let subtitle: ParsedSubtitle;
  if (track.layout === 'ass' || track.layout === 'ssa') {
    subtitle = assSubtitle(track, cues, fileName, warnings);
  } else if (track.layout === 'webvtt' || track.layout === 'webmVtt' || track.layout === 'wvtt') {
    subtitle = vttSubtitle(track, cues, fileName);
  } else {
    subtitle = plainSubtitle(track, cues, fileName);
  }
  const line = subtitle.paragraphs.length + 1;
  warnings.push(...found.problems.map((message) => ({ line, message })));
  const all = [...(subtitle.warnings ?? []), ...warnings];
  const result: ParsedSubtitle = { ...subtitle, fileName };
  if (all.length > 0) result.warnings = all;
  else delete result.warnings;
  return result;
}
