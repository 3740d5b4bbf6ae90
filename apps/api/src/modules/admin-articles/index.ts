// The admin-articles module: what other modules may use of it (the rich-text link check 培训管理 shares).
export { hasUnsafeLink } from './service';
