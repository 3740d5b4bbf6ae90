import type { ReactNode } from 'react';
import { AppLink } from '@ws/ui';
import classes from './entry-list.module.css';

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/** The <ul> of entries (one column, 10 px apart); `className` may lay it out in columns. */
export function EntryList({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <ul className={join(classes.list, className)} aria-label={label}>
      {children}
    </ul>
  );
}

/** An entry with its own controls inside (a link and a button): the framed <li>. */
export function EntryItem({ className, children }: { className?: string; children: ReactNode }) {
  return <li className={join(classes.entry, className)}>{children}</li>;
}

/** An entry that is one link: an <li> holding the framed link, which lights up on hover and focus. */
export function EntryLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  return (
    <li>
      <AppLink to={to} className={join(classes.entry, classes.link, className)}>
        {children}
      </AppLink>
    </li>
  );
}

/** The texts of an entry next to its picture, one under the other. */
export function EntryBody({ children }: { children: ReactNode }) {
  return <span className={classes.body}>{children}</span>;
}
