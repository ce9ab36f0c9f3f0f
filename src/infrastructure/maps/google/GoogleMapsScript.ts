/// <reference types="google.maps" />
import { inject, injectable } from 'inversify';
import { MapsNotLoaded } from '../../../domain/geo/mapRules';
import { type AppConfig, AppConfigToken } from '../../ports/AppConfig';

/** A module constant: a new array on every render would make the loader fetch the script again. */
export const GOOGLE_MAPS_LIBRARIES = ['places'] as const;

const READY_CALLBACK = '__railbiteGoogleMapsReady';

type GoogleWindow = Window & { google?: typeof google; gm_authFailure?: () => void } & Record<string, unknown>;

/**
 * Loads the Google Maps JavaScript API (places library) once, only when a key is configured, and reports
 * an authentication failure (Google calls window.gm_authFailure when it refuses the key).
 */
@injectable()
export class GoogleMapsScript {
  private loading: Promise<typeof google> | null = null;
  private authFailed = false;
  private readonly authListeners = new Set<() => void>();

  constructor(@inject(AppConfigToken) private readonly config: AppConfig) {}

  get hasAuthFailed() {
    return this.authFailed;
  }

  /** Calls `listener` when Google refuses the key; returns the unsubscribe function. */
  onAuthFailure(listener: () => void): () => void {
    this.authListeners.add(listener);
    return () => this.authListeners.delete(listener);
  }

  load(): Promise<typeof google> {
    const key = this.config.googleMapsKey;
    if (!key || typeof document === 'undefined') return Promise.reject(new MapsNotLoaded());
    this.loading ??= this.inject(key).catch((error: unknown) => {
      this.loading = null;
      throw new MapsNotLoaded(error);
    });
    return this.loading;
  }

  private inject(key: string): Promise<typeof google> {
    const win = window as unknown as GoogleWindow;
    if (win.google?.maps?.places) return Promise.resolve(win.google);
    win.gm_authFailure = () => {
      this.authFailed = true;
      this.authListeners.forEach((listener) => listener());
    };
    return new Promise((resolve, reject) => {
      win[READY_CALLBACK] = () =>
        win.google ? resolve(win.google) : reject(new Error('Google Maps loaded without its namespace'));
      const params = new URLSearchParams({
        key,
        libraries: GOOGLE_MAPS_LIBRARIES.join(','),
        language: 'en',
        region: 'IN',
        v: 'weekly',
        loading: 'async',
        callback: READY_CALLBACK,
      });
      const script = document.createElement('script');
      script.src = `https://maps.googleapis.com/maps/api/js?${params.toString()}`;
      script.async = true;
      script.onerror = () => reject(new Error('The Google Maps script could not be loaded'));
      document.head.append(script);
    });
  }
}
