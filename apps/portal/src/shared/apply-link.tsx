import { AppLink } from '@ws/ui';
import classes from './apply-link.module.css';

/** The enrolment screen of a training (the form itself comes with the onboarding issue). */
export const applicationPath = (id: number) => `/application?key=${id}`;

/**
 * 立即报名 of a training → /application?key=<id>. `name` (on cards, where several stand side by side)
 * makes the accessible name 立即报名：<name>. `className` sizes the button (padding, font-size).
 */
export function ApplyLink({ id, name, className }: { id: number; name?: string; className?: string }) {
  return (
    <AppLink to={applicationPath(id)} className={className ? `${classes.apply} ${className}` : classes.apply} aria-label={name === undefined ? undefined : `立即报名：${name}`}>
      立即报名
    </AppLink>
  );
}
