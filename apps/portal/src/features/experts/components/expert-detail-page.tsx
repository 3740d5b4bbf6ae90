// /detailInfo?id={expertId} (&type=1 from the search page): the expert's profile with 咨询
// (spec 01 §2 Other public screens, §3 Expert).
import { useSearchParams } from 'react-router';
import { AppLink, Empty, formatYuan, PageContainer, QueryState, RichText, useIdParam } from '@ws/ui';
import type { Expert } from '@ws/api-sdk';
import { useExpertInfo } from '../api/use-expert-info';
import { ExpertAvatar } from './expert-card';
import { ConsultButton } from './consult-button';
import classes from './experts.module.css';

function Profile({ expert }: { expert: Expert }) {
  const facts: [string, string][] = [
    ['任职机构', expert.position],
    ['擅长方向', expert.expert],
    ['技术领域', expert.technology],
    ['行业', expert.industrys_name],
    ['领域', expert.fields_name],
    ['专项', expert.specials_name],
    ['供需', expert.supplys_name],
  ];
  const fee = formatYuan(expert.price);
  return (
    <article className={classes.profile} aria-labelledby="expert-name">
      <header className={classes.profileHead}>
        <ExpertAvatar expert={expert} className={classes.profileAvatar} />
        <div className={classes.profileMain}>
          <h1 id="expert-name" className={classes.profileName}>
            {expert.name}
          </h1>
          {expert.title ? <p className={classes.profileTitle}>{expert.title}</p> : null}
          {expert.description ? <p className={classes.profileDesc}>{expert.description}</p> : null}
          <div className={classes.feeRow}>
            {fee ? (
              <span className={classes.fee}>
                咨询费 <strong>{fee}</strong>
              </span>
            ) : null}
            <ConsultButton expert={expert} size="md" label="咨询专家" />
          </div>
        </div>
      </header>
      <dl className={classes.facts}>
        {facts.map(([label, value]) =>
          value ? (
            <div key={label} className={classes.fact}>
              <dt>{label}：</dt>
              <dd>{value}</dd>
            </div>
          ) : null,
        )}
      </dl>
      <section className={classes.section} aria-labelledby="expert-intro">
        <h2 id="expert-intro" className={classes.sectionTitle}>
          个人简介
        </h2>
        {expert.intro ? <RichText html={expert.intro} /> : <Empty text="暂无简介" />}
      </section>
      {expert.cert_file.length > 0 ? (
        <section className={classes.section} aria-labelledby="expert-certs">
          <h2 id="expert-certs" className={classes.sectionTitle}>
            资质证书
          </h2>
          <ul className={classes.certs}>
            {expert.cert_file.map((f, i) => (
              <li key={`${f.FileUrl}-${i}`}>
                <img className={classes.cert} src={f.FileUrl} alt={f.FileName ? f.FileName.replace(/\.\w+$/, '') : `${expert.name}资质证书${i + 1}`} loading="lazy" decoding="async" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

export function ExpertDetailPage() {
  const [params] = useSearchParams();
  const id = useIdParam('id');
  const fromSearch = params.get('type') === '1';
  const info = useExpertInfo(id);
  return (
    <PageContainer className={classes.page}>
      <nav className={classes.crumbs} aria-label="当前位置">
        <AppLink to="/homePage">首页</AppLink>
        <span aria-hidden="true">/</span>
        {fromSearch ? <span>搜索</span> : <AppLink to="/expert">在线专家</AppLink>}
        <span aria-hidden="true">/</span>
        <span aria-current="page">专家详情</span>
      </nav>
      {id === null ? <Empty text="专家不存在" /> : <QueryState query={info}>{(expert) => <Profile expert={expert} />}</QueryState>}
    </PageContainer>
  );
}
