import { expect, type Locator, type Page } from '@playwright/test';

/** What a journey under chaos mode met: the failures the demo backend injected and the messages the customer saw. */
export interface ChaosReport {
  injected: string[];
  messages: string[];
  retries: Record<string, number>;
}

/**
 * How long a call chaos mode makes time out waits before it fails: five times the e2e build's latency (60 ms), late
 * enough to land after the calls made with it, instead of the demo's 1.5 s.
 */
const TIMEOUT_MS = 300;

/**
 * Turns chaos mode on for every page load and records each error or warning the app shows (toasts and inline
 * alerts: elements with role="alert" styled as an error or a warning) and each failure the demo backend injected.
 */
export async function startChaos(page: Page, failureRate: number, seed: number): Promise<ChaosReport> {
  const report: ChaosReport = { injected: [], messages: [], retries: {} };
  page.on('console', (message) => {
    if (message.text().startsWith('Chaos mode:')) report.injected.push(message.text());
  });
  await page.addInitScript(
    ({ failureRate, seed, timeoutMs }) => {
      localStorage.setItem('railbite.demo', JSON.stringify({ failureRate, seed, timeoutMs }));
      const seen: string[] = [];
      (window as unknown as { __alerts: string[] }).__alerts = seen;
      const record = (node: Node) => {
        if (!(node instanceof Element)) return;
        const alerts = node.matches('[role="alert"]') ? [node] : [...node.querySelectorAll('[role="alert"]')];
        for (const alert of alerts) if (/error|warning/i.test(alert.className)) seen.push(alert.textContent ?? '');
      };
      new MutationObserver((mutations) => mutations.forEach((mutation) => mutation.addedNodes.forEach(record))).observe(
        document,
        {
          childList: true,
          subtree: true,
        },
      );
    },
    { failureRate, seed, timeoutMs: TIMEOUT_MS },
  );
  return report;
}

const alertsShown = (page: Page) =>
  page.evaluate(() => (window as unknown as { __alerts?: string[] }).__alerts?.slice() ?? []);

/** The errors and warnings on screen now (a repeated toast is not shown twice, so it may be an earlier one). */
const errorsOnScreen = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[role="alert"]')]
      .filter((alert) => /error|warning/i.test(alert.className) && (alert as HTMLElement).offsetParent !== null)
      .map((alert) => alert.textContent ?? ''),
  );

/** What the customer is told now: messages that appeared since `before`, else those still on screen. */
async function toldSince(page: Page, before: number) {
  const fresh = (await alertsShown(page)).slice(before);
  return fresh.length > 0 ? fresh : errorsOnScreen(page);
}

export interface Step {
  /**
   * What the customer does (again after a failure, unless `retry` says
   * otherwise); should do nothing when there is nothing to do.
   */
  act: () => Promise<unknown>;
  /** True once the step has done what the customer wanted. */
  done: () => Promise<boolean>;
  /** What the customer does after a failure they were shown (e.g. press 'Try again'). */
  retry?: () => Promise<unknown>;
  /** A sign on screen that the step failed (a 'Try again' button, a change rolled back). */
  failed?: () => Promise<boolean>;
  /**
   * Judge the step by `failed` alone: messages about other things (a background load) do not fail it, and a
   * `failed` step must have shown a message of its own (a silent rollback fails the test).
   */
  byState?: boolean;
}

/** After a message appears, how long the step may still finish (the message may be about something else). */
const GRACE_MS = 2_500;

/**
 * Does a step of the journey the way a customer would under bad networks: act, then wait until it is done or
 * it visibly failed, and then try again. A step that neither succeeds nor says it failed within 20 s fails the
 * test (a failure nobody was told about, or a hang), and so does one still failing after `attempts` tries.
 */
export async function untilDone(page: Page, report: ChaosReport, name: string, step: Step, attempts = 12) {
  let action = step.act;
  const started = Date.now();
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const before = (await alertsShown(page)).length;
    await action();
    const { outcome, told, signOnScreen } = await settle(page, step, before);
    if (outcome === 'done') {
      if (process.env.CHAOS_TRACE) console.info(`  ${name}: ${Date.now() - started} ms, ${attempt} tries`);
      return;
    }
    const shown = told.length > 0 ? told : await toldSince(page, before);
    if (process.env.CHAOS_TRACE) console.info(`  ${name}: try ${attempt} failed: ${JSON.stringify(shown)}`);
    // A failure shows a message, or a sign of its own on screen (a 'Try again' with its error).
    expect(shown.length > 0 || signOnScreen, `${name}: failed without a message`).toBe(true);
    report.messages.push(...shown);
    report.retries[name] = (report.retries[name] ?? 0) + 1;
    action = step.retry ?? step.act;
  }
  throw new Error(`${name}: still failing after ${attempts} tries`);
}

/** Waits until the step is done or failed; `told` is what the customer was shown when it failed. */
async function settle(
  page: Page,
  step: Step,
  before: number,
): Promise<{ outcome: 'done' | 'failed'; told: string[]; signOnScreen?: boolean }> {
  const deadline = Date.now() + 20_000;
  let messageAt: number | null = null;
  let told: string[] = [];
  while (Date.now() < deadline) {
    if (await step.done()) return { outcome: 'done', told };
    if (await step.failed?.()) {
      // A state-judged failure (a rollback) comes with its message.
      if (step.byState)
        await expect
          .poll(async () => (told = await toldSince(page, before)).length, {
            timeout: 5_000,
            message: 'a rollback nobody was told about',
          })
          .toBeGreaterThan(0);
      return { outcome: 'failed', told, signOnScreen: !step.byState };
    }
    if (!step.byState && messageAt === null && (told = await toldSince(page, before)).length > 0)
      messageAt = Date.now();
    if (messageAt !== null && Date.now() - messageAt > GRACE_MS) return { outcome: 'failed', told };
    await page.waitForTimeout(150);
  }
  throw new Error('neither done nor a visible failure within 20 s');
}

/** True when the locator is on screen now (no waiting). */
export const showing = async (locator: Locator) => (await locator.count()) > 0 && (await locator.first().isVisible());
