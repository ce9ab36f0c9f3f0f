import 'reflect-metadata';
import '@testing-library/jest-dom/vitest';
import { __unsafe_useEmotionCache, type EmotionCache } from '@emotion/react';
import { cleanup, configure } from '@testing-library/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, afterEach } from 'vitest';
import { currentLanguage, ENGLISH_CODE, i18n, switchLanguage, wantedLanguage } from '../../src/ui/i18n/i18n';

// Whole-app renders load lazy screens; on a busy 2-core machine that can take seconds.
configure({ asyncUtilTimeout: 5000 });

// jsdom does not implement scrolling; the app scrolls to the top on every route change.
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

/** The emotion cache MUI styles into (the default one: the app sets none). */
function emotionCache(): EmotionCache {
  const found: { cache?: EmotionCache | null } = {};
  const Probe = () => ((found.cache = __unsafe_useEmotionCache()), null);
  renderToStaticMarkup(createElement(Probe));
  if (!found.cache) throw new Error('emotion made no default cache: no document in this environment');
  return found.cache;
}

// A file that switched the language puts English back (the language every other file expects), as a fresh document
// would have it.
afterAll(async () => {
  // A switch still loading its catalog is overtaken too (the last choice wins), so it cannot land in the next file.
  if (i18n.locale !== ENGLISH_CODE || wantedLanguage() !== ENGLISH_CODE) await switchLanguage(ENGLISH_CODE);
  document.documentElement.lang = currentLanguage().tag;
});

// Files share one document per worker (isolate: false), and emotion adds a <style> per rule it inserts. jsdom's
// getComputedStyle (Testing Library's role queries, user-event's pointer checks) matches every element against every
// rule in the document, so the rules all earlier files inserted made each file slower than the last. After a file
// (its screens are unmounted), its rules go and emotion forgets it inserted them: the next file starts from none, as
// in a fresh document, and emotion inserts again what that file renders.
afterAll(() => {
  const cache = emotionCache();
  cache.sheet.flush();
  for (const name of Object.keys(cache.inserted)) delete cache.inserted[name];
});
