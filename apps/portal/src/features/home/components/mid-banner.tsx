import { QueryState } from '@ws/ui';
import { useHomeAds } from '../api/use-ads';
import { AdImage } from './ad-image';
import classes from './mid-banner.module.css';

/** Block 9: the homepcmidbanner ads, full width. */
export function MidBanner() {
  const ads = useHomeAds('homepcmidbanner');
  return (
    <section aria-label="通栏广告">
      <QueryState query={ads} isEmpty={(d) => d.items.length === 0}>
        {(d) => (
          <div className={classes.list}>
            {d.items.map((ad, i) => (
              <AdImage key={ad.id} ad={ad} fallbackAlt={`通栏广告 ${i + 1}`} className={classes.item} imgClassName={classes.img} />
            ))}
          </div>
        )}
      </QueryState>
    </section>
  );
}
