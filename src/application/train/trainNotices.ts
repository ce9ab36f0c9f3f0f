import type { OrderPushNews, PushAction } from '../../domain/push/orderPush';

/**
 * The toasts of train trips, push messages and tracking, as typed outcomes the UI words
 * (src/ui/i18n/notices/trainNoticeText.ts).
 */
export type TrainNotice =
  /** A push about an order ('Order RB1 confirmed: …'), worded from its facts: title and body. */
  | { kind: 'pushNews'; news: OrderPushNews }
  /** The same push's title alone, and its body alone (a system notification shows them apart). */
  | { kind: 'pushNewsTitle'; news: OrderPushNews }
  | { kind: 'pushNewsBody'; news: OrderPushNews }
  /** A push's button ('Track Order', 'Rate your order'), named by where it leads. */
  | { kind: 'pushAction'; action: PushAction };
