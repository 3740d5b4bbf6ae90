import { screen, waitFor } from '@testing-library/react';
import { lazyScreen } from '../layout/lazy-screen';
import { startApp } from './start-app';

/** The markup the gateway puts into #root when it has a server-rendered first paint. */
const FIRST_PAINT = '<div id="root" data-first-paint inert><p>服务器内容</p></div>';

const App = () => <h1>应用内容</h1>;

const rootElement = () => {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  return root;
};

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  warn.mockRestore();
  document.documentElement.removeAttribute('data-first-paint-off');
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('startApp over a server-rendered first paint', () => {
  it("replaces the server markup with the app's first commit and makes the page usable", async () => {
    document.body.innerHTML = FIRST_PAINT;
    startApp(App, {});
    expect(await screen.findByRole('heading', { name: '应用内容' })).toBeInTheDocument();
    const root = rootElement();
    await waitFor(() => {
      expect(root).not.toHaveAttribute('inert');
      expect(root).not.toHaveAttribute('data-first-paint');
    });
    expect(screen.queryByText('服务器内容')).not.toBeInTheDocument();
    expect(screen.getAllByText('应用内容')).toHaveLength(1);
    expect(root.children).toHaveLength(1);
    expect(root.firstElementChild?.tagName).toBe('H1');
    // it was hydrated, found different and redrawn: reported as a warning, not thrown
    expect(warn).toHaveBeenCalledWith('first paint redrawn on the client:', expect.stringContaining('Hydration failed'));
  });

  it('keeps the first paint, inert, until the current screen has arrived and the app has committed', async () => {
    window.history.replaceState(null, '', '/homePage');
    let arrive!: () => void;
    const chunk = new Promise<void>((r) => (arrive = r));
    const Home = lazyScreen(async () => {
      await chunk;
      return { default: () => <h1>首页内容</h1> };
    });
    document.body.innerHTML = FIRST_PAINT;
    startApp(App, { '/homePage': Home });
    await new Promise((r) => setTimeout(r, 50));
    const root = rootElement();
    expect(root).toHaveAttribute('inert');
    expect(root).toHaveAttribute('data-first-paint');
    expect(screen.getByText('服务器内容')).toBeInTheDocument();

    arrive();
    expect(await screen.findByRole('heading', { name: '应用内容' })).toBeInTheDocument();
    await waitFor(() => expect(root).not.toHaveAttribute('inert'));
    expect(root).not.toHaveAttribute('data-first-paint');
    expect(screen.queryByText('服务器内容')).not.toBeInTheDocument();
    expect(screen.getAllByText('应用内容')).toHaveLength(1);
  });

  it('adopts a first paint the app draws the same (hydrates: the elements stay, nothing is rebuilt)', async () => {
    document.body.innerHTML = '<div id="root" data-first-paint inert><h1>应用内容</h1></div>';
    const serverHeading = rootElement().firstElementChild;
    startApp(App, {});
    const root = rootElement();
    await waitFor(() => expect(root).not.toHaveAttribute('data-first-paint'));
    expect(root).not.toHaveAttribute('inert');
    expect(root.firstElementChild).toBe(serverHeading);
    expect(screen.getAllByText('应用内容')).toHaveLength(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['hidden by the gate script (a logged-in tab)', () => document.documentElement.setAttribute('data-first-paint-off', '')],
    ['a login route’s shell', () => document.body.insertAdjacentHTML('afterbegin', '<script data-session-keys="" data-shell></script>')],
  ])('replaces a first paint %s instead of adopting it', async (_, mark) => {
    document.body.innerHTML = '<div id="root" data-first-paint inert><h1>应用内容</h1></div>';
    mark();
    const serverHeading = rootElement().firstElementChild;
    startApp(App, {});
    const root = rootElement();
    await waitFor(() => expect(root).not.toHaveAttribute('data-first-paint'));
    expect(document.documentElement).not.toHaveAttribute('data-first-paint-off');
    expect(root.firstElementChild).not.toBe(serverHeading);
    expect(screen.getAllByText('应用内容')).toHaveLength(1);
  });

  it('starts the same way without a first paint', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    startApp(App, {});
    expect(await screen.findByRole('heading', { name: '应用内容' })).toBeInTheDocument();
    expect(rootElement()).not.toHaveAttribute('inert');
  });
});
