import { DemoEndpoints } from '../../api/endpoints/demoEndpoints';
import type { HttpClient } from '../HttpClient';

/** How often the app asks the demo API for the customer's messages while it listens. */
export const DEMO_PUSH_POLL_MS = 5_000;

/**
 * Asks the demo API for the customer's messages now and every DEMO_PUSH_POLL_MS, one ask at a time (a slow answer is
 * not overtaken by the next), handing each message on; a failed ask is tried again at the next turn. Returns the
 * function that stops asking.
 */
export function pollDemoPush(http: HttpClient, listener: (payload: unknown) => void): () => void {
  let asking = false;
  let stopped = false;
  const ask = async () => {
    if (asking) return;
    asking = true;
    try {
      const messages = await http.call(DemoEndpoints.pushMessages, undefined);
      if (!stopped) messages.forEach((payload) => listener(payload));
    } catch (error) {
      console.warn('The demo messages could not be read; asking again shortly', error);
    } finally {
      asking = false;
    }
  };
  const timer = setInterval(() => void ask(), DEMO_PUSH_POLL_MS);
  void ask();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
