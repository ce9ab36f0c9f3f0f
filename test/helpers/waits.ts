/** For the first wait of a component test: the whole app (lazy pages, the fake backend) is still loading. */
export const SLOW = { timeout: 10_000 } as const;

/** A component test renders the whole app over the fake backend: on a busy machine that takes seconds. */
export const APP_TEST_TIMEOUT_MS = 30_000;
