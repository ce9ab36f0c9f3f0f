import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { pseudoText } from '../../../scripts/vite/pseudoLocale';
import { StorageKeys } from '../../../src/infrastructure/ports/KeyValueStore';
import type { MessageId } from '../../../src/ui/i18n/i18n';
import { PSEUDO } from '../../../src/ui/i18n/languages';

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
const ENGLISH = { ...read('src/ui/i18n/catalogs/en.json'), ...read('src/ui/i18n/catalogs/screens/en.json') };

function englishMessage(id: MessageId): string {
  const message = ENGLISH[id];
  if (message === undefined) throw new Error(`no English message ${id}`);
  return message;
}

/** A message without variables as the pseudo-locale shows it: the name to find its control by. */
export const pseudo = (id: MessageId): string => pseudoText(englishMessage(id));

/** A message without variables as English shows it (its ICU quoting undone). */
export const english = (id: MessageId): string => compileMessageOrThrow(englishMessage(id)).join('');

/** Chooses the pseudo-locale on the page's device, as a tester does by hand (it is in no language menu). */
export async function choosePseudoLocale(page: Page) {
  await page.evaluate(([key, code]) => localStorage.setItem(key, code), [StorageKeys.language, PSEUDO.code] as const);
}

export { PSEUDO };
