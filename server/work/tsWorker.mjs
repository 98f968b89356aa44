// The worker entry when the server runs from source (tsx, vitest): Node 20 does not pass a
// parent's `--import tsx` loader on to worker threads, so the worker registers tsx itself and
// then loads subtitleWorker.ts. The built server (build/server/subtitleWorker.js) never uses it.
import { register } from 'tsx/esm/api';

register();
const tasks = await import('./subtitleWorker.ts');

export const read = tasks.read;
export const write = tasks.write;
export const plainText = tasks.plainText;
export const trpcWrite = tasks.trpcWrite;
export const waveform = tasks.waveform;
export const tempCreate = tasks.tempCreate;
export const tempGet = tasks.tempGet;
export const tempChunk = tasks.tempChunk;
export const tempPage = tasks.tempPage;
export const trpcTempCreate = tasks.trpcTempCreate;
