import { createContext, useContext } from 'react';

/**
 * Whether a block's per-call query may fetch: false while the combined read that answers it
 * (homeFirstScreen, homeLawLists: see combined-reads.ts) is under way, a background refetch included,
 * so a block never reads its part twice. Outside such a read (a block on its own) it is true.
 */
export const CombinedReadGate = createContext(true);

export const useCombinedReadDone = () => useContext(CombinedReadGate);
