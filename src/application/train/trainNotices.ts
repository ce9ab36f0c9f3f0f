import type { PushAction } from '../../domain/push/orderPush';
import type { PushNews } from '../../domain/push/pushNews';

/**
 * The toasts of train trips, push messages and tracking, as typed outcomes the UI words
 * (src/ui/i18n/notices/trainNoticeText.ts).
 */
export type TrainNotice =
  /**
   * A push about an order ('Order RB1 confirmed: …'), worded from its facts: title and body, or (`part`) one of them
   * alone, as a system notification shows them apart.
   */
  | { kind: 'pushNews'; news: PushNews; part?: 'title' | 'body' }
  /** A push's button ('Track Order', 'Rate your order'), named by where it leads. */
  | { kind: 'pushAction'; action: PushAction };
