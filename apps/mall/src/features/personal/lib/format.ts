/** A points change with its sign: +10, -300, 0. */
export const signedPoints = (n: number): string => (n > 0 ? `+${n}` : String(n));
/** A money change with its sign and 2 decimals: +12.00, -3.50. */
export const signedMoney = (s: string): string => {
  const n = Number(s);
  if (!Number.isFinite(n)) return s;
  return n > 0 ? `+${n.toFixed(2)}` : n.toFixed(2);
};
/** 138****0001 for an 11-digit mobile; anything else unchanged. */
export const maskPhone = (m: string): string => (/^\d{11}$/.test(m) ? `${m.slice(0, 3)}****${m.slice(7)}` : m);
