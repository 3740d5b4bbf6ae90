import { act, render, screen } from '@testing-library/react';
import { DeferUntilVisible } from './defer-until-visible';

describe('DeferUntilVisible', () => {
  const original = globalThis.IntersectionObserver;
  let trigger: ((visible: boolean) => void) | undefined;

  beforeEach(() => {
    vi.useFakeTimers();
    globalThis.IntersectionObserver = class {
      constructor(cb: IntersectionObserverCallback) {
        trigger = (visible) => cb([{ isIntersecting: visible } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
      }
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    globalThis.IntersectionObserver = original;
    vi.useRealTimers();
  });

  it('renders a placeholder until the block nears the viewport', () => {
    render(
      <DeferUntilVisible minHeight={300}>
        <p>法律法规</p>
      </DeferUntilVisible>,
    );
    expect(screen.queryByText('法律法规')).toBeNull();
    act(() => trigger?.(false));
    expect(screen.queryByText('法律法规')).toBeNull();
    act(() => trigger?.(true));
    expect(screen.getByText('法律法规')).toBeInTheDocument();
  });

  it('renders anyway once the page has been idle for a while', () => {
    render(
      <DeferUntilVisible minHeight={300} idleAfterMs={1000}>
        <p>在线专家</p>
      </DeferUntilVisible>,
    );
    act(() => vi.advanceTimersByTime(900));
    expect(screen.queryByText('在线专家')).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByText('在线专家')).toBeInTheDocument();
  });
});
