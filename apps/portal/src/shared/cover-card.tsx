import type { ReactNode } from 'react';
import { AppLink } from '@ws/ui';
import classes from './cover-card.module.css';

export interface CoverCardProps {
  /** where the cover and name lead, e.g. `/videoDetail?key=7` */
  to: string;
  /** open `to` in a new tab */
  newTab?: boolean;
  /** the cover image (an empty grey cover without it) */
  image?: string;
  /** the image's alt text: empty by default, as the name follows it in the same link */
  imageAlt?: string;
  name: string;
  /** symbols over the cover (a play symbol) */
  overlay?: ReactNode;
  /** a tag in the cover's top left corner (直播) */
  badge?: string;
  /** the line(s) under the name: author, dates, clicks */
  meta?: ReactNode;
  /** replaces the class of the part under the cover (other spacing) */
  bodyClassName?: string;
  /** replaces the class of the meta line (other layout) */
  metaClassName?: string;
  /** a price below the link, left */
  price?: ReactNode;
  /** added to the price's class (properties the price class leaves out) */
  priceClassName?: string;
  /** an action below the link, right (立即报名) */
  action?: ReactNode;
}

/** A card with a 16:9 cover, a two-line name and a meta line, all one link; optionally price and action below. */
export function CoverCard({ to, newTab = false, image, imageAlt = '', name, overlay, badge, meta, bodyClassName, metaClassName, price, priceClassName, action }: CoverCardProps) {
  return (
    <article className={classes.card}>
      <AppLink to={to} newTab={newTab} className={classes.link}>
        <div className={classes.cover}>
          {image ? <img className={classes.coverImg} src={image} alt={imageAlt} loading="lazy" decoding="async" /> : null}
          {overlay}
          {badge ? <span className={classes.badge}>{badge}</span> : null}
        </div>
        <div className={bodyClassName ?? classes.body}>
          <span className={classes.name}>{name}</span>
          {meta !== undefined ? <span className={metaClassName ?? classes.meta}>{meta}</span> : null}
        </div>
      </AppLink>
      {price !== undefined || action !== undefined ? (
        <div className={classes.actions}>
          {price !== undefined ? <span className={priceClassName ? `${classes.price} ${priceClassName}` : classes.price}>{price}</span> : null}
          {action}
        </div>
      ) : null}
    </article>
  );
}

/** The 3-column card grid (2 on tablets, 1 on phones); `stale` dims it while the next page loads. */
export function CardGrid({ label, stale = false, className, children }: { label: string; stale?: boolean; className?: string; children: ReactNode }) {
  return (
    <div className={className ? `${classes.grid} ${className}` : classes.grid} role="list" aria-label={label} data-stale={stale || undefined}>
      {children}
    </div>
  );
}

export function CardGridItem({ children }: { children: ReactNode }) {
  return <div role="listitem">{children}</div>;
}
