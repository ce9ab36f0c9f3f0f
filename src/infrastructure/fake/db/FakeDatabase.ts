import { Collection } from '@msw/data';
import { z } from 'zod/mini';
import { AddressRecordSchema } from './addressRecords';
import { CuisineRecordSchema, RestaurantRecordSchema } from './catalogueRecords';
import { CartLineRecordSchema } from './cartRecords';
import { FavoriteRecordSchema } from './favoriteRecords';
import { MenuTable } from './MenuTable';
import { PushDeviceRecordSchema } from './pushRecords';
import { OrderRecordSchema } from './orderRecords';
import { OrderNoticeRecordSchema } from './orderNoticeRecords';
import {
  OutboxRecordSchema,
  ResetCodeRecordSchema,
  SessionRecordSchema,
  SignInLockRecordSchema,
  UserRecordSchema,
} from './records';
import { schemaVersionOf } from './schemaVersion';
import type { SnapshotStore } from './SnapshotStore';
import { timeSlices } from '../seed/timeSlices';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyCollection = Collection<any>;

const SnapshotSchema = z.object({
  seedVersion: z.string(),
  collections: z.record(z.string(), z.array(z.unknown())),
});
type Snapshot = z.infer<typeof SnapshotSchema>;

/** restored: the saved demo came back; seed: nothing was saved; discarded: what was saved could not be used. */
export type RestoreOutcome = 'restored' | 'seed' | 'discarded';

/**
 * The fake backend's tables, on @msw/data collections whose schemas are zod.
 * Collections registered as persistent survive reloads through the SnapshotStore; the rest (the catalogue)
 * is seeded from fixtures/ on every start.
 */
export class FakeDatabase {
  readonly users = new Collection({ schema: UserRecordSchema });
  readonly sessions = new Collection({ schema: SessionRecordSchema });
  readonly resetCodes = new Collection({ schema: ResetCodeRecordSchema });
  readonly outbox = new Collection({ schema: OutboxRecordSchema });
  readonly signInLocks = new Collection({ schema: SignInLockRecordSchema });
  readonly addresses = new Collection({ schema: AddressRecordSchema });

  // Reference data, rebuilt from fixtures on every start.
  readonly restaurants = new Collection({ schema: RestaurantRecordSchema });
  readonly cuisines = new Collection({ schema: CuisineRecordSchema });
  /** The dishes: a read-only table whose restaurants' menus are checked when first read (MenuTable). */
  readonly menuItems = new MenuTable();

  // Customers' server carts (persistent, seeded empty).
  readonly cartLines = new Collection({ schema: CartLineRecordSchema });

  // Devices registered for push (persistent).
  readonly pushDevices = new Collection({ schema: PushDeviceRecordSchema });
  // Customers' orders (persistent, seeded from fixtures/orders.json).
  readonly orders = new Collection({ schema: OrderRecordSchema });
  // Customers' favourite restaurants (persistent, seeded empty; FEATURES F-reorder).
  readonly favorites = new Collection({ schema: FavoriteRecordSchema });
  // The last status of each order its customer was told about by push (persistent; FEATURES F-push).
  readonly orderNotices = new Collection({ schema: OrderNoticeRecordSchema });

  private readonly persistent = new Map<string, { collection: AnyCollection; schema: z.ZodMiniType }>();
  private dirty = false;
  /** The seed's version and the record shapes': a release that changes either starts from the seed. */
  private readonly seedVersion: string;

  constructor(
    private readonly snapshots: SnapshotStore,
    fixturesVersion: string,
  ) {
    this.registerPersistent('users', this.users, UserRecordSchema);
    this.registerPersistent('sessions', this.sessions, SessionRecordSchema);
    this.registerPersistent('resetCodes', this.resetCodes, ResetCodeRecordSchema);
    this.registerPersistent('outbox', this.outbox, OutboxRecordSchema);
    this.registerPersistent('signInLocks', this.signInLocks, SignInLockRecordSchema);
    this.registerPersistent('addresses', this.addresses, AddressRecordSchema);
    this.registerPersistent('cartLines', this.cartLines, CartLineRecordSchema);
    this.registerPersistent('pushDevices', this.pushDevices, PushDeviceRecordSchema);
    this.registerPersistent('orders', this.orders, OrderRecordSchema);
    this.registerPersistent('favorites', this.favorites, FavoriteRecordSchema);
    this.registerPersistent('orderNotices', this.orderNotices, OrderNoticeRecordSchema);
    this.seedVersion = `${schemaVersionOf([...this.persistent].map(([name, { schema }]) => [name, schema]))}.${fixturesVersion}`;
  }

  /** Marks a collection as customer data that survives reloads (until "Reset demo data"). */
  registerPersistent(name: string, collection: AnyCollection, schema: z.ZodMiniType) {
    this.persistent.set(name, { collection, schema });
    const markDirty = () => {
      this.dirty = true;
    };
    collection.hooks.on('create', markDirty);
    collection.hooks.on('update', markDirty);
    collection.hooks.on('delete', markDirty);
  }

  /**
   * Restores the saved snapshot. Anything that cannot be restored whole (unreadable, from another release,
   * a record of the wrong shape) is discarded: the collections are left empty for the caller to seed.
   */
  async restore(): Promise<RestoreOutcome> {
    const raw = this.snapshots.load();
    if (raw === null) return 'seed';
    try {
      if (!raw.trim()) throw new Error('the saved data is empty');
      await this.restoreFrom(SnapshotSchema.parse(JSON.parse(raw)));
      this.dirty = false;
      return 'restored';
    } catch (error) {
      console.warn('The saved demo data could not be restored, so the demo starts again from its seed', error);
      this.snapshots.setAside?.(error instanceof Error ? error.message : String(error));
      for (const { collection } of this.persistent.values()) collection.clear();
      return 'discarded';
    }
  }

  private async restoreFrom(snapshot: Snapshot) {
    if (snapshot.seedVersion !== this.seedVersion)
      throw new Error(`saved by another release (${snapshot.seedVersion}, now ${this.seedVersion})`);
    const pause = timeSlices();
    for (const [name, { collection, schema }] of this.persistent) {
      collection.clear();
      for (const record of snapshot.collections[name] ?? []) {
        if (!schema.safeParse(record).success) throw new Error(`a saved ${name} record does not fit today's shape`);
        await collection.create(record);
        await pause();
      }
    }
  }

  /** Writes the persistent collections if anything changed since the last write. */
  flush() {
    if (!this.dirty) return;
    const collections: Record<string, unknown[]> = {};
    for (const [name, { collection }] of this.persistent) collections[name] = collection.all();
    this.snapshots.save(JSON.stringify({ seedVersion: this.seedVersion, collections } satisfies Snapshot));
    this.dirty = false;
  }

  /** Forgets every saved change and empties the persistent collections. */
  clearPersistent() {
    this.snapshots.clear();
    for (const { collection } of this.persistent.values()) collection.clear();
    this.dirty = false;
  }
}

export type RecordOf<S extends z.ZodMiniType> = z.infer<S>;
