import { ContentCentrePage } from '@/features/help/components/content-centre-page';

/** /help/content?id= (content centre) */
export default function HelpContent() {
  return <ContentCentrePage />;
}
