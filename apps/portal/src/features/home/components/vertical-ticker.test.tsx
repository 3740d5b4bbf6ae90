import { act, fireEvent, render, screen } from '@testing-library/react';
import { VerticalTicker } from './vertical-ticker';

const items = ['一', '二', '三'].map((t) => ({ key: t, node: <a href={`#${t}`}>{t}</a> }));
const active = () => screen.getByRole('list').querySelector('[data-active]')?.textContent;
/** The page has loaded (jsdom's document is complete): the ticker starts at the next idle moment. */
const started = () => act(() => vi.advanceTimersByTime(0));

describe('VerticalTicker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('moves to the next line every interval and wraps around', () => {
    render(<VerticalTicker label="头条" items={items} interval={3000} />);
    started();
    expect(active()).toBe('一');
    act(() => vi.advanceTimersByTime(3000));
    expect(active()).toBe('二');
    act(() => vi.advanceTimersByTime(6000));
    expect(active()).toBe('一');
  });

  it('pauses while hovered', () => {
    render(<VerticalTicker label="头条" items={items} interval={3000} />);
    started();
    fireEvent.mouseEnter(screen.getByRole('list').parentElement!);
    act(() => vi.advanceTimersByTime(9000));
    expect(active()).toBe('一');
    fireEvent.mouseLeave(screen.getByRole('list').parentElement!);
    act(() => vi.advanceTimersByTime(3000));
    expect(active()).toBe('二');
  });

  it('starts only once the page has loaded', () => {
    const state = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    render(<VerticalTicker label="头条" items={items} interval={3000} />);
    act(() => vi.advanceTimersByTime(9000));
    expect(active()).toBe('一');
    state.mockReturnValue('complete');
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    started();
    act(() => vi.advanceTimersByTime(3000));
    expect(active()).toBe('二');
    expect(screen.getByRole('list').style.transform).toBe('translateY(-32px)');
  });

  it('brings a focused line into view', () => {
    render(<VerticalTicker label="头条" items={items} />);
    act(() => screen.getByRole('link', { name: '三' }).focus());
    expect(active()).toBe('三');
  });
});
