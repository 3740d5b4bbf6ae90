import { PageContainer } from '@ws/ui';
import { HomeView, startFirstScreenRead } from '@/features/home';

/**
 * The first screen's read starts with this chunk, before the first render of a direct visit; the screen
 * counts as loaded once it has arrived (lazyScreen waits for `screenReady`), so the first commit shows the
 * blocks with their content. It waits at most a moment (EARLY_READ_WAIT_MS): a slow API never holds the
 * page back for long. (Not a top-level await: the build's manifest would lose its entry.)
 */
export const screenReady = startFirstScreenRead();

/** /homePage */
export default function HomePage() {
  return (
    <PageContainer>
      <HomeView />
    </PageContainer>
  );
}
