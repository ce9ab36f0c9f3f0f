import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * Started by the page once it has painted: the app's module script and the preloads of its imports. Classic, so
 * it runs under a `script-src 'self'` CSP (no inline code); `defer`, so it runs when the HTML is parsed. It starts
 * once the first contentful paint is reported, i.e. presented: the next frame's callback can run before that, and
 * Lighthouse then counts the app's requests as something the first paint waits for (FCP 0.7-1.5 s from run to run on
 * the same page). Without paint timing, after the next frame; a hidden tab paints nothing: at once; never after 500 ms.
 * The tags go in with one insertion (each separate one made the browser re-examine the page's styles); if the app
 * cannot be downloaded, the page says so instead of leaving the inert prerendered page in place.
 */
const STARTER = `(function () {
  var me = document.currentScript;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var tags = document.createDocumentFragment();
    (me.getAttribute('data-preload') || '').split(' ').forEach(function (href) {
      if (!href) return;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      tags.appendChild(link);
    });
    var app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = me.getAttribute('data-entry');
    app.onerror = function () {
      var root = document.getElementById('root');
      if (!root) return;
      root.removeAttribute('inert');
      root.removeAttribute('aria-hidden');
      root.setAttribute('role', 'alert');
      root.textContent = 'Something went wrong while starting the app. Please try again.';
    };
    tags.appendChild(app);
    document.head.appendChild(tags);
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('paint') >= 0) {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(function () { setTimeout(start, 0); });
  }
  setTimeout(start, document.visibilityState === 'hidden' ? 0 : 500);
})();
`;

/** The groups main.tsx imports first (scripts/vite/startupChunks.ts, vite.config.ts). */
const FIRST_STEPS = new Set(['framework', 'libraries', 'ui-kit', 'app']);

/**
 * The files main.tsx's first steps need: the entry imports them dynamically (to evaluate them in tasks of their own),
 * so the HTML would not preload them, and each would wait for the file before it.
 */
function startupFiles(bundle: OutputBundle | undefined, entry: OutputChunk | undefined): string[] {
  if (!bundle || !entry) return [];
  const files: string[] = [];
  const pending = entry.dynamicImports.filter((file) => {
    const chunk = bundle[file];
    return chunk?.type === 'chunk' && FIRST_STEPS.has(chunk.name);
  });
  while (pending.length) {
    const file = pending.shift()!;
    const chunk = bundle[file];
    if (files.includes(file) || chunk?.type !== 'chunk') continue;
    files.push(file);
    pending.push(...chunk.imports);
  }
  return files;
}

/**
 * The prerendered page paints from its HTML alone, so the app's JavaScript is not requested until it has
 * painted: the first paint never waits on script downloads competing for a slow link. Replaces Vite's module
 * script and modulepreload tags with one small deferred starter script that adds them after the first frame.
 */
export function startAfterFirstPaint(): Plugin {
  let starterFile = '';
  return {
    name: 'railbite:start-after-first-paint',
    apply: 'build',
    generateBundle() {
      starterFile = this.getFileName(this.emitFile({ type: 'asset', name: 'start.js', source: STARTER }));
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        const entry = ENTRY_SCRIPT.exec(html)?.[1];
        if (!entry) throw new Error('index.html has no module script to start after the first paint');
        const preloads = [
          ...new Set([
            ...[...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]),
            ...startupFiles(bundle, chunk).map((file) => `/${file}`),
          ]),
        ];
        return html
          .replace(MODULE_PRELOAD, '')
          .replace(
            ENTRY_SCRIPT,
            `<script defer src="/${starterFile}" data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>\n    `,
          );
      },
    },
  };
}
