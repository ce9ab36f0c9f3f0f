// `npm start`: install what is missing, build the app for the offline fake backend, serve it.
import { ensureDependencies } from './lib/ensure-deps.mjs';
import { runBin } from './lib/run.mjs';

const port = process.env.PORT ?? '4173';
ensureDependencies();
console.log('› Building RailBite (fake backend, offline demo)…');
runBin('vite', ['build', '--logLevel', 'warn'], {
  env: { ...process.env, VITE_BACKEND: process.env.VITE_BACKEND ?? 'fake' },
});
console.log(
  `\n› RailBite is being served at http://localhost:${port}/ (also http://127.0.0.1:${port}/). Ctrl+C stops it.\n`,
);
runBin('vite', ['preview', '--port', port, '--strictPort', '--host', '127.0.0.1']);
