// Which columns of a console table are shown: the staff member's choice, remembered in localStorage under the
// table's own key.
import type { ColumnVisibilityState } from '@tanstack/react-table';

/** The remembered choice ({ mobile: false } …); anything unreadable is no choice (every column shown). */
export const readColumnChoice = (key: string): ColumnVisibilityState => {
  try {
    const v: unknown = JSON.parse(window.localStorage.getItem(key) ?? '{}');
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return {};
    return Object.fromEntries(Object.entries(v).filter((e): e is [string, boolean] => typeof e[1] === 'boolean'));
  } catch {
    return {};
  }
};

export const writeColumnChoice = (key: string, choice: ColumnVisibilityState): void => {
  try {
    window.localStorage.setItem(key, JSON.stringify(choice));
  } catch {
    // not remembered: the choice holds for this visit
  }
};
