// Made on first use, not when the module loads: the first Intl formatter loads the locale's data (a long task).
let dateTime: Intl.DateTimeFormat | undefined;

/**
 * A server timestamp (ISO text) as people read it in India, e.g. "20
 * Nov 2026, 5:30 pm"; the text itself when unreadable.
 */
export function formatDateTime(iso: string): string {
  const time = Date.parse(iso);
  dateTime ??= new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  return Number.isNaN(time) ? iso : dateTime.format(time);
}
