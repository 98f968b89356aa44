// The module owns no data structures of its own (runtime "stub", no allocations in kernels).
// JavaScript's TimingStore places every array above the heap base and grows memory itself,
// so this is the only fact the host needs from us.

/** First byte of linear memory that is free for the host's arrays. */
export function heapBase(): usize {
  return __heap_base;
}
