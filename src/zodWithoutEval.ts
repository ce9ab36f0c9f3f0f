// What `import … from 'zod'` resolves to in the production build (scripts/vite/zodWithoutEval.ts): zod with its
// `new Function` fast path turned off before any schema exists. The content security policy allows no eval
// (FEATURES F-safety), and even zod's guarded probe for it is reported as a violation. Tests and dev use zod directly.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
