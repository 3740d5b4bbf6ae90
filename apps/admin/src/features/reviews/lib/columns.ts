// Which columns of the review list are shown: the staff member's choice, remembered in localStorage.
import type { ColumnVisibilityState } from '@tanstack/react-table';

export const REVIEW_COLUMNS_KEY = 'adminReviewColumns';

/** The remembered choice ({ mobile: false } …); anything unreadable is no choice (every column shown). */
export const readColumnChoice = (): ColumnVisibilityState => {
  try {
    const v: unknown = JSON.parse(window.localStorage.getItem(REVIEW_COLUMNS_KEY) ?? '{}');
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return {};
    return Object.fromEntries(Object.entries(v).filter((e): e is [string, boolean] => typeof e[1] === 'boolean'));
  } catch {
    return {};
  }
};

export const writeColumnChoice = (choice: ColumnVisibilityState): void => {
  try {
    window.localStorage.setItem(REVIEW_COLUMNS_KEY, JSON.stringify(choice));
  } catch {
    // not remembered: the choice holds for this visit
  }
};
