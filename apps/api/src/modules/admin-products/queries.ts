// 商品审核's SQL: one page of products in a review state, with their company, category path, price range and
// first image. Waiting products oldest first (the order they came in), decided ones newest first; the
// review state is the leading column of the company list index, so a state's page is an index walk.
import type { AdminProductItem, GoodsAuditStatus, Page } from '@ws/api-sdk/contract';
import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
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

export async function productReviewList(db: Db, status: GoodsAuditStatus, keyword: string, page: Paging): Promise<Page<AdminProductItem>> {
  const where = and(
    eq(products.auditStatus, status),
    keyword ? or(ilike(products.name, containsPattern(keyword)), ilike(companies.name, containsPattern(keyword))) : undefined,
  );
  const select = db
    .select({
      id: products.id,
      name: products.name,
      companyId: products.companyId,
      companyName: companies.name,
      cate: cate.cateName,
      subCate: subCate.cateName,
      leafCate: leafCate.cateName,
      priceMin: sql<string | null>`(select min(s.price)::text from ${productSkus} s where s.product_id = ${products.id})`,
      priceMax: sql<string | null>`(select max(s.price)::text from ${productSkus} s where s.product_id = ${products.id})`,
      img: sql<string | null>`${products.fileItems} -> 0 ->> 'FileUrl'`,
      auditStatus: products.auditStatus,
      auditReason: products.auditReason,
      isOnSale: products.isOnSale,
      createTime: products.createTime,
    })
    .from(products)
    .innerJoin(companies, eq(companies.id, products.companyId))
    .leftJoin(cate, eq(cate.cateId, products.cateId))
    .leftJoin(subCate, eq(subCate.cateId, products.subCateId))
    .leftJoin(leafCate, eq(leafCate.cateId, products.sSubCateId))
    .$dynamic();
  const [rows, counted] = await Promise.all([
    select
      .where(where)
      .orderBy(...(status === 0 ? [asc(products.id)] : [desc(products.createTime), desc(products.id)]))
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
        audit_reason: r.auditReason,
        is_on_sale: r.isOnSale === 1 ? 1 : 0,
        create_time: displayTime(r.createTime),
      })),
  };
}
