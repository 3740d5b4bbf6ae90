// The personal centre's frame: the side menu (menu.ts) beside the screen's content. It refreshes the
// profile (roles, IsCustUser, IsExpert) into the session, so role entries appear after an upgrade, and writes
// the spec's active marker of the current entry to local storage. Every screen of the centre (also
// orders, bookings, merchant and company pages) wraps itself in it.
import { useQuery } from '@tanstack/react-query';
import { apiQuery, LOCAL_KEYS, sessionStore } from '@ws/api-sdk';
import { AppLink, PageContainer, useSession } from '@ws/ui';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { findMenuLink, personalMenu } from './menu';
import classes from './personal-layout.module.css';

export interface PersonalLayoutProps {
  /** the screen's heading (h1) */
  title?: string;
  children: ReactNode;
}

function writeMarker(marker: string) {
  try {
    localStorage.setItem(LOCAL_KEYS.active, marker);
  } catch {
    // storage may be unavailable (private mode): the marker is only a convenience
  }
}

export function PersonalLayout({ title, children }: PersonalLayoutProps) {
  const { pathname } = useLocation();
  const roles = useSession((s) => s.roles);
  const IsCustUser = useSession((s) => s.IsCustUser);
  const IsExpert = useSession((s) => s.IsExpert);
  const profile = useQuery(apiQuery('profile', {}));
  useEffect(() => {
    if (profile.data) sessionStore.getState().setProfile(profile.data);
  }, [profile.data]);

  const groups = useMemo(() => personalMenu({ roles, IsCustUser, IsExpert }), [roles, IsCustUser, IsExpert]);
  const current = findMenuLink(groups, pathname);
  useEffect(() => {
    if (current?.marker) writeMarker(current.marker);
  }, [current?.marker]);
  // On a phone the menu is one strip that scrolls sideways: bring the current entry into view (centred),
  // without scrolling the page itself.
  const navRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const nav = navRef.current;
    const link = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !link || nav.scrollWidth <= nav.clientWidth) return;
    nav.scrollLeft = link.offsetLeft - (nav.clientWidth - link.offsetWidth) / 2;
  }, [current]);

  return (
    <PageContainer>
      <div className={classes.layout}>
        <nav ref={navRef} className={classes.menu} aria-label="会员中心菜单">
          {groups.map((g) => (
            <div key={g.title} className={classes.group}>
              <h2 className={classes.groupTitle}>{g.title}</h2>
              <ul className={classes.list}>
                {g.links.map((l) => (
                  <li key={`${g.title}-${l.to}`}>
                    <AppLink to={l.to} className={classes.link} aria-current={current === l ? 'page' : undefined}>
                      {l.label}
                    </AppLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <section className={classes.content}>
          {title && <h1 className={classes.title}>{title}</h1>}
          {children}
        </section>
      </div>
    </PageContainer>
  );
}
