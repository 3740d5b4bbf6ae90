// Seed assets: each data module lists the files it references; generate-assets.ts writes them into
// apps/api/assets/seed/ (committed), and a test checks every referenced file exists.
import { seedUrl } from './random';

export interface SeedAsset {
  file: string;
  render: () => string | Uint8Array;
}

/** Collects the assets of one data module; `add` returns the file's public URL. */
export class AssetList {
  readonly items: SeedAsset[] = [];
  private readonly seen = new Set<string>();
  add(file: string, render: () => string | Uint8Array): string {
    if (!this.seen.has(file)) {
      this.seen.add(file);
      this.items.push({ file, render });
    }
    return seedUrl(file);
  }
}
