// End-to-end tests drive Debian's Chromium (never a downloaded browser). Installs it when missing
// and we are root; otherwise stops with the command to run.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.error(`${CHROMIUM} is missing. Install it with: sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.log('Installing chromium from Debian…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
}
