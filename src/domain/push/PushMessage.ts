import { z } from 'zod/mini';
import { safeImageUrl } from '../security/urls';

/** What a push message carries once read (FEATURES F-account): the notification's fields, else the data's. */
export interface PushMessage {
  title: string;
  body: string;
  icon: string;
  image: string | null;
  /** Where a click goes: the data's click_action, else the link option; null for nowhere. */
  link: string | null;
}

const text = z.catch(z.optional(z.string().check(z.trim()).check(z.minLength(1))), undefined);
const Fields = z.catch(z.partial(z.object({ title: text, body: text, icon: text, image: text })), {});

/** The payload as push providers deliver it; anything unexpected is ignored, never thrown. */
const PayloadSchema = z.catch(
  z.object({
    notification: z.optional(Fields),
    data: z.optional(z.intersection(Fields, z.catch(z.partial(z.object({ click_action: text })), {}))),
    fcmOptions: z.optional(z.catch(z.partial(z.object({ link: text })), {})),
  }),
  {},
);

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
