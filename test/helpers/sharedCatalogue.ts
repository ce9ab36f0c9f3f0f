import { FakeDatabase } from '../../src/infrastructure/fake/db/FakeDatabase';
import { MemorySnapshotStore } from '../../src/infrastructure/fake/db/SnapshotStore';
import type { DemoFixtures } from '../../src/infrastructure/fake/seed/fixtures';
import { seedReferenceData } from '../../src/infrastructure/fake/seed/seedDatabase';

const CATALOGUE = ['cuisines', 'restaurants'] as const;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Reflect.ownKeys(value)) deepFreeze((value as Record<PropertyKey, unknown>)[key]);
  }
  return value;
}

const seeded = new WeakMap<DemoFixtures, Promise<FakeDatabase>>();

/**
 * Fills a test backend's catalogue from one seeded (and schema-checked) once per worker. The dishes are not shared:
 * a MenuTable checks a restaurant's menu when a test first reads it. The records are frozen and shared: @msw/data
 * replaces a record on update (it never edits one in place), so a test that changes a restaurant changes its own
 * collection only, and code that wrote into a record in place would throw here instead of leaking.
 * (`Collection.all()` returns the collection's own list of records.)
 */
export async function copySharedCatalogue(db: FakeDatabase, fixtures: DemoFixtures) {
  let template = seeded.get(fixtures);
  if (!template) {
    template = (async () => {
      const catalogue = new FakeDatabase(new MemorySnapshotStore(), 'catalogue');
      await seedReferenceData(catalogue, fixtures);
      for (const name of CATALOGUE) deepFreeze(catalogue[name].all());
      return catalogue;
    })();
    seeded.set(fixtures, template);
  }
  const catalogue = await template;
  const share = <T>(into: { all(): T[] }, from: { all(): T[] }) => into.all().push(...from.all());
  share(db.cuisines, catalogue.cuisines);
  share(db.restaurants, catalogue.restaurants);
  db.menuItems.readFrom(fixtures.menus);
}
