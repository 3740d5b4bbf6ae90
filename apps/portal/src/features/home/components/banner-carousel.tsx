import { useRef } from 'react';
import { Carousel } from '@mantine/carousel';
import Autoplay from 'embla-carousel-autoplay';
import type { Ad } from '@ws/api-sdk';
import { AdImage } from './ad-image';
import classes from './home-banner.module.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/carousel/styles.css';

/** Spec 01 §9: carousel interval 4 s. */
export const BANNER_INTERVAL_MS = 4000;

/** The homebanner ads as a looping carousel of rounded cards, autoplaying every 4 s (paused on hover). */
export function BannerCarousel({ ads }: { ads: Ad[] }) {
  const autoplay = useRef(Autoplay({ delay: BANNER_INTERVAL_MS, stopOnInteraction: false, stopOnMouseEnter: true }));
  return (
    <Carousel
      aria-label="首页轮播"
      className={classes.carouselRoot}
      height="var(--home-carousel-h)"
      slideSize="100%"
      slideGap="sm"
      emblaOptions={{ loop: ads.length > 1, align: 'center' }}
      plugins={[autoplay.current]}
      withIndicators={ads.length > 1}
      withControls={ads.length > 1}
      previousControlProps={{ 'aria-label': '上一张' }}
      nextControlProps={{ 'aria-label': '下一张' }}
    >
      {ads.map((ad, i) => (
        <Carousel.Slide key={ad.id}>
          <AdImage
            ad={ad}
            fallbackAlt={`首页横幅 ${i + 1}`}
            className={classes.slide}
            imgClassName={classes.slideImg}
            priority={i === 0}
          />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
