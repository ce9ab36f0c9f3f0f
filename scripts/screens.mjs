// `npm run screens`: builds the app on the offline demo backend, serves it, and photographs the phone layout
// at 390 × 844 (home, a menu with a cart, Payment, Order History, Track Order) into docs/screens/, then
// rewrites docs/SCREENS.md around the pictures.
import { mkdirSync, writeFileSync, statSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { ensureChromium } from './lib/ensure-chromium.mjs';
import { ensureDependencies } from './lib/ensure-deps.mjs';
import { buildMode, serveBuild } from './bench/buildAndServe.mjs';

const VIEWPORT = { width: 390, height: 844 };
// Not 4190: the fetch standard blocks that port ("bad port"), so the server never seemed to answer.
const port = Number(process.env.PORT ?? 4180);
const outDir = 'docs/screens';
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
/** A dish without add-ons on the first page of Rajdhani Express Kitchen's menu (fixtures/menus/2.json). */
const RESTAURANT = 2;
const DISH = 'Jeera Rice';

ensureDependencies();
const executablePath = process.env.CHROMIUM_PATH ?? ensureChromium();
console.log('› Building RailBite (fake backend)…');
buildMode('demo', 'dist');
const server = await serveBuild('dist', port);
const base = server.origin;

/** What each picture shows, in order; `take` brings the page to the screen to photograph. */
const SCREENS = [
  {
    file: 'home.png',
    title: 'Home, signed in',
    notes:
      "The header reads where the order goes ('Home · Flat 302, …', one line, the full address in its title) next to the cart and account; the sign-in push toast sits under the header, clear of the bottom bar.",
    take: async (page) => {
      await page.getByText(/^Notifications are on/).waitFor();
      await page.waitForTimeout(600);
    },
  },
  {
    file: 'menu-with-cart.png',
    title: 'Menu with a cart',
    notes:
      "Filter chips in one row that scrolls sideways; dish steppers and ADD are 44 px high; the cart bar shows '1 item added · ₹139' on its first line and the free-delivery line on its second, above the bottom bar.",
    take: async (page) => {
      await page.goto(`${base}/foods/item-card/${RESTAURANT}`);
      await page
        .getByRole('article', { name: DISH, exact: true })
        .getByRole('button', { name: 'ADD', exact: true })
        .click();
      await page.getByRole('region', { name: 'Cart summary' }).waitFor();
      await page.evaluate(() => globalThis.scrollTo(0, 0));
      await page.waitForTimeout(600);
    },
  },
  {
    file: 'payment.png',
    title: 'Payment',
    notes: 'Steppers, address radios (the whole row is the target) and tip buttons are tap targets of at least 44 px.',
    take: async (page) => {
      await page.getByRole('region', { name: 'Cart summary' }).getByRole('link', { name: 'View Cart' }).click();
      await page.getByRole('button', { name: 'Place Order' }).waitFor();
      await page.waitForTimeout(600);
    },
  },
  {
    file: 'order-history.png',
    title: 'Order History',
    notes: 'Status chips in one scrolling row; the stars to rate an order are 44 px each.',
    take: async (page) => {
      await page.goto(`${base}/user/order-history`);
      await page.getByRole('article').first().waitFor();
      await page.waitForTimeout(600);
    },
  },
  {
    file: 'track-order.png',
    title: 'Track Order',
    notes: 'The offline map and the order status under the same header and bottom bar.',
    take: async (page) => {
      await page
        .getByRole('article')
        .filter({ hasText: 'Out for Delivery' })
        .getByRole('link', { name: /^Track order / })
        .click();
      await page.getByRole('region', { name: 'Delivery route map' }).waitFor();
      await page.waitForTimeout(1200);
    },
  },
  {
    file: 'train-journey.png',
    title: 'Your journey (food on your train)',
    notes:
      "A visitor's journey by PNR at 11:00 IST on 23 Nov 2026, between Sawai Madhopur and Durgapura: the 16 stops the train has left before Sawai Madhopur fold behind 'Show 16 departed stations', so Jaipur's 'Order by 12:10' and 'Order here' are on the first screen.",
    // A visitor of its own, on the journey's clock (the demo journeys are dated 22-23 Nov 2026).
    visitorAt: new Date('2026-11-23T11:00:00+05:30'),
    take: async (page) => {
      await page.goto(`${base}/train`);
      await page.getByLabel('PNR number').fill('2401234567');
      await page.getByRole('button', { name: 'Find journey' }).click();
      await page.getByRole('button', { name: 'Show 16 departed stations' }).waitFor();
      await page.waitForTimeout(600);
    },
  },
];

/** A browser context on the phone viewport that reaches nothing but this machine. */
async function phoneContext(browser) {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1, serviceWorkers: 'block' });
  await context.route('**/*', (route) =>
    LOCAL_HOSTS.has(new URL(route.request().url()).hostname) ? route.continue() : route.abort('blockedbyclient'),
  );
  return context;
}

async function photograph() {
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await page.getByLabel('Phone Number').fill('9876543210');
    await page.getByLabel('Password', { exact: true }).fill('Rail@1234');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    mkdirSync(outDir, { recursive: true });
    for (const screen of SCREENS) {
      let shown = page;
      if (screen.visitorAt) {
        shown = await (await phoneContext(browser)).newPage();
        await shown.clock.install({ time: screen.visitorAt });
      }
      await screen.take(shown);
      await shown.screenshot({ path: `${outDir}/${screen.file}`, scale: 'css', caret: 'hide' });
      console.log(`  ${outDir}/${screen.file} (${Math.round(statSync(`${outDir}/${screen.file}`).size / 1024)} KB)`);
      if (shown !== page) await shown.context().close();
    }
  } finally {
    await browser.close();
  }
}

function writeMarkdown() {
  const sections = SCREENS.map(
    (screen) => `## ${screen.title}\n\n${screen.notes}\n\n![${screen.title} at 390 px](screens/${screen.file})\n`,
  );
  writeFileSync(
    'docs/SCREENS.md',
    [
      '# The phone layout at a glance',
      '',
      `Screenshots at ${VIEWPORT.width} × ${VIEWPORT.height} px on the offline demo backend, signed in as the demo customer Aarav (the journey: a visitor, on the journey's clock).`,
      'They are generated: run `npm run screens` (builds the app, serves it, drives Chromium) after a change to the layout.',
      'The layout rules they show are checked by `test/e2e/phone-layout.spec.ts` at 360 × 740, 390 × 844 and 1280 × 900.',
      '',
      ...sections,
    ].join('\n'),
  );
}

try {
  await photograph();
  writeMarkdown();
  console.log('› docs/SCREENS.md written');
} finally {
  server.stop();
}
