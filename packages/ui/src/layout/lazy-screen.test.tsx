import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyScreen, preloadScreen } from './lazy-screen';

const deferred = <T,>() => {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

const Home = () => <h1>首页内容</h1>;

const show = (Screen: ReturnType<typeof lazyScreen>) =>
  render(
    <Suspense fallback={<p>加载中</p>}>
      <Screen />
    </Suspense>,
  );

describe('lazyScreen', () => {
  it('without a preload the first commit is the fallback', async () => {
    const Screen = lazyScreen(async () => ({ default: Home }));
    show(Screen);
    expect(screen.getByText('加载中')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '首页内容' })).toBeInTheDocument();
  });

  it("waits for the module's screenReady (a failed one too) before it counts as loaded", async () => {
    const ready = deferred<void>();
    const Screen = lazyScreen(async () => ({ default: Home, screenReady: ready.promise }));
    let done = false;
    const preloaded = Screen.preload().then(() => {
      done = true;
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(done).toBe(false);
    ready.reject(new Error('读取失败'));
    await preloaded;
    show(Screen);
    expect(screen.getByRole('heading', { name: '首页内容' })).toBeInTheDocument();
  });

  it('after preload() the first commit is the screen itself', async () => {
    const load = vi.fn(async () => ({ default: Home }));
    const Screen = lazyScreen(load);
    await Screen.preload();
    show(Screen);
    expect(screen.getByRole('heading', { name: '首页内容' })).toBeInTheDocument();
    expect(screen.queryByText('加载中')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed preload is tried again by the render', async () => {
    let fail = true;
    const Screen = lazyScreen(async () => {
      if (fail) throw new Error('chunk');
      return { default: Home };
    });
    await expect(Screen.preload()).rejects.toThrow('chunk');
    fail = false;
    show(Screen);
    expect(await screen.findByRole('heading', { name: '首页内容' })).toBeInTheDocument();
  });
});

describe('preloadScreen', () => {
  it('fetches the screen of the path, matching case-insensitively', async () => {
    const home = vi.fn(async () => ({ default: Home }));
    const login = vi.fn(async () => ({ default: Home }));
    const screens = { '/homePage': lazyScreen(home), '/login': lazyScreen(login) };
    await preloadScreen(screens, '/HOMEPAGE');
    expect(home).toHaveBeenCalledTimes(1);
    expect(login).not.toHaveBeenCalled();
    await preloadScreen(screens, '/no-such-page');
    await preloadScreen({ '/homePage': Home }, '/homePage');
  });

  it('resolves when the chunk fails, and stops waiting after the limit', async () => {
    const failing = { '/homePage': lazyScreen(() => Promise.reject(new Error('offline'))) };
    await expect(preloadScreen(failing, '/homePage')).resolves.toBeUndefined();
    const slow = deferred<{ default: typeof Home }>();
    const t0 = Date.now();
    await preloadScreen({ '/homePage': lazyScreen(() => slow.promise) }, '/homePage', 30);
    expect(Date.now() - t0).toBeLessThan(1000);
    slow.resolve({ default: Home });
  });
});
