import { inject, injectable } from 'inversify';
import { type AppConfig, AppConfigToken } from '../../ports/AppConfig';
import type { PushMessaging } from '../../ports/PushMessaging';
import { startWhenReady } from '../../shared/startWhenReady';
import { HttpClient } from '../HttpClient';

/**
 * Push over the demo API (`npm run api`, config.demoApi; no Firebase settings): the server has no push service, so
 * while the app listens it asks for the customer's messages every few seconds (demoPushPolling, downloaded when first
 * needed) and hands each one on as a push arriving in the foreground, as the in-browser demo delivers them. Against
 * the provider's API (no demo API) there is no push service: push stays off, never an error.
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
    return startWhenReady(
      import('./demoPushPolling'),
      ({ pollDemoPush }) => pollDemoPush(this.http, listener),
      (error: unknown) => console.error('The demo messages could not be set up', error),
    );
  }
}
