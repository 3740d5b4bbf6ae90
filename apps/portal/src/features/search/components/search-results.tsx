// The result lists of the search page, one per side-menu entry.
import type { ArticleSummary, CompanySummary, Expert, ProductCard } from '@ws/api-sdk';
import { AppLink, formatDateTime, useSession } from '@ws/ui';
import { articleDetailHref } from '@/shared/article-detail-href';
import { CHANNEL_NAMES, companyHref, expertHref, formatPrice, productHref } from '../lib/search-tabs';
import classes from './search.module.css';

export function ArticleResults({ items }: { items: ArticleSummary[] }) {
  return (
    <ul className={classes.rows} aria-label="政策搜索结果">
      {items.map((a) => {
        const channel = CHANNEL_NAMES[a.channel] ?? '';
        return (
          <li key={a.id} className={classes.row}>
            <AppLink to={articleDetailHref(a.id, channel || '看政策')} newTab className={classes.rowLink}>
              {channel ? <span className={classes.tag}>{channel}</span> : null}
              <strong className={classes.rowTitle}>{a.title}</strong>
              <time className={classes.rowTime} dateTime={a.create_time}>
                {formatDateTime(a.create_time)}
              </time>
            </AppLink>
          </li>
        );
      })}
    </ul>
  );
}

export function ExpertResults({ items }: { items: Expert[] }) {
  return (
    <ul className={classes.entries} aria-label="专家搜索结果">
      {items.map((e) => (
        <li key={e.id}>
          <AppLink to={expertHref(e.id)} className={classes.entry}>
            {e.firstFile?.FileUrl ? (
              <img className={classes.avatar} src={e.firstFile.FileUrl} alt="" loading="lazy" decoding="async" />
            ) : (
              <span className={`${classes.avatar} ${classes.initial}`} aria-hidden="true">
                {e.name.slice(0, 1)}
              </span>
            )}
            <span className={classes.entryBody}>
              <span className={classes.entryName}>
                <strong>{e.name}</strong>
                {e.title ? <span className={classes.entrySub}>{e.title}</span> : null}
              </span>
              <span className={classes.entryText}>{[e.fields_name, e.specials_name, e.position].filter(Boolean).join(' · ')}</span>
            </span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

export function CompanyResults({ items }: { items: CompanySummary[] }) {
  return (
    <ul className={classes.entries} aria-label="服务商搜索结果">
      {items.map((c) => (
        <li key={c.id}>
          <AppLink to={companyHref(c.id)} className={classes.entry}>
            {c.firstFile?.FileUrl ? (
              <img className={classes.logo} src={c.firstFile.FileUrl} alt="" loading="lazy" decoding="async" />
            ) : (
              <span className={`${classes.logo} ${classes.initial}`} aria-hidden="true">
                {c.name.slice(0, 2)}
              </span>
            )}
            <span className={classes.entryBody}>
              <span className={classes.entryName}>
                <strong>{c.name}</strong>
                {c.sub_cate_name ? <span className={classes.tag}>{c.sub_cate_name}</span> : null}
              </span>
              {c.description ? <span className={classes.entryText}>{c.description}</span> : null}
            </span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

/** Product or service cards (spec 02 §3 Product card); the price only for a logged-in user. */
export function ProductResults({ items, label }: { items: ProductCard[]; label: string }) {
  const loggedIn = useSession((s) => Boolean(s.token));
  return (
    <ul className={classes.products} aria-label={label}>
      {items.map((p) => {
        const price = formatPrice(p.price);
        return (
          <li key={p.id}>
            <AppLink to={productHref(p.id)} newTab className={classes.product}>
              <span className={classes.productCover}>
                {p.firstFile?.FileUrl ? <img className={classes.productImage} src={p.firstFile.FileUrl} alt="" loading="lazy" decoding="async" /> : null}
              </span>
              <strong className={classes.productName}>{p.name}</strong>
              <span className={classes.productCompany}>{p.company_name}</span>
              <span className={classes.productFoot}>
                {loggedIn ? (
                  <span className={classes.price}>
                    {price}
                    {p.unit ? <span className={classes.unit}>/{p.unit}</span> : null}
                  </span>
                ) : (
                  <span className={classes.priceHidden}>登录后查看价格</span>
                )}
                {p.att_item_price_size > 0 ? <span className={classes.specs}>{p.att_item_price_size} 种规格</span> : null}
              </span>
            </AppLink>
          </li>
        );
      })}
    </ul>
  );
}
