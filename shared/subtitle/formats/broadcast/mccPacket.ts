// The data of a MacCaption (.mcc) line: one SMPTE 291 ancillary packet in hex, some byte runs
// written as one letter. Caption packets (DID 0x61, SDID 0x01) carry a Caption Distribution Packet
// (SMPTE 334-2): 96 69, its length, frame rate, flags and sequence number, then sections: 0x71 time
// code, 0x72 cc_data (triplets: marker/valid/type, two bytes; type 0 is CEA-608 field 1),
// 0x73 service information, 0x74 footer (sequence number again and a checksum that makes the
// packet's bytes sum to 0 mod 256).

/** Letters that stand for byte runs, as the MCC file's own header lists them. */
const ALIASES: ReadonlyMap<string, readonly number[]> = new Map([
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n): [string, number[]] => [
    String.fromCharCode(0x46 + n),
    Array.from({ length: n }, () => [0xfa, 0x00, 0x00]).flat(),
  ]),
  ['P', [0xfb, 0x80, 0x80]],
  ['Q', [0xfc, 0x80, 0x80]],
  ['R', [0xfd, 0x80, 0x80]],
  ['S', [0x96, 0x69]],
  ['T', [0x61, 0x01]],
  ['U', [0xe1, 0x00, 0x00]],
  ['Z', [0x00]],
]);

/** The bytes of a line's data; a string says why it does not read. */
export function expandMccData(data: string): Uint8Array | string {
  const out: number[] = [];
  for (let at = 0; at < data.length; at++) {
    const ch = data[at] ?? '';
    const alias = ALIASES.get(ch.toUpperCase());
    if (alias && !/[0-9a-f]/i.test(ch)) {
      out.push(...alias);
      continue;
    }
    const pair = data.slice(at, at + 2);
    if (!/^[0-9a-f]{2}$/i.test(pair))
      return `'${data.slice(at, at + 8)}' is neither hex nor an alias letter`;
    out.push(Number.parseInt(pair, 16));
    at++;
  }
  return Uint8Array.from(out);
}

const HEX = Array.from({ length: 256 }, (_, byte) =>
  byte.toString(16).toUpperCase().padStart(2, '0'),
);

/** Hex with the alias letters for the runs a caption packet is full of. */
export function compressMccData(bytes: Uint8Array): string {
  let out = '';
  for (let at = 0; at < bytes.length;) {
    let fillers = 0;
    while (
      fillers < 9 &&
      bytes[at + fillers * 3] === 0xfa &&
      bytes[at + fillers * 3 + 1] === 0 &&
      bytes[at + fillers * 3 + 2] === 0
    ) {
      fillers++;
    }
    if (fillers > 0) {
      out += String.fromCharCode(0x46 + fillers);
      at += fillers * 3;
      continue;
    }
    const [a, b, c] = [bytes[at], bytes[at + 1], bytes[at + 2]];
    if (b === 0x80 && c === 0x80 && (a === 0xfb || a === 0xfc || a === 0xfd)) {
      out += a === 0xfb ? 'P' : a === 0xfc ? 'Q' : 'R';
      at += 3;
    } else if (a === 0x96 && b === 0x69) {
      out += 'S';
      at += 2;
    } else if (a === 0x61 && b === 0x01) {
      out += 'T';
      at += 2;
    } else {
      out += a === 0 ? 'Z' : (HEX[a ?? 0] ?? '00');
      at++;
    }
  }
  return out;
}

export interface CaptionPacket {
  /** cdp_frame_rate: 1 23.976, 2 24, 3 25, 4 29.97, 5 30, 6 50, 7 59.94, 8 60. */
  frameRateCode: number;
  /** CEA-608 field-1 byte pairs as sent (odd parity), in order. */
  field1: number[];
  /** CEA-708 (DTVCC) byte pairs: `start` marks the first pair of a DTVCC packet. */
  dtvcc: { start: boolean; bytes: [number, number] }[];
}

/** The caption data of an ancillary packet; undefined for a packet of another kind, a string
 *  when a caption packet is damaged. */
export function readCaptionPacket(bytes: Uint8Array): CaptionPacket | string | undefined {
  if (bytes[0] !== 0x61 || bytes[1] !== 0x01) return undefined;
  const cdp = bytes.subarray(3, 3 + (bytes[2] ?? 0));
  if (cdp[0] !== 0x96 || cdp[1] !== 0x69) return 'the caption packet does not start with 96 69';
  const flags = cdp[4] ?? 0;
  let at = 7;
  if (flags & 0x80) {
    if (cdp[at] !== 0x71) return 'the time code section is missing';
    at += 5;
  }
  const field1: number[] = [];
  const dtvcc: CaptionPacket['dtvcc'] = [];
  if (flags & 0x40) {
    if (cdp[at] !== 0x72) return 'the cc_data section is missing';
    const count = (cdp[at + 1] ?? 0) & 0x1f;
    if (at + 2 + count * 3 > cdp.length) return 'the cc_data section is cut short';
    for (let i = 0; i < count; i++) {
      const head = cdp[at + 2 + i * 3] ?? 0;
      const bytes: [number, number] = [cdp[at + 3 + i * 3] ?? 0, cdp[at + 4 + i * 3] ?? 0];
      const type = head & 0x03;
      if ((head & 0x04) === 0) continue;
      if (type === 0) field1.push((bytes[0] << 8) | bytes[1]);
      else if (type >= 2) dtvcc.push({ start: type === 3, bytes });
    }
  }
  return { frameRateCode: (cdp[3] ?? 0) >> 4, field1, dtvcc };
}

const CC_COUNT_2997 = 20;

/** An ancillary caption packet for one 29.97 fps frame carrying one field-1 pair (field 2 and the
 *  DTVCC slots padded), numbered `sequence`. */
export function captionPacket(word: number, sequence: number): Uint8Array {
  const seq = [(sequence >> 8) & 0xff, sequence & 0xff];
  const ccData = [0xfc, (word >> 8) & 0xff, word & 0xff, 0xfd, 0x80, 0x80];
  while (ccData.length < CC_COUNT_2997 * 3) ccData.push(0xfa, 0x00, 0x00);
  // Flags: cc_data present, caption service active, the reserved bit set.
  const cdp = [
    0x96,
    0x69,
    0,
    0x4f,
    0x43,
    ...seq,
    0x72,
    0xe0 | CC_COUNT_2997,
    ...ccData,
    0x74,
    ...seq,
    0,
  ];
  cdp[2] = cdp.length;
  const sum = cdp.reduce((total, byte) => total + byte, 0);
  cdp[cdp.length - 1] = (256 - (sum % 256)) % 256;
  const packet = [0x61, 0x01, cdp.length, ...cdp];
  // The packet checksum in 8 bits: the low byte of the sum of DID, SDID, count and data.
  packet.push(packet.reduce((total, byte) => total + byte, 0) & 0xff);
  return Uint8Array.from(packet);
}

/** Real frames a second of a cdp_frame_rate code; undefined for an unknown code. */
export function cdpFrameRate(code: number): number | undefined {
  return [undefined, 23.976, 24, 25, 29.97, 30, 50, 59.94, 60][code];
}
