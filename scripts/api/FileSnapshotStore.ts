import * as nodeFs from 'node:fs';
import { dirname } from 'node:path';
import type { SnapshotStore } from '../../src/infrastructure/fake/db/SnapshotStore';

/** The node:fs calls the store makes. */
export type FileSystem = Pick<
  typeof nodeFs,
  | 'closeSync'
  | 'existsSync'
  | 'fsyncSync'
  | 'mkdirSync'
  | 'openSync'
  | 'readFileSync'
  | 'renameSync'
  | 'rmSync'
  | 'writeFileSync'
>;

/**
 * The demo API's data in a JSON file (`API_DATA_FILE`, e.g. `.data/demo-api.json`, git-ignored): a restart of
 * `npm run api` goes on where it stopped. A write goes to a temporary file that is flushed to the disk (fsync)
 * before it replaces the data file, so a crash or a power cut leaves either the old snapshot or the new one, never
 * half of one. A file that cannot be read back is kept as `<file>.bak` and reported loudly: it is never overwritten.
 */
export class FileSnapshotStore implements SnapshotStore {
  /** Set when an unreadable file could not be kept aside: the server then keeps its data in memory only. */
  private frozen = false;

  constructor(
    private readonly file: string,
    /** The file calls (node:fs; a test traces or breaks them). */
    private readonly fs: FileSystem = nodeFs,
  ) {}

  load(): string | null {
    try {
      return this.fs.readFileSync(this.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      this.setAside((error as Error).message);
      return null;
    }
  }

  save(snapshot: string): void {
    if (this.frozen) return;
    const partial = `${this.file}.partial`;
    try {
      this.fs.mkdirSync(dirname(this.file), { recursive: true });
      const fd = this.fs.openSync(partial, 'w');
      try {
        this.fs.writeFileSync(fd, snapshot);
        this.fs.fsyncSync(fd);
      } finally {
        this.fs.closeSync(fd);
      }
      this.fs.renameSync(partial, this.file);
      syncDirectory(this.fs, dirname(this.file));
    } catch (error) {
      this.fs.rmSync(partial, { force: true });
      console.warn(`The demo API could not save its data to ${this.file}; changes are kept in memory only`, error);
    }
  }

  clear(): void {
    this.fs.rmSync(this.file, { force: true });
  }

  setAside(reason: string): void {
    if (!this.fs.existsSync(this.file)) return;
    const kept = freeName(this.fs, `${this.file}.bak`);
    try {
      this.fs.renameSync(this.file, kept);
      shout(
        `The demo API's data file ${this.file} could not be read back (${firstLine(reason)}).`,
        `It is kept as ${kept}; the demo starts again from its seed.`,
      );
    } catch (error) {
      this.frozen = true;
      shout(
        `The demo API's data file ${this.file} could not be read back (${firstLine(reason)}),`,
        `nor kept aside (${(error as Error).message}): it is left as it is and nothing is saved until a restart.`,
      );
    }
  }
}

/** `<file>.bak`, or `<file>.bak.2`, `.3`… when an earlier one is already kept. */
function freeName(fs: FileSystem, name: string) {
  let candidate = name;
  for (let n = 2; fs.existsSync(candidate); n++) candidate = `${name}.${n}`;
  return candidate;
}

/** The rename itself reaches the disk once its directory is flushed (not possible on every platform). */
function syncDirectory(fs: FileSystem, directory: string) {
  try {
    const fd = fs.openSync(directory, 'r');
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    // Windows cannot open a directory: the rename is still atomic there.
  }
}

const firstLine = (text: string) => text.split('\n')[0]!.slice(0, 200);

function shout(...lines: string[]) {
  const rule = '!'.repeat(80);
  console.error(['', rule, ...lines.map((line) => `!! ${line}`), rule, ''].join('\n'));
}
