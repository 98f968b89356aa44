// The tests drive Debian's Chromium (never a downloaded browser) and check written subtitle files
// and media with Debian's ffmpeg. Installs what is missing when we are root; otherwise stops with
// the command to run.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const NEEDED = [
  { binary: '/usr/bin/chromium', debianPackage: 'chromium' },
  { binary: '/usr/bin/ffmpeg', debianPackage: 'ffmpeg' },
];

const missing = NEEDED.filter(({ binary }) => !existsSync(binary)).map((p) => p.debianPackage);

if (missing.length > 0) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Missing: ${missing.join(', ')}. Install with: sudo apt-get install -y ${missing.join(' ')}`,
    );
    process.exit(1);
  }
  console.log(`Installing ${missing.join(', ')} from Debian…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
}
