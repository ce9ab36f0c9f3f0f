/**
 * The architecture's import rules, checked in `npm test` (see docs/ARCHITECTURE.md).
 * domain ← application ← ui; adapters implement ports; only the composition root knows adapter sets.
 * Test files are exempt from the layer rules (a contract test is meant to reach both adapter sets), but tests
 * inside domain, application and ui reach adapters only through test/helpers.
 */
const notTests = '\\.(test|spec)\\.(ts|tsx)$';
const adapterSets = '^src/infrastructure/(http|fake|browser|maps|push|api|apiAdapters|config)/';
/** The packages a layer may import, as dependency-cruiser paths (anything else under node_modules is refused). */
const packages = (...names) => names.map((name) => `^node_modules/${name}/`);
const anyPackage = '^node_modules/';

module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'src/domain imports nothing outside itself but zod (its only allowed package).',
      severity: 'error',
      from: { path: '^src/domain/', pathNot: notTests },
      to: { pathNot: ['^src/domain/', ...packages('zod', '@zod')] },
    },
    {
      name: 'application-packages',
      comment: 'Use-case stores use MobX, inversify and zod only: no React, MUI, Leaflet, Firebase or msw.',
      severity: 'error',
      from: { path: '^src/application/', pathNot: notTests },
      to: { path: anyPackage, pathNot: packages('mobx', 'inversify', '@inversifyjs', 'zod', '@zod') },
    },
    {
      name: 'ports-packages',
      comment: 'Ports are interfaces: they may name a React type (a map renderer is a component), nothing else.',
      severity: 'error',
      from: { path: '^src/infrastructure/ports/', pathNot: notTests },
      to: { path: anyPackage, pathNot: packages('react') },
    },
    {
      name: 'api-contract-and-config-packages',
      comment: 'The shared API contract (schemas, mappers, paths) and the configuration reader use zod only.',
      severity: 'error',
      from: { path: '^src/infrastructure/(api|config)/', pathNot: notTests },
      to: { path: anyPackage, pathNot: packages('zod', '@zod') },
    },
    {
      name: 'inner-layers-use-no-node-builtins',
      comment: 'Domain, application, ports and the API contract run in the browser: no node: modules.',
      severity: 'error',
      from: { path: '^src/(domain|application|infrastructure/(ports|api|config))/', pathNot: notTests },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'mui-only-in-ui',
      comment: 'MUI, emotion and notistack are the UI toolkit: no store, port or adapter draws with them.',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/ui/', notTests] },
      to: { path: packages('@mui', '@emotion', 'notistack') },
    },
    {
      name: 'map-libraries-only-in-maps-adapters',
      comment: 'Leaflet and Google Maps stay behind the MapRenderer and Geocoder ports (src/infrastructure/maps).',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/infrastructure/maps/', notTests] },
      to: { path: packages('leaflet', 'react-leaflet', '@react-leaflet', '@react-google-maps', '@googlemaps') },
    },
    {
      name: 'firebase-only-in-push-adapters',
      comment: 'Firebase stays behind the push ports (src/infrastructure/push).',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/infrastructure/push/', notTests] },
      to: { path: packages('firebase', '@firebase') },
    },
    {
      name: 'msw-only-in-the-fake-backend',
      comment: 'msw and @msw/data are the demo backend: the http adapters and the app never run them.',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/infrastructure/fake/', notTests] },
      to: { path: packages('msw', '@msw', '@mswjs') },
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
      name: 'adapters-never-import-application-or-ui',
      comment: 'Adapters implement ports for the stores; they never reach up into a store or a screen.',
      severity: 'error',
      from: { path: adapterSets, pathNot: notTests },
      to: { path: '^src/(application|ui)/' },
    },
    {
      name: 'only-the-composition-root-knows-adapter-sets',
      severity: 'error',
      from: {
        path: '^src/',
        pathNot: [notTests, '^src/infrastructure/di/', adapterSets],
      },
      to: { path: adapterSets },
    },
    {
      name: 'inner-layer-tests-reach-adapters-through-helpers',
      comment:
        'Store, UI and domain tests get adapters, API paths and configuration from test/helpers (the harness), typed as ports, so src/{domain,application,ui} never name one.',
      severity: 'error',
      from: { path: '^src/(domain|application|ui)/' },
      to: { path: adapterSets },
    },
    {
      name: 'adapter-sets-stay-apart',
      comment:
        'http and fake are alternative sets: neither may import the other (both may use the shared api contract and browser adapters).',
      severity: 'error',
      from: { path: '^src/infrastructure/(http)/', pathNot: notTests },
      to: { path: '^src/infrastructure/fake/' },
    },
    {
      name: 'shared-api-adapters-belong-to-no-set',
      comment:
        'The user-API adapters (apiAdapters) serve both sets through the EndpointCaller port: they import neither set.',
      severity: 'error',
      from: { path: '^src/infrastructure/apiAdapters/', pathNot: notTests },
      to: { path: '^src/infrastructure/(http|fake)/' },
    },
    {
      name: 'api-adapters-packages',
      comment: 'The shared user-API adapters use inversify (DI) and zod only.',
      severity: 'error',
      from: { path: '^src/infrastructure/apiAdapters/', pathNot: notTests },
      to: { path: anyPackage, pathNot: packages('inversify', '@inversifyjs', 'zod', '@zod') },
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
    exclude: { path: '^(src|test)/.*\\.d\\.ts$' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
