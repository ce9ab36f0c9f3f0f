import type { AccountNotice } from '../account/accountNotices';
import type { CatalogueNotice } from '../catalogue/catalogueNotices';
import type { OrderNotice } from '../orders/orderNotices';
import type { PartnerNotice } from '../partner/partnerNotices';
import type { ShellNotice } from '../startup/shellNotices';
import type { TrainNotice } from '../train/trainNotices';

/** Words that came from outside (a server's own message, a push's title and body), shown as they came. */
export interface SaidNotice {
  kind: 'said';
  text: string;
}

/**
 * What a toast says, as a typed outcome: each area declares its own notices, and the UI words them in the customer's
 * language (src/ui/i18n/noticeText.ts), so stores never speak English themselves.
 */
export type Notice =
  SaidNotice | AccountNotice | OrderNotice | TrainNotice | CatalogueNotice | PartnerNotice | ShellNotice;

/** Words from outside (a server's message), shown as they came. */
export const said = (text: string): SaidNotice => ({ kind: 'said', text });
