import { createHash } from 'node:crypto';
import { existsSync, lstatSync, readFileSync, writeFileSync } from 'node:fs';
import { run } from './run.mjs';

const STAMP = 'node_modules/.railbite-lock-hash';

/**
 * Installs the locked dependencies when node_modules is missing or older than package-lock.json.
 * Uses `npm ci` so a fresh clone gets exactly the locked tree.
 */
export function ensureDependencies() {
  // A linked node_modules belongs to another checkout (a git worktree sharing its install): never reinstall through it.
  if (existsSync('node_modules') && lstatSync('node_modules').isSymbolicLink()) return;
  const lockHash = createHash('sha256').update(readFileSync('package-lock.json')).digest('hex');
  const installed = existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : '';
  if (installed === lockHash && existsSync('node_modules/.bin')) return;
  console.log('› Installing dependencies (npm ci)…');
  run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error']);
  writeFileSync(STAMP, lockHash);
}
