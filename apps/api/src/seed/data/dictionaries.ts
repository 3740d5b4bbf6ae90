// The business dictionaries (spec 02 §3 Dictionary entry). dict_code is unique over every type; 156 and 157
// are the VAT special invoices (the personal invoice type is hidden for them, spec 02 §5). The mock fixtures
// of @ws/api-sdk (mocks/fixtures/dictionaries.ts) hold the same entries; test/addresses.test.ts compares them.
import type { DictType } from '@ws/api-sdk/contract';
import type { Db } from '../../db/client';
import { dictData } from '../../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DICTIONARY: Record<DictType, [code: number, value: string, label: string][]> = {
  ordre_invoice_type: [
    [155, '1', '增值税普通发票'],
    [156, '2', '增值税专用发票'],
    [157, '3', '增值税电子专用发票'],
    [158, '4', '增值税电子普通发票'],
  ],
  pay_cate: [
    [101, '1', '在线支付（扫码）'],
    [102, '0', '线下转账'],
  ],
  order_delivery: [
    [111, '1', '快递配送'],
    [112, '2', '物流配送'],
    [113, '3', '上门自提'],
  ],
  order_expected_delivery: [
    [121, '1', '3天内'],
    [122, '2', '7天内'],
    [123, '3', '15天内'],
    [124, '4', '30天内'],
  ],
  express: [
    [131, 'SF', '顺丰速运'],
    [132, 'ZTO', '中通快递'],
    [133, 'YTO', '圆通速递'],
    [134, 'YD', '韵达快递'],
    [135, 'STO', '申通快递'],
    [136, 'JD', '京东物流'],
    [137, 'EMS', '中国邮政EMS'],
    [138, 'DBL', '德邦快递'],
  ],
};

export const dictionarySeeds = () =>
  (Object.entries(DICTIONARY) as [DictType, (typeof DICTIONARY)[DictType]][]).flatMap(([dictType, rows]) =>
    rows.map(([dictCode, dictValue, dictLabel], i) => ({ dictCode, dictType, dictValue, dictLabel, dictSort: i + 1 })),
  );

export async function seedDictionaries(tx: Tx | Db): Promise<number> {
  const rows = dictionarySeeds();
  await tx.insert(dictData).values(rows);
  return rows.length;
}
