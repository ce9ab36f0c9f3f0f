import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const JITLESS_ZOD = fileURLToPath(new URL('../../src/zodWithoutEval.ts', import.meta.url));

/**
 * In the production build every `import … from 'zod'` gets src/zodWithoutEval.ts, which turns zod's eval-based fast
 * path off before the importing module builds a schema. A setting made once in main.tsx is not enough: the bundler
 * runs chunks that build schemas before the entry's own code.
 */
export function zodWithoutEval(): Plugin {
  return {
    name: 'railbite:zod-without-eval',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source === 'zod' ? JITLESS_ZOD : null;
    },
  };
}
