import { Box } from '@mui/material';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '../components/feedback/PageSpinner';
import { ToastBridge } from '../components/feedback/ToastBridge';
import { Footer } from '../components/footer/Footer';
import { MobileBottomBar } from '../components/footer/MobileBottomBar';
import { Header } from '../components/header/Header';
import { UpdatePrompt } from '../components/updates/UpdatePrompt';
import { MAIN_ID, SkipLink, skipTargetClass } from '../components/layout/SkipLink';
import { showsChrome } from './chromelessPaths';
import { PrerenderedPartLive } from './prerenderedPage';
import { RouteGate } from './RouteGate';
import { ScrollToTop } from './ScrollToTop';
import { RouteTitle } from './title/RouteTitle';
import { FocusNewScreen } from './focus/FocusNewScreen';

/**
 * Every route renders inside: the route gate, the chrome (except on auth pages) and lazy-page loading.
 * The header, `main` and the footer are each a Suspense boundary: React hydrates the prerendered page one part per
 * pass (no task hydrates the whole page), and where a visitor's first screen differs from the prerendered one (a
 * signed-in header) it renders only that part afresh, not the whole page. A part's prerendered controls go live when
 * React commits the part (PrerenderedPartLive).
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const chrome = showsChrome(pathname);
  return (
    <>
      {/* First, before the toasts (drawn in place): a push's buttons took the first Tab for its 10 s. */}
      {chrome && <SkipLink />}
      <ScrollToTop />
      <RouteTitle />
      <FocusNewScreen />
      <ToastBridge />
      <UpdatePrompt />
      {chrome && (
        <Suspense fallback={null}>
          <Header />
          <PrerenderedPartLive />
        </Suspense>
      )}
      {/* A full screen high, so the footer starts below the fold */}
      {/* and content arriving later never pushes it into view. */}
      <Box component="main" id={MAIN_ID} className={skipTargetClass} sx={{ minHeight: '100vh' }}>
        <RouteGate>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
            <PrerenderedPartLive />
          </Suspense>
        </RouteGate>
      </Box>
      {chrome && (
        <Suspense fallback={null}>
          <Footer />
          <MobileBottomBar />
          <PrerenderedPartLive />
        </Suspense>
      )}
    </>
  );
}
