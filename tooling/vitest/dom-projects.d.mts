import type { TestProjectInlineConfiguration } from 'vitest/config';

export interface DomProjectsOptions {
  /** test files (globs from the package root) that need their own module graph */
  isolated: string[];
  /** check the *.test-d.ts compile-time assertions (in the shared project) */
  typecheck?: boolean;
}

export declare const domProjects: (options: DomProjectsOptions) => TestProjectInlineConfiguration[];
