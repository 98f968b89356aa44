// What the binary caption files of this family share: frame rates, HH MM SS FF byte time codes,
// Windows-1252 bytes, little/big-endian numbers and the warning of a skipped record.
import type { ParseWarning } from '../../model';
import { normalizeFrameRate } from '../../time';
import { msToTimecode, nominalFrameRate, timecodeToMs } from '../frameTimecode';
import type { WriteOptions } from '../types';

/** These files name no frame rate: read at 23.976, written at the caller's rate or 23.976. */
export const DEFAULT_FRAME_RATE = 23.976;

export function writeFrameRate(options: WriteOptions): number {
  const rate = options.frameRate;
  return rate !== undefined && Number.isFinite(rate) && rate > 0 ? rate : DEFAULT_FRAME_RATE;
}

/** Bytes as Latin-1 code units (for signatures and ASCII fields). */
export function latin1(bytes: Uint8Array, from: number, length: number): string {
  let out = '';
  const end = Math.min(bytes.length, from + length);
  for (let at = Math.max(0, from); at < end; at++) out += String.fromCharCode(bytes[at] ?? 0);
  return out;
}

export function bytesOf(ascii: string): number[] {
  return [...ascii].map((ch) => ch.charCodeAt(0) & 0xff);
}

export function uint16le(bytes: Uint8Array, at: number): number {
  return (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
}

export function uint24le(bytes: Uint8Array, at: number): number {
  return uint16le(bytes, at) | ((bytes[at + 2] ?? 0) << 16);
}

export function uint24be(bytes: Uint8Array, at: number): number {
  return ((bytes[at] ?? 0) << 16) | ((bytes[at + 1] ?? 0) << 8) | (bytes[at + 2] ?? 0);
}

/** Windows-1252 at 0x80–0x9F (elsewhere it is Latin-1); 0 marks the five unassigned codes. */
const CP1252_HIGH = [
  0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152,
  0, 0x017d, 0, 0, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161,
  0x203a, 0x0153, 0, 0x017e, 0x0178,
];

/** The character of a Windows-1252 byte; '' for an unassigned one. */
export function cp1252Char(byte: number): string {
  if (byte >= 0x80 && byte <= 0x9f) {
    const code = CP1252_HIGH[byte - 0x80] ?? 0;
    return code === 0 ? '' : String.fromCharCode(code);
  }
  return String.fromCharCode(byte);
}

const CP1252_CODES = new Map<string, number>();
for (let byte = 0x20; byte <= 0xff; byte++) {
  const ch = cp1252Char(byte);
  if (ch !== '' && byte !== 0x7f) CP1252_CODES.set(ch, byte);
}

/** The Windows-1252 byte of a character; undefined when the code page has none. */
export function cp1252Byte(ch: string): number | undefined {
  return CP1252_CODES.get(ch);
}

/** Stand-ins for characters a code page lacks (typographic marks to their ASCII forms), else the
 *  letter without its accents; '?' when nothing is left. */
export function transliterate(ch: string): string {
  const plain: Record<string, string> = {
    '…': '...',
    '‘': "'",
    '’': "'",
    '‚': ',',
    '“': '"',
    '”': '"',
    '„': '"',
    '–': '-',
    '—': '-',
    ß: 'ss',
    Æ: 'AE',
    æ: 'ae',
    Œ: 'OE',
    œ: 'oe',
    Ø: 'O',
    ø: 'o',
    Đ: 'D',
    đ: 'd',
    Ł: 'L',
    ł: 'l',
    Þ: 'Th',
    þ: 'th',
    '♪': '#',
  };
  const known = plain[ch];
  if (known !== undefined) return known;
  const base = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return base !== '' && base !== ch ? base : '?';
}

export interface ByteTimecode {
  hours: number;
  minutes: number;
  seconds: number;
  frames: number;
}

/** A time code read from a file, in ms at `fps`; a string says why it is not a time. A frame
 *  number past the rate's last frame (a 25 or 30 fps file read at 23.976) is taken as that last
 *  frame, as the desktop program does, so no record of such a file is lost. */
export function timecodeMs(code: ByteTimecode, fps: number, maxHours = 99): number | string {
  const { hours, minutes, seconds, frames } = code;
  if (hours > maxHours || minutes > 59 || seconds > 59 || frames > 59) {
    return `time code ${[hours, minutes, seconds, frames].map((n) => String(n).padStart(2, '0')).join(':')} is out of range`;
  }
  const last = Math.round(fps) - 1;
  return timecodeToMs(hours, minutes, seconds, Math.min(frames, last), fps);
}

/** timecodeMs's arithmetic with the rate's constants worked out once, for readers that convert
 *  a time code a record. */
export class TimecodeClock {
  readonly fps: number;
  /** Frames a second as time codes count them. */
  private readonly nominal: number;
  /** The exact rate frames play at (the NTSC fractions for 23.976 and the like). */
  private readonly rate: number;
  private readonly lastFrame: number;

  constructor(fps: number) {
    this.fps = fps;
    this.nominal = nominalFrameRate(fps);
    this.rate = normalizeFrameRate(fps);
    this.lastFrame = Math.round(fps) - 1;
  }

  /** timecodeMs of an in-range code; -1 when a field is out of range (timecodeMs says why). */
  ms(hours: number, minutes: number, seconds: number, frames: number, maxHours = 99): number {
    if (hours > maxHours || minutes > 59 || seconds > 59 || frames > 59) return -1;
    const total =
      ((hours * 60 + minutes) * 60 + seconds) * this.nominal + Math.min(frames, this.lastFrame);
    // framesToMs: whole ms, never -0.
    return Math.round((total * 1000) / this.rate) + 0;
  }
}

/** HH MM SS FF bytes at `at`. */
export function readByteTimecode(bytes: Uint8Array, at: number): ByteTimecode {
  return {
    hours: bytes[at] ?? 0,
    minutes: bytes[at + 1] ?? 0,
    seconds: bytes[at + 2] ?? 0,
    frames: bytes[at + 3] ?? 0,
  };
}

/** The time code of `ms` at `fps`, hours kept below `maxHours + 1`. */
export function toTimecode(ms: number, fps: number, maxHours = 99): ByteTimecode {
  const parts = msToTimecode(Math.max(0, ms), fps);
  return { ...parts, hours: Math.min(parts.hours, maxHours) };
}

export function writeByteTimecode(target: number[], ms: number, fps: number): void {
  const code = toTimecode(ms, fps);
  target.push(code.hours, code.minutes, code.seconds, code.frames);
}

/** "HHMMSSFF" and the like: two digits a field. */
export function digitsTimecode(code: ByteTimecode, separator = ''): string {
  return [code.hours, code.minutes, code.seconds, code.frames]
    .map((n) => String(n).padStart(2, '0'))
    .join(separator);
}

/** A skipped record of a binary file: `line` is its 1-based record number, as the errors of
 *  binary formats count blocks. */
export function skippedRecord(record: number, offset: number, why: string): ParseWarning {
  return { line: record, message: `Record ${record} (byte ${offset}) was skipped: ${why}` };
}

export function concatBytes(parts: readonly (Uint8Array | readonly number[])[]): Uint8Array {
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const out = new Uint8Array(total);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Bytes kept in a text field (a header read to be written back). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The bytes of toBase64's text; undefined when it is not base64. */
export function fromBase64(text: string): Uint8Array | undefined {
  try {
    return Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0));
  } catch {
    return undefined;
  }
}
