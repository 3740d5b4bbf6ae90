// The demo content agrees with the day the seed runs: trainings still open and ended ones in every
// category, lives to come and past ones that are replays or over, no company joined in the future.
import { describe, expect, it } from 'vitest';
import { companySeeds } from '../src/seed/data/companies';
import { mediaSeeds } from '../src/seed/data/media';
import { trainingSeeds } from '../src/seed/data/training';
import { seedDayOf } from '../src/seed/data/seed-day';

/** Seed days to try: the machine's today and some fixed ones around a year's turn. */
const DAYS = [new Date(), new Date('2026-11-23T20:00:00+08:00'), new Date('2026-12-31T23:30:00+08:00'), new Date('2027-03-01T00:10:00+08:00')];
/** 'YYYY-MM-DD HH:mm:ss' (China time) as an instant. */
const at = (s: string) => Date.parse(`${s.replace(' ', 'T')}+08:00`);

describe.each(DAYS)('seed dates on %s', (now) => {
  const today = seedDayOf(now);

  it('has open trainings and ended ones in every category, each starting before it ends, none published in the future', () => {
    const rows = trainingSeeds(today);
    const byCate = new Map<number, { open: number; ended: number }>();
    for (const t of rows) {
      expect(at(t.startTime), t.name).toBeLessThan(at(t.endTime));
      expect(at(t.createTime), t.name).toBeLessThanOrEqual(now.getTime());
      const c = byCate.get(t.cateId) ?? { open: 0, ended: 0 };
      if (at(t.endTime) > now.getTime()) c.open += 1;
      else c.ended += 1;
      byCate.set(t.cateId, c);
    }
    for (const [cate, c] of byCate) {
      expect(c.open, `category ${cate}`).toBeGreaterThan(0);
      expect(c.ended, `category ${cate}`).toBeGreaterThan(0);
    }
  });

  it('has lives to come; the past ones are mostly replays', () => {
    const lives = mediaSeeds(today).filter((m) => m.kind === 'live');
    const upcoming = lives.filter((l) => at(l.createTime) > now.getTime());
    const past = lives.filter((l) => at(l.createTime) <= now.getTime());
    expect(upcoming.length).toBeGreaterThan(0);
    // a recording belongs to a live that took place
    for (const l of upcoming) expect(l.fileUrl, l.name).toBe('');
    expect(past.filter((l) => l.fileUrl !== '').length).toBeGreaterThanOrEqual(past.length - 1);
  });

  it('no company joined in the future', () => {
    for (const c of companySeeds(today)) expect(at(c.createTime), c.name).toBeLessThanOrEqual(now.getTime());
  });
});
