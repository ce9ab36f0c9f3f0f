import { matchPath } from 'react-router-dom';
import { type MessageId, t } from '../../i18n/i18n';
import { homeTitle, pageTitle } from './documentTitle';

/** The home page's routes: the brand's title, not a page's. */
const HOME = 'home';

/**
 * Each route's page title (the screen's heading, as a tab or a screen reader names it), as its catalog id. `null`:
 * the page names itself from what it loads (a restaurant's menu). Loaded on demand: none of it weighs on the first
 * page's bytes.
 */
export const ROUTE_TITLES: Readonly<Record<string, MessageId | typeof HOME | null>> = {
  '/': HOME,
  '/home': HOME,
  '/login': 'signIn.title',
  '/signup': 'drawer.createAccount',
  '/forgot-password': 'auth.forgot.pageTitle',
  '/verify-reset-otp': 'auth.otp.title',
  '/reset-password': 'auth.reset.submit',
  '/foods/item-card/:restaurantId': null,
  '/foods/cuisine': 'shell.title.cuisine',
  '/cuisines': 'shell.title.cuisine',
  '/foods/noodles': 'shell.title.noodles',
  '/foods/item-view-cart': 'checkout.title',
  '/user/address': 'drawer.addresses',
  '/user/address/add': 'header.addNewAddress',
  '/user/address/edit/:id': 'account.address.editTitle',
  '/map': 'shell.title.map',
  '/order-status/failed': 'status.paymentFailed',
  '/order-status/:orderId': 'orderStatus.pageTitle',
  '/order-status-cod/:orderId': 'orderStatus.pageTitle',
  '/demo-payment/:orderId': 'shell.title.demoPayment',
  '/track-order': 'tracking.title',
  '/train': 'train.title',
  '/train/journey': 'train.journeyTitle',
  '/train/station/:code': 'train.stationTitle',
  '/user/order-history': 'orders.title',
  '/user/favorites': 'drawer.favorites',
  '/user/support': 'drawer.help',
  '/account-setting': 'drawer.settings',
  '/help': 'drawer.help',
  '/offers-near-me': 'shell.title.offers',
  '/terms&conditions': 'drawer.terms',
  '/privacy-policy': 'drawer.privacy',
  '/refund-policy': 'shell.legal.refundTitle',
  '/shipping-timeline': 'shell.title.shipping',
  '/restaurent-name': 'partner.title.name',
  '/restaurent-info': 'partner.title.info',
  '/restaurant-docs': 'partner.title.documents',
  '/menu-setup': 'partner.title.menu',
  '/contract': 'partner.title.contract',
};

/** The title of a path no route has. */
export const notFoundTitle = (): string => pageTitle(t('shell.notFound.title'));

/**
 * The title of the page at `pathname` in the customer's language; null when that page names itself. The screens'
 * messages must have loaded (RouteTitle waits for them).
 */
export function routeTitle(pathname: string): string | null {
  const pattern = Object.keys(ROUTE_TITLES).find((path) => matchPath(path, pathname));
  if (pattern === undefined) return notFoundTitle();
  const title = ROUTE_TITLES[pattern];
  if (title === HOME) return homeTitle();
  return title ? pageTitle(t(title)) : null;
}
