import { describe, expect, it, vi } from 'vitest';
import { registerAppWorker, SKIP_WAITING, switchToWaitingVersion } from './registerAppWorker';

/** A worker and a registration whose events the test fires. */
function fakeWorker(state: ServiceWorkerState = 'installing') {
  const target = new EventTarget();
  return Object.assign(target, { state, postMessage: vi.fn() }) as unknown as ServiceWorker & { state: string };
}

function fakeBrowser({ controlled, waiting }: { controlled: boolean; waiting?: ServiceWorker }) {
  const registration = Object.assign(new EventTarget(), { waiting: waiting ?? null, installing: null }) as unknown as {
    waiting: ServiceWorker | null;
    installing: ServiceWorker | null;
  } & EventTarget;
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? fakeWorker('activated') : null,
    register: vi.fn(async () => registration as unknown as ServiceWorkerRegistration),
  });
  /** A new version downloads and installs while the page is open. */
  const install = () => {
    const worker = fakeWorker();
    registration.installing = worker;
    registration.dispatchEvent(new Event('updatefound'));
    registration.installing = null;
    registration.waiting = worker;
    (worker as { state: string }).state = 'installed';
    worker.dispatchEvent(new Event('statechange'));
  };
  return { container, registration, install };
}

describe("registering the app's worker", () => {
  it('announces a version that finishes installing while a version is in control', async () => {
    const browser = fakeBrowser({ controlled: true });
    const onWaiting = vi.fn();
    await registerAppWorker(onWaiting, browser.container);
    expect(onWaiting).not.toHaveBeenCalled();
    browser.install();
    expect(onWaiting).toHaveBeenCalledTimes(1);
  });

  it('announces a version left waiting by an earlier visit at once', async () => {
    const onWaiting = vi.fn();
    await registerAppWorker(onWaiting, fakeBrowser({ controlled: true, waiting: fakeWorker('installed') }).container);
    expect(onWaiting).toHaveBeenCalledTimes(1);
  });

  it('does not announce the first install (nothing older to replace)', async () => {
    const browser = fakeBrowser({ controlled: false });
    const onWaiting = vi.fn();
    await registerAppWorker(onWaiting, browser.container);
    browser.install();
    expect(onWaiting).not.toHaveBeenCalled();
  });

  it('gives up quietly when the browser answers with no registration (workers blocked by a policy)', async () => {
    const container = { ...fakeBrowser({ controlled: false }).container, register: vi.fn(async () => undefined) };
    await expect(
      registerAppWorker(vi.fn(), container as unknown as Parameters<typeof registerAppWorker>[1]),
    ).resolves.toBeUndefined();
  });
});

describe('switching to the waiting version (the customer pressed Reload)', () => {
  it('asks the waiting worker to take over and reloads only once it is in control', () => {
    const waiting = fakeWorker('installed');
    const container = new EventTarget();
    const reload = vi.fn();
    switchToWaitingVersion({ waiting }, reload, container);
    expect(waiting.postMessage).toHaveBeenCalledWith(SKIP_WAITING);
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('just reloads when no version waits any more (another tab switched already)', () => {
    const reload = vi.fn();
    switchToWaitingVersion({ waiting: null }, reload, new EventTarget());
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
