import * as fs from 'node:fs';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { FileSnapshotStore } from '../../scripts/api/FileSnapshotStore';
import { createFakeServer } from '../../src/infrastructure/fake/createFakeServer';
import { testFixtures } from '../helpers/testFixtures';

// The node:fs calls a write makes, in order, so the test can see the fsync come before the rename.
const calls: string[] = [];
const traced = <A extends unknown[], R>(name: string, call: (...args: A) => R) =>
  vi.fn((...args: A) => {
    calls.push(name);
    return call(...args);
  });
const tracedFs = () => ({
  ...fs,
  openSync: traced('open', fs.openSync),
  writeFileSync: traced('write', fs.writeFileSync),
  fsyncSync: traced('fsync', fs.fsyncSync),
  renameSync: traced('rename', fs.renameSync),
});

let directory: string;
let file: string;
beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'railbite-store-'));
  file = join(directory, 'demo-api.json');
  calls.length = 0;
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(directory, { recursive: true, force: true });
});

it('writes a temporary file, flushes it to the disk, then renames it over the data file', () => {
  new FileSnapshotStore(file, tracedFs()).save('{"a":1}');
  expect(calls.slice(0, 4)).toEqual(['open', 'write', 'fsync', 'rename']);
  expect(readFileSync(file, 'utf8')).toBe('{"a":1}');
  expect(fs.existsSync(`${file}.partial`)).toBe(false);
});

it('keeps the previous snapshot whole when a write fails half-way', () => {
  const files = tracedFs();
  const store = new FileSnapshotStore(file, files);
  store.save('{"old":true}');
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  files.writeFileSync.mockImplementationOnce(() => {
    throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
  });
  store.save('{"new":true}');
  expect(readFileSync(file, 'utf8')).toBe('{"old":true}');
  expect(fs.existsSync(`${file}.partial`)).toBe(false);
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not save'), expect.anything());
});

const unreadable: [string, string][] = [
  ['empty', ''],
  ['damaged', '{"seedVersion": "x", "collections": {"users": [{"id": 1'],
  ['from an older release', JSON.stringify({ seedVersion: 'an-older-release', collections: { users: [] } })],
];

it.each(unreadable)(
  'keeps a data file that cannot be read back (%s) as <file>.bak, says so loudly, and starts from the seed',
  async (_kind, content) => {
    writeFileSync(file, content);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const shout = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = await createFakeServer({ snapshots: new FileSnapshotStore(file), fixtures: await testFixtures() });
    expect(readFileSync(`${file}.bak`, 'utf8')).toBe(content);
    expect(shout).toHaveBeenCalledWith(expect.stringContaining(`It is kept as ${file}.bak`));
    expect(server.db.users.count()).toBeGreaterThan(0);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toHaveProperty('collections');
  },
);

it('never overwrites a .bak kept earlier', async () => {
  writeFileSync(`${file}.bak`, 'kept earlier');
  writeFileSync(file, '{broken');
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  await createFakeServer({ snapshots: new FileSnapshotStore(file), fixtures: await testFixtures() });
  expect(readFileSync(`${file}.bak`, 'utf8')).toBe('kept earlier');
  expect(readFileSync(`${file}.bak.2`, 'utf8')).toBe('{broken');
});
