import type { ComponentPropsWithRef } from 'react';
import { Link } from 'react-router';
import { useAppName } from '../app/app-context';
import { appOf, isSafeTarget } from './targets';

export type AppLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & {
  /** An internal path such as `/detailPages?key=1`. Outside URLs and `javascript:` are refused. */
  to: string;
  /** Open in a new tab (target _blank, rel noopener noreferrer). */
  newTab?: boolean;
  /** Replace the history entry (router links only). */
  replace?: boolean;
};

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * A link to a route of the site: a router link inside this app, a plain <a href> (full page load)
 * to the other app, decided from the route table. A target that is not a same-origin absolute path
 * (`javascript:`, `http://…`, `//host`) is not rendered as a link at all: the text stays, inert.
 */
export function AppLink({ to, newTab = false, replace, children, ...rest }: AppLinkProps) {
  const app = useAppName();
  if (!isSafeTarget(to)) {
    const { className, style, id, title } = rest;
    return (
      <span className={className} style={style} id={id} title={title} data-refused-link="">
        {children}
      </span>
    );
  }
  const tab = newTab ? NEW_TAB : {};
  if (appOf(to, app) === app) {
    return (
      <Link to={to} replace={replace} {...tab} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={to} {...tab} {...rest}>
      {children}
    </a>
  );
}
