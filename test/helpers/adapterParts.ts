// Adapter pieces that store and component tests use directly. Tests under src/ reach adapters only through
// this file, so src/ui, src/application and src/domain import no adapter, not even in their tests.
export { MemoryKeyValueStore } from '../../src/infrastructure/browser/storage/MemoryKeyValueStore';
export { DEMO_SETTINGS_KEY } from '../../src/infrastructure/fake/adapters/DemoSettings';
export { DECLINED_TEXT } from '../../src/infrastructure/fake/adapters/FakeGateway';
export { demoFixtures } from '../../src/infrastructure/fake/seed/fixtures';
export { GazetteerGeocoder } from '../../src/infrastructure/maps/keyless/GazetteerGeocoder';
export { LocalStorageKeyValueStore } from '../../src/infrastructure/browser/storage/LocalStorageKeyValueStore';
