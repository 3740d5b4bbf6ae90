// A deterministic random source (mulberry32), so the seed gives the same demo data on every machine.
export class Rng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0;
  }
  next(): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }
  /** `n` distinct items in a random order. */
  sample<T>(items: readonly T[], n: number): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, Math.min(n, copy.length));
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD HH:mm:ss' for day `dayOfYear` (1-based) of 2026 at the given time. */
export function time2026(dayOfYear: number, hour: number, minute: number, second = 0): string {
  const d = new Date(Date.UTC(2026, 0, 1) + (dayOfYear - 1) * 86_400_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(hour)}:${pad(minute)}:${pad(second)}`;
}

/** The public URL of a seed asset. */
export const seedUrl = (file: string) => `/api/files/seed/${file}`;
