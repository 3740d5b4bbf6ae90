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

afterEach(() => {
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

  it('starts the same way without a first paint', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    startApp(App, {});
    expect(await screen.findByRole('heading', { name: '应用内容' })).toBeInTheDocument();
    expect(rootElement()).not.toHaveAttribute('inert');
  });
});
