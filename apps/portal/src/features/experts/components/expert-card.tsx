import type { Expert } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { AppLink } from '@ws/ui';
import { Thumb } from '@/shared/thumb';
import { ConsultButton } from './consult-button';
import classes from './experts.module.css';

const GROUPS: [keyof Pick<Expert, 'industrys_name' | 'fields_name' | 'specials_name' | 'supplys_name'>, string][] = [
  ['industrys_name', '行业'],
  ['fields_name', '领域'],
  ['specials_name', '专项'],
  ['supplys_name', '供需'],
];

export function ExpertAvatar({ expert, className }: { expert: Pick<Expert, 'name' | 'firstFile'>; className?: string }) {
  return (
    <Thumb
      src={expert.firstFile?.FileUrl}
      name={expert.name}
      alt={expert.name}
      shape="portrait"
      className={className ? `${classes.avatar} ${className}` : classes.avatar}
      initialClassName={classes.initial}
    />
  );
}

/** An expert card: avatar, name, title, the four group names, position and 咨询. */
export function ExpertCard({ expert }: { expert: Expert }) {
  const href = paths.detailInfo(expert.id);
  return (
    <article className={classes.card} aria-label={expert.name}>
      <AppLink to={href} className={classes.cardHead} tabIndex={-1} aria-hidden="true">
        <ExpertAvatar expert={expert} />
      </AppLink>
      <div className={classes.cardBody}>
        <h2 className={classes.cardName}>
          <AppLink to={href}>{expert.name}</AppLink>
        </h2>
        {expert.title ? <p className={classes.cardTitle}>{expert.title}</p> : null}
        <dl className={classes.groups}>
          {GROUPS.map(([key, label]) =>
            expert[key] ? (
              <div key={key} className={classes.group}>
                <dt>{label}：</dt>
                <dd title={expert[key]}>{expert[key]}</dd>
              </div>
            ) : null,
          )}
        </dl>
        {expert.position ? (
          <p className={classes.position} title={expert.position}>
            {expert.position}
          </p>
        ) : null}
      </div>
      <div className={classes.cardActions}>
        <ConsultButton expert={expert} />
      </div>
    </article>
  );
}
