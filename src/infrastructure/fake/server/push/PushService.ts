import { isDeviceId } from '../../../../domain/push/pushRules';
import type { SuccessResponse } from '../../../api/schemas/common';
import { RegisterPushTokenRequestSchema } from '../../../api/schemas/push';
import type { FakeDatabase } from '../../db/FakeDatabase';
import type { Authenticator } from '../auth/Authenticator';
import { refuse } from '../FakeHttpError';
import { parseRequest } from '../parseRequest';
import type { Clock, RequestContext } from '../RequestContext';

type PushListener = (userId: string, payload: unknown) => void;

/** The newest messages kept per customer for a page that asks for them over HTTP (older ones are dropped). */
export const DEMO_INBOX_SIZE = 20;

/**
 * Push on the demo backend: devices register their token; messages for a customer are delivered in process to
 * whoever listens (the demo push adapter), like a push service would deliver them to the device.
 */
export class PushService {
  private readonly listeners = new Set<PushListener>();
  /** Messages sent while no page listened, delivered when one starts listening (as a push service would). */
  private readonly undelivered: { userId: string; payload: unknown }[] = [];
  /**
   * The messages of each customer not yet asked for over HTTP: the demo API has no push service to deliver them, so
   * the app built against it asks for them (`takeMessages`) as a device would receive them.
   */
  private readonly inbox = new Map<string, unknown[]>();

  constructor(
    private readonly db: FakeDatabase,
    private readonly auth: Authenticator,
    private readonly now: Clock,
  ) {}

  async registerDevice(context: RequestContext, body: unknown): Promise<SuccessResponse> {
    const user = this.auth.requireUser(context);
    const { fcmToken, deviceId } = parseRequest(RegisterPushTokenRequestSchema, body);
    if (!fcmToken.trim() || !isDeviceId(deviceId)) throw refuse(400, 'Token or Device ID is missing');
    const known = this.db.pushDevices.findFirst((q) => q.where({ deviceId, fcmToken, userId: user.id }));
    this.db.pushDevices.deleteMany((q) => q.where({ deviceId }));
    await this.db.pushDevices.create({ deviceId, fcmToken, userId: user.id, registeredAt: this.now() });
    if (!known) {
      this.send(user.id, {
        notification: {
          title: 'Notifications are on',
          body: `Hi ${user.firstName.split(' ')[0]}, we will tell you when your order moves.`,
        },
        data: { click_action: '/user/order-history' },
      });
    }
    return { success: true, message: 'Device registered for notifications' };
  }

  /** The customer signs out on this device: it stops receiving their messages (another customer's device stays). */
  unregisterDevice(context: RequestContext, body: unknown): SuccessResponse {
    const user = this.auth.requireUser(context);
    const { deviceId } = parseRequest(RegisterPushTokenRequestSchema, body);
    this.db.pushDevices.deleteMany((q) => q.where({ deviceId, userId: user.id }));
    return { success: true, message: 'Device unregistered' };
  }

  /** Delivers a message to every registered device of the customer (other services call this). */
  send(userId: string, payload: unknown) {
    if (!this.db.pushDevices.findFirst((q) => q.where({ userId }))) return;
    this.undelivered.push({ userId, payload });
    this.inbox.set(userId, [...(this.inbox.get(userId) ?? []), payload].slice(-DEMO_INBOX_SIZE));
    this.deliverSoon();
  }

  /** The signed-in customer's messages sent since they last asked, oldest first (each is answered once). */
  takeMessages(context: RequestContext): unknown[] {
    const user = this.auth.requireUser(context);
    const messages = this.inbox.get(user.id) ?? [];
    this.inbox.delete(user.id);
    return messages;
  }

  subscribe(listener: PushListener): () => void {
    this.listeners.add(listener);
    this.deliverSoon();
    return () => this.listeners.delete(listener);
  }

  private deliverSoon() {
    setTimeout(() => {
      if (this.listeners.size === 0) return;
      for (const { userId, payload } of this.undelivered.splice(0))
        this.listeners.forEach((listener) => listener(userId, payload));
    }, 0);
  }
}
