import { PreviewPage } from '@/features/preview/components/preview-page';

/** /preview?id={fileUrl} (no header: the document fills the page) */
export default function Preview() {
  return <PreviewPage />;
}
