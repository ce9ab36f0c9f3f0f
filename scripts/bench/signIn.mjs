/** Aarav Sharma, README's first demo customer: the bench's signed-in routes are measured as him. */
export const BENCH_CUSTOMER = { phone: '9876543210', password: 'Rail@1234' };

/** Signs the demo customer in through /login in a page of `browser`'s context (its storage then stays signed in). */
export async function signIn(browser, origin) {
  const page = await browser.context.newPage();
  await page.goto(`${origin}/login`);
  await page.waitForFunction(() => globalThis.document.getElementById('root')?.hasAttribute('inert') === false);
  await page.getByLabel('Phone Number').fill(BENCH_CUSTOMER.phone);
  await page.getByLabel('Password', { exact: true }).fill(BENCH_CUSTOMER.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  await page.waitForTimeout(1000);
  await page.close();
}
