// The 1024-byte General Subtitle Information block of EBU Tech 3264 (EBU STL): fixed-width
// ASCII fields at fixed offsets. Fields are kept byte for byte (as Latin-1 code units) so a
// file read and written back keeps every field, including the 576-byte user-defined area.

export const GSI_BYTES = 1024;

/** [name, offset, length] in the order of the specification. */
export const GSI_FIELDS = [
  ['CPN', 0, 3], // code page number of the GSI text fields (437, 850, 860, 863, 865)
  ['DFC', 3, 8], // disk format code: STL25.01 or STL30.01 (frame rate)
  ['DSC', 11, 1], // display standard: ' ', '0' open, '1'/'2' teletext level 1/2
  ['CCT', 12, 2], // character code table of the text fields: 00 Latin … 04 Hebrew
  ['LC', 14, 2], // language code
  ['OPT', 16, 32], // original programme title
  ['OET', 48, 32], // original episode title
  ['TPT', 80, 32], // translated programme title
  ['TET', 112, 32], // translated episode title
  ['TN', 144, 32], // translator's name
  ['TCD', 176, 32], // translator's contact details
  ['SLR', 208, 16], // subtitle list reference code
  ['CD', 224, 6], // creation date YYMMDD
  ['RD', 230, 6], // revision date YYMMDD
  ['RN', 236, 2], // revision number
  ['TNB', 238, 5], // total number of TTI blocks
  ['TNS', 243, 5], // total number of subtitles
  ['TNG', 248, 3], // total number of subtitle groups
  ['MNC', 251, 2], // maximum number of displayable characters in a row
  ['MNR', 253, 2], // maximum number of displayable rows
  ['TCS', 255, 1], // time code status
  ['TCP', 256, 8], // time code: start of programme, HHMMSSFF
  ['TCF', 264, 8], // time code: first in-cue, HHMMSSFF
  ['TND', 272, 1], // total number of disks
  ['DSN', 273, 1], // disk sequence number
  ['CO', 274, 3], // country of origin
  ['PUB', 277, 32], // publisher
  ['EN', 309, 32], // editor's name
  ['ECD', 341, 32], // editor's contact details
  ['SPARE', 373, 75],
  ['UDA', 448, 576], // user-defined area
] as const;

export type GsiFieldName = (typeof GSI_FIELDS)[number][0];
export type Gsi = Record<GsiFieldName, string>;

export function readGsi(bytes: Uint8Array): Gsi {
  const gsi = {} as Gsi;
  for (const [name, offset, length] of GSI_FIELDS) {
    gsi[name] = String.fromCharCode(...bytes.subarray(offset, offset + length));
  }
  return gsi;
}

export function writeGsi(gsi: Gsi, target: Uint8Array): void {
  for (const [name, offset, length] of GSI_FIELDS) {
    const value = gsi[name];
    for (let i = 0; i < length; i++) {
      // Text fields are space-padded; code units above 0xFF cannot be a GSI byte.
      const code = i < value.length ? value.charCodeAt(i) : 0x20;
      target[offset + i] = code > 0xff ? 0x3f : code;
    }
  }
}

/** Frames per second the disk format code names: STL25.01 → 25, STL30.01 → 30 (and the
 *  unofficial STL24.01, STL50.01 … some tools write); undefined if it is not an STL code. */
export function frameRateOf(diskFormatCode: string): number | undefined {
  const match = /^STL(\d\d)\.01$/.exec(diskFormatCode);
  if (!match) return undefined;
  const rate = Number(match[1]);
  if (rate === 23) return 23.976;
  if (rate === 29) return 29.97;
  return rate > 0 ? rate : undefined;
}

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

/** Defaults for a file written from another format: Latin text, 25 fps, teletext level 1. */
export function defaultGsi(now: Date): Gsi {
  const date = `${pad2(now.getFullYear() % 100)}${pad2(now.getMonth() + 1)}${pad2(now.getDate())}`;
  return {
    CPN: '850',
    DFC: 'STL25.01',
    DSC: '1',
    CCT: '00',
    LC: '09',
    OPT: '',
    OET: '',
    TPT: '',
    TET: '',
    TN: '',
    TCD: '',
    SLR: '',
    CD: date,
    RD: date,
    RN: '00',
    TNB: '',
    TNS: '',
    TNG: '001',
    MNC: '40',
    MNR: '23',
    TCS: '1',
    TCP: '00000000',
    TCF: '',
    TND: '1',
    DSN: '1',
    CO: '',
    PUB: '',
    EN: '',
    ECD: '',
    SPARE: '',
    UDA: '',
  };
}
