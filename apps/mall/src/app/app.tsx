import { AppProviders, AppRoutes } from '@ws/ui';
import { screens } from './screens';

export function App() {
  return (
    <AppProviders app="mall">
      <AppRoutes app="mall" screens={screens} />
    </AppProviders>
  );
}
