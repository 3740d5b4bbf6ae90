import { CONTENT_CENTRE, FOOTER_HELP, PLATFORM_COMPANY_NAME } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { LogoMark } from '../icons/icons';
import { AppLink } from '../navigation/app-link';
import { SITE_NAME } from '../theme';
import { rememberHelpId } from './help-path';
import classes from './site-footer.module.css';

export const COMPANY_NAME = PLATFORM_COMPANY_NAME;
export const ICP_NUMBER = '粤ICP备2026012345号-1';
export const ICP_URL = 'https://beian.miit.gov.cn/';

/** Government emergency-management sites (opened in a new tab). */
export const GOV_LINKS = [
  { name: '应急管理部', url: 'https://www.mem.gov.cn/' },
  { name: '广东省应急管理厅', url: 'https://yjgl.gd.gov.cn/' },
  { name: '广州市应急管理局', url: 'https://yjglj.gz.gov.cn/' },
  { name: '东莞市应急管理局', url: 'https://yjgl.dg.gov.cn/' },
] as const;

const ABOUT_IDS: ReadonlySet<number> = new Set([40, 41, 42]);
const SERVICE_HELP = FOOTER_HELP.filter((h) => !ABOUT_IDS.has(h.id));
const ABOUT_HELP = FOOTER_HELP.filter((h) => ABOUT_IDS.has(h.id));

function HelpColumn({ title, items }: { title: string; items: readonly { id: number; name: string }[] }) {
  const headingId = `ws-footer-${title}`;
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className={classes.title}>
        {title}
      </h2>
      <ul className={classes.list}>
        {items.map((h) => (
          <li key={h.id}>
            <AppLink to={paths.helpOrders(h.id)} newTab className={classes.link} onClick={() => rememberHelpId(h.id)}>
              {h.name}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The site footer (spec 01 §2 Footer): help links, content centre, government links, company, filing number. */
export function SiteFooter() {
  return (
    <footer className={classes.footer}>
      <div className={`${classes.inner} ${classes.columns}`}>
        <div className={classes.brand}>
          <div className={classes.brandName}>
            <LogoMark size={34} />
            {SITE_NAME}
          </div>
          <p className={classes.brandText}>
            面向广州、东莞的安全生产与企业服务平台：政策法规解读、专家在线咨询、企业服务商对接与安全培训。
          </p>
        </div>
        <HelpColumn title="服务支持" items={SERVICE_HELP} />
        <HelpColumn title="关于我们" items={ABOUT_HELP} />
        <nav aria-labelledby="ws-footer-content">
          <h2 id="ws-footer-content" className={classes.title}>
            内容中心
          </h2>
          <ul className={classes.list}>
            {CONTENT_CENTRE.map((c) => (
              <li key={c.id}>
                <AppLink to={paths.helpContent(c.id)} className={classes.link}>
                  {c.name}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="ws-footer-gov">
          <h2 id="ws-footer-gov" className={classes.title}>
            应急管理部门
          </h2>
          <ul className={classes.list}>
            {GOV_LINKS.map((g) => (
              <li key={g.url}>
                <a href={g.url} target="_blank" rel="noopener noreferrer" className={classes.link}>
                  {g.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className={classes.bottom}>
        <div className={`${classes.inner} ${classes.bottomInner}`}>
          <span>
            © {new Date().getFullYear()} {COMPANY_NAME} 版权所有
          </span>
          <a href={ICP_URL} target="_blank" rel="noopener noreferrer" className={classes.link}>
            {ICP_NUMBER}
          </a>
        </div>
      </div>
    </footer>
  );
}
