// /myFav (我的收藏) inside the personal centre's frame.
import { FavouritesPage } from '@/features/personal/components/favourites-page';
import { PersonalLayout } from '@/shared/personal-layout';

export default function MyFavScreen() {
  return (
    <PersonalLayout title="我的收藏">
      <FavouritesPage />
    </PersonalLayout>
  );
}
