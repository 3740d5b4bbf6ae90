// The result lists of the search page, one per side-menu entry.
import type { ArticleSummary, CompanySummary, Expert, ProductCard } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { AppLink, formatYuan, useSession } from '@ws/ui';
import { ArticleRow } from '@/shared/article-row';
import { EntryBody, EntryLink, EntryList } from '@/shared/entry-list';
import { Thumb } from '@/shared/thumb';
import { channelNameOf } from '../lib/search-tabs';
import classes from './search.module.css';

export function ArticleResults({ items }: { items: ArticleSummary[] }) {
  return (
    <ul className={classes.rows} aria-label="政策搜索结果">
      {items.map((a) => {
        const channel = channelNameOf(a.channel);
        return (
          <ArticleRow
            key={a.id}
            to={paths.detailPages({ key: a.id, currentName: channel || '看政策' })}
            title={a.title}
            time={a.create_time}
            before={channel ? <span className={classes.tag}>{channel}</span> : null}
            strong
            linkClassName={classes.rowLink}
            titleClassName={classes.rowTitle}
          />
        );
      })}
    </ul>
  );
}

export function ExpertResults({ items }: { items: Expert[] }) {
  return (
    <EntryList label="专家搜索结果">
      {items.map((e) => (
        <EntryLink key={e.id} to={paths.detailInfo(e.id, { fromSearch: true })} className={classes.entry}>
          <Thumb src={e.firstFile?.FileUrl} name={e.name} shape="avatar" />
          <EntryBody>
            <span className={classes.entryName}>
              <strong>{e.name}</strong>
              {e.title ? <span className={classes.entrySub}>{e.title}</span> : null}
            </span>
            <span className={classes.entryText}>{[e.fields_name, e.specials_name, e.position].filter(Boolean).join(' · ')}</span>
          </EntryBody>
        </EntryLink>
      ))}
    </EntryList>
  );
}

export function CompanyResults({ items }: { items: CompanySummary[] }) {
  return (
    <EntryList label="服务商搜索结果">
      {items.map((c) => (
        <EntryLink key={c.id} to={paths.companyDetail({ key: c.id, currentName: '找服务商' })} className={classes.entry}>
          <Thumb src={c.firstFile?.FileUrl} name={c.name} chars={2} shape="logo" />
          <EntryBody>
            <span className={classes.entryName}>
              <strong>{c.name}</strong>
              {c.sub_cate_name ? <span className={classes.tag}>{c.sub_cate_name}</span> : null}
            </span>
            {c.description ? <span className={classes.entryText}>{c.description}</span> : null}
          </EntryBody>
        </EntryLink>
      ))}
    </EntryList>
  );
}

/** Product or service cards (spec 02 §3 Product card); the price only for a logged-in user. */
export function ProductResults({ items, label }: { items: ProductCard[]; label: string }) {
  const loggedIn = useSession((s) => Boolean(s.token));
  return (
    <ul className={classes.products} aria-label={label}>
      {items.map((p) => {
        const price = formatYuan(p.price);
        return (
          <li key={p.id}>
            <AppLink to={paths.enableInfo(p.id)} newTab className={classes.product}>
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
