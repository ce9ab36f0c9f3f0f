import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { MAIN_ID } from '../../components/layout/SkipLink';
import { focusNewScreen } from './focusNewScreen';

/** After each navigation (not the page's first screen), the new screen's heading takes the focus. */
export function FocusNewScreen() {
  const { pathname } = useLocation();
  // Where the focus was when the navigation began (read while rendering, before the new screen can focus a field).
  const [navigation, setNavigation] = useState<{ pathname: string; from: Element | null } | null>(null);
  const [firstPath] = useState(pathname);
  if (pathname !== (navigation?.pathname ?? firstPath)) setNavigation({ pathname, from: document.activeElement });
  useEffect(() => {
    if (!navigation) return;
    return focusNewScreen(() => document.getElementById(MAIN_ID), navigation.from);
  }, [navigation]);
  return null;
}
