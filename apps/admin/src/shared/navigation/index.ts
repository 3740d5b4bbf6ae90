export { fullPath, routerPath } from './console-path';
export { MENU, SCREEN_ROLES, menuFor, screenRoles, type MenuItem } from './menu';
