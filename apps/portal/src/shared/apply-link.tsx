import { paths } from '@ws/routes';
import { AppLink } from '@ws/ui';
import classes from './apply-link.module.css';
import { hasPassed } from './china-time';

export const LABEL_ENROL = '立即报名';
export const LABEL_ENROL_CLOSED = '报名已结束';

/**
 * Whether a training's end time ('YYYY-MM-DD HH:mm:ss', China time as the server sends it) has passed.
 * An unreadable time counts as not ended: the enrolment form and the server decide then.
 */
export const trainingEnded = (endTime: string | null | undefined, now: number = Date.now()): boolean => hasPassed(endTime, now);

/**
 * 立即报名 of a training → /application?key=<id>. `name` (on cards, where several stand side by side)
 * makes the accessible name 立即报名：<name>. `className` sizes the button (padding, font-size). A training
 * whose end time (`endTime`) has passed takes no enrolments: 报名已结束, not a link.
 */
export function ApplyLink({ id, name, className, endTime }: { id: number; name?: string; className?: string; endTime?: string }) {
  if (trainingEnded(endTime)) {
    return (
      <span className={className ? `${classes.closed} ${className}` : classes.closed} aria-label={name === undefined ? undefined : `${LABEL_ENROL_CLOSED}：${name}`}>
        {LABEL_ENROL_CLOSED}
      </span>
    );
  }
  return (
    <AppLink to={paths.application(id)} className={className ? `${classes.apply} ${className}` : classes.apply} aria-label={name === undefined ? undefined : `${LABEL_ENROL}：${name}`}>
      {LABEL_ENROL}
    </AppLink>
  );
}
