import 'reflect-metadata/lite';
import { browserTabStorage, LocalStorageKeyValueStore } from '../browser/storage/LocalStorageKeyValueStore';
import { readAppConfig } from '../config/readAppConfig';
import { createContainer } from './createContainer';

/** Builds the app's container from the Vite environment and the browser's storage (the device's and the tab's). */
export function bootstrapContainer() {
  return createContainer(readAppConfig(import.meta.env), {
    storage: new LocalStorageKeyValueStore(),
    tabStorage: new LocalStorageKeyValueStore(browserTabStorage()),
  });
}
