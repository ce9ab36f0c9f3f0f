export interface PushDevice {
  fcmToken: string;
  deviceId: string;
}

/** Tells the provider's backend which push token belongs to this customer's device (FEATURES F-account). */
export interface PushRegistrationApi {
  registerDevice(request: PushDevice): Promise<void>;
  /** Sign-out: the device no longer receives this customer's notifications (FEATURES F-safety). Needs the session. */
  unregisterDevice(request: PushDevice): Promise<void>;
}

export const PushRegistrationApiToken = Symbol.for('PushRegistrationApi');
