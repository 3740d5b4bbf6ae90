import { act, fireEvent, render, screen } from '@testing-library/react';
import { VerticalTicker } from './vertical-ticker';

const items = ['一', '二', '三'].map((t) => ({ key: t, node: <a href={`#${t}`}>{t}</a> }));
const active = () => screen.getByRole('list').querySelector('[data-active]')?.textContent;

describe('VerticalTicker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('moves to the next line every interval and wraps around', () => {
    render(<VerticalTicker label="头条" items={items} interval={3000} />);
    expect(active()).toBe('一');
    act(() => vi.advanceTimersByTime(3000));
    expect(active()).toBe('二');
    act(() => vi.advanceTimersByTime(6000));
    expect(active()).toBe('一');
  });

  it('pauses while hovered', () => {
    render(<VerticalTicker label="头条" items={items} interval={3000} />);
    fireEvent.mouseEnter(screen.getByRole('list').parentElement!);
    act(() => vi.advanceTimersByTime(9000));
    expect(active()).toBe('一');
    fireEvent.mouseLeave(screen.getByRole('list').parentElement!);
    act(() => vi.advanceTimersByTime(3000));
    expect(active()).toBe('二');
  });

  it('brings a focused line into view', () => {
    render(<VerticalTicker label="头条" items={items} />);
    act(() => screen.getByRole('link', { name: '三' }).focus());
    expect(active()).toBe('三');
  });
});
