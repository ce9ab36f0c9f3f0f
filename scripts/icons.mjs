#!/usr/bin/env node
/**
 * `node scripts/icons.mjs`: draws the installed app's icons (public/icons/*.png, committed) from the logo in
 * public/favicon.svg with the local Chromium, so the build needs neither the network nor an image library.
 * - icon-192.png, icon-512.png: the logo as it is (its rounded corners transparent);
 * - maskable-512.png: the logo's red filling the whole square and its drawing shrunk into the middle 80 %, the part
 *   every launcher's mask keeps (a circle, a squircle or a rounded square).
 */
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const logo = readFileSync('public/favicon.svg', 'utf8');
const background = /<rect width="64" height="64" rx="14" fill="(#[0-9A-Fa-f]{6})"\/>/.exec(logo);
if (!background) throw new Error('public/favicon.svg no longer starts with its rounded red square');
const drawing = logo.slice(logo.indexOf(background[0]) + background[0].length, logo.lastIndexOf('</svg>'));
const maskable =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background[1]}"/>` +
  `<g transform="translate(32 32) scale(0.72) translate(-32 -32)">${drawing}</g></svg>`;

const ICONS = [
  { file: 'public/icons/icon-192.png', size: 192, svg: logo },
  { file: 'public/icons/icon-512.png', size: 512, svg: logo },
  { file: 'public/icons/maskable-512.png', size: 512, svg: maskable },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const { file, size, svg } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const source = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}</style><img src="${source}" width="${size}" height="${size}">`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    await page.screenshot({ path: file, omitBackground: true });
    await page.close();
    console.info(`wrote ${file}`);
  }
} finally {
  await browser.close();
}
