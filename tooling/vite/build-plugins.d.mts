// Types of build-plugins.mjs for the apps' vite.config.ts (structural: tooling/vite has no node_modules).
export interface PrecompressRow {
  file: string;
  bytes: number;
  br: number | null;
  gz: number | null;
}
export const COMPRESSIBLE: RegExp;
export const MIN_COMPRESS_BYTES: number;
export function precompressDir(dir: string, options?: { minBytes?: number }): Promise<PrecompressRow[]>;
export function parseScreens(source: string): Array<{ route: string; spec: string }>;

/** The parts of a Vite plugin these return (assignable to Vite's `Plugin`). */
interface BuildPlugin {
  name: string;
  apply: 'build';
  enforce: 'pre' | 'post';
}
export function precompress(options?: { minBytes?: number }): BuildPlugin;
export function screenMap(options?: { screensFile?: string }): BuildPlugin;
export declare const firstPaintServerBuild: (alias: { find: string | RegExp; replacement: string }[]) => import('vite').UserConfig;
/** A chunk group of rolldown's codeSplitting (the app's own, after the shared ones). */
interface ChunkGroup {
  name: string;
  test?: RegExp;
  priority?: number;
}
export declare const appViteConfig: (options: {
  /** the app's vite.config import.meta.url */
  appUrl: string;
  /** where the gateway serves the app's assets ('/_portal/', '/_mall/') */
  base: string;
  /** the app's @vitejs/plugin-react */
  react: () => unknown;
  devPort: number;
  previewPort: number;
  groups?: ChunkGroup[];
}) => (env: { command: 'build' | 'serve'; isSsrBuild?: boolean }) => import('vite').UserConfig;
