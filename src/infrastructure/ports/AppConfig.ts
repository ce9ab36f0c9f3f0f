/** Runtime configuration, read once from the Vite environment by the composition root. */
export interface AppConfig {
  /** Which adapter set is wired: the offline demo backend or the provider's live API. */
  backend: 'fake' | 'http';
  /** Base URL of the provider's user API; always ends with '/'. */
  apiBaseUrl: string;
  /**
   * The http backend is the demo API server (`npm run api`): its demo controls (payment gateway, on-screen e-mails,
   * reset) are reached over HTTP too. VITE_DEMO_API=true/false; unset, true when the API is on this machine.
   */
  demoApi: boolean;
  /** Simulated latency of the fake backend per call. */
  fakeLatencyMs: number;
  /**
   * Origins of the payment gateways init-order may redirect to (`https://host[:port]`, from the comma-separated
   * VITE_PAYMENT_GATEWAY_ORIGINS); empty means none. The demo gateway of the fake backend needs no entry.
   */
  paymentGatewayOrigins: string[];
  /** PBKDF2-SHA256 iterations of the fake backend's new password hashes (600,000; tests lower it). */
  fakePasswordIterations: number;
  /** How many days a sign-in on the fake backend lasts. */
  fakeSessionDays: number;
  /** Method of update-user-address (the spec is unsure between PUT and POST). */
  addressUpdateMethod: 'PUT' | 'POST';
  /** IP-geolocation lookup URL; `{ip}` is replaced by the client IP. */
  ipGeolocationUrl: string;
  /** Google Maps key; empty means the keyless (Leaflet + offline gazetteer) map adapters. */
  googleMapsKey: string;
  /** Online tile URL for the keyless map; empty means the offline base layer. */
  osmTilesUrl: string;
  /** Firebase Cloud Messaging settings; null means demo notifications. */
  firebase: FirebaseSettings | null;
  supportPhone: string;
  supportEmail: string;
  parentCompanyName: string;
  /** An https URL, or empty (the footer then names the company without a link). */
  parentCompanyUrl: string;
}

export interface FirebaseSettings {
  apiKey: string;
  authDomain: string;
  projectId: string;
  messagingSenderId: string;
  appId: string;
  vapidKey: string;
}

export const AppConfigToken = Symbol.for('AppConfig');
