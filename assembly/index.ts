// The ABI of the kernels module: entry points only. See README.md for the memory layout.
export { heapBase } from './layout';
export { shiftTimes, scaleTimes } from './shift';
