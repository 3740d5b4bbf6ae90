// How the volume tests time a call: warm up, then up to three rounds of 25 calls per case, the best round
// counts (on a shared machine a round can catch a burst of other work; a lost index or a table walk is slow
// in every round), and a verdict that holds the 99th percentile to its limit unless the machine runs more
// tasks than it has cores (then no tail can be held: the median is judged and the figures are stated).
import { availableParallelism, loadavg } from 'node:os';
import { expect } from 'vitest';

/** The p-th percentile (0-100) of sorted times, nearest rank. */
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export type TimedCase = [label: string, run: () => Promise<{ ok: boolean; msg: string }>];

/** Each case's p50 and p99 as a line, and the cases whose p99 reached `limitMs` with their times. */
export async function measure(cases: TimedCase[], limitMs: number): Promise<{ figures: string[]; slow: string[] }> {
  const figures: string[] = [];
  const slow: string[] = [];
  for (const [label, run] of cases) {
    for (let i = 0; i < 3; i++) await run();
    let best: number[] | null = null;
    for (let round = 0; round < 3 && (best === null || percentile(best, 99) >= limitMs); round++) {
      const times: number[] = [];
      for (let i = 0; i < 25; i++) {
        const t0 = performance.now();
        const res = await run();
        times.push(performance.now() - t0);
        expect(res.ok, `${label}: ${res.msg}`).toBe(true);
      }
      times.sort((a, b) => a - b);
      if (best === null || percentile(times, 99) < percentile(best, 99)) best = times;
    }
    const p50 = percentile(best!, 50);
    const p99 = percentile(best!, 99);
    figures.push(`${label}: p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`);
    if (p99 >= limitMs) slow.push(`${label}: ${best!.map((t) => t.toFixed(1)).join(', ')}`);
  }
  return { figures, slow };
}

/** Print the figures under `title`, then judge them. */
export function report(title: string, { figures, slow }: { figures: string[]; slow: string[] }, limitMs: number): void {
  console.log(`${title} (load ${loadavg()[0]!.toFixed(1)}):\n  ${figures.join('\n  ')}`);
  if (loadavg()[0]! <= 2 * availableParallelism()) expect(slow).toEqual([]);
  else expect(figures.filter((f) => Number(/p50 ([\d.]+)/.exec(f)![1]) >= limitMs)).toEqual([]);
}
