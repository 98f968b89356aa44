// The one owner of the kernels' linear memory. Timing lives here as structure-of-arrays, one
// block per field, each `capacity` slots long, laid out upward from the module's heap base:
//
//   base + 0 * capacity * 8   start  Float64 ms
//   base + 1 * capacity * 8   end    Float64 ms
//
// Nothing else knows these offsets. Growing memory detaches every view of the old buffer, so
// views are rebuilt lazily whenever the buffer they were made on is no longer current.

const BYTES_PER_SLOT = 8;
const FIELD_COUNT = 2;
const WASM_PAGE_BYTES = 65536;
const MIN_CAPACITY = 1024;

export class TimingStore {
  private capacityValue = 0;
  private countValue = 0;
  private viewBuffer: ArrayBuffer | null = null;
  private startView = new Float64Array(0);
  private endView = new Float64Array(0);

  constructor(
    private readonly memory: WebAssembly.Memory,
    private readonly baseByte: number,
  ) {
    this.reserve(MIN_CAPACITY);
  }

  /** Number of lines currently stored. */
  get count(): number {
    return this.countValue;
  }

  get capacity(): number {
    return this.capacityValue;
  }

  /** Start times in ms; valid until the next resize. */
  get start(): Float64Array {
    this.refreshViews();
    return this.startView;
  }

  /** End times in ms; valid until the next resize. */
  get end(): Float64Array {
    this.refreshViews();
    return this.endView;
  }

  get startPtr(): number {
    return this.baseByte;
  }

  get endPtr(): number {
    return this.baseByte + this.capacityValue * BYTES_PER_SLOT;
  }

  /** Replaces the stored lines with the given times (same length). */
  load(startMs: ArrayLike<number>, endMs: ArrayLike<number>): void {
    if (startMs.length !== endMs.length) {
      throw new RangeError('start and end must have the same length');
    }
    this.resize(startMs.length);
    this.start.set(startMs);
    this.end.set(endMs);
  }

  /** Sets the line count, growing memory when needed; existing lines keep their values. */
  resize(count: number): void {
    if (count > this.capacityValue) {
      this.reserve(Math.max(count, this.capacityValue * 2));
    }
    this.countValue = count;
    this.refreshViews();
  }

  private reserve(capacity: number): void {
    const oldCapacity = this.capacityValue;
    const oldCount = this.countValue;
    const neededBytes = this.baseByte + capacity * BYTES_PER_SLOT * FIELD_COUNT;
    const missing = neededBytes - this.memory.buffer.byteLength;
    if (missing > 0) {
      this.memory.grow(Math.ceil(missing / WASM_PAGE_BYTES));
    }
    // Fields are moved from the last to the first so a block never overwrites one not yet moved.
    const bytes = new Uint8Array(this.memory.buffer);
    for (let field = FIELD_COUNT - 1; field > 0; field--) {
      const from = this.baseByte + field * oldCapacity * BYTES_PER_SLOT;
      const to = this.baseByte + field * capacity * BYTES_PER_SLOT;
      bytes.copyWithin(to, from, from + oldCount * BYTES_PER_SLOT);
    }
    this.capacityValue = capacity;
    this.viewBuffer = null;
  }

  private refreshViews(): void {
    const buffer = this.memory.buffer;
    if (this.viewBuffer === buffer && this.startView.length === this.countValue) return;
    this.viewBuffer = buffer;
    this.startView = new Float64Array(buffer, this.startPtr, this.countValue);
    this.endView = new Float64Array(buffer, this.endPtr, this.countValue);
  }
}
