import { NewsTicker } from './news-ticker';
import { StatLine } from './stat-line';
import classes from './home-strip.module.css';

/** Blocks 2 and 3 on one line: the rotating stat line and the news headlines. */
export function HomeStrip() {
  return (
    <div className={classes.strip}>
      <StatLine />
      <NewsTicker />
    </div>
  );
}
