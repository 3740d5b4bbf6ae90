// The part of jsdom the first-paint renderer uses (entry-server.tsx); the package ships no types.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: unknown;
  }
}
