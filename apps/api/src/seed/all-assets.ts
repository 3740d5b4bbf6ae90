// Every seed asset, from every data module (building the data registers the files it references).
import type { SeedAsset } from './assets';
import { adAssets, adSeeds } from './data/ads';
import { articleAssets, articleSeeds } from './data/articles';
import { categoryAssets, categorySeeds } from './data/categories';
import { companyAssets, companySeeds } from './data/companies';
import { expertAssets, expertSeeds } from './data/experts';
import { catalogueAssets, productSeeds } from './data/catalogue';
import { demoShopAssets, transferReceipt } from './data/demo-shop-assets';
import { mediaAssets, mediaSeeds } from './data/media';
import { trainingAssets, trainingSeeds } from './data/training';

export function allSeedAssets(): SeedAsset[] {
  categorySeeds();
  adSeeds();
  articleSeeds();
  expertSeeds();
  companySeeds();
  mediaSeeds();
  trainingSeeds();
  productSeeds([]);
  transferReceipt();
  return [categoryAssets, adAssets, articleAssets, expertAssets, companyAssets, mediaAssets, trainingAssets, catalogueAssets, demoShopAssets].flatMap((l) => l.items);
}
