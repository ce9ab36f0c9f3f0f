import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { settleToasts } from './support/layout';
import { forgetPushDevice, pushDeviceRegistered } from './support/pushDevice';

const PHONE = { width: 360, height: 740 };
/** A name of 300 characters in one word, as one kept from before names were limited to 50. */
const LONG_NAME = `Kabir${'a'.repeat(295)}`;

/** Gives the signed-in customer a name in the demo backend's saved data (read again on the next page load). */
const renameInDemoBackend = (page: Page, mobile: string, name: string) =>
  page.evaluate(
    ([phone, firstName]) => {
      const saved = JSON.parse(localStorage.getItem('railbite.fake-backend') ?? '{}') as {
        collections: { users: { mobile: string; firstName: string }[] };
      };
      const user = saved.collections.users.find((candidate) => candidate.mobile === phone);
      if (!user) throw new Error(`no demo customer ${phone}`);
      user.firstName = firstName;
      localStorage.setItem('railbite.fake-backend', JSON.stringify(saved));
    },
    [mobile, name] as const,
  );

/**
 * The element and its text lie within the screen's width (text that runs out of its box counts, although the box
 * itself stays in place), and the page does not scroll sideways.
 */
async function expectTextWithinScreen(page: Page, element: Locator, what: string) {
  const { box, text } = await element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const [outer, inner] = [node.getBoundingClientRect(), range.getBoundingClientRect()];
    return { box: { left: outer.left, right: outer.right }, text: { left: inner.left, right: inner.right } };
  });
  for (const [part, rect] of [
    ['box', box],
    ['text', text],
  ] as const) {
    expect(rect.left, `${what}: its ${part} starts on screen`).toBeGreaterThanOrEqual(-0.5);
    expect(rect.right, `${what}: its ${part} ends on screen`).toBeLessThanOrEqual(PHONE.width + 0.5);
  }
  expect(text.right, `${what}: its text stays inside its box`).toBeLessThanOrEqual(box.right + 0.5);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth > innerWidth),
    'the page scrolls sideways',
  ).toBe(false);
}

test.use({ viewport: PHONE });

test('at 360 px a 300-character name stays on screen in the greeting and the account drawer', async ({
  page,
  signedIn,
}) => {
  await signedIn('kabir');
  await page.goto('/');
  await expect.poll(() => pushDeviceRegistered(page)).toBe(true);
  await renameInDemoBackend(page, '7000000001', LONG_NAME);
  await forgetPushDevice(page);
  await page.reload();

  const greeting = page.locator('.notistack-MuiContent').filter({ hasText: `Hi ${LONG_NAME},` });
  await expect(greeting).toBeVisible();
  await settleToasts(page);
  await expectTextWithinScreen(page, greeting, 'the greeting');

  // Kabir has no saved address: the home page asks for one first.
  await page.getByRole('button', { name: 'Browse Without Address' }).click();
  await page.getByRole('button', { name: 'Account' }).click();
  const name = page.getByRole('heading', { level: 2, name: LONG_NAME });
  await expect(name).toBeVisible();
  // Ellipsized on one line (its box on screen, the rest hidden), with the whole name as its title.
  const box = (await name.boundingBox())!;
  expect(box.x + box.width, "the drawer's name ends on screen").toBeLessThanOrEqual(PHONE.width + 0.5);
  await expect(name).toHaveCSS('text-overflow', 'ellipsis');
  await expect(name).toHaveCSS('overflow', 'hidden');
  await expect(name).toHaveAttribute('title', LONG_NAME);
});

test('at 360 px a long message without spaces wraps inside its chat bubble', async ({ page }) => {
  await page.goto('/help');
  await page.getByRole('button', { name: 'Start Chat' }).click();
  const chat = page.getByRole('dialog', { name: 'Live Support' });
  const word = 'x'.repeat(300);
  await chat.getByRole('textbox', { name: 'Type your message...' }).fill(word);
  await chat.getByRole('textbox', { name: 'Type your message...' }).press('Enter');
  const bubble = chat.getByText(word, { exact: true });
  await expect(bubble).toBeVisible();
  await expectTextWithinScreen(page, bubble, 'the bubble');
  const log = chat.getByRole('log', { name: 'Conversation' });
  expect(await log.evaluate((element) => element.scrollWidth <= element.clientWidth), 'the log scrolls sideways').toBe(
    true,
  );
});
