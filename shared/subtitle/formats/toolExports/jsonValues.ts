import { roundMs } from '../../time';
import { parseClock } from '../textScan';

// The readings of a cue element's values (its times and its text) by the JSON layout reader
// (jsonLayout.ts), from the values JSON.parse made.

/** 'clock' is a time string "h:mm:ss.fff" (hours optional, ',' or '.' before the fraction). */
export type TimeUnit = 'seconds' | 'ms' | 'clock';

/** How a layout writes line breaks inside its text strings (see JsonTextSpec). */
export type TextBreaks = 'json' | 'br' | 'escaped';

const DECIMAL = /^\s*\d+(?:\.\d+)?(?:e[+-]?\d+)?s?\s*$/i;

/** Milliseconds of a time value in `unit`; -1 when it is missing or not a time. */
export function readTime(value: unknown, unit: TimeUnit): number {
  if (unit === 'clock') return typeof value === 'string' ? parseClock(value, true) : -1;
  let number: number;
  if (typeof value === 'number') number = value;
  else if (typeof value === 'string' && DECIMAL.test(value)) number = Number.parseFloat(value);
  else return -1;
  if (!Number.isFinite(number) || number < 0) return -1;
  return roundMs(unit === 'seconds' ? number * 1000 : number);
}

/** A cue's text as the layout wrote it, with its breaks as '\n' and the outer space trimmed. */
export function finishText(raw: string, breaks: TextBreaks | undefined): string {
  let text = raw;
  if (breaks === 'br') text = text.replace(/<br\s*\/?>/gi, '\n');
  else if (breaks === 'escaped') text = text.replace(/\\n/g, '\n');
  // Most texts hold no CR: the search is cheaper than the replace that would find nothing.
  if (text.includes('\r')) text = text.replace(/\r\n?/g, '\n');
  return text.trim();
}
