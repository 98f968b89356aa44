// Build steps of `npm start`, each run only when an input is newer than its output.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Newest modification time (ms) under the given files and folders; 0 when none exist. */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) {
        if (entry !== 'node_modules') visit(join(path, entry));
      }
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const path of paths) visit(path);
  return newest;
}

/** True when the output is missing or older than any input. */
export function isStale(output, inputs) {
  return !existsSync(output) || statSync(output).mtimeMs < newestMtime(inputs);
}
