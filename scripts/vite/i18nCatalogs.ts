import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { type CompiledMessage, pseudoMessage } from './pseudoLocale.ts';

/**
 * The message catalogs: JSON files `{ "id": "ICU message" }`, one per language in src/ui/i18n/catalogs (what `/`
 * shows) and in its screens folder (the other screens').
 */
export const CATALOG_FILE = /[\\/]src[\\/]ui[\\/]i18n[\\/]catalogs[\\/](?:screens[\\/])?[\w-]+\.json$/;

/**
 * Every message of a catalog compiled from ICU text to Lingui's token arrays (plurals, selects, variables resolved
 * into data). The runtime then needs no parser, and a malformed message fails the build, not the customer.
 */
export function compileCatalog(source: string, file: string): Record<string, CompiledMessage> {
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

/**
 * An English catalog imported with this query (`./catalogs/en.json?pseudo`) is the pseudo-locale's: the same messages
 * made longer and accented (pseudoLocale.ts), a module of its own that no other language's visitor downloads.
 */
export const PSEUDO_QUERY = 'pseudo';

/** The pseudo-locale's catalog, made from an English one. */
export function pseudoCatalog(source: string, file: string): Record<string, CompiledMessage> {
  return Object.fromEntries(
    Object.entries(compileCatalog(source, file)).map(([id, tokens]) => [id, pseudoMessage(tokens)]),
  );
}

/** Compiles the catalogs at build time (and in tests, which run through the same Vite pipeline). */
export function i18nCatalogs(): Plugin {
  return {
    name: 'railbite:i18n-catalogs',
    enforce: 'pre',
    transform(source, id) {
      const [file = '', query = ''] = id.split('?');
      if (!CATALOG_FILE.test(file)) return null;
      const pseudo = new URLSearchParams(query).has(PSEUDO_QUERY);
      if (pseudo && !/[\\/]en\.json$/.test(file))
        throw new Error(`${file}: only English catalogs make the pseudo-locale`);
      const json = JSON.stringify(pseudo ? pseudoCatalog(source, file) : compileCatalog(source, file));
      return { code: `export default JSON.parse(${JSON.stringify(json)});`, map: null, moduleType: 'js' };
    },
  };
}
