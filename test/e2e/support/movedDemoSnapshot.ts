/**
 * The demo backend's saved data (local storage, see SnapshotStore), moved forward in time by `shiftMs`.
 *
 * The backend seeds its orders relative to the clock and derives an order's status from its age, so a copy of
 * a snapshot taken at a worker's start ages while the suite runs (a 20-minute-old order is delivered after ten
 * minutes). Every time the backend stores is a number in a record field named `…At` (createdAt, confirmedAt,
 * addedAt, registeredAt, expiresAt, sentAt); moving each one the backend took from its clock by the time since the
 * snapshot gives the data a sign-in right now would leave (test/support/movedDemoSnapshot.test.ts compares the two).
 * Accounts and addresses keep their dates: they come from fixtures/ as they are. Anything that does not look like
 * a snapshot is returned as it is.
 */
export function movedDemoSnapshot(raw: string, shiftMs: number): string {
  let snapshot: unknown;
  try {
    snapshot = JSON.parse(raw);
  } catch {
    return raw;
  }
  if (!isObject(snapshot) || !isObject(snapshot.collections)) return raw;
  const collections = Object.fromEntries(
    Object.entries(snapshot.collections).map(([name, records]) => [
      name,
      Array.isArray(records) && !FIXTURE_DATED.has(name)
        ? records.map((record) => movedRecord(record, shiftMs))
        : records,
    ]),
  );
  return JSON.stringify({ ...snapshot, collections });
}

const TIME_FIELD = /At$/;
/** Collections seeded from fixtures/ with the dates written there. */
const FIXTURE_DATED = new Set(['users', 'addresses']);

function movedRecord(record: unknown, shiftMs: number): unknown {
  if (!isObject(record)) return record;
  return Object.fromEntries(
    Object.entries(record).map(([field, value]) => [
      field,
      TIME_FIELD.test(field) && typeof value === 'number' ? value + shiftMs : value,
    ]),
  );
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
