import type { NavigateFunction } from 'react-router-dom';

/**
 * Sends the browser to the payment gateway's page: a page of this app (the demo gateway) is opened in the
 * app; any other address replaces the page, as a real gateway needs.
 */
export function followRedirect(url: string, navigate: NavigateFunction) {
  const target = new URL(url, window.location.href);
  if (target.origin === window.location.origin) navigate(`${target.pathname}${target.search}${target.hash}`);
  else window.location.assign(target.href);
}
