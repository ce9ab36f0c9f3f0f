import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * A step opened without what it needs (a recovery step without its carried values, a train step without a journey):
 * the flow's start, `children`, drawn here at once while the address becomes `path`. A redirect drew nothing until the
 * app's JavaScript ran; this lets the step's prerendered page be the screen the visitor ends on.
 */
export function StartOver({ path, children }: { path: string; children: ReactNode }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(path, { replace: true });
  }, [navigate, path]);
  return children;
}
