import { SearchPage } from '@/features/search/components/search-page';

/** /search?val= (the header search lands here) */
export default function SearchScreen() {
  return <SearchPage />;
}
