// The categories module: what other modules may use of it (the category shape and names).
export { categoryNames, toCategory } from './queries';
