import { AppProviders, AppRoutes } from '@ws/ui';
import { screens } from './screens';

export function App() {
  return (
    <AppProviders app="portal">
      <AppRoutes app="portal" screens={screens} />
    </AppProviders>
  );
}
