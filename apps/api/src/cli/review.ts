// Review onboarding records in the database named by the environment (DATABASE_URL or DATA_DIR):
//   pnpm --filter @ws/api review -- pending                                  what waits for review
//   pnpm --filter @ws/api review -- company <id> approve                     approve a company
//   pnpm --filter @ws/api review -- company <id> reject [reason]             reject it (the user may re-submit)
//   pnpm --filter @ws/api review -- expert <id> approve|reject [reason]      the same for an expert application
//   pnpm --filter @ws/api review -- product <id> approve                     a merchant's product: in the catalogue
//   pnpm --filter @ws/api review -- product <id> reject <reason>             the merchant reads it under 审核不通过
// Approving a company makes its user a company member (roles gets 'company': the merchant menu appears);
// approving an expert makes the user an expert (IsExpert 1). See modules/onboarding/service.ts reviewRecord.
// A product (new, or its name, images, intro or category edited) is in the catalogue once approved; see
// modules/listings reviewProduct.
import { inArray } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { companies, experts } from '../db/schema';
import { productsUnderReview, reviewProduct } from '../modules/listings';
import { reviewRecord, type ReviewAction, type ReviewKind } from '../modules/onboarding';

const USAGE = 'usage: review pending | review company|expert <id> approve|reject [reason] | review product <id> approve|reject <reason>';
const UNDER_REVIEW = [0, 3, 100];

const args = process.argv.slice(2).filter((a) => a !== '--');
const [kind, idText, action, ...reason] = args;

const config = loadConfig();
const database = await openDatabase(config);
try {
  if (kind === 'pending') {
    const [cs, es, ps] = await Promise.all([
      database.db.select().from(companies).where(inArray(companies.auditStatus, UNDER_REVIEW)),
      database.db.select().from(experts).where(inArray(experts.auditStatus, UNDER_REVIEW)),
      productsUnderReview(database.db),
    ]);
    for (const c of cs) console.log(`company ${c.id}\t${c.kind}\t${c.name}\tuser ${c.userId}\t${c.createTime}`);
    for (const e of es) console.log(`expert  ${e.id}\t${e.name}\tuser ${e.userId}\t${e.createTime}`);
    for (const p of ps) console.log(`product ${p.id}\t${p.name}\tcompany ${p.companyId}\t${p.createTime}`);
    if (cs.length + es.length + ps.length === 0) console.log('nothing waits for review');
  } else {
    const id = Number(idText);
    if ((kind !== 'company' && kind !== 'expert' && kind !== 'product') || !Number.isInteger(id) || id < 1 || (action !== 'approve' && action !== 'reject')) {
      console.error(USAGE);
      process.exitCode = 2;
    } else if (kind === 'product') {
      const { companyId } = await reviewProduct(database.db, id, action, reason.join(' '));
      console.log(`[review] product ${id} ${action === 'approve' ? 'approved' : 'rejected'} (company ${companyId})`);
    } else {
      const { userId } = await reviewRecord(database.db, kind as ReviewKind, id, action as ReviewAction, reason.join(' '));
      console.log(`[review] ${kind} ${id} ${action === 'approve' ? 'approved' : 'rejected'} (user ${userId})`);
    }
  }
} catch (e) {
  console.error(`[review] ${e instanceof Error ? e.message : String(e)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
