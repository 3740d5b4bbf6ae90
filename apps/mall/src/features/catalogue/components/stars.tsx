// Half-star scores (spec 02 §3 Remark: half stars allowed): five grey stars with gold ones laid over them,
// cut at the score's share of the width, so 4.5 shows four and a half stars with any font.
import classes from './enable-info.module.css';

/** The score rounded to a half star, between 0 and 5. */
export const halfStars = (score: number): number => (Number.isFinite(score) ? Math.max(0, Math.min(5, Math.round(score * 2) / 2)) : 0);

export function Stars({ score }: { score: string | number }) {
  const s = halfStars(Number(score));
  return (
    <span className={classes.stars} role="img" aria-label={`${s} 星`}>
      <span aria-hidden="true">★★★★★</span>
      <span className={classes.starsOn} aria-hidden="true" style={{ width: `${(s / 5) * 100}%` }}>
        ★★★★★
      </span>
    </span>
  );
}
