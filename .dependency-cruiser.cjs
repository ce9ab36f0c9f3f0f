/**
 * The architecture's import rules, checked in `npm test` (see docs/ARCHITECTURE.md).
 * domain ← application ← ui; adapters implement ports; only the composition root knows adapter sets.
 * Test files are exempt from the layer rules (a contract test is meant to reach both adapter sets), but tests
 * inside domain, application and ui reach adapters only through test/helpers.
 */
const notTests = '\\.(test|spec)\\.(ts|tsx)$';
const adapterSets = '^src/infrastructure/(http|fake|browser|maps|push|api|config)/';

module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'src/domain imports nothing outside itself but zod.',
      severity: 'error',
      from: { path: '^src/domain/', pathNot: notTests },
      to: { pathNot: ['^src/domain/', '^node_modules/zod/', '^node_modules/@zod/'] },
    },
    {
      name: 'ports-only-declare',
      comment: 'Ports hold interfaces and tokens; they may name domain types only.',
      severity: 'error',
      from: { path: '^src/infrastructure/ports/', pathNot: notTests },
      to: { path: '^src/', pathNot: ['^src/infrastructure/ports/', '^src/domain/'] },
    },
    {
      name: 'application-uses-domain-and-ports',
      comment: 'Use-case stores depend on the domain and on ports, never on an adapter or the UI.',
      severity: 'error',
      from: { path: '^src/application/', pathNot: notTests },
      to: { path: '^src/', pathNot: ['^src/application/', '^src/domain/', '^src/infrastructure/ports/'] },
    },
    {
      name: 'ui-never-imports-adapters',
      comment: 'The UI talks to stores and ports; the composition root decides which adapters exist.',
      severity: 'error',
      from: { path: '^src/ui/', pathNot: notTests },
      to: { path: '^src/infrastructure/', pathNot: '^src/infrastructure/ports/' },
    },
    {
      name: 'only-the-composition-root-knows-adapter-sets',
      severity: 'error',
      from: { path: '^src/', pathNot: [notTests, '^src/infrastructure/di/', '^src/infrastructure/(http|fake|browser|maps|push|api|config)/'] },
      to: { path: adapterSets },
    },
    {
      name: 'inner-layer-tests-reach-adapters-through-helpers',
      comment: 'Store, UI and domain tests get adapters from test/helpers (the harness), so src/{domain,application,ui} never name one.',
      severity: 'error',
      from: { path: '^src/(domain|application|ui)/' },
      to: { path: '^src/infrastructure/(http|fake|browser|maps|push)/' },
    },
    {
      name: 'adapter-sets-stay-apart',
      comment: 'http and fake are alternative sets: neither may import the other (both may use the shared api contract and browser adapters).',
      severity: 'error',
      from: { path: '^src/infrastructure/(http)/', pathNot: notTests },
      to: { path: '^src/infrastructure/fake/' },
    },
    {
      name: 'fake-does-not-use-http',
      severity: 'error',
      from: { path: '^src/infrastructure/fake/', pathNot: notTests },
      to: { path: '^src/infrastructure/http/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.d\\.ts$' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
