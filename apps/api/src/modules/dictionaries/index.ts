// The dictionaries module: what other modules and the server's wiring may use of it.
export { dictEntry } from './queries';
