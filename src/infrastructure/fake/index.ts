/** Entry point of the fake adapter set, loaded lazily so the live build does not ship the demo data. */
export { fakeAdapterModule } from './fakeAdapterModule';
export { createFakeServer, securityFrom } from './createFakeServer';
export { LocalStorageSnapshotStore, MemorySnapshotStore } from './db/SnapshotStore';
export type { FakeServer } from './server/FakeServer';
