import { useId, type ReactNode } from 'react';
import { AppLink } from '@ws/ui';
import classes from './section.module.css';

export interface HomeSectionProps {
  title: string;
  /** the 更多 link target; omitted: no 更多 button */
  more?: string;
  /** runs before following 更多 (e.g. stores the channel in session storage) */
  onMore?: () => void;
  /** 'card': a bordered card (top-level blocks); 'sub': a list inside a block (law categories) */
  variant?: 'card' | 'sub';
  /** more controls in the title row (tabs…) */
  extra?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A home block: a titled region (blue left bar) with an optional 更多 button. */
export function HomeSection({ title, more, onMore, variant = 'card', extra, children, className }: HomeSectionProps) {
  const id = useId();
  const Heading = variant === 'sub' ? 'h3' : 'h2';
  const cls = [variant === 'card' ? classes.section : `${classes.plain} ${classes.sub}`, className].filter(Boolean).join(' ');
  return (
    <section className={cls} aria-labelledby={id}>
      <div className={classes.head}>
        <Heading id={id} className={classes.title}>
          {title}
        </Heading>
        {extra ? <div className={classes.extra}>{extra}</div> : null}
        {more ? (
          <AppLink to={more} className={classes.more} onClick={onMore}>
            更多<span aria-hidden="true">›</span>
          </AppLink>
        ) : null}
      </div>
      {children}
    </section>
  );
}
