import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * Returns the path of a system Chromium, installing Debian's `chromium` package when none is present. The package
 * lists are refreshed first, so a new machine gets Debian's current (security) build, as CI on a new machine does.
 * Playwright cannot download its own browser on our machines, so the end-to-end suite drives this one.
 */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  console.log('› Chromium is missing: installing Debian package "chromium"…');
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const apt = (args) =>
    spawnSync(asRoot ? 'apt-get' : 'sudo', [...(asRoot ? [] : ['-n', 'apt-get']), ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  // A failed refresh (a mirror down) still leaves the lists the machine has: try the install with them.
  apt(['update']);
  apt(['install', '-y', '--no-install-recommends', 'chromium']);
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

/** The browser's own version line ('Chromium 156.0.8078.108 …'), so a failure report says what it ran with. */
export function chromiumVersion(path) {
  const result = spawnSync(path, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : `unknown (${path} --version failed)`;
}
