import { BrowserRouter } from 'react-router';
import { AppRoutes } from './routes.js';

/** The app: screens through the router; React Query joins with the screens that use it. */
export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
