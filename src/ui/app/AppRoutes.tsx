import { useRoutes } from 'react-router-dom';
import { appRoutes } from './routes';

/**
 * The route table rendered under the router of the place: `<BrowserRouter>` in the browser, `<StaticRouter>` at build
 * time.
 */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
