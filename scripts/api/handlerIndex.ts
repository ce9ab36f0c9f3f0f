import { matchRequestUrl, type RequestHandler } from 'msw';

/**
 * The handlers that can answer a request (same method, matching path), so msw runs those and not every handler
 * in turn: each one it tries costs a request clone and a match, which made the routes late in the table the
 * slowest to answer and the server easy to keep busy.
 */
export function handlersFor(handlers: readonly RequestHandler[], request: Request): RequestHandler[] {
  const url = new URL(request.url);
  return handlers.filter((handler) => {
    const { method, path } = handler.info as { method?: unknown; path?: unknown };
    if (typeof method !== 'string' || (typeof path !== 'string' && !(path instanceof RegExp))) return true;
    return method.toUpperCase() === request.method && matchRequestUrl(url, path).matches;
  });
}
