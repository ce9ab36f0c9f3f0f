import { nextTask } from '../../nextTask';

// Made apart from the first use: the first Intl formatter loads the locale's data (a long task), which would
// otherwise be part of rendering the first list of dates (order history: a task of 140 ms on a 4× slower phone).
let dateTime: Intl.DateTimeFormat | undefined;

const dateTimeFormat = () =>
  (dateTime ??= new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }));

// This module loads with the screens that show dates: the formatter is made in a task of its own right after.
void nextTask().then(dateTimeFormat);

/**
 * A server timestamp (ISO text) as people read it in India, e.g. "20
 * Nov 2026, 5:30 pm"; the text itself when unreadable.
 */
export function formatDateTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : dateTimeFormat().format(time);
}
