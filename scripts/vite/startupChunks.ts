import type { Plugin } from 'vite';

/**
 * The modules every page runs at start, by the module that main.tsx (or the container) imports at start: each group is
 * that module and everything it imports statically, so it holds only code that is downloaded at start anyway. Left
 * alone the bundler splits that code into some fifty files, most under 1 KB; each costs a request on a slow link and
 * compresses alone (one file is about 11 KB gzip smaller than the sum on `/`). Two groups, not one, so the components
 * and the container are still evaluated in separate tasks (see main.tsx); the container's zod schemas (the library and
 * the API's schemas) are a third file, evaluated in a task before the rest of the container (`SCHEMAS`: building zod
 * schemas is most of the container's evaluation), and the catalogue's and the cart's schemas a fourth, evaluated in the
 * task after it (`CATALOGUE_SCHEMAS`). The demo backend, which the demo's container imports at start, is a fifth (its
 * database a file of its own, `demo-database`, evaluated in a task before it), and the modules it shares with the
 * screens a sixth (`backend-shared`). What main.tsx itself imports statically (its helpers) is a file of its own
 * (`entry-helpers`): inside the components' file, the entry would evaluate that whole file, and the framework it
 * imports, in one long task. Modules imported on demand (screens, adapters loaded on first call, Google Maps, Firebase)
 * stay in their own chunks.
 */
const STARTUP_GROUPS = [
  { name: 'app', roots: ['src/ui/app/startApp.tsx'] },
  {
    name: 'container',
    roots: [
      'src/infrastructure/di/bootstrap.ts',
      'src/infrastructure/di/startupSchemas.ts',
      'src/infrastructure/di/startupCatalogueSchemas.ts',
      'src/infrastructure/http/httpAdapterModule.ts',
      'src/infrastructure/maps/keylessMapsModule.ts',
      // The demo data's file names, which the demo's container asks for as it starts (an http build has none).
      'src/infrastructure/fake/seed/demoDataFiles.ts',
    ],
  },
  // The demo's container imports the demo backend at start (an http build has none): what the backend imports
  // arrives with it, not as two more round trips of small files (its endpoint tables, then the rules they import).
  // Exclusive: a module the app's screens import too stays out of it, or a screen would wait for the whole backend.
  {
    name: 'demo-backend',
    roots: ['src/infrastructure/fake/index.ts', 'src/infrastructure/fake/demoDatabase.ts'],
    exclusive: true,
  },
] as const satisfies readonly { name: string; roots: readonly string[]; exclusive?: boolean }[];

const SHARED_WITH_BACKEND = 'backend-shared';

/**
 * The demo backend's first file: what `demoDatabase.ts` reaches of the backend (its database, the records' schemas,
 * @msw/data). The container evaluates it in a task before the rest: the whole backend in one task took 20 ms of CPU.
 */
const BACKEND_DATABASE = { name: 'demo-database', root: 'src/infrastructure/fake/demoDatabase.ts' } as const;

type GroupName =
  (typeof STARTUP_GROUPS)[number]['name'] | 'entry' | typeof SHARED_WITH_BACKEND | (typeof BACKEND_DATABASE)['name'];

const ENTRY = 'src/main.tsx';

const normalise = (id: string) => id.replace(/\\/g, '/').replace(/\?.*$/, '');
/** Whether the module is one of these files (paths from the project's root). */
const isOneOf = (id: string, files: readonly string[]) => files.some((file) => normalise(id).endsWith(`/${file}`));

/**
 * Only the app's own modules and zod are grouped: a library's index re-exports every part of it (MUI's components),
 * and the module graph does not say which of them tree-shaking keeps, so libraries stay where the bundler puts them.
 */
const GROUPED = /\/src\/|\/node_modules\/zod\//;
/** The container's modules that go into the `schemas` file (main.tsx evaluates it in a task of its own). */
const SCHEMAS = /\/node_modules\/zod\/|\/src\/infrastructure\/api\/schemas\/|\/src\/infrastructure\/di\/startupSchemas/;
/**
 * Of those, the ones that go into a second file, `catalogue-schemas`, evaluated in the task after the first: building
 * the catalogue's and the cart's schemas took 8-10 ms of CPU on its own (zod builds each schema's parts as it is made).
 */
const CATALOGUE_SCHEMAS =
  /\/src\/infrastructure\/api\/schemas\/(catalogue|cart)\.ts$|\/src\/infrastructure\/di\/startupCatalogueSchemas\.ts$/;

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
      /** Moves every module of the group that a module outside it imports to `backend-shared`, until none is left. */
      const moveSharedModulesOut = (group: GroupName, roots: readonly string[]) => {
        const inGroup = (id: string) => members.get(id) === group;
        let dropped = true;
        while (dropped) {
          dropped = false;
          for (const [id, name] of members) {
            if (name !== group || isOneOf(id, roots)) continue;
            const info = this.getModuleInfo(id);
            if ([...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])].every(inGroup)) continue;
            members.set(id, SHARED_WITH_BACKEND);
            dropped = true;
          }
        }
      };
      const ids = [...this.getModuleIds()];
      /**
       * Gives `group` each module its roots reach that is in no group yet (or in group `from`), following the imports
       * `follow` allows.
       */
      const claim = (group: GroupName, roots: readonly string[], follow: (id: string) => boolean, from?: GroupName) => {
        const pending = ids.filter((id) => isOneOf(id, roots));
        while (pending.length) {
          const id = pending.pop()!;
          if (members.get(id) !== from) continue;
          members.set(id, group);
          if (follow(id)) pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      };
      // What main.tsx imports statically stays in the entry's file: in a group's file, evaluating the entry would
      // evaluate that whole group (and what it imports) in the entry's task.
      claim('entry', [ENTRY], () => true);
      for (const group of STARTUP_GROUPS) {
        claim(group.name, group.roots, (id) => GROUPED.test(normalise(id)));
        if ('exclusive' in group) moveSharedModulesOut(group.name, group.roots);
      }
      // The backend's database part: its modules that the database's root reaches without leaving the backend.
      claim(BACKEND_DATABASE.name, [BACKEND_DATABASE.root], () => true, 'demo-backend');
      computed = true;
    },
  };

  const computedMembers = () => {
    if (!computed) throw new Error('startupChunks: the module graph was not read (is the plugin in the build?)');
    return members;
  };
  const member = (id: string, group: GroupName) => computedMembers().get(id) === group && GROUPED.test(normalise(id));
  const groups = [
    {
      name: 'entry-helpers',
      priority: priority + 3,
      test: (id: string) => computedMembers().get(id) === 'entry' && !isOneOf(id, [ENTRY]),
    },
    // First the library and the schemas the container's other modules build on, then the catalogue's and the cart's:
    // a group takes what its modules import that no group before it took, so the order keeps zod in the first.
    {
      name: 'schemas',
      priority: priority + 2,
      test: (id: string) =>
        member(id, 'container') && SCHEMAS.test(normalise(id)) && !CATALOGUE_SCHEMAS.test(normalise(id)),
    },
    {
      name: 'catalogue-schemas',
      priority: priority + 1,
      test: (id: string) => member(id, 'container') && CATALOGUE_SCHEMAS.test(normalise(id)),
    },
    // The bundler fills the groups in order of priority, each with what its modules import that no group before it
    // took: the demo backend's shared modules (the modules the app's screens import too) make one file, taken
    // after the app and the container, and before the backend's files (which would otherwise take them all); its
    // database (with the libraries it imports) before the rest of it.
    ...STARTUP_GROUPS.map((group) => ({
      name: group.name,
      priority: 'exclusive' in group ? priority - 3 : priority,
      test: (id: string) => member(id, group.name),
    })),
    {
      name: SHARED_WITH_BACKEND,
      priority: priority - 1,
      test: (id: string) => computedMembers().get(id) === SHARED_WITH_BACKEND,
    },
    {
      name: BACKEND_DATABASE.name,
      priority: priority - 2,
      test: (id: string) => computedMembers().get(id) === BACKEND_DATABASE.name,
    },
  ];

  return { plugin, groups };
}
