// Decodes the byte pairs of an SCC file into captions (data channel 1). Pop-on captions are
// exact: a caption appears at the frame of its EOC and goes at the next EOC or EDM; each pair
// takes one frame after its line's timecode. Paint-on and roll-up captions are followed by
// comparing displayed memory after each change.
import {
  basicCharacter,
  decodePreambleAddress,
  EXTENDED_PORTUGUESE_GERMAN,
  EXTENDED_SPANISH_FRENCH,
  MID_ROW_CC1,
  MID_ROW_ITALICS,
  MISC,
  MISC_CONTROL_CC1,
  SPECIAL_CHARACTERS,
  TAB_OFFSET_CC1,
} from './cea608';
import { CaptionMemory, COLUMNS } from './sccMemory';

export interface TimedPairs {
  /** Frame (29.97 fps) of the line's first pair. */
  readonly frame: number;
  /** 16-bit words as written, parity included. */
  readonly words: readonly number[];
}

export interface DecodedCaption {
  startFrame: number;
  endFrame: number | undefined;
  text: string;
}

type Mode = 'popOn' | 'paintOn' | 'rollUp' | 'text';

/** One pass over all pairs; state lives in this closure, never in the format object. */
export function decodeCaptions(lines: readonly TimedPairs[]): DecodedCaption[] {
  const captions: DecodedCaption[] = [];
  let displayed = new CaptionMemory();
  let hidden = new CaptionMemory();
  let mode: Mode = 'popOn';
  let rollUpRows = 2;
  let row = 15;
  let column = 0;
  let italic = false;
  let lastControl = -1;
  let channelOne = true;
  let showing: DecodedCaption | undefined;
  // Paint-on and roll-up change the screen pair by pair; a line's changes form one caption.
  let changedAt: number | undefined;

  const target = (): CaptionMemory => (mode === 'popOn' ? hidden : displayed);
  const show = (frame: number): void => {
    const text = displayed.toText();
    if (showing && showing.text === text) return;
    if (showing) showing.endFrame = frame;
    showing = undefined;
    if (text !== '') {
      showing = { startFrame: frame, endFrame: undefined, text };
      captions.push(showing);
    }
  };
  const put = (ch: string): void => {
    if (mode === 'text') return;
    target().write(row, column, { ch, italic });
    column = Math.min(COLUMNS - 1, column + 1);
  };

  const misc = (code: number, frame: number): void => {
    switch (code) {
      case MISC.RCL:
        mode = 'popOn';
        break;
      case MISC.RDC:
        mode = 'paintOn';
        break;
      case MISC.RU2:
      case MISC.RU3:
      case MISC.RU4:
        if (mode !== 'rollUp') displayed.clear();
        mode = 'rollUp';
        rollUpRows = code - MISC.RU2 + 2;
        column = 0;
        break;
      case MISC.TR:
      case MISC.RTD:
        mode = 'text';
        break;
      case MISC.EDM:
        displayed.clear();
        break;
      case MISC.ENM:
        hidden.clear();
        break;
      case MISC.EOC:
        [displayed, hidden] = [hidden, displayed];
        mode = 'popOn';
        break;
      case MISC.CR:
        if (mode === 'rollUp') displayed.rollUp(row, rollUpRows);
        column = 0;
        break;
      case MISC.BS:
        column = Math.max(0, column - 1);
        target().erase(row, column, column + 1);
        break;
      case MISC.DER:
        target().erase(row, column);
        break;
      default:
        return;
    }
    if (code === MISC.EOC || code === MISC.EDM) show(frame);
    else if (mode !== 'popOn') changedAt ??= frame;
  };

  const control = (first: number, second: number, frame: number): void => {
    if (first === MISC_CONTROL_CC1 && second >= 0x20 && second <= 0x2f) misc(second, frame);
    else if (first === TAB_OFFSET_CC1 && second >= 0x21 && second <= 0x23) {
      column = Math.min(COLUMNS - 1, column + second - 0x20);
    } else if (first === MID_ROW_CC1 && second >= 0x20 && second <= 0x2f) {
      // A mid-row code shows as a space and changes the style of what follows.
      italic = false;
      put(' ');
      italic = second === MID_ROW_ITALICS || second === MID_ROW_ITALICS + 1;
    } else if (first === MID_ROW_CC1 && second >= 0x30)
      put(SPECIAL_CHARACTERS[second - 0x30] ?? ' ');
    else if ((first === 0x12 || first === 0x13) && second >= 0x20 && second <= 0x3f) {
      // Extended characters replace the standard character sent before them as a fallback.
      column = Math.max(0, column - 1);
      const set = first === 0x12 ? EXTENDED_SPANISH_FRENCH : EXTENDED_PORTUGUESE_GERMAN;
      put(set[second - 0x20] ?? ' ');
    } else {
      const address = decodePreambleAddress(first, second);
      if (!address) return;
      if (mode === 'rollUp' && address.row !== row) displayed.rollUp(address.row + 1, rollUpRows);
      row = address.row;
      column = address.column;
      italic = address.italic;
    }
    if (mode !== 'popOn' && first !== MISC_CONTROL_CC1) changedAt ??= frame;
  };

  for (const line of lines) {
    line.words.forEach((word, index) => {
      const frame = line.frame + index;
      const first = (word >> 8) & 0x7f;
      const second = word & 0x7f;
      if (first === 0 && second === 0) return;
      if (first >= 0x10 && first <= 0x1f) {
        // Control codes are sent twice; the repeat is ignored once.
        if (word === lastControl) {
          lastControl = -1;
          return;
        }
        lastControl = word;
        // 0x18–0x1F are channel 2; 0x15 0x20–0x2F are field-2 (CC3) commands, not PACs.
        channelOne = (first & 0x08) === 0 && !(first === 0x15 && second >= 0x20 && second < 0x40);
        if (channelOne) control(first, second, frame);
        return;
      }
      lastControl = -1;
      if (first < 0x10 || !channelOne) return;
      for (const code of [first, second]) {
        const ch = code === 0 ? undefined : basicCharacter(code);
        if (ch !== undefined) put(ch);
      }
      if (mode !== 'popOn') changedAt ??= frame;
    });
    if (changedAt !== undefined) show(changedAt);
    changedAt = undefined;
  }
  return captions;
}
