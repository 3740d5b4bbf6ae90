import { useCallback } from 'react';
import type { Ad } from '@ws/api-sdk';
import { AppLink } from '@ws/ui';
import { safeAdHref } from '@/shared/safe-href';

export interface AdImageProps {
  ad: Ad;
  /** alt text when the ad has no title */
  fallbackAlt: string;
  className?: string;
  imgClassName?: string;
  /** the first banner image is the largest paint: load it eagerly with high priority */
  priority?: boolean;
  /** not lazy-loaded, at normal priority (a picture in the first view that is not the largest paint) */
  eager?: boolean;
  /** the picture has loaded (or failed): it is on screen */
  onLoad?: () => void;
}

/** An ad picture; when the ad carries a safe link (internal path or http(s)) the picture links to it. */
export function AdImage({ ad, fallbackAlt, className, imgClassName, priority = false, eager = false, onLoad }: AdImageProps) {
  const src = ad.firstFile?.FileUrl;
  // A hydrated first paint's picture may have loaded before the app took the page over: its load event
  // is then gone, so a picture already complete when React adopts it counts as loaded at once.
  const adopt = useCallback(
    (el: HTMLImageElement | null) => {
      if (el?.complete && onLoad) onLoad();
    },
    [onLoad],
  );
  const alt = ad.title?.trim() || fallbackAlt;
  const img = src ? (
    <img
      src={src}
      alt={alt}
      className={imgClassName}
      loading={priority || eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      ref={adopt}
      onLoad={onLoad}
      onError={onLoad}
      draggable={false}
    />
  ) : (
    <span className={imgClassName} role="img" aria-label={alt} />
  );
  const target = safeAdHref(ad.link);
  if (!target) return <div className={className}>{img}</div>;
  if (target.kind === 'external')
    return (
      <a href={target.href} className={className} target="_blank" rel="noopener noreferrer">
        {img}
      </a>
    );
  return (
    <AppLink to={target.href} className={className}>
      {img}
    </AppLink>
  );
}
