// The review list's 显示列 choice is remembered under this key.
export const REVIEW_COLUMNS_KEY = 'adminReviewColumns';
