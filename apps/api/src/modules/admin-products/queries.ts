// 商品审核's SQL: one page of products in a review state, with their company, category path, price range and
// first image. Waiting products oldest first (the order they came in), decided ones newest first; the
// review state is the leading column of the company list index, so a state's page is an index walk.
import type { AdminProductItem, GoodsAuditStatus, Page } from '@ws/api-sdk/contract';
import type { ProductChange } from '../../db/schema';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/keyword-search';
import type { Paging } from '../../db/paging';
import { categories, companies, productSkus, products } from '../../db/schema';
import { displayTime } from '../../kernel';

const cate = alias(categories, 'cate');
const subCate = alias(categories, 'sub_cate');
const leafCate = alias(categories, 'leaf_cate');

const yuan = (v: string | null) => (v === null ? '' : Number(v).toFixed(2));
const audit = (n: number): GoodsAuditStatus => (n === 0 || n === 2 ? n : 1);

/**
 * One page of the products in a review state: under 待审核 and 已驳回 also the products on sale whose change
 * waits or was refused (`change` 1, shown by the change's name, image and category, found by either name).
 */
export async function productReviewList(
  db: Db,
  status: GoodsAuditStatus,
  keyword: string,
  page: Paging,
  stateWhere: (status: GoodsAuditStatus) => SQL,
): Promise<Page<AdminProductItem>> {
  const isChange = status === 1 ? sql<boolean>`false` : sql<boolean>`${products.auditStatus} = 1 and ${products.changeStatus} = ${status}`;
  const changed = <T,>(field: keyof ProductChange, column: SQL | typeof products.name) => sql<T>`case when ${isChange} then ${products.changeFields} ->> ${field} else ${column} end`;
  const pattern = keyword ? containsPattern(keyword) : '';
  const where = and(
    stateWhere(status),
    keyword ? or(ilike(products.name, pattern), sql`${products.changeFields} ->> 'name' ilike ${pattern}`, ilike(companies.name, pattern)) : undefined,
  );
  const select = db
    .select({
      id: products.id,
      name: changed<string>('name', products.name),
      change: isChange,
      companyId: products.companyId,
      companyName: companies.name,
      cate: cate.cateName,
      subCate: subCate.cateName,
      leafCate: leafCate.cateName,
      priceMin: sql<string | null>`(select min(s.price)::text from ${productSkus} s where s.product_id = ${products.id})`,
      priceMax: sql<string | null>`(select max(s.price)::text from ${productSkus} s where s.product_id = ${products.id})`,
      img: sql<string | null>`case when ${isChange} then ${products.changeFields} -> 'fileItems' -> 0 ->> 'FileUrl' else ${products.fileItems} -> 0 ->> 'FileUrl' end`,
      auditStatus: products.auditStatus,
      auditReason: products.auditReason,
      changeReason: products.changeReason,
      isOnSale: products.isOnSale,
      createTime: products.createTime,
    })
    .from(products)
    .innerJoin(companies, eq(companies.id, products.companyId))
    .leftJoin(cate, eq(cate.cateId, sql`case when ${isChange} then (${products.changeFields} ->> 'cateId')::int else ${products.cateId} end`))
    .leftJoin(subCate, eq(subCate.cateId, sql`case when ${isChange} then (${products.changeFields} ->> 'subCateId')::int else ${products.subCateId} end`))
    .leftJoin(leafCate, eq(leafCate.cateId, sql`case when ${isChange} then (${products.changeFields} ->> 'sSubCateId')::int else ${products.sSubCateId} end`))
    .$dynamic();
  const [rows, counted] = await Promise.all([
    select
      .where(where)
      // waiting ones in the order they came in: a change by when it was submitted
      .orderBy(...(status === 0 ? [asc(sql`coalesce(case when ${isChange} then ${products.changeAt} end, ${products.createTime}::timestamp at time zone 'Asia/Shanghai')`), asc(products.id)] : [desc(products.createTime), desc(products.id)]))
      .limit(page.pageSize)
      .offset(page.offset),
    db.select({ n: count() }).from(products).innerJoin(companies, eq(companies.id, products.companyId)).where(where),
  ]);
  return {
    total: counted[0]?.n ?? 0,
    items: rows.map((r) => ({
        id: r.id,
        name: r.name,
        company_id: r.companyId,
        company_name: r.companyName,
        category: [r.cate, r.subCate, r.leafCate].filter(Boolean).join(' / '),
        price_min: yuan(r.priceMin),
        price_max: yuan(r.priceMax),
        img: r.img ?? '',
        audit_status: audit(r.auditStatus),
        audit_reason: r.change ? r.changeReason : r.auditReason,
        change: r.change ? 1 : 0,
        is_on_sale: r.isOnSale === 1 ? 1 : 0,
        create_time: displayTime(r.createTime),
      })),
  };
}
