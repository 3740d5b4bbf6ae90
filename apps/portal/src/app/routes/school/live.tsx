import { LiveDetail } from '@/features/media/components/live-detail';

/** /listlive?key= (requiresLogin in the route table) */
export default function LiveScreen() {
  return <LiveDetail />;
}
