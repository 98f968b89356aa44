// Compiles assembly/ with asc: the release target (optimised, used by the site, tests and bench)
// and the debug target (with a .wat text file and source map, for reading and debugging).
import { execFileSync } from 'node:child_process';

for (const target of ['release', 'debug']) {
  execFileSync('node_modules/.bin/asc', ['assembly/index.ts', '--target', target], {
    stdio: 'inherit',
  });
}
