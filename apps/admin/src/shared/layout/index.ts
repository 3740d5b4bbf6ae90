export { AdminLayout } from './admin-layout';
export { NoRight } from './no-right';
export { CONSOLE_NAME, consoleTitle } from './console-name';
