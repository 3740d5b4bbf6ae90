// The dictionaries module: what other modules and the server's wiring may use of it — one entry (the checkout
// and shipping calls check their choices with it) and the staff's edits of a type's entries (系统设置's
// express companies), each inside the caller's transaction.
export { dictEntry } from './queries';
export { addEntryIn, changeEntryIn, removeEntryIn, entriesOf } from './service';
