// '@ws/ui/rich-text-editor': the apps' one rich-text editor, behind a lazy component so that no first load
// carries Tiptap (the screen that renders it fetches the chunk), and the preview that renders what was
// written exactly as the portal does (the same sanitizer, RichText component and styles).
import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './types';

export type { RichTextEditorProps } from './types';

const Editor = lazy(() => import('./rich-text-editor'));

/** The editor, loaded on first render; `loadingText` while its chunk arrives. */
export function RichTextEditor({ loadingText, ...props }: RichTextEditorProps & { loadingText?: string }) {
  return (
    <Suspense fallback={<p role="status">{loadingText ?? `${props.label}编辑器加载中…`}</p>}>
      <Editor {...props} />
    </Suspense>
  );
}
