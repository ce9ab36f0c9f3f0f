import { Collection } from '@msw/data';
import type { z } from 'zod';
import { AddressRecordSchema } from './addressRecords';
import { CuisineRecordSchema, RestaurantRecordSchema } from './catalogueRecords';
import { CartLineRecordSchema } from './cartRecords';
import { MenuItemRecordSchema } from './menuRecords';
import { PushDeviceRecordSchema } from './pushRecords';
import { OrderRecordSchema } from './orderRecords';
import { OutboxRecordSchema, ResetCodeRecordSchema, SessionRecordSchema, SignInLockRecordSchema, UserRecordSchema } from './records';
import type { SnapshotStore } from './SnapshotStore';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyCollection = Collection<any>;

interface Snapshot {
  seedVersion: string;
  collections: Record<string, unknown[]>;
}

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
  readonly menuItems = new Collection({ schema: MenuItemRecordSchema });

  // Customers' server carts (persistent, seeded empty).
  readonly cartLines = new Collection({ schema: CartLineRecordSchema });

  // Devices registered for push (persistent).
  readonly pushDevices = new Collection({ schema: PushDeviceRecordSchema });
  // Customers' orders (persistent, seeded from fixtures/orders.json).
  readonly orders = new Collection({ schema: OrderRecordSchema });

  private readonly persistent = new Map<string, AnyCollection>();
  private dirty = false;

  constructor(
    private readonly snapshots: SnapshotStore,
    private readonly seedVersion: string,
  ) {
    this.registerPersistent('users', this.users);
    this.registerPersistent('sessions', this.sessions);
    this.registerPersistent('resetCodes', this.resetCodes);
    this.registerPersistent('outbox', this.outbox);
    this.registerPersistent('signInLocks', this.signInLocks);
    this.registerPersistent('addresses', this.addresses);
    this.registerPersistent('cartLines', this.cartLines);
    this.registerPersistent('pushDevices', this.pushDevices);
    this.registerPersistent('orders', this.orders);
  }

  /** Marks a collection as customer data that survives reloads (until "Reset demo data"). */
  registerPersistent(name: string, collection: AnyCollection) {
    this.persistent.set(name, collection);
    const markDirty = () => {
      this.dirty = true;
    };
    collection.hooks.on('create', markDirty);
    collection.hooks.on('update', markDirty);
    collection.hooks.on('delete', markDirty);
  }

  /** Restores the saved snapshot if it matches this seed; returns false when the caller must seed. */
  async restore(): Promise<boolean> {
    const raw = this.snapshots.load();
    if (!raw) return false;
    let snapshot: Snapshot;
    try {
      snapshot = JSON.parse(raw) as Snapshot;
    } catch {
      return false;
    }
    if (snapshot.seedVersion !== this.seedVersion) return false;
    for (const [name, collection] of this.persistent) {
      collection.clear();
      for (const record of snapshot.collections[name] ?? []) await collection.create(record);
    }
    this.dirty = false;
    return true;
  }

  /** Writes the persistent collections if anything changed since the last write. */
  flush() {
    if (!this.dirty) return;
    const collections: Record<string, unknown[]> = {};
    for (const [name, collection] of this.persistent) collections[name] = collection.all();
    this.snapshots.save(JSON.stringify({ seedVersion: this.seedVersion, collections } satisfies Snapshot));
    this.dirty = false;
  }

  /** Forgets every saved change and empties the persistent collections. */
  clearPersistent() {
    this.snapshots.clear();
    for (const collection of this.persistent.values()) collection.clear();
    this.dirty = false;
  }
}

export type RecordOf<S extends z.ZodType> = z.infer<S>;
