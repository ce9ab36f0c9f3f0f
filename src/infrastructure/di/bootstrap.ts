import 'reflect-metadata/lite';
import { LocalStorageKeyValueStore } from '../browser/storage/LocalStorageKeyValueStore';
import { readAppConfig } from '../config/readAppConfig';
import { createContainer } from './createContainer';

/** Builds the app's container from the Vite environment and the browser's storage. */
export function bootstrapContainer() {
  return createContainer(readAppConfig(import.meta.env), { storage: new LocalStorageKeyValueStore() });
}
