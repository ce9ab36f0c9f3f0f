import { z } from 'zod';
import { safeImageUrl } from '../security/urls';

/** What a push message carries once read (account spec §3): the notification's fields, else the data's. */
export interface PushMessage {
  title: string;
  body: string;
  icon: string;
  image: string | null;
  /** Where a click goes: the data's click_action, else the link option; null for nowhere. */
  link: string | null;
}

const text = z.string().trim().min(1).optional().catch(undefined);
const Fields = z.object({ title: text, body: text, icon: text, image: text }).partial().catch({});

/** The payload as push providers deliver it; anything unexpected is ignored, never thrown. */
const PayloadSchema = z
  .object({
    notification: Fields.optional(),
    data: Fields.and(z.object({ click_action: text }).partial().catch({})).optional(),
    fcmOptions: z.object({ link: text }).partial().catch({}).optional(),
  })
  .catch({});

export interface PushDefaults {
  title: string;
  icon: string;
}

/** Reads a raw payload: notification fields first, then data fields, then the defaults. */
export function toPushMessage(payload: unknown, defaults: PushDefaults): PushMessage {
  const { notification = {}, data = {}, fcmOptions = {} } = PayloadSchema.parse(payload ?? {});
  return {
    title: notification.title ?? data.title ?? defaults.title,
    body: notification.body ?? data.body ?? '',
    icon: safeImageUrl(notification.icon ?? data.icon) || defaults.icon,
    image: safeImageUrl(notification.image ?? data.image) || null,
    // Raw: whoever follows it keeps only paths of the app (inAppPath).
    link: data.click_action ?? fcmOptions.link ?? null,
  };
}

