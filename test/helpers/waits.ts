/** For the first wait of a component test: the whole app (lazy pages, the fake backend) is still loading. */
export const SLOW = { timeout: 10_000 } as const;
