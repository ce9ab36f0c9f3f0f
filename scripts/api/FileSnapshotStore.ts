import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { SnapshotStore } from '../../src/infrastructure/fake/db/SnapshotStore';

/**
 * The demo API's data in a JSON file (`API_DATA_FILE`, e.g. `.data/demo-api.json`, git-ignored): a restart of
 * `npm run api` goes on where it stopped. Writes go to a temporary file first, so a crash mid-write never leaves a
 * half-written snapshot; an unreadable file is reported and the demo starts from the seed.
 */
export class FileSnapshotStore implements SnapshotStore {
  constructor(private readonly file: string) {}

  load(): string | null {
    try {
      return readFileSync(this.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
        console.warn(`The demo API's data file ${this.file} could not be read; starting from the seed`, error);
      return null;
    }
  }

  save(snapshot: string): void {
    const partial = `${this.file}.partial`;
    try {
      mkdirSync(dirname(this.file), { recursive: true });
      writeFileSync(partial, snapshot);
      renameSync(partial, this.file);
    } catch (error) {
      console.warn(`The demo API could not save its data to ${this.file}; changes are kept in memory only`, error);
    }
  }

  clear(): void {
    rmSync(this.file, { force: true });
  }
}
