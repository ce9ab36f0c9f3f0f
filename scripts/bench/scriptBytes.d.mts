import type { Page } from '@playwright/test';

export interface ScriptBytes {
  files: number;
  rawBytes: number;
  gzipBytes: number;
  scripts: { url: string; rawBytes: number; gzipBytes: number }[];
  dataFiles: number;
  dataGzipBytes: number;
}

export function measureScriptBytes(page: Page, path: string, options?: { idleMs?: number }): Promise<ScriptBytes>;
