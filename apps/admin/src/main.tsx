import { consoleEndpoints, registerConsoleEndpoints, uploadAsStaff } from '@ws/api-sdk';
import { startApp } from '@ws/ui';
import { App } from './app/admin-app';
import { screens } from './app/screens';

// the console's files go to the staff folders (and may be as large as a video): its own upload policy
uploadAsStaff();
// the console's own calls: the site apps' bundles leave them out
registerConsoleEndpoints(consoleEndpoints);
startApp(App, screens);
