// /expert?channel=company: the consult button of a law article keeps the article's ids in session
// storage 'lawId' (spec 01 §2 Article detail). They are recommend ids (39, 1902, 36, 37, 38), or law
// category ids (122–127), which map to the recommend id of their field. Ids that map to nothing are
// dropped; when nothing is left the list keeps every expert.
import { RECOMMEND_IDS, SESSION_KEYS } from '@ws/api-sdk';
import { getSessionItem } from '@ws/ui';

export const COMPANY_CHANNEL = 'company';

/** Law categories (spec 01 §9: 122–127) → the recommend id of their service field. */
export const LAW_CATEGORY_RECOMMEND: Record<number, number> = {
  122: 39, // 环境保护 → 环境服务
  123: 36, // 消防咨询 → 消防服务
  124: 38, // 职业卫生 → 职业卫生服务
  125: 37, // 特种设备 → 特种设备服务
  126: 1902, // 安全生产 → 安全生产服务
  127: 1902, // 防雷检测 → 安全生产服务
};

/** The recommend ids of a stored lawId value ('36', '36,38', '[122]' …), without duplicates. */
export function lawRecommendIds(raw: string | null | undefined): number[] {
  if (!raw) return [];
  const parts = raw.replace(/[[\]"\s]/g, '').split(',');
  const out: number[] = [];
  for (const p of parts) {
    if (!/^\d{1,9}$/.test(p)) continue;
    const n = Number(p);
    const id = (RECOMMEND_IDS as readonly number[]).includes(n) ? n : LAW_CATEGORY_RECOMMEND[n];
    if (id !== undefined && !out.includes(id)) out.push(id);
  }
  return out;
}

/** The stored law ids' recommend ids ([] when none or storage is unavailable). */
export function storedLawRecommendIds(): number[] {
  return lawRecommendIds(getSessionItem(SESSION_KEYS.lawId));
}
