import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/**
 * The message catalogs: JSON files `{ "id": "ICU message" }`, one per language in src/ui/i18n/catalogs (what `/`
 * shows) and in its screens folder (the other screens').
 */
export const CATALOG_FILE = /[\\/]src[\\/]ui[\\/]i18n[\\/]catalogs[\\/](?:screens[\\/])?[\w-]+\.json$/;

/**
 * Every message of a catalog compiled from ICU text to Lingui's token arrays (plurals, selects, variables resolved
 * into data). The runtime then needs no parser, and a malformed message fails the build, not the customer.
 */
export function compileCatalog(source: string, file: string): Record<string, unknown> {
  const messages = JSON.parse(source) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(messages).map(([id, text]) => {
      if (typeof text !== 'string') throw new Error(`${file}: the message ${id} is not a text`);
      try {
        // Even a plain text stays a token array: the runtime takes a string for an uncompiled message.
        return [id, compileMessageOrThrow(text)];
      } catch (error) {
        throw new Error(`${file}: the message ${id} is not valid ICU: ${String(error)}`);
      }
    }),
  );
}

/** Compiles the catalogs at build time (and in tests, which run through the same Vite pipeline). */
export function i18nCatalogs(): Plugin {
  return {
    name: 'railbite:i18n-catalogs',
    enforce: 'pre',
    transform(source, id) {
      const file = id.split('?')[0]!;
      if (!CATALOG_FILE.test(file)) return null;
      const json = JSON.stringify(compileCatalog(source, file));
      return { code: `export default JSON.parse(${JSON.stringify(json)});`, map: null, moduleType: 'js' };
    },
  };
}
