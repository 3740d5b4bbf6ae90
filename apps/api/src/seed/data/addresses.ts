// Demo address books: delivery and invoice addresses and invoice profiles for the member (张三) and the
// company user (李四), so checkout has something to choose from. Area codes are those of seed/data/areas.ts.
import type { Db } from '../../db/client';
import { addresses, invoiceProfiles } from '../../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const GZ = { provinceName: '广东省', provinceCode: '440000', cityName: '广州市', cityCode: '440100' };
const DG = { provinceName: '广东省', provinceCode: '440000', cityName: '东莞市', cityCode: '441900' };

export async function seedAddressBooks(tx: Tx, idByPhone: Map<string, number>): Promise<number> {
  const member = idByPhone.get('13800000001');
  const company = idByPhone.get('13800000002');
  if (member === undefined || company === undefined) return 0;
  const at = '2026-01-05 10:00:00';
  const rows = [
    { userId: member, type: 0, contact: '张三', phone: '13800000001', ...GZ, countyName: '天河区', countyCode: '440106', address: '天河路 385 号太古汇一座 18 楼', isDefault: 1 },
    { userId: member, type: 0, contact: '张三', phone: '13800000001', ...DG, countyName: '南城街道', countyCode: '441900004', address: '鸿福路 200 号海德广场 9 楼', isDefault: 0 },
    { userId: member, type: 1, contact: '张三', phone: '13800000001', ...GZ, countyName: '天河区', countyCode: '440106', address: '天河路 385 号太古汇一座 18 楼', isDefault: 1 },
    { userId: company, type: 0, contact: '李四', phone: '13800000002', ...GZ, countyName: '黄埔区', countyCode: '440112', address: '科学大道 99 号科汇金谷三街 2 号', isDefault: 1 },
    { userId: company, type: 1, contact: '李四', phone: '13800000002', ...GZ, countyName: '黄埔区', countyCode: '440112', address: '科学大道 99 号科汇金谷三街 2 号', isDefault: 1 },
  ];
  await tx.insert(addresses).values(rows.map((r) => ({ ...r, createTime: at })));
  await tx.insert(invoiceProfiles).values([
    { userId: member, invoiceType: 0, name: '张三', email: 'zhangsan@example.cn', isDefault: 1, createTime: at },
    {
      userId: company,
      invoiceType: 1,
      name: '广州安信安全技术有限公司',
      email: 'finance@anxin.example.cn',
      identification: '91440101MA5CQ2XK7R',
      regAddress: '广州市黄埔区科学大道 99 号',
      regPhone: '020-32290000',
      bankName: '中国工商银行广州科学城支行',
      bankAccount: '3602 0001 0920 0123 456',
      isDefault: 1,
      createTime: at,
    },
  ]);
  return rows.length;
}
