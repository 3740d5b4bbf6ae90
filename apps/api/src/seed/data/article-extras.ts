// Seed additions for the article screens, run after articles.ts's rows:
// - law articles get the recommend ids of their field (the detail page's consult button keeps them in
//   session storage lawId for /expert?channel=company);
// - two law articles whose document is a Word file (.docx: a download, where the PDFs show inline).
// The .docx files are committed in apps/api/assets/docs/ (served at /api/files/docs/…); regenerate with
//   pnpm --filter @ws/api exec tsx src/seed/data/article-extras.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import { ASSETS_DIR } from '../../config';
import type { Db } from '../../db/client';
import { articles } from '../../db/schema';
import { time2026 } from '../random';
import { simpleDocx } from './docx';

/** Law category -> recommend ids (39 环境, 1902 安全生产, 36 消防, 37 特种设备, 38 职业卫生). */
export const LAW_RECOMMEND_IDS: Record<number, number[]> = {
  122: [39],
  123: [36],
  124: [38],
  125: [37],
  126: [1902],
  127: [1902, 36],
};

export const DOCS_DIR = path.join(ASSETS_DIR, 'docs');
export const docUrl = (file: string) => `/api/files/docs/${file}`;

interface LawDoc {
  file: string;
  title: string;
  cateId: number;
  addFrom: string;
  day: number;
  lines: string[];
}

export const LAW_DOCS: LawDoc[] = [
  {
    file: 'law-126-penalty.docx',
    title: '安全生产违法行为行政处罚办法',
    cateId: 126,
    addFrom: '应急管理部',
    day: 300,
    lines: [
      '第一章　总则',
      '第一条　为了制裁安全生产违法行为，规范安全生产行政处罚工作，依照有关法律、行政法规，制定本办法。',
      '第二条　县级以上人民政府应急管理部门对生产经营单位及其有关人员的安全生产违法行为实施行政处罚，适用本办法。',
      '第二章　行政处罚的种类与管辖',
      '第三条　安全生产违法行为行政处罚的种类包括警告、罚款、没收违法所得、责令停产停业整顿等。',
      '（演示文本：正式条文以官方发布为准。）',
    ],
  },
  {
    file: 'law-123-fire-checklist.docx',
    title: '消防安全重点单位自查表（示范文本）',
    cateId: 123,
    addFrom: '广东省消防救援总队',
    day: 296,
    lines: [
      '一、消防安全责任制落实情况',
      '1. 是否明确消防安全责任人和管理人；',
      '2. 是否制定消防安全制度和操作规程；',
      '二、消防设施器材',
      '3. 灭火器、消火栓是否完好有效；',
      '4. 疏散通道、安全出口是否畅通。',
      '（演示文本，供企业参考。）',
    ],
  },
];

/** The bytes of every committed .docx (the test checks the files match). */
export const lawDocFiles = (): { file: string; bytes: Buffer }[] => LAW_DOCS.map((d) => ({ file: d.file, bytes: simpleDocx(d.title, d.lines) }));

const docIntro = (title: string) =>
  [`<p><strong>${title}</strong>全文为 Word 文档，请下载后查看。</p>`, '<ul><li>适用范围与基本要求</li><li>企业的义务与责任</li><li>监督检查与法律责任</li></ul>'].join('\n');

/** Runs inside the seed transaction, after the articles of articles.ts are in; returns the articles it added. */
export async function seedArticleExtras(tx: Pick<Db, 'insert' | 'update'>): Promise<number> {
  for (const [cate, ids] of Object.entries(LAW_RECOMMEND_IDS)) {
    await tx
      .update(articles)
      .set({ recommendIds: ids })
      .where(and(eq(articles.channel, 'law'), eq(articles.cateId, Number(cate)), sql`cardinality(${articles.recommendIds}) = 0`));
  }
  await tx.insert(articles).values(
    LAW_DOCS.map((d) => ({
      title: d.title,
      channel: 'law',
      cateId: d.cateId,
      intro: docIntro(d.title),
      addFrom: d.addFrom,
      author: '平台编辑部',
      cover: null,
      resourceItems: [{ FileName: `${d.title}.docx`, FileUrl: docUrl(d.file) }],
      recommendIds: LAW_RECOMMEND_IDS[d.cateId] ?? [],
      createTime: time2026(d.day, 9, 30),
    })),
  );
  return LAW_DOCS.length;
}

// run as a script (tsx src/seed/data/article-extras.ts), never when bundled into another entry
if (process.argv[1]?.endsWith('article-extras.ts') && import.meta.url === pathToFileURL(process.argv[1]).href) {
  mkdirSync(DOCS_DIR, { recursive: true });
  for (const { file, bytes } of lawDocFiles()) writeFileSync(path.join(DOCS_DIR, file), bytes);
  console.log(`[seed docs] wrote ${LAW_DOCS.length} files into ${DOCS_DIR}`);
}
