// The demo shop's files (seed/data/orders.ts): the bank receipt (回单) the buyer of the offline orders uploaded.
// Kept apart from the orders' data so that the asset generator (all-assets.ts) needs nothing of the server.
import type { FileItem } from '../../db/schema';
import { AssetList } from '../assets';

/** The transfer's reference code of the offline orders (checkout's REMIT_ALPHABET: no 0, 1, I or O). */
export const REMIT_CODE = 'AX8K2M7Q';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

export const demoShopAssets = new AssetList();

/** A bank's e-receipt (电子回单) of the offline order's transfer, as a buyer photographs or downloads it. */
function receiptSvg(): string {
  const rows: [string, string][] = [
    ['付款人', '张三'],
    ['付款账号', '6222 **** **** 0128'],
    ['收款人', '安服通平台（代收）'],
    ['收款账号', '3602 0001 0920 0668 888'],
    ['收款行', '中国工商银行广州天河支行'],
    ['用途', `货款 汇款识别码 ${REMIT_CODE}`],
    ['交易状态', '交易成功'],
  ];
  const font = `'PingFang SC','Microsoft YaHei','Noto Sans CJK SC','Source Han Sans SC',sans-serif`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="420" viewBox="0 0 640 420" font-family="${font}">`,
    '<rect width="640" height="420" fill="#fbfbf7"/>',
    '<rect x="16" y="16" width="608" height="388" fill="none" stroke="#c62828" stroke-width="2"/>',
    '<text x="320" y="62" text-anchor="middle" font-size="24" fill="#c62828" font-weight="bold">网上银行电子回单</text>',
    '<text x="320" y="90" text-anchor="middle" font-size="13" fill="#666">（示例凭证，仅供演示）</text>',
    ...rows.map(([k, v], i) => `<text x="56" y="${134 + i * 36}" font-size="16" fill="#333">${esc(k)}：${esc(v)}</text>`),
    '<circle cx="520" cy="330" r="52" fill="none" stroke="#c62828" stroke-width="3" opacity=".8"/>',
    '<text x="520" y="336" text-anchor="middle" font-size="15" fill="#c62828" opacity=".8">业务专用章</text>',
    '</svg>',
  ].join('');
}

/** The receipt file (served under /api/files/seed/). */
export const transferReceipt = (): FileItem => ({ FileName: '转账回单.svg', FileUrl: demoShopAssets.add('transfer-receipt-1.svg', receiptSvg) });
