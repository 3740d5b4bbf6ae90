import { lazy, Suspense, type ComponentType } from 'react';
import { SkeletonBlock } from '../data/skeleton';
import type { RichTextProps } from './rich-text';

/** The eager RichText where a server render registered it (with a DOM to sanitize with, server.ts). */
let onServer: ComponentType<RichTextProps> | null = null;
export function setServerRichText(c: ComponentType<RichTextProps>): void {
  onServer = c;
}

const Eager = lazy(() => import('./rich-text').then((m) => ({ default: m.RichText })));

/**
 * RichText that loads DOMPurify on first use, so that importing '@ws/ui' never puts it in an entry
 * chunk. Same props as the eager one in '@ws/ui/rich-text'.
 */
export function RichText(props: RichTextProps) {
  // A server render (the first paint) draws it only with a DOM to sanitize with; otherwise the text comes
  // with the client's render.
  // The server's text sits in a Suspense boundary like the client's, so a hydrating client adopts it.
  if (typeof document === 'undefined') {
    const Server = onServer;
    return Server ? (
      <Suspense fallback={<SkeletonBlock height={120} aria-label="加载中" />}>
        <Server {...props} />
      </Suspense>
    ) : (
      <SkeletonBlock height={120} aria-label="加载中" />
    );
  }
  return (
    <Suspense fallback={<SkeletonBlock height={120} aria-label="加载中" />}>
      <Eager {...props} />
    </Suspense>
  );
}
