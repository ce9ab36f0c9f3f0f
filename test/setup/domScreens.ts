import { beforeAll } from 'vitest';
import { preloadEveryScreen } from '../helpers/preloadEveryScreen';

// Every screen's code is loaded before a file's tests run (at once after the worker's first file).
beforeAll(preloadEveryScreen);
