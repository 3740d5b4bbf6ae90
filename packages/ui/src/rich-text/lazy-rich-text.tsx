import { lazy, Suspense } from 'react';
import { SkeletonBlock } from '../data/skeleton';
import type { RichTextProps } from './rich-text';

const Eager = lazy(() => import('./rich-text').then((m) => ({ default: m.RichText })));

/**
 * RichText that loads DOMPurify on first use, so that importing '@ws/ui' never puts it in an entry
 * chunk. Same props as the eager one in '@ws/ui/rich-text'.
 */
export function RichText(props: RichTextProps) {
  // A server render (the first paint) has no DOM to sanitize with: the text comes with the client's render.
  if (typeof document === 'undefined') return <SkeletonBlock height={120} aria-label="加载中" />;
  return (
    <Suspense fallback={<SkeletonBlock height={120} aria-label="加载中" />}>
      <Eager {...props} />
    </Suspense>
  );
}
