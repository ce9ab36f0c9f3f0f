import type { RouteObject } from 'react-router-dom';
import { lazyPage } from './lazyPage';
import { RootLayout } from './RootLayout';

const LoginPage = lazyPage(() => import('../pages/auth/LoginPage'), 'LoginPage');
const SignupPage = lazyPage(() => import('../pages/auth/SignupPage'), 'SignupPage');
const ForgotPasswordPage = lazyPage(() => import('../pages/auth/ForgotPasswordPage'), 'ForgotPasswordPage');
const VerifyResetOtpPage = lazyPage(() => import('../pages/auth/VerifyResetOtpPage'), 'VerifyResetOtpPage');
const ResetPasswordPage = lazyPage(() => import('../pages/auth/ResetPasswordPage'), 'ResetPasswordPage');
const PlaceholderPage = lazyPage<{ title: string }>(() => import('../pages/placeholder/PlaceholderPage'), 'PlaceholderPage');
const NotFoundPage = lazyPage(() => import('../pages/NotFoundPage'), 'NotFoundPage');
const HomePage = lazyPage(() => import('../pages/home/HomePage'), 'HomePage');
const CuisinePage = lazyPage(() => import('../pages/cuisine/CuisinePage'), 'CuisinePage');
const NoodlesPage = lazyPage(() => import('../pages/noodles/NoodlesPage'), 'NoodlesPage');

/** A screen owned by a later issue (docs/FEATURES.md lists them as placeholders). */
const placeholder = (path: string, title: string): RouteObject => ({ path, element: <PlaceholderPage title={title} /> });

/** Every route of both specs. Each screen is its own lazily loaded chunk. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/home', element: <HomePage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/signup', element: <SignupPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/verify-reset-otp', element: <VerifyResetOtpPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },

      placeholder('/foods/item-card/:restaurantId', 'Restaurant menu'),
      { path: '/foods/cuisine', element: <CuisinePage /> },
      { path: '/cuisines', element: <CuisinePage /> },
      { path: '/foods/noodles', element: <NoodlesPage /> },
      placeholder('/foods/item-view-cart', 'Payment'),

      placeholder('/user/address', 'Delivery Addresses'),
      placeholder('/user/address/add', 'Add New Address'),
      placeholder('/user/address/edit/:id', 'Edit Address'),
      placeholder('/map', 'Address & Location Finder'),

      placeholder('/order-status/failed', 'Payment failed'),
      placeholder('/order-status/:orderId', 'Order status'),
      placeholder('/order-status-cod/:orderId', 'Order status'),
      placeholder('/track-order', 'Track Order'),
      placeholder('/user/order-history', 'Order History'),
      placeholder('/user/support', 'Support'),
      placeholder('/account-setting', 'Account Settings'),
      placeholder('/help', 'Help & Support'),
      placeholder('/offers-near-me', 'Offers near me'),

      placeholder('/terms&conditions', 'Terms & Conditions'),
      placeholder('/privacy-policy', 'Privacy Policy'),
      placeholder('/refund-policy', 'Refund Policy'),
      placeholder('/shipping-timeline', 'Delivery and shipping timeline'),

      placeholder('/restaurent-name', "Let's add your restaurant name"),
      placeholder('/restaurent-info', 'Restaurant Information'),
      placeholder('/restaurant-docs', 'Documents'),
      placeholder('/menu-setup', 'Menu Setup'),
      placeholder('/contract', 'Contract'),

      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
