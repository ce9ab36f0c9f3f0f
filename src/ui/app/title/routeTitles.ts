import { matchPath } from 'react-router-dom';
import { type MessageId, t } from '../../i18n/i18n';
import { HOME_TITLE, pageTitle } from './documentTitle';

/**
 * Each route's page title (the screen's heading, as a tab or a screen reader names it). `null`: the page names itself
 * from what it loads (a restaurant's menu). Loaded on demand: none of it weighs on the first page's bytes.
 */
export const ROUTE_TITLES: Readonly<Record<string, string | null>> = {
  '/': HOME_TITLE,
  '/home': HOME_TITLE,
  '/login': pageTitle('Sign in'),
  '/signup': pageTitle('Create Account'),
  '/forgot-password': pageTitle('Forgot Password'),
  '/verify-reset-otp': pageTitle('Verify OTP'),
  '/reset-password': pageTitle('Reset Password'),
  '/foods/item-card/:restaurantId': null,
  '/foods/cuisine': pageTitle('Restaurants by cuisine'),
  '/cuisines': pageTitle('Restaurants by cuisine'),
  '/foods/noodles': pageTitle('Noodles'),
  '/foods/item-view-cart': pageTitle('Payment'),
  '/user/address': pageTitle('Delivery Addresses'),
  '/user/address/add': pageTitle('Add New Address'),
  '/user/address/edit/:id': pageTitle('Edit Address'),
  '/map': pageTitle('Address & Location Finder'),
  '/order-status/failed': pageTitle('Payment Failed'),
  '/order-status/:orderId': pageTitle('Order Status'),
  '/order-status-cod/:orderId': pageTitle('Order Status'),
  '/demo-payment/:orderId': pageTitle('Demo payment gateway'),
  '/track-order': pageTitle('Track Order'),
  '/train': pageTitle('Food on your train'),
  '/train/journey': pageTitle('Your journey'),
  '/train/station/:code': pageTitle('Food at a station'),
  '/user/order-history': pageTitle('Order History'),
  '/user/favorites': pageTitle('Favorites'),
  '/user/support': pageTitle('Help & Support'),
  '/account-setting': pageTitle('Account Settings'),
  '/help': pageTitle('Help & Support'),
  '/offers-near-me': pageTitle('Offers near you'),
  '/terms&conditions': pageTitle('Terms & Conditions'),
  '/privacy-policy': pageTitle('Privacy Policy'),
  '/refund-policy': pageTitle('Refund Policy'),
  '/shipping-timeline': pageTitle('Shipping Timeline'),
  '/restaurent-name': pageTitle('Add your restaurant'),
  '/restaurent-info': pageTitle('Restaurant information'),
  '/restaurant-docs': pageTitle('Restaurant documents'),
  '/menu-setup': pageTitle('Menu setup'),
  '/contract': pageTitle('Partner contract'),
};

export const NOT_FOUND_TITLE = pageTitle('Page not found');

/** The pages translated so far (src/ui/i18n): their titles in the customer's language, the rest stay English. */
const TRANSLATED_TITLES: Readonly<Record<string, MessageId>> = {
  '/login': 'signIn.title',
  '/signup': 'drawer.createAccount',
  '/forgot-password': 'auth.forgot.pageTitle',
  '/verify-reset-otp': 'auth.otp.title',
  '/reset-password': 'auth.reset.submit',
  '/user/address': 'drawer.addresses',
  '/user/address/add': 'header.addNewAddress',
  '/user/address/edit/:id': 'account.address.editTitle',
  '/account-setting': 'drawer.settings',
  '/help': 'drawer.help',
  '/user/support': 'drawer.help',
  '/foods/item-view-cart': 'checkout.title',
  '/track-order': 'tracking.title',
  '/train': 'train.title',
  '/train/journey': 'train.journeyTitle',
  '/train/station/:code': 'train.stationTitle',
  '/order-status/failed': 'status.paymentFailed',
  '/order-status/:orderId': 'orderStatus.pageTitle',
  '/order-status-cod/:orderId': 'orderStatus.pageTitle',
  '/user/order-history': 'orders.title',
  '/restaurent-name': 'partner.title.name',
  '/restaurent-info': 'partner.title.info',
  '/restaurant-docs': 'partner.title.documents',
  '/menu-setup': 'partner.title.menu',
  '/contract': 'partner.title.contract',
};

/** The title of the page at `pathname`; null when that page names itself. */
export function routeTitle(pathname: string): string | null {
  const pattern = Object.keys(ROUTE_TITLES).find((path) => matchPath(path, pathname));
  if (pattern === undefined) return NOT_FOUND_TITLE;
  const translated = TRANSLATED_TITLES[pattern];
  return translated ? pageTitle(t(translated)) : (ROUTE_TITLES[pattern] ?? null);
}
