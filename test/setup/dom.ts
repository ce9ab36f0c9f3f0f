import 'reflect-metadata';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Whole-app renders load lazy screens; on a busy 2-core machine that can take seconds.
configure({ asyncUtilTimeout: 5000 });

// jsdom does not implement scrolling; the app scrolls to the top on every route change.
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
