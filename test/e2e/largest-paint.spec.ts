import type { Page } from '@playwright/test';
import { appPaths } from './support/appPaths';
import { expect, test } from './support/fixtures';
import { type PaintRecord, shiftTotal, watchPaints } from './support/paintRecord';

/**
 * FEATURES F-paint: on every route, signed out and signed in, LCP ≤ 2.0 s and CLS ≤ 0.02 on a phone. Lighthouse's
 * simulated slow 4G puts anything drawn after the app's JavaScript at 3-4 s, so the page's largest element must be one
 * the prerendered HTML drew (a later, smaller paint is fine), and nothing may move when the app's data arrives. Both
 * are deterministic, unlike Lighthouse's timings on a shared machine, so `npm test` checks them on every route; `npm
 * run bench -- --all` measures the times.
 */
test.use({ viewport: { width: 412, height: 823 } });

/** The routes split over a few tests, so the two workers share them. */
const PARTS = 4;
const part = (index: number) => appPaths().filter((_, position) => position % PARTS === index);

async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('inert') === false);
  // Paint and layout-shift entries are reported after the frame that made them.
  await page.waitForTimeout(300);
}

const describe = (path: string, record: PaintRecord) =>
  `${path}: largest paint ${record.largest ? `<${record.largest.element}> ${record.largest.size} px² at ${record.largest.path}, ${record.largest.prerendered ? 'prerendered' : 'drawn by the app'}` : 'none'}; shifts ${JSON.stringify(record.shifts)}`;

for (const visitor of ['signed out', 'signed in'] as const) {
  for (let index = 0; index < PARTS; index++) {
    test(`every route at 412 px, ${visitor}, part ${index + 1} of ${PARTS}: the largest paint is the prerendered page's and nothing moves`, async ({
      page,
      signedIn,
    }) => {
      if (visitor === 'signed in') await signedIn('aarav');
      const record = await watchPaints(page);
      const failures: string[] = [];
      for (const path of part(index)) {
        await page.goto(path);
        await settled(page);
        const paints = await record();
        const cls = shiftTotal(paints);
        if (!paints.largest?.prerendered || cls > 0.02) failures.push(describe(path, paints));
      }
      expect(failures).toEqual([]);
    });
  }
}
