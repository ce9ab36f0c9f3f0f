/**
 * The http project (test/e2e-http): the app built for the http adapters (VITE_BACKEND=http) against the demo API
 * server (`npm run api`) over a real socket. Its two servers are started only when the run includes the project,
 * so `npx playwright test test/e2e/x.spec.ts` does not pay for a second build.
 */
export const HTTP_PROJECT = 'http';
export const HTTP_TEST_DIR = 'test/e2e-http';

/**
 * The ports of the http project's servers, derived from the demo build's so parallel runs on other ports do not clash.
 */
export function httpProjectPorts(e2ePort: number) {
  return {
    app: Number(process.env.E2E_HTTP_PORT ?? e2ePort + 1000),
    api: Number(process.env.E2E_API_PORT ?? e2ePort + 4470),
  };
}

/** Options whose value may follow as the next argument (not a file filter). */
const WITH_VALUE = new Set([
  '--workers',
  '-j',
  '--grep',
  '-g',
  '--grep-invert',
  '--reporter',
  '--retries',
  '--repeat-each',
  '--timeout',
  '--shard',
  '--max-failures',
  '--output',
  '--config',
  '-c',
  '--trace',
]);

const valueOf = (args: string[], index: number, flag: string) => {
  const arg = args[index]!;
  return arg === flag ? args[index + 1] : arg.startsWith(`${flag}=`) ? arg.slice(flag.length + 1) : undefined;
};

/** The folders of the projects that use the demo build only (test/e2e, and test/e2e-offline for the worker). */
const DEMO_ONLY_DIRS = /e2e(-offline)?\//;

/**
 * Whether `playwright test <args>` will run the http project: no --project or one naming it, and no file filter
 * or one that names the project's folder. A `--project` or filter the parser does not foresee errs on running it.
 */
export function runsHttpProject(argv: readonly string[]): boolean {
  const start = argv.indexOf('test');
  if (start < 0) return true;
  const args = argv.slice(start + 1);
  const projects: string[] = [];
  const filters: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    const project = valueOf(args, index, '--project');
    if (project !== undefined) {
      projects.push(project);
      if (arg === '--project') index++;
    } else if (WITH_VALUE.has(arg)) index++;
    else if (!arg.startsWith('-')) filters.push(arg);
  }
  if (projects.length > 0 && !projects.includes(HTTP_PROJECT)) return false;
  if (filters.length > 0 && !filters.some((filter) => filter.includes('e2e-http') || !DEMO_ONLY_DIRS.test(filter)))
    return false;
  return true;
}
