// The console's router runs with the basename /admin: its own paths are spelled without it ('/reviews'),
// while links, redirects and the route table (@ws/routes) use full paths ('/admin/reviews'). These two
// helpers turn one into the other, so no screen cuts strings by hand.
import { ADMIN_BASE, isAdminPath } from '@ws/routes';

/**
 * A full console path as the router spells it: '/admin/reviews?kind=expert' -> '/reviews?kind=expert',
 * '/admin' -> '/'. (Case-insensitive, as the routes; a path outside the console is returned as it is.)
 */
export const routerPath = (full: string): string => {
  if (!isAdminPath(full)) return full;
  const rest = full.slice(ADMIN_BASE.length);
  if (rest === '' || rest.startsWith('?') || rest.startsWith('#')) return `/${rest}`;
  return rest;
};

/** The full path of a router location: ('/reviews', '?kind=expert') -> '/admin/reviews?kind=expert'; '/' -> '/admin'. */
export const fullPath = (pathname: string, search = ''): string => `${ADMIN_BASE}${pathname === '/' ? '' : pathname}${search}`;
