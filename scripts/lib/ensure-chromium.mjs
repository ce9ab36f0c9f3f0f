import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * Returns the path of a system Chromium, installing Debian's `chromium` package when none is present.
 * Playwright cannot download its own browser on our machines, so the end-to-end suite drives this one.
 */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  console.log('› Chromium is missing: installing Debian package "chromium"…');
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const prefix = asRoot ? [] : ['sudo', '-n'];
  const install = (args) =>
    spawnSync(prefix[0] ?? 'apt-get', [...prefix.slice(1), ...(prefix.length ? ['apt-get'] : []), ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  let result = install(['install', '-y', '--no-install-recommends', 'chromium']);
  if (result.status !== 0) {
    install(['update']);
    result = install(['install', '-y', '--no-install-recommends', 'chromium']);
  }
  const installed = findChromium();
  if (!installed) {
    console.error(
      '✖ Could not install Chromium. Install it yourself (apt-get install -y chromium) or set CHROMIUM_PATH.',
    );
    process.exit(1);
  }
  return installed;
}

export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return CANDIDATES.find((path) => existsSync(path));
}
