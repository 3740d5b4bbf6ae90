// The help module's texts, as the reader sees them.

export const MSG_HELP_MISSING = '内容不存在';
