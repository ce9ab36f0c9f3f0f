import type { RouteObject } from 'react-router-dom';
import { lazyPage } from './lazyPage';
import { RootLayout } from './RootLayout';

const LoginPage = lazyPage(() => import('../pages/auth/LoginPage'), 'LoginPage');
const SignupPage = lazyPage(() => import('../pages/auth/SignupPage'), 'SignupPage');
const ForgotPasswordPage = lazyPage(() => import('../pages/auth/ForgotPasswordPage'), 'ForgotPasswordPage');
const VerifyResetOtpPage = lazyPage(() => import('../pages/auth/VerifyResetOtpPage'), 'VerifyResetOtpPage');
const ResetPasswordPage = lazyPage(() => import('../pages/auth/ResetPasswordPage'), 'ResetPasswordPage');
const AccountSettingsPage = lazyPage(() => import('../pages/account/AccountSettingsPage'), 'AccountSettingsPage');
const HelpPage = lazyPage(() => import('../pages/help/HelpPage'), 'HelpPage');
const legalPage = (name: string) => lazyPage(() => import('../pages/legal/LegalPages'), name);
const TermsPage = legalPage('TermsPage');
const PrivacyPolicyPage = legalPage('PrivacyPolicyPage');
const RefundPolicyPage = legalPage('RefundPolicyPage');
const ShippingTimelinePage = legalPage('ShippingTimelinePage');
const PlaceholderPage = lazyPage<{ title: string }>(() => import('../pages/placeholder/PlaceholderPage'), 'PlaceholderPage');
const NotFoundPage = lazyPage(() => import('../pages/NotFoundPage'), 'NotFoundPage');
const AddressListPage = lazyPage(() => import('../pages/address/AddressListPage'), 'AddressListPage');
const AddAddressPage = lazyPage(() => import('../pages/address/AddAddressPage'), 'AddAddressPage');
const EditAddressPage = lazyPage(() => import('../pages/address/EditAddressPage'), 'EditAddressPage');
const LocationFinderPage = lazyPage(() => import('../pages/finder/LocationFinderPage'), 'LocationFinderPage');
const MenuPage = lazyPage(() => import('../pages/menu/MenuPage'), 'MenuPage');
const PaymentPage = lazyPage(() => import('../pages/checkout/PaymentPage'), 'PaymentPage');
const OrderStatusPage = lazyPage(() => import('../pages/orderStatus/OrderStatusPage'), 'OrderStatusPage');
const PaymentFailedPage = lazyPage(() => import('../pages/orderStatus/OrderStatusPage'), 'PaymentFailedPage');
const DemoPaymentPage = lazyPage(() => import('../pages/demoPayment/DemoPaymentPage'), 'DemoPaymentPage');
const OrderHistoryPage = lazyPage(() => import('../pages/orders/OrderHistoryPage'), 'OrderHistoryPage');
const TrackOrderPage = lazyPage(() => import('../pages/tracking/TrackOrderPage'), 'TrackOrderPage');

/** A screen owned by a later issue (docs/FEATURES.md lists them as placeholders). */
const placeholder = (path: string, title: string): RouteObject => ({ path, element: <PlaceholderPage title={title} /> });

/** Every route of both specs. Each screen is its own lazily loaded chunk. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      placeholder('/', 'Home'),
      placeholder('/home', 'Home'),
      { path: '/login', element: <LoginPage /> },
      { path: '/signup', element: <SignupPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/verify-reset-otp', element: <VerifyResetOtpPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },

      { path: '/foods/item-card/:restaurantId', element: <MenuPage /> },
      placeholder('/foods/cuisine', 'Restaurants by cuisine'),
      placeholder('/cuisines', 'Restaurants by cuisine'),
      placeholder('/foods/noodles', 'Noodles'),
      { path: '/foods/item-view-cart', element: <PaymentPage /> },

      { path: '/user/address', element: <AddressListPage /> },
      { path: '/user/address/add', element: <AddAddressPage /> },
      { path: '/user/address/edit/:id', element: <EditAddressPage /> },
      { path: '/map', element: <LocationFinderPage /> },

      { path: '/order-status/failed', element: <PaymentFailedPage /> },
      { path: '/order-status/:orderId', element: <OrderStatusPage /> },
      { path: '/order-status-cod/:orderId', element: <OrderStatusPage /> },
      { path: '/demo-payment/:orderId', element: <DemoPaymentPage /> },
      { path: '/track-order', element: <TrackOrderPage /> },
      { path: '/user/order-history', element: <OrderHistoryPage /> },
      placeholder('/user/support', 'Support'),
      { path: '/account-setting', element: <AccountSettingsPage /> },
      { path: '/help', element: <HelpPage /> },
      placeholder('/offers-near-me', 'Offers near me'),

      { path: '/terms&conditions', element: <TermsPage /> },
      { path: '/privacy-policy', element: <PrivacyPolicyPage /> },
      { path: '/refund-policy', element: <RefundPolicyPage /> },
      { path: '/shipping-timeline', element: <ShippingTimelinePage /> },

      placeholder('/restaurent-name', "Let's add your restaurant name"),
      placeholder('/restaurent-info', 'Restaurant Information'),
      placeholder('/restaurant-docs', 'Documents'),
      placeholder('/menu-setup', 'Menu Setup'),
      placeholder('/contract', 'Contract'),

      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
