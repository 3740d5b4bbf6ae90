import { startApp } from '@ws/ui';
import { App } from './app/app';
import { screens } from './app/screens';

startApp(App, screens);
