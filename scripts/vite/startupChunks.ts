import type { Plugin } from 'vite';

/**
 * The modules every page runs at start, by the module that main.tsx (or the container) imports at start: each group
 * is that module and everything it imports statically, so it holds only code that is downloaded at start anyway.
 * Left alone the bundler splits that code into some fifty files, most under 1 KB; each costs a request on a slow
 * link and compresses alone (one file is about 11 KB gzip smaller than the sum on `/`). Two groups, not one, so
 * the components and the container are still evaluated in separate tasks (see main.tsx). Modules imported on
 * demand (screens, adapters loaded on first call, the demo backend, Google Maps, Firebase) stay in their own chunks.
 */
const STARTUP_GROUPS = [
  { name: 'app', roots: ['src/ui/app/startApp.tsx'] },
  {
    name: 'container',
    roots: [
      'src/infrastructure/di/bootstrap.ts',
      'src/infrastructure/http/httpAdapterModule.ts',
      'src/infrastructure/maps/keylessMapsModule.ts',
    ],
  },
] as const;

type GroupName = (typeof STARTUP_GROUPS)[number]['name'];

const normalise = (id: string) => id.replace(/\\/g, '/').replace(/\?.*$/, '');

/**
 * Only the app's own modules and zod are grouped: a library's index re-exports every part of it (MUI's components),
 * and the module graph does not say which of them tree-shaking keeps, so libraries stay where the bundler puts them.
 */
const GROUPED = /\/src\/|\/node_modules\/zod\//;

/**
 * Works out the groups when the module graph is complete (buildEnd) and hands rolldown one code-splitting group per
 * start-up group, whose `test` reads that result (rolldown assigns chunks after buildEnd).
 */
export function startupChunks(priority: number) {
  const members = new Map<string, GroupName>();
  let computed = false;

  const plugin: Plugin = {
    name: 'railbite:startup-chunks',
    apply: 'build',
    buildStart() {
      members.clear();
      computed = false;
    },
    buildEnd(error) {
      if (error) return;
      const ids = [...this.getModuleIds()];
      for (const group of STARTUP_GROUPS) {
        const pending = ids.filter((id) => group.roots.some((root) => normalise(id).endsWith(`/${root}`)));
        while (pending.length) {
          const id = pending.pop()!;
          if (members.has(id)) continue;
          members.set(id, group.name);
          if (!GROUPED.test(normalise(id))) continue;
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      }
      computed = true;
    },
  };

  const groups = STARTUP_GROUPS.map((group) => ({
    name: group.name,
    priority,
    test: (id: string) => {
      if (!computed) throw new Error('startupChunks: the module graph was not read (is the plugin in the build?)');
      return members.get(id) === group.name && GROUPED.test(normalise(id));
    },
  }));

  return { plugin, groups };
}
