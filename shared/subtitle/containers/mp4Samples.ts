import { boxesOf, uint32, uint64, type Box } from './isobmff';

// A track's sample table ('stbl'): where each sample lies in the file and when it plays.
// stsz/stz2 give the sizes, stsc groups samples into chunks, stco/co64 give the chunks'
// offsets, stts the durations in the media timescale.

export interface Sample {
  readonly offset: number;
  readonly size: number;
  /** Milliseconds. */
  readonly start: number;
  readonly end: number;
}

/** Most samples a table of one fixed sample size may claim (it lists no sizes that would bound
 *  the count): far more than any subtitle track holds. */
const MAX_FIXED_SIZE_SAMPLES = 1 << 20;

/** A full box's entry count and where its entries start; undefined when they cannot fit. */
function entries(
  bytes: Uint8Array,
  box: Box | undefined,
  entryBytes: number,
  countAt = 4,
): { count: number; at: number } | undefined {
  if (!box) return undefined;
  const at = box.dataStart + countAt + 4;
  const count = uint32(bytes, box.dataStart + countAt);
  return at + count * entryBytes <= box.end ? { count, at } : undefined;
}

function sampleSizes(
  bytes: Uint8Array,
  stsz: Box | undefined,
  stz2: Box | undefined,
): number[] | undefined {
  if (stsz) {
    const fixed = uint32(bytes, stsz.dataStart + 4);
    if (fixed !== 0) {
      const count = uint32(bytes, stsz.dataStart + 8);
      return count <= MAX_FIXED_SIZE_SAMPLES ? new Array<number>(count).fill(fixed) : undefined;
    }
    const table = entries(bytes, stsz, 4, 8);
    if (!table) return undefined;
    return Array.from({ length: table.count }, (_, index) => uint32(bytes, table.at + 4 * index));
  }
  if (!stz2) return undefined;
  const bits = bytes[stz2.dataStart + 7] ?? 0;
  const count = uint32(bytes, stz2.dataStart + 8);
  const at = stz2.dataStart + 12;
  if (![4, 8, 16].includes(bits) || at + Math.ceil((count * bits) / 8) > stz2.end) return undefined;
  return Array.from({ length: count }, (_, index) => {
    if (bits === 16) return ((bytes[at + 2 * index] ?? 0) << 8) | (bytes[at + 2 * index + 1] ?? 0);
    if (bits === 8) return bytes[at + index] ?? 0;
    const byte = bytes[at + (index >> 1)] ?? 0;
    return index % 2 === 0 ? byte >> 4 : byte & 0x0f;
  });
}

function chunkOffsets(
  bytes: Uint8Array,
  stco: Box | undefined,
  co64: Box | undefined,
): number[] | undefined {
  const wide = !stco;
  const table = entries(bytes, stco ?? co64, wide ? 8 : 4);
  if (!table) return undefined;
  return Array.from({ length: table.count }, (_, index) =>
    wide ? uint64(bytes, table.at + 8 * index) : uint32(bytes, table.at + 4 * index),
  );
}

/** The samples of a sample table, in order; undefined when the table is damaged. */
export function sampleTable(bytes: Uint8Array, stbl: Box, timescale: number): Sample[] | undefined {
  const boxes = boxesOf(bytes, stbl.dataStart, stbl.end);
  if (!boxes || timescale <= 0) return undefined;
  const box = (type: string): Box | undefined => boxes.find((child) => child.type === type);
  const sizes = sampleSizes(bytes, box('stsz'), box('stz2'));
  const offsets = chunkOffsets(bytes, box('stco'), box('co64'));
  const stsc = entries(bytes, box('stsc'), 12);
  const stts = entries(bytes, box('stts'), 8);
  if (!sizes || !offsets || !stsc || !stts || stts.count === 0) return undefined;
  const samples: Sample[] = [];
  let sttsEntry = 0;
  let sttsLeft = stts.count > 0 ? uint32(bytes, stts.at) : 0;
  let ticks = 0;
  const durationTicks = (): number => {
    while (sttsLeft === 0 && sttsEntry + 1 < stts.count) {
      sttsEntry++;
      sttsLeft = uint32(bytes, stts.at + 8 * sttsEntry);
    }
    if (sttsLeft > 0) sttsLeft--;
    return uint32(bytes, stts.at + 8 * sttsEntry + 4);
  };
  const ms = (value: number): number => Math.round((value * 1000) / timescale);
  for (let entry = 0; entry < stsc.count && samples.length < sizes.length; entry++) {
    const firstChunk = uint32(bytes, stsc.at + 12 * entry);
    const perChunk = uint32(bytes, stsc.at + 12 * entry + 4);
    const nextFirst =
      entry + 1 < stsc.count ? uint32(bytes, stsc.at + 12 * (entry + 1)) : offsets.length + 1;
    for (let chunk = firstChunk; chunk < nextFirst && samples.length < sizes.length; chunk++) {
      let offset = offsets[chunk - 1];
      if (offset === undefined) return undefined;
      for (let index = 0; index < perChunk && samples.length < sizes.length; index++) {
        const size = sizes[samples.length] ?? 0;
        const duration = durationTicks();
        samples.push({ offset, size, start: ms(ticks), end: ms(ticks + duration) });
        ticks += duration;
        offset += size;
      }
    }
  }
  return samples;
}
