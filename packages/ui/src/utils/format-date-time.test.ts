import { formatDateTime } from './format-date-time';

describe('formatDateTime', () => {
  it('formats as YYYY-MM-DD HH:mm:ss (local time)', () => {
    expect(formatDateTime(new Date(2024, 4, 1, 9, 5, 7))).toBe('2024-05-01 09:05:07');
    expect(formatDateTime('2024-05-01 09:05:07')).toBe('2024-05-01 09:05:07');
    expect(formatDateTime('2024/5/1 9:05')).toBe('2024-05-01 09:05:00');
    expect(formatDateTime('2024-05-01')).toBe('2024-05-01 00:00:00');
    expect(formatDateTime(new Date(2024, 0, 2, 3, 4, 5).getTime())).toBe('2024-01-02 03:04:05');
    expect(formatDateTime(Math.floor(new Date(2024, 0, 2, 3, 4, 5).getTime() / 1000))).toBe('2024-01-02 03:04:05');
    expect(formatDateTime(new Date(2024, 0, 2, 3, 4, 5).toISOString())).toBe('2024-01-02 03:04:05');
  });

  it('gives "" for empty input and keeps text that is not a date', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('暂无')).toBe('暂无');
    expect(formatDateTime(Number.NaN)).toBe('');
  });
});
