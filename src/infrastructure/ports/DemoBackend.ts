/** A message the fake backend would have e-mailed; shown on screen in demo mode because nothing is sent. */
export interface DemoMessage {
  to: string;
  subject: string;
  code: string;
  sentAt: number;
}

/** Controls that exist only when the offline demo backend is wired. */
export interface DemoBackend {
  readonly enabled: boolean;
  /** Restores the seed data and forgets every change made in the demo. */
  resetDemoData(): Promise<void>;
  /** The newest demo e-mail to this address, if any. */
  latestMessageTo(email: string): Promise<DemoMessage | null>;
}

export const DemoBackendToken = Symbol.for('DemoBackend');
