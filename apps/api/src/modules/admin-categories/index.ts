// The admin-categories module: what 帮助管理 uses of it (the help categories are a category group): the save
// and the delete of a category inside the caller's transaction, each audited, and the next id of a table
// without a sequence (never a deleted one).
export { removeCategoryIn, saveCategoryIn, type By } from './service';
export { nextId } from './queries';
