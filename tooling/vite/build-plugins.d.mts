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
