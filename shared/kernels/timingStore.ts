// The one owner of the kernels' linear memory. Everything the kernels read or fill lives here as
// structure-of-arrays, one block per field, laid out upward from the module's heap base in this
// order (each block 16-byte aligned, `capacity` slots of its group):
//
//   pixels  pixelMax, pixelMin            Float32  per-pixel waveform output (fillPeaks)
//   peaks   peakMax, peakMin              Float32  min/max pyramid: level 0 = the peaks, then
//                                                  each coarser level (assembly/peaks.ts)
//   pcm     pcm                           Float32  one chunk of decoded samples (peaksFromPcm)
//   lines   start, end, maxEndSoFar       Float64  ms; lines sorted by start
//           charCount, maxLineLength,     Int32    per-line numbers for the rule check;
//           prevLaterEnd                           derived time index (assembly/timeIndex.ts)
//           flags                         Uint8    rule bitmask per line
//
// Lines come last because they grow while editing; the waveform blocks are sized once per load.
// Nothing else knows these offsets: kernels get pointers (`pointers`) or typed-array views.
// Growing memory detaches every view and moving a block invalidates its offset, so views and
// pointers are rebuilt lazily whenever the buffer or the layout version changed.

export type BlockName =
  | 'pixelMax'
  | 'pixelMin'
  | 'peakMax'
  | 'peakMin'
  | 'pcm'
  | 'start'
  | 'end'
  | 'maxEndSoFar'
  | 'charCount'
  | 'maxLineLength'
  | 'prevLaterEnd'
  | 'flags';

type Group = 'pixels' | 'peaks' | 'pcm' | 'lines';

/** Byte address of every block, valid until the next layout change. */
export type Pointers = Readonly<Record<BlockName, number>>;

const BLOCKS: readonly { name: BlockName; group: Group; bytes: number }[] = [
  { name: 'pixelMax', group: 'pixels', bytes: 4 },
  { name: 'pixelMin', group: 'pixels', bytes: 4 },
  { name: 'peakMax', group: 'peaks', bytes: 4 },
  { name: 'peakMin', group: 'peaks', bytes: 4 },
  { name: 'pcm', group: 'pcm', bytes: 4 },
  { name: 'start', group: 'lines', bytes: 8 },
  { name: 'end', group: 'lines', bytes: 8 },
  { name: 'maxEndSoFar', group: 'lines', bytes: 8 },
  { name: 'charCount', group: 'lines', bytes: 4 },
  { name: 'maxLineLength', group: 'lines', bytes: 4 },
  { name: 'prevLaterEnd', group: 'lines', bytes: 4 },
  { name: 'flags', group: 'lines', bytes: 1 },
];

const ALIGN = 16;
/**
 * Spare entries after the pyramid: assembly/peaks.ts fillPeaks loads two entries at once at a
 * pixel's first entry, one past the pyramid's end at its top level (a value it never uses).
 */
const PEAK_READ_SLACK = 4;
const WASM_PAGE_BYTES = 65536;
const MIN_LINE_CAPACITY = 1024;

function alignUp(bytes: number): number {
  return Math.ceil(bytes / ALIGN) * ALIGN;
}

/** Entries of a min/max pyramid over `count` peaks: count + ceil(count/2) + … + 1. */
export function pyramidLength(count: number): number {
  let total = count;
  for (let n = count; n > 1;) {
    n = (n + 1) >> 1;
    total += n;
  }
  return total;
}

interface Views {
  pixelMax: Float32Array;
  pixelMin: Float32Array;
  peakMax: Float32Array;
  peakMin: Float32Array;
  pcm: Float32Array;
  start: Float64Array;
  end: Float64Array;
  maxEndSoFar: Float64Array;
  charCount: Int32Array;
  maxLineLength: Int32Array;
  prevLaterEnd: Int32Array;
  flags: Uint8Array;
  pixels: { max: Float32Array; min: Float32Array };
}

export class TimingStore {
  private readonly baseByte: number;
  private readonly capacities: Record<Group, number> = { pixels: 0, peaks: 0, pcm: 0, lines: 0 };
  private offsets: Pointers;
  private countValue = 0;
  private peakCountValue = 0;
  private pixelWidth = 0;
  private pcmLength = 0;
  private timesRevisionValue = 1;
  private indexedRevision = 0;
  private viewBuffer: ArrayBuffer | null = null;
  private viewsValue: Views | null = null;

  constructor(
    private readonly memory: WebAssembly.Memory,
    baseByte: number,
  ) {
    this.baseByte = alignUp(baseByte);
    this.offsets = this.layOut(this.capacities);
    this.reserve({ ...this.capacities, lines: MIN_LINE_CAPACITY });
  }

  /** Number of lines currently stored. */
  get count(): number {
    return this.countValue;
  }

  /** Line slots reserved (grows by doubling). */
  get capacity(): number {
    return this.capacities.lines;
  }

  get pointers(): Pointers {
    return this.offsets;
  }

  get startPtr(): number {
    return this.offsets.start;
  }

  get endPtr(): number {
    return this.offsets.end;
  }

  /** Start times in ms; views are valid until the next resize or layout change. */
  get start(): Float64Array {
    return this.views().start;
  }

  /** End times in ms. */
  get end(): Float64Array {
    return this.views().end;
  }

  /** Characters per line without tags and line breaks (CPS), from the text library. */
  get charCount(): Int32Array {
    return this.views().charCount;
  }

  /** Length of each line's longest text line. */
  get maxLineLength(): Int32Array {
    return this.views().maxLineLength;
  }

  /** Rule bitmask per line, filled by checkRules (bits in ruleFlags.ts). */
  get flags(): Uint8Array {
    return this.views().flags;
  }

  /** Derived: max(end[0..i]); rebuilt by the kernels when the times changed. */
  get maxEndSoFar(): Float64Array {
    return this.views().maxEndSoFar;
  }

  /** Derived: the last earlier line ending later than line i, or -1. */
  get prevLaterEnd(): Int32Array {
    return this.views().prevLaterEnd;
  }

  /**
   * Bumped by every change of start/end the store sees (load, resize, the shift kernels). Code
   * that writes `start`/`end` directly must call markTimesChanged(), or hit-testing and the
   * visible range keep using a stale index.
   */
  get timesRevision(): number {
    return this.timesRevisionValue;
  }

  markTimesChanged(): void {
    this.timesRevisionValue++;
  }

  /** True when maxEndSoFar/prevLaterEnd were built from the current times. */
  get timeIndexFresh(): boolean {
    return this.indexedRevision === this.timesRevisionValue;
  }

  markTimeIndexBuilt(): void {
    this.indexedRevision = this.timesRevisionValue;
  }

  /** Replaces the stored lines (same lengths); missing per-line numbers become 0. */
  load(
    startMs: ArrayLike<number>,
    endMs: ArrayLike<number>,
    charCount?: ArrayLike<number>,
    maxLineLength?: ArrayLike<number>,
  ): void {
    const n = startMs.length;
    if (
      endMs.length !== n ||
      (charCount && charCount.length !== n) ||
      (maxLineLength && maxLineLength.length !== n)
    ) {
      throw new RangeError('every per-line array must have the same length');
    }
    this.resize(n);
    const views = this.views();
    views.start.set(startMs);
    views.end.set(endMs);
    if (charCount) views.charCount.set(charCount);
    else views.charCount.fill(0);
    if (maxLineLength) views.maxLineLength.set(maxLineLength);
    else views.maxLineLength.fill(0);
    views.flags.fill(0);
    this.markTimesChanged();
  }

  /** Sets the line count, growing memory when needed; existing lines keep their values. */
  resize(count: number): void {
    if (count > this.capacities.lines) {
      this.reserve({ ...this.capacities, lines: Math.max(count, this.capacities.lines * 2) });
    }
    this.countValue = count;
    this.viewsValue = null;
    this.markTimesChanged();
  }

  /**
   * Removes `remove` lines at `index` and opens `insert` slots there, moving every per-line
   * block (times, per-line numbers, flags) together so they stay aligned; the caller fills the
   * new slots. O(lines after index). Marks the times changed.
   */
  splice(index: number, remove: number, insert: number): void {
    const oldCount = this.countValue;
    const tail = oldCount - index - remove;
    if (index < 0 || remove < 0 || insert < 0 || tail < 0) {
      throw new RangeError('splice outside the stored lines');
    }
    const newCount = oldCount - remove + insert;
    if (newCount > oldCount) this.resize(newCount);
    const views = this.views();
    for (const block of [
      views.start,
      views.end,
      views.charCount,
      views.maxLineLength,
      views.flags,
    ]) {
      block.copyWithin(index + insert, index + remove, oldCount);
      block.fill(0, index, index + insert);
    }
    if (newCount < oldCount) this.resize(newCount);
    this.markTimesChanged();
  }

  /** Level-0 peaks held (the pyramid above them has pyramidLength(peakCount) entries). */
  get peakCount(): number {
    return this.peakCountValue;
  }

  /** The whole pyramid of maxima (level 0 first). */
  get peakMax(): Float32Array {
    return this.views().peakMax;
  }

  get peakMin(): Float32Array {
    return this.views().peakMin;
  }

  /** Makes room for a pyramid over `count` peaks and zeroes level 0. */
  preparePeaks(count: number): void {
    const needed = pyramidLength(count) + PEAK_READ_SLACK;
    if (needed > this.capacities.peaks) this.reserve({ ...this.capacities, peaks: needed });
    this.peakCountValue = count;
    this.viewsValue = null;
    const views = this.views();
    views.peakMax.fill(0, 0, count);
    views.peakMin.fill(0, 0, count);
  }

  /** Per-pixel output of width `width`: views valid until the next layout change. */
  pixels(width: number): { max: Float32Array; min: Float32Array } {
    if (width > this.capacities.pixels) {
      this.reserve({ ...this.capacities, pixels: Math.max(width, 2048) });
    }
    if (width !== this.pixelWidth) {
      this.pixelWidth = width;
      this.viewsValue = null;
    }
    // The same object every call until the views change: a redraw allocates nothing.
    return this.views().pixels;
  }

  /** A scratch block for `length` PCM samples (decode straight into it to avoid a copy). */
  pcmChunk(length: number): Float32Array {
    if (length > this.capacities.pcm) this.reserve({ ...this.capacities, pcm: length });
    if (length !== this.pcmLength) {
      this.pcmLength = length;
      this.viewsValue = null;
    }
    return this.views().pcm;
  }

  private layOut(capacities: Record<Group, number>): Pointers {
    let at = this.baseByte;
    const offsets = {} as Record<BlockName, number>;
    for (const block of BLOCKS) {
      offsets[block.name] = at;
      at = alignUp(at + capacities[block.group] * block.bytes);
    }
    return offsets;
  }

  private endByte(capacities: Record<Group, number>): number {
    const last = BLOCKS[BLOCKS.length - 1];
    const offsets = this.layOut(capacities);
    return last ? offsets[last.name] + capacities[last.group] * last.bytes : this.baseByte;
  }

  /**
   * Grows some groups' capacities. Capacities only grow, so every block's new offset is at or
   * above its old one: moving blocks from the last to the first never overwrites one not yet
   * moved (copyWithin handles a block overlapping its own old place).
   */
  private reserve(capacities: Record<Group, number>): void {
    const oldCapacities = { ...this.capacities };
    const oldOffsets = this.offsets;
    const missing = this.endByte(capacities) - this.memory.buffer.byteLength;
    if (missing > 0) this.memory.grow(Math.ceil(missing / WASM_PAGE_BYTES));
    const newOffsets = this.layOut(capacities);
    const bytes = new Uint8Array(this.memory.buffer);
    for (let b = BLOCKS.length - 1; b >= 0; b--) {
      const block = BLOCKS[b];
      if (!block) continue;
      const from = oldOffsets[block.name];
      const to = newOffsets[block.name];
      const used = oldCapacities[block.group] * block.bytes;
      if (from !== to && used > 0) bytes.copyWithin(to, from, from + used);
    }
    Object.assign(this.capacities, capacities);
    this.offsets = newOffsets;
    this.viewsValue = null;
  }

  private views(): Views {
    const buffer = this.memory.buffer;
    if (this.viewsValue && this.viewBuffer === buffer) return this.viewsValue;
    const at = this.offsets;
    const lines = this.countValue;
    const pyramid = pyramidLength(this.peakCountValue);
    this.viewBuffer = buffer;
    const pixelMax = new Float32Array(buffer, at.pixelMax, this.pixelWidth);
    const pixelMin = new Float32Array(buffer, at.pixelMin, this.pixelWidth);
    this.viewsValue = {
      pixelMax,
      pixelMin,
      peakMax: new Float32Array(buffer, at.peakMax, pyramid),
      peakMin: new Float32Array(buffer, at.peakMin, pyramid),
      pcm: new Float32Array(buffer, at.pcm, this.pcmLength),
      start: new Float64Array(buffer, at.start, lines),
      end: new Float64Array(buffer, at.end, lines),
      maxEndSoFar: new Float64Array(buffer, at.maxEndSoFar, lines),
      charCount: new Int32Array(buffer, at.charCount, lines),
      maxLineLength: new Int32Array(buffer, at.maxLineLength, lines),
      prevLaterEnd: new Int32Array(buffer, at.prevLaterEnd, lines),
      flags: new Uint8Array(buffer, at.flags, lines),
      pixels: { max: pixelMax, min: pixelMin },
    };
    return this.viewsValue;
  }
}
