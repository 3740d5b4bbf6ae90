// 修改对比 of /admin/productInfo: a change of a product on sale beside what buyers see now, field by field
// (商品名称, 商品图片, 分类, 服务说明, 商品介绍). A row the change touches is marked 已修改 and highlighted; an
// unchanged one shows its value once across both columns, so the reviewer's eye goes to what changed. The
// table scrolls in its own box on a narrow screen.
import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import type { FileRef, MerchantProductDetail, ProductReviewedPart } from '@ws/api-sdk';
import { RichText } from '@ws/ui';
import type { ReactNode } from 'react';
import detail from '@/shared/lists/detail.module.css';
import { safeFileUrl } from '@/shared/lists/files';
import lists from '@/shared/lists/list.module.css';
import own from './products.module.css';

const categoryText = (path: ProductReviewedPart['category_path']) => path.map((c) => c.cate_name).join(' / ') || '—';

const sameCategory = (a: ProductReviewedPart, b: ProductReviewedPart) => a.cate_id === b.cate_id && a.sub_cate_id === b.sub_cate_id && a.s_sub_cate_id === b.s_sub_cate_id;

const sameFiles = (a: FileRef[], b: FileRef[]) => a.length === b.length && a.every((f, i) => f.FileUrl === b[i]?.FileUrl);

function Thumbs({ files, label }: { files: FileRef[]; label: string }) {
  if (files.length === 0) return <>未上传</>;
  return (
    <span className={own.compareThumbs}>
      {files.map((f, i) => {
        const url = safeFileUrl(f.FileUrl);
        const name = `${label}图片${i + 1}`;
        return url ? (
          <a key={`${i}-${url}`} href={url} target="_blank" rel="noopener noreferrer" title="点击查看原图">
            <img className={own.thumb} src={url} alt={name} loading="lazy" width={48} height={48} />
          </a>
        ) : (
          <span key={`${i}-${f.FileUrl}`}>{name}（地址无效）</span>
        );
      })}
    </span>
  );
}

function Intro({ html }: { html: string }) {
  return html ? <RichText html={html} className={own.intro} /> : <>未填写</>;
}

interface Row {
  label: string;
  changed: boolean;
  before: ReactNode;
  after: ReactNode;
  /** what an unchanged row shows once (the intro is not repeated: it is under 商品详情 below) */
  same: ReactNode;
}

/** The change (the product's reviewed fields) beside `live`, what buyers see now. */
export function ProductChange({ product, live }: { product: MerchantProductDetail; live: ProductReviewedPart }) {
  const after: ProductReviewedPart = product;
  const service = (s: string) => s || '平台标准服务';
  const rows: Row[] = [
    { label: '商品名称', changed: live.name !== after.name, before: live.name, after: after.name, same: after.name },
    {
      label: '商品图片',
      changed: !sameFiles(live.file_items, after.file_items),
      before: <Thumbs files={live.file_items} label="当前在售" />,
      after: <Thumbs files={after.file_items} label="修改后" />,
      same: <Thumbs files={after.file_items} label="商品" />,
    },
    {
      label: '分类',
      changed: !sameCategory(live, after),
      before: categoryText(live.category_path),
      after: categoryText(after.category_path),
      same: categoryText(after.category_path),
    },
    { label: '服务说明', changed: live.service_text !== after.service_text, before: service(live.service_text), after: service(after.service_text), same: service(after.service_text) },
    { label: '商品介绍', changed: live.intro !== after.intro, before: <Intro html={live.intro} />, after: <Intro html={after.intro} />, same: '未修改，见下方商品详情' },
  ];
  return (
    <section aria-labelledby="product-change-title" className={own.compare}>
      <h2 id="product-change-title" className={detail.section}>
        修改对比
      </h2>
      <p className={own.compareNote}>
        该商品在售中，商家提交了修改{product.change_time ? `（${product.change_time}）` : ''}；审核通过前买家看到的仍是当前在售的内容。下方各项为修改后的内容。
      </p>
      <div className={lists.scroll}>
        <table className={`${lists.table} ${own.compareTable}`} aria-label="修改对比">
          <thead>
            <tr>
              <th scope="col">项目</th>
              <th scope="col">当前在售</th>
              <th scope="col">修改后</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.label} className={r.changed ? own.changed : undefined} data-changed={r.changed || undefined}>
                <th scope="row">
                  {r.label}
                  {r.changed && (
                    <Badge size="xs" color="orange" variant="filled" className={own.changedTag}>
                      已修改
                    </Badge>
                  )}
                </th>
                {r.changed ? (
                  <>
                    <td>{r.before}</td>
                    <td>{r.after}</td>
                  </>
                ) : (
                  <td colSpan={2} className={own.same}>
                    {r.same}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
