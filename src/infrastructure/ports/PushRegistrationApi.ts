/** Tells the provider's backend which push token belongs to this customer's device (account spec §7). */
export interface PushRegistrationApi {
  registerDevice(request: { fcmToken: string; deviceId: string }): Promise<void>;
}

export const PushRegistrationApiToken = Symbol.for('PushRegistrationApi');
