// `npm run api`: the demo backend (the same fake services and seed as the in-browser demo) over real HTTP.
// API_PORT (default 8787), API_HOST (default 127.0.0.1), API_ALLOWED_ORIGINS (default: any http://127.0.0.1:* or
// http://localhost:* page; a request from any other page is refused with 403), API_ALLOWED_HOSTS (host names the
// server answers to besides IP addresses and localhost, e.g. a laptop's `railbite.local`; any other Host is refused
// with 403 against DNS rebinding). Bodies above 1 MB are refused with 413, slow requests with 408. Data is kept in
// memory (a restart begins again from the seed) unless API_DATA_FILE names a JSON file to keep it in (e.g.
// `.data/demo-api.json`; `.data/` is git-ignored). API_DEMO_SETTINGS: the demo knobs the server follows, as JSON
// (e.g. '{"rejectingRestaurants": [1]}'; see README).
import { createServer } from 'vite';
import { ensureDependencies } from './lib/ensure-deps.mjs';

ensureDependencies();
const port = Number(process.env.API_PORT ?? 8787);
const host = process.env.API_HOST ?? '127.0.0.1';

// Vite loads the TypeScript sources as the app's build does (JSON and ?url imports, import.meta.env) without a build.
const vite = await createServer({
  configFile: false,
  logLevel: 'warn',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
});
const { startFakeApi } = await vite.ssrLoadModule('/scripts/api/fakeApiServer.ts');
const { originPolicy } = await vite.ssrLoadModule('/scripts/api/cors.ts');
const { FileSnapshotStore } = await vite.ssrLoadModule('/scripts/api/FileSnapshotStore.ts');
const dataFile = process.env.API_DATA_FILE;
const api = await startFakeApi({
  host,
  port,
  allows: originPolicy(process.env.API_ALLOWED_ORIGINS),
  ...(process.env.API_ALLOWED_HOSTS ? { allowedHosts: process.env.API_ALLOWED_HOSTS } : {}),
  ...(dataFile ? { snapshots: new FileSnapshotStore(dataFile) } : {}),
  ...(process.env.API_DEMO_SETTINGS ? { demoSettings: process.env.API_DEMO_SETTINGS } : {}),
});
const keptIn = dataFile ? `data in ${dataFile}` : 'in memory';
console.log(`› RailBite demo API on ${api.url} (${keptIn}; Ctrl+C stops it).`);
console.log(`  Try the app against it: VITE_BACKEND=http VITE_API_BASE_URL=${api.url} npm start`);

const stop = async () => {
  await api.close();
  await vite.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
