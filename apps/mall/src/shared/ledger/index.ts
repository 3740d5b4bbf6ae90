// The personal centre's ledger list (points and wallet): <LedgerList balance title rows … />.
export { LedgerList } from './ledger-list';
