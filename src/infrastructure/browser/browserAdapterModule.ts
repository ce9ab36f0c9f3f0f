import { ContainerModule } from 'inversify';
import { type KeyValueStore, KeyValueStoreToken } from '../ports/KeyValueStore';
import { SessionRepositoryToken } from '../ports/SessionRepository';
import { StoredSessionRepository } from './storage/StoredSessionRepository';

/** Browser adapters shared by both adapter sets: local storage and the session kept in it. */
export function browserAdapterModule(storage: KeyValueStore) {
  return new ContainerModule(({ bind }) => {
    bind(KeyValueStoreToken).toConstantValue(storage);
    bind(SessionRepositoryToken).to(StoredSessionRepository).inSingletonScope();
  });
}
