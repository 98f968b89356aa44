// CEA-708 (DTVCC) captions of service 1, for caption packets that carry no CEA-608 field-1 data
// (the desktop program writes its MacCaption files so). DTVCC packets start at a cc_type 3 triplet
// and go on in cc_type 2 ones; service blocks inside hold window commands and text. The screen is
// followed after each packet: a caption starts when the visible windows' text changes to
// something, and ends when it changes again. That program's files bend the standard twice: their
// packets carry service-1 commands with no service-block header (a zero where it should be), and
// their window is never made visible while it holds text (it is toggled, hidden and deleted at
// the caption's end). So bytes after a zero block header are read as service 1, and a stream in
// which no text is ever visible is read again taking written text as shown until its window is
// cleared or deleted; text that grows within a few frames is one caption.
import { CaptionTextBuilder } from './captionText';

export interface DtvccPacket {
  /** Time of the frame the packet started in (any unit; captions come back in it). */
  readonly at: number;
  readonly bytes: readonly number[];
}

export interface DtvccCaption {
  start: number;
  end: number | undefined;
  text: string;
}

interface Cell {
  ch: string;
  italic: boolean;
}

interface Window {
  visible: boolean;
  priority: number;
  rows: Map<number, Cell[]>;
  row: number;
  column: number;
  italic: boolean;
}

const G2: Readonly<Record<number, string>> = {
  0x20: ' ',
  0x21: '\u00a0',
  0x25: '…',
  0x2a: 'Š',
  0x2c: 'Œ',
  0x30: '█',
  0x31: '‘',
  0x32: '’',
  0x33: '“',
  0x34: '”',
  0x35: '•',
  0x39: '™',
  0x3a: 'š',
  0x3c: 'œ',
  0x3d: '℠',
  0x3f: 'Ÿ',
  0x76: '⅛',
  0x77: '⅜',
  0x78: '⅝',
  0x79: '⅞',
};

/** Parameter bytes of the C1 window commands 0x80–0x9F. */
function c1Parameters(code: number): number {
  if (code <= 0x87 || code === 0x8e || code === 0x8f || (code >= 0x93 && code <= 0x96)) return 0;
  if (code <= 0x8d) return 1;
  if (code === 0x90 || code === 0x92) return 2;
  if (code === 0x91) return 3;
  if (code === 0x97) return 4;
  return 6;
}

/** The service-1 bytes of a packet (several service blocks may be for other services). */
export function serviceOneBytes(packet: readonly number[]): number[] {
  const out: number[] = [];
  for (let at = 1; at < packet.length;) {
    const header = packet[at] ?? 0;
    let service = header >> 5;
    const size = header & 0x1f;
    at++;
    if (header === 0) {
      // A null block ends the packet; bytes after it are service-1 data in the files the desktop
      // program writes (they carry no block headers at all).
      if (packet.slice(at).some((byte) => byte !== 0)) out.push(...packet.slice(at));
      break;
    }
    if (service === 7) service = (packet[at++] ?? 0) & 0x3f;
    if (service === 1) out.push(...packet.slice(at, at + size));
    at += size;
  }
  return out;
}

/** Decodes the packets in order into captions (times in the packets' unit). */
export function decodeDtvcc(packets: readonly DtvccPacket[], growWithin: number): DtvccCaption[] {
  const shown = decodeWindows(packets, false);
  return shown.length > 0 ? shown : mergeGrowing(decodeWindows(packets, true), growWithin);
}

/** A caption replaced within `within` by one that starts with its text was still being written. */
function mergeGrowing(captions: DtvccCaption[], within: number): DtvccCaption[] {
  const out: DtvccCaption[] = [];
  for (const caption of captions) {
    const last = out.at(-1);
    if (
      last &&
      last.end === caption.start &&
      caption.start - last.start <= within &&
      caption.text.startsWith(last.text)
    ) {
      last.text = caption.text;
      last.end = caption.end;
    } else out.push({ ...caption });
  }
  return out;
}

function decodeWindows(packets: readonly DtvccPacket[], writtenIsShown: boolean): DtvccCaption[] {
  const windows: (Window | undefined)[] = new Array<Window | undefined>(8).fill(undefined);
  let current = 0;
  const captions: DtvccCaption[] = [];
  let showing: DtvccCaption | undefined;
  const each = (bitmap: number, act: (window: Window, index: number) => void): void => {
    for (let index = 0; index < 8; index++) {
      const window = windows[index];
      if (bitmap & (1 << index) && window) act(window, index);
    }
  };
  const put = (ch: string): void => {
    const window = windows[current];
    if (!window) return;
    const row = window.rows.get(window.row) ?? [];
    row[window.column] = { ch, italic: window.italic };
    window.rows.set(window.row, row);
    window.column = Math.min(window.column + 1, 63);
  };
  const run = (data: readonly number[]): void => {
    for (let at = 0; at < data.length; at++) {
      const code = data[at] ?? 0;
      const window = windows[current];
      if (code >= 0x20 && code <= 0x7e) put(String.fromCharCode(code));
      else if (code === 0x7f) put('♪');
      else if (code >= 0xa0) put(String.fromCharCode(code));
      else if (code >= 0x80) {
        const p = data.slice(at + 1, at + 1 + c1Parameters(code));
        at += c1Parameters(code);
        if (code <= 0x87) current = code - 0x80;
        else if (code === 0x88) each(p[0] ?? 0, (w) => w.rows.clear());
        else if (code === 0x89) each(p[0] ?? 0, (w) => (w.visible = true));
        else if (code === 0x8a) each(p[0] ?? 0, (w) => (w.visible = false));
        else if (code === 0x8b) each(p[0] ?? 0, (w) => (w.visible = !w.visible));
        else if (code === 0x8c) each(p[0] ?? 0, (_, index) => (windows[index] = undefined));
        else if (code === 0x8f) windows.fill(undefined);
        else if (code === 0x90 && window) window.italic = ((p[1] ?? 0) & 0x80) !== 0;
        else if (code === 0x92 && window) {
          window.row = (p[0] ?? 0) & 0x0f;
          window.column = (p[1] ?? 0) & 0x3f;
        } else if (code >= 0x98) {
          current = code - 0x98;
          const existing = windows[current];
          const visible = ((p[0] ?? 0) & 0x20) !== 0;
          const priority = (p[0] ?? 0) & 0x07;
          if (existing) Object.assign(existing, { visible, priority });
          else
            windows[current] = {
              visible,
              priority,
              rows: new Map(),
              row: 0,
              column: 0,
              italic: false,
            };
        }
      } else if (code === 0x08 && window) {
        window.column = Math.max(0, window.column - 1);
        delete window.rows.get(window.row)?.[window.column];
      } else if (code === 0x0c && window) {
        window.rows.clear();
        window.row = 0;
        window.column = 0;
      } else if (code === 0x0d && window) {
        window.row = Math.min(window.row + 1, 15);
        window.column = 0;
      } else if (code === 0x0e && window) {
        window.rows.delete(window.row);
        window.column = 0;
      } else if (code === 0x10) {
        const next = data[at + 1] ?? 0;
        at++;
        if (next >= 0x20 && next <= 0x7f) {
          const ch = G2[next];
          if (ch !== undefined) put(ch);
        } else if (next < 0x20) at += next < 0x08 ? 0 : next < 0x10 ? 1 : next < 0x18 ? 2 : 3;
        else if (next >= 0x80 && next <= 0x8f) at += next < 0x88 ? 4 : 5;
        else if (next >= 0x90 && next <= 0x9f) at += 1 + ((data[at + 1] ?? 0) & 0x3f);
      } else if (code === 0x18) {
        put(String.fromCharCode(((data[at + 1] ?? 0) << 8) | (data[at + 2] ?? 0)));
        at += 2;
      } else if (code >= 0x11 && code <= 0x17) at += 1;
      else if (code >= 0x19 && code <= 0x1f) at += 2;
    }
  };
  for (const packet of packets) {
    run(serviceOneBytes(packet.bytes));
    const text = screenText(windows, writtenIsShown);
    if (showing && showing.text === text) continue;
    if (showing) showing.end = packet.at;
    showing = undefined;
    if (text !== '') {
      showing = { start: packet.at, end: undefined, text };
      captions.push(showing);
    }
  }
  return captions;
}

function screenText(windows: readonly (Window | undefined)[], writtenIsShown: boolean): string {
  const shown = windows
    .filter(
      (window): window is Window => window !== undefined && (writtenIsShown || window.visible),
    )
    .sort((a, b) => a.priority - b.priority);
  const builder = new CaptionTextBuilder();
  for (const window of shown) {
    for (const row of [...window.rows.keys()].sort((a, b) => a - b)) {
      for (const cell of window.rows.get(row) ?? []) {
        builder.setItalic(cell?.italic ?? false);
        builder.append(cell?.ch ?? ' ');
      }
      builder.setItalic(false);
      builder.newLine();
    }
  }
  return builder.toText();
}
