// Only plain elements here: the header is in every entry chunk. The help dropdown (Mantine Menu)
// loads on first use (help-menu.tsx).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, startTransition, Suspense, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import {
  QUICKNAV_ORDER,
  QUICKNAV_TARGETS,
  REGIONS,
  SESSION_KEYS,
  adsQuery,
  displayName,
  helpMenuQuery,
  sessionStore,
} from '@ws/api-sdk';
import { paths, routeKey, withQuery } from '@ws/routes';
import { useShellPaint } from '../app/app-context';
import { IconChevronDown, IconMapPin, IconSearch, LogoMark } from '../icons/icons';
import { AppLink } from '../navigation/app-link';
import { loginLinkFrom } from '../navigation/login-link';
import { useAppNavigate } from '../navigation/use-app-navigate';
import { useLogout } from '../session/use-logout';
import { useSession } from '../session/use-session';
import { useSessionCheck } from '../session/use-session-check';
import { SITE_NAME } from '../theme';
import { afterNextPaint } from '../utils/after-next-paint';
import { setSessionItem } from '../utils/session-storage';
import { HeaderCartLink } from './cart-count';
import { ChatUnreadBadge } from './chat-unread-badge';
import classes from './site-header.module.css';

type Region = '1' | '2';
const REGION_OPTIONS = REGIONS.map((r) => ({ value: r.value, label: r.label }));

function TopBar() {
  const region = useSession((s) => s.region);
  const token = useSession((s) => s.token);
  const name = useSession((s) => displayName(s));
  const shell = useShellPaint();
  const logout = useLogout();
  const { pathname, search } = useLocation();
  useSessionCheck();

  return (
    <div className={classes.topBar}>
      <div className={`${classes.inner} ${classes.topInner}`}>
        <div className={classes.topLeft}>
          <span className={classes.region}>
            <IconMapPin size={14} />
            <select
              aria-label="选择地区"
              className={classes.regionSelect}
              value={region}
              onChange={(e) => sessionStore.getState().setRegion(e.currentTarget.value === '2' ? '2' : ('1' as Region))}
            >
              {REGION_OPTIONS.map((r) => (
                <option key={r.value} value={r.value}>
                  {r.label}
                </option>
              ))}
            </select>
          </span>
          <span>欢迎来到{SITE_NAME}安全生产与企业服务平台！</span>
        </div>
        <div className={classes.userArea}>
          {shell ? null : token ? (
            <>
              <span className={classes.greeting}>{`欢迎您，${name}`}</span>
              <span className={classes.divider} aria-hidden="true" />
              <AppLink to="/personal" className={classes.topLink}>
                会员中心
              </AppLink>
              <HeaderCartLink />
              <ChatUnreadBadge />
              <span className={classes.divider} aria-hidden="true" />
              <button type="button" className={classes.topLink} onClick={() => void logout()}>
                退出
              </button>
            </>
          ) : (
            <>
              <AppLink to="/register" className={classes.authButton}>
                注册
              </AppLink>
              <AppLink to={loginLinkFrom(pathname, search)} className={`${classes.authButton} ${classes.authButtonPrimary}`}>
                登录
              </AppLink>
            </>
          )}
        </div>
      </div>
    </div>
  );
}

function SearchBox() {
  const go = useAppNavigate();
  const location = useLocation();
  const [value, setValue] = useState('');

  // On the search page the box shows the current keyword.
  useEffect(() => {
    if (routeKey(location.pathname) === '/search') setValue(new URLSearchParams(location.search).get('val') ?? '');
  }, [location.pathname, location.search]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    go(paths.search(value.trim()));
  };

  return (
    <form role="search" className={classes.search} onSubmit={submit}>
      <span className={classes.searchField}>
        <IconSearch size={16} className={classes.searchIcon} />
        <input
          type="search"
          aria-label="搜索"
          placeholder="搜索政策法规、专家、服务商、商品"
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          className={classes.searchInput}
          enterKeyHint="search"
        />
      </span>
      <button type="submit" className={classes.searchButton}>
        搜索
      </button>
    </form>
  );
}

function MainBar() {
  return (
    <div className={`${classes.inner} ${classes.mainInner}`}>
      <AppLink to="/homePage" className={classes.logo} aria-label={`${SITE_NAME}首页`}>
        <LogoMark size={44} />
        <span className={classes.logoText}>
          <span className={classes.logoName}>{SITE_NAME}</span>
          <span className={classes.logoSub}>安全生产 · 企业服务一站式平台</span>
        </span>
      </AppLink>
      <SearchBox />
    </div>
  );
}

interface NavEntry {
  key: string;
  label: string;
  to: string;
  active: boolean;
  onClick?: () => void;
  /** a quicknav entry whose ad has not arrived yet: holds its place, not a link */
  placeholder?: boolean;
}

/** A placeholder's text: four CJK-wide blanks, the width of a typical quicknav title. */
const QUICKNAV_PLACEHOLDER = '\u3000'.repeat(4);

function quicknavPath(id: number): string | null {
  const t = QUICKNAV_TARGETS[id];
  if (!t) return null;
  return withQuery(t.path, { channel: t.channel, recommendId: t.recommendId });
}

const HelpMenuLoaded = lazy(() => import('./help-menu'));

/**
 * The 帮助中心 trigger. A plain button until the first hover, focus or click loads Mantine's Menu
 * (help-menu.tsx), which then takes its place in one commit (a transition keeps the placeholder
 * while loading): open when the user already asked for it, focused when the placeholder was.
 */
function HelpMenu({ active }: { active: boolean }) {
  const [load, setLoad] = useState(false);
  const [open, setOpen] = useState(false);
  const placeholderRef = useRef<HTMLButtonElement>(null);
  const prefetch = useQueryPrefetch();
  const start = (openIt: boolean) => {
    if (openIt) setOpen(true);
    if (load) return;
    prefetch();
    startTransition(() => setLoad(true));
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowDown') {
      e.preventDefault();
      start(true);
    }
  };
  const placeholder = (
    <button
      ref={placeholderRef}
      type="button"
      className={classes.navLink}
      data-active={active || undefined}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => start(true)}
      onPointerLeave={() => setOpen(false)}
      onFocus={() => start(false)}
      onClick={() => start(true)}
      onKeyDown={onKeyDown}
    >
      帮助中心
      <IconChevronDown size={14} className={classes.navChevron} />
    </button>
  );
  const hadFocus = typeof document !== 'undefined' && placeholderRef.current !== null && document.activeElement === placeholderRef.current;
  return (
    <Suspense fallback={placeholder}>
      {load ? <HelpMenuLoaded active={active} defaultOpened={open} autoFocus={hadFocus} /> : placeholder}
    </Suspense>
  );
}

/** Starts loading the help categories together with the menu code. */
function useQueryPrefetch() {
  const client = useQueryClient();
  return () => void client.prefetchQuery(helpMenuQuery());
}

function MainNav() {
  const { pathname, search } = useLocation();
  const { data: ads, isPending: quicknavPending } = useQuery(adsQuery('quicknav'));
  const here = routeKey(pathname);
  const query = new URLSearchParams(search);
  // Below 992 px the entries are one row that scrolls sideways (its scrollbar hidden): bring the current
  // entry into view, centred, or a phone never shows which section it is in.
  const listRef = useRef<HTMLUListElement>(null);
  // Measured after the next frame (its layout is clean then), not inside React's commit; the first entry
  // (首页) is where the row starts anyway.
  useEffect(() => {
    const current = () => listRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const first = current();
    if (!first || first.parentElement === listRef.current?.firstElementChild) return;
    return afterNextPaint(() => {
      const list = listRef.current;
      const entry = current();
      if (!list || !entry || list.scrollWidth <= list.clientWidth) return;
      const from = list.getBoundingClientRect();
      const box = entry.getBoundingClientRect();
      list.scrollLeft += box.left - from.left - (list.clientWidth - box.width) / 2;
    });
  }, [pathname, search, quicknavPending]);

  const quicknav: NavEntry[] = QUICKNAV_ORDER.flatMap((id) => {
    const ad = ads?.items.find((a) => a.id === id);
    const target = QUICKNAV_TARGETS[id];
    const to = quicknavPath(id);
    // The ad's own `link` from the server is ignored: targets come from the spec's table only.
    if (!ad || !target || !to) return [];
    const active =
      here === routeKey(target.path) &&
      (target.recommendId === undefined ? (target.channel === undefined || query.get('channel') === target.channel) : query.get('recommendId') === String(target.recommendId));
    return [
      {
        key: `q${id}`,
        label: ad.title,
        to,
        active,
        onClick: () => {
          if (target.channel !== undefined) setSessionItem(SESSION_KEYS.channel, target.channel);
          if (target.recommendId !== undefined) setSessionItem(SESSION_KEYS.recommendIds, target.recommendId);
        },
      },
    ];
  });

  const entries: NavEntry[] = [
    { key: 'home', label: '首页', to: '/homePage', active: here === '/homepage' || here === '/' },
    { key: 'recommend', label: '推荐', to: '/recommend', active: here === '/recommend' },
    // Until listads answers, one placeholder per quicknav entry keeps the navigation's rows (on a narrow
    // screen it wraps) as tall as they will be, so nothing below moves when the entries arrive.
    ...(quicknavPending ? QUICKNAV_ORDER.map((id): NavEntry => ({ key: `q${id}`, label: QUICKNAV_PLACEHOLDER, to: '', active: false, placeholder: true })) : quicknav),
    { key: 'funeng', label: '赋能', to: '/funeng', active: here === '/funeng' || here === '/enable' || here === '/enableinfo' },
  ];

  return (
    <nav className={classes.nav} aria-label="主导航">
      <div className={classes.inner}>
        <ul ref={listRef} className={classes.navList}>
          {entries.map((e) =>
            e.placeholder ? (
              <li key={e.key} className={classes.navItem} aria-hidden="true">
                <span className={`${classes.navLink} ${classes.navPlaceholder}`}>{e.label}</span>
              </li>
            ) : (
              <li key={e.key} className={classes.navItem}>
                <AppLink to={e.to} className={classes.navLink} data-active={e.active || undefined} aria-current={e.active ? 'page' : undefined} onClick={e.onClick}>
                  {e.label}
                </AppLink>
              </li>
            ),
          )}
          <li className={classes.navItem}>
            <HelpMenu active={here.startsWith('/help/')} />
          </li>
        </ul>
      </div>
    </nav>
  );
}

/** The site header (spec 01 §2 Header): region, welcome or 注册/登录, logo, search, navigation. */
export function SiteHeader() {
  return (
    <header className={classes.header}>
      <TopBar />
      <MainBar />
      <MainNav />
    </header>
  );
}
