import { inject, injectable } from 'inversify';
import { DemoEndpoints } from '../../api/endpoints/demoEndpoints';
import { type AppConfig, AppConfigToken } from '../../ports/AppConfig';
import type { PushMessaging } from '../../ports/PushMessaging';
import { HttpClient } from '../HttpClient';

/** How often the app asks the demo API for the customer's messages while it listens. */
export const DEMO_PUSH_POLL_MS = 5_000;

/**
 * Push over the demo API (`npm run api`, config.demoApi; no Firebase settings): the server has no push service, so
 * while the app listens it asks for the customer's messages every few seconds and hands each one on as a push
 * arriving in the foreground, as the in-browser demo delivers them. Against the provider's API (no demo API)
 * there is no push service: push stays off, never an error.
 */
@injectable()
export class HttpDemoPushMessaging implements PushMessaging {
  constructor(
    @inject(HttpClient) private readonly http: HttpClient,
    @inject(AppConfigToken) private readonly config: AppConfig,
  ) {}

  async isSupported() {
    return this.config.demoApi;
  }

  /** No browser permission is asked: the messages reach only this page, which asks for them itself. */
  async requestToken() {
    return this.config.demoApi ? `demo-push-${Math.random().toString(36).slice(2, 12)}` : null;
  }

  onForegroundMessage(listener: (payload: unknown) => void) {
    if (!this.config.demoApi) return () => undefined;
    let asking = false;
    let stopped = false;
    const ask = async () => {
      // One ask at a time: a slow answer is not overtaken by the next one.
      if (asking) return;
      asking = true;
      try {
        const messages = await this.http.call(DemoEndpoints.pushMessages, undefined);
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
}
