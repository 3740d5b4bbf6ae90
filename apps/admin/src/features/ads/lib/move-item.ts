// A slot's order: one row moved (by drag and drop or by 上移 / 下移).
/** The list with the item at `from` moved to `to` (both in range; otherwise the list as it is). */
export const moveItem = <T,>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return next;
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};
