import { startApp } from '@ws/ui';
import { App } from './app/admin-app';
import { screens } from './app/screens';

startApp(App, screens);
