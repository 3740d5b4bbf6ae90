// /companyDetail?key={id}&currentName (spec 01 §2 Company detail): breadcrumb, name, 询价 button
// (→ /inquiry with company_id and company_name), first image, and collapsible sections: 企业简介,
// 营业执照, 资质证书 (click to enlarge) and 产品与服务 (image, name, price, unit).
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Accordion.css';
import { Accordion } from '@mantine/core';
import { ApiError, type Company, type FileRef } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { AppLink, QueryState, RichText, SkeletonBlock, useIdParam } from '@ws/ui';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCompanyInfo } from '../api/use-company-info';
import { CRUMB_TARGETS } from '../lib/company-links';
import { CompanyProducts } from './company-products';
import classes from './company-detail.module.css';

// Mantine's Modal (focus trap, overlay) only when a certificate is enlarged.
const ImageViewer = lazy(() => import('./image-viewer'));

const SECTIONS = ['intro', 'licence', 'certs', 'products'] as const;

/** The server's answer for an unknown or unapproved company (other failures show an error with 重试). */
export const MSG_NO_COMPANY = '企业不存在';
/** The server's answer for a company the console took off (企业管理 下架). */
export const MSG_COMPANY_OFFLINE = '该企业已下线';

function Breadcrumb({ currentName, companyName }: { currentName: string; companyName?: string }) {
  const target = CRUMB_TARGETS[currentName];
  return (
    <nav className={classes.crumbs} aria-label="当前位置">
      <span className={classes.crumbLabel}>当前位置</span>
      <span aria-hidden="true">›</span>
      {target ? (
        <AppLink to={target} className={classes.crumbLink}>
          {currentName}
        </AppLink>
      ) : (
        <span>{currentName}</span>
      )}
      {companyName ? (
        <>
          <span aria-hidden="true">›</span>
          <span aria-current="page" className={classes.crumbCurrent}>
            {companyName}
          </span>
        </>
      ) : null}
    </nav>
  );
}

/** Unknown, unapproved or malformed id: the company is not public; `offline`: the console took it off. */
export function CompanyNotFound({ offline = false }: { offline?: boolean }) {
  return (
    <section className={classes.notFound} aria-labelledby="company-not-found">
      <h1 id="company-not-found" className={classes.notFoundTitle}>
        {offline ? MSG_COMPANY_OFFLINE : '企业不存在'}
      </h1>
      <p className={classes.muted}>{offline ? '该企业已下线，请返回列表查看其他企业。' : '该企业不存在或尚未通过审核，请返回列表查看其他企业。'}</p>
      <div className={classes.notFoundActions}>
        <AppLink to="/recommend" className={classes.primaryLink}>
          返回推荐服务商
        </AppLink>
        <AppLink to="/listcompany" className={classes.secondaryLink}>
          查看入驻企业
        </AppLink>
      </div>
    </section>
  );
}

function Certificates({ company }: { company: Company }) {
  const [open, setOpen] = useState<FileRef | null>(null);
  if (company.cert_file.length === 0) return <p className={classes.muted}>暂无资质证书</p>;
  const nameOf = (f: FileRef, i: number) => f.FileName?.replace(/\.[a-z0-9]+$/i, '') || `资质证书 ${i + 1}`;
  return (
    <>
      <ul className={classes.certs} aria-label="资质证书列表">
        {company.cert_file.map((f, i) => (
          <li key={`${f.FileUrl}-${i}`}>
            <button type="button" className={classes.certButton} aria-label={`查看大图：${nameOf(f, i)}`} onClick={() => setOpen(f)}>
              <img className={classes.certImage} src={f.FileUrl} alt={nameOf(f, i)} loading="lazy" decoding="async" />
            </button>
            <span className={classes.certName}>{nameOf(f, i)}</span>
          </li>
        ))}
      </ul>
      {open ? (
        <Suspense fallback={null}>
          <ImageViewer src={open.FileUrl} title={nameOf(open, company.cert_file.indexOf(open))} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  );
}

function CompanyView({ company }: { company: Company }) {
  const cover = company.firstFile?.FileUrl;
  return (
    <article className={classes.page} aria-labelledby="company-name">
      <header className={classes.head}>
        <div className={classes.cover}>
          {cover ? (
            <img className={classes.coverImage} src={cover} alt={company.name} decoding="async" />
          ) : (
            <span className={classes.coverInitial} aria-hidden="true">
              {company.name.slice(0, 2)}
            </span>
          )}
        </div>
        <div className={classes.summary}>
          <h1 id="company-name" className={classes.name}>
            {company.name}
          </h1>
          {company.sub_cate_name ? <span className={classes.tag}>{company.sub_cate_name}</span> : null}
          {company.description ? <p className={classes.description}>{company.description}</p> : null}
          <AppLink to={paths.inquiry({ company_id: company.id, company_name: company.name })} className={classes.inquiry}>
            询价
          </AppLink>
        </div>
      </header>

      <Accordion multiple defaultValue={[...SECTIONS]} variant="separated" className={classes.sections} chevronPosition="right">
        <Accordion.Item value="intro">
          <Accordion.Control>企业简介</Accordion.Control>
          <Accordion.Panel>
            {company.intro.trim() ? <RichText html={company.intro} /> : <p className={classes.muted}>暂无简介</p>}
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="licence">
          <Accordion.Control>营业执照</Accordion.Control>
          <Accordion.Panel>
            {company.license_file ? (
              <img className={classes.licence} src={company.license_file.FileUrl} alt={`${company.name}营业执照`} loading="lazy" decoding="async" />
            ) : (
              <p className={classes.muted}>暂无营业执照</p>
            )}
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="certs">
          <Accordion.Control>资质证书</Accordion.Control>
          <Accordion.Panel>
            <Certificates company={company} />
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="products">
          <Accordion.Control>产品与服务</Accordion.Control>
          <Accordion.Panel>
            <CompanyProducts companyId={company.id} />
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </article>
  );
}

/** The screen: reads key and currentName from the URL. */
export function CompanyDetailPage() {
  const [sp] = useSearchParams();
  const id = useIdParam('key');
  const currentName = sp.get('currentName')?.trim() || '企业详情';
  const info = useCompanyInfo(id);
  const refusal = info.error instanceof ApiError && info.error.kind === 'server' ? info.error.message : null;
  const offline = refusal === MSG_COMPANY_OFFLINE;
  const missing = id === null || refusal === MSG_NO_COMPANY || offline;

  return (
    <div className={classes.screen}>
      <Breadcrumb currentName={currentName} companyName={missing ? undefined : info.data?.name} />
      {missing ? (
        <CompanyNotFound offline={offline} />
      ) : (
        <QueryState
          query={info}
          placeholder={
            <div className={classes.head} role="status" aria-label="加载中">
              <SkeletonBlock height={180} width={240} />
              <div className={classes.summary}>
                <SkeletonBlock height={28} width="60%" />
                <SkeletonBlock height={16} width="80%" />
              </div>
            </div>
          }
        >
          {(company) => <CompanyView company={company} />}
        </QueryState>
      )}
    </div>
  );
}
