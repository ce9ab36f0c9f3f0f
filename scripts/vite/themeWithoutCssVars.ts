import type { Plugin } from 'vite';

const STUB_PREFIX = '\0railbite:mui-without-css-vars:';
const REASON = 'RailBite builds its MUI theme without CSS variables (scripts/vite/themeWithoutCssVars.ts)';

/** MUI modules that only a theme with CSS variables runs, by the file that imports them → their stand-in. */
const STUBS: Record<string, { importer: RegExp; code: string }> = {
  './createThemeWithVars.mjs': {
    importer: /@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/,
    code: `export default function createThemeWithVars() { throw new Error(${JSON.stringify(REASON)}); }`,
  },
  './ThemeProviderWithVars.mjs': {
    importer: /@mui[\\/]material[\\/]styles[\\/]ThemeProvider\.mjs$/,
    code: `export function CssVarsProvider() { throw new Error(${JSON.stringify(REASON)}); }`,
  },
};

/**
 * The app's theme (src/ui/app/theme.ts) has no `cssVariables` and no `colorSchemes`, so MUI's `createTheme` takes
 * its no-variables path and `ThemeProvider` its no-variables provider. Both still import the CSS-variables builder
 * and provider (with the colour-scheme script and storage), about 6 KB gzip on every page. In the browser build
 * those two imports get a stand-in that throws if it is ever called (a theme with CSS variables would say so at
 * once). The dev server and the tests keep MUI as it is.
 */
export function themeWithoutCssVars(): Plugin {
  return {
    name: 'railbite:mui-theme-without-css-vars',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const stub = STUBS[source];
      return stub && importer && stub.importer.test(importer) ? `${STUB_PREFIX}${source}` : null;
    },
    load(id) {
      return id.startsWith(STUB_PREFIX) ? STUBS[id.slice(STUB_PREFIX.length)]!.code : null;
    },
  };
}
