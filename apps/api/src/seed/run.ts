// Fill the database with the demo content (DESIGN.md: realistic Chinese demo content), or empty it.
import { count, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { forgetGramShares } from '../db/keyword-search';
import { hashPassword } from '../modules/account';
import { adSeeds } from './data/ads';
import { areaSeeds } from './data/areas';
import { articleSeeds } from './data/articles';
import { seedArticleExtras } from './data/article-extras';
import { categorySeeds } from './data/categories';
import { companySeeds } from './data/companies';
import { expertSeeds, UNBOUND_EXPERTS } from './data/experts';
import { HELP_INFOS } from './data/help';
import { mediaSeeds } from './data/media';
import { trainingSeeds } from './data/training';
import { seedMallProducts } from './data/catalogue';
import { seedProductReviews } from './data/reviews';
import { seedPersonal } from './data/personal';
import { seedAddressBooks } from './data/addresses';
import { seedDictionaries } from './data/dictionaries';
import { seedDemoOrders } from './data/orders';
import { seedDemoInquiries } from './data/inquiries';
import { DEMO_PASSWORD, DEMO_USERS } from './data/users';
import { seedStaff } from './data/staff';

const { users, areas, categories, ads, helpInfos, counters, articles, experts, companies, companyProducts, media, trainings } = schema;

/** Every table of the schema (for reset and for tests). */
export const ALL_TABLES: PgTable[] = (Object.values(schema) as unknown[]).filter(
  (v): v is PgTable => is(v, PgTable),
);
export const tableNames = () => ALL_TABLES.map((t) => getTableName(t));

export interface SeedSummary {
  users: number;
  areas: number;
  categories: number;
  ads: number;
  helpInfos: number;
  articles: number;
  experts: number;
  companies: number;
  products: number;
  media: number;
  trainings: number;
  /** the console's demo staff (0 when left out) */
  staff: number;
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [[u], [c]] = await Promise.all([db.select({ n: count() }).from(users), db.select({ n: count() }).from(categories)]);
  return (u?.n ?? 0) === 0 && (c?.n ?? 0) === 0;
}

/** Remove every row (migrations stay applied). */
export async function resetDatabase(db: Db): Promise<void> {
  const list = tableNames()
    .map((n) => `"${n}"`)
    .join(', ');
  await db.execute(sql.raw(`TRUNCATE ${list} RESTART IDENTITY CASCADE`));
}

const chunks = <T>(items: T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

/** Registration instants of the demo users: early January 2026, China time. */
const joined = (i: number) => new Date(Date.parse('2026-01-02T09:00:00+08:00') + i * 86_400_000);

export interface SeedOptions {
  /**
   * The demo shop (seed/data/orders.ts, inquiries.ts): orders in every state, reviews, an after-sales request
   * and inquiries between the demo member and the demo company, dated from `now`. On by default, so a fresh
   * start shows a working shop; the API's unit tests start without it (their own orders are the only ones).
   */
  demoShop?: boolean;
  /** the seed's moment for the demo shop's times (default: the real time) */
  now?: Date;
  /**
   * The console's demo staff (admin, ops, editor, cs; password Demo1234, no second factor). On by default;
   * the seed CLI turns it off with APP_ENV=production, where a known password must never open the console.
   */
  staff?: boolean;
}

export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const demoHashes = await Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD)));
  // the experts' background accounts share one hash (same demo password)
  const expertHash = await hashPassword(DEMO_PASSWORD);

  const areaRows = areaSeeds();
  const categoryRows = categorySeeds();
  const adRows = adSeeds();
  const articleRows = articleSeeds();
  const expertRows = expertSeeds();
  const companyRows = companySeeds();
  const mediaRows = mediaSeeds();
  const trainingRows = trainingSeeds();

  const summary = await db.transaction(async (tx) => {
    for (const part of chunks(areaRows, 500)) await tx.insert(areas).values(part);
    await tx.insert(categories).values(categoryRows);
    await tx.insert(ads).values(adRows);
    await tx.insert(helpInfos).values(HELP_INFOS);
    await tx.insert(counters).values({ key: 'visit_amount', value: 186_420 });

    // demo users (ids 1–5 in TEAM-BRIEF order), then their inviters
    const demo = await tx
      .insert(users)
      .values(
        DEMO_USERS.map(({ parentPhone: _p, ...u }, i) => ({ ...u, passwordHash: demoHashes[i]!, createdAt: joined(i) })),
      )
      .returning({ id: users.id, phone: users.userMobile });
    const idByPhone = new Map(demo.map((u) => [u.phone, u.id]));
    for (const u of DEMO_USERS) {
      if (!u.parentPhone) continue;
      await tx
        .update(users)
        .set({ parentUserId: idByPhone.get(u.parentPhone) ?? null })
        .where(sql`${users.userMobile} = ${u.userMobile}`);
    }

    // experts: one bound to the demo expert, most bound to their own member account, a few unbound
    const accounts = expertRows
      .map((e, i) => ({ e, i }))
      .filter(({ e, i }) => !e.boundPhone && !UNBOUND_EXPERTS.includes(i))
      .map(({ e, i }) => ({
        userAccount: e.phone,
        userMobile: e.phone,
        name: e.name,
        passwordHash: expertHash,
        roles: ['member', 'isexpert'],
        isExpert: 1,
        province: '广东省',
        provinceCode: '440000',
        city: '广州市',
        cityCode: '440100',
        county: '天河区',
        countyCode: '440106',
        createdAt: joined(10 + i),
      }));
    const created = accounts.length ? await tx.insert(users).values(accounts).returning({ id: users.id, phone: users.userMobile }) : [];
    for (const c of created) idByPhone.set(c.phone, c.id);
    await tx.insert(experts).values(
      expertRows.map(({ boundPhone, ...e }, i) => ({
        ...e,
        userId: UNBOUND_EXPERTS.includes(i) ? 0 : (idByPhone.get(boundPhone ?? e.phone) ?? 0),
      })),
    );

    // companies and their products
    const inserted = await tx
      .insert(companies)
      .values(companyRows.map(({ ownerPhone, products: _p, short: _s, ...c }) => ({ ...c, userId: ownerPhone ? (idByPhone.get(ownerPhone) ?? 0) : 0 })))
      .returning({ id: companies.id });
    const productRows = companyRows.flatMap((c, i) => c.products.map((p, k) => ({ ...p, companyId: inserted[i]!.id, sort: k + 1 })));
    for (const part of chunks(productRows, 200)) await tx.insert(companyProducts).values(part);
    // the mall's products (spec 02 §3 Product), sold by the same companies
    await seedMallProducts(tx, inserted.map((c) => c.id));
    await seedProductReviews(tx);
    await seedPersonal(tx);
    await seedDictionaries(tx);
    await seedAddressBooks(tx, idByPhone);
    const staffCount = options.staff === false ? 0 : await seedStaff(tx, joined(0));
    if (options.demoShop !== false) {
      const now = options.now ?? new Date();
      await seedDemoOrders(tx, idByPhone, now);
      await seedDemoInquiries(tx, idByPhone, now);
    }

    for (const part of chunks(articleRows, 100)) await tx.insert(articles).values(part);
    const extraArticles = await seedArticleExtras(tx);
    await tx.insert(media).values(mediaRows);
    await tx.insert(trainings).values(trainingRows);

    return {
      users: demo.length + created.length,
      areas: areaRows.length,
      categories: categoryRows.length,
      ads: adRows.length,
      helpInfos: HELP_INFOS.length,
      articles: articleRows.length + extraArticles,
      experts: expertRows.length,
      companies: companyRows.length,
      products: productRows.length,
      media: mediaRows.length,
      trainings: trainingRows.length,
      staff: staffCount,
    };
  });
  await analyzeDatabase(db);
  return summary;
}

/**
 * After a bulk load: VACUUM ANALYZE (outside any transaction) flushes the GIN indexes' pending lists and gives
 * the planner statistics, the most common grams of the ws_grams index expressions included, so that it can
 * choose between the n-gram / trigram indexes and a newest-first btree walk (README "Search"). PostgreSQL's
 * autovacuum would do it later; PGlite has none.
 */
export async function analyzeDatabase(db: Db): Promise<void> {
  await db.execute(sql.raw('VACUUM ANALYZE'));
  forgetGramShares(db);
}
