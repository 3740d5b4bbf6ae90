// The five demo accounts of TEAM-BRIEF.md (password Demo1234 for all).
export const DEMO_PASSWORD = 'Demo1234';

export interface UserSeed {
  userAccount: string;
  userMobile: string;
  email: string;
  name: string;
  roles: string[];
  isCustUser: number;
  isExpert: number;
  profitMoney: string;
  userMoney: string;
  profitJifen: number;
  /** phone of the inviting user */
  parentPhone: string | null;
  province: string;
  provinceCode: string;
  city: string;
  cityCode: string;
  county: string;
  countyCode: string;
}

const gz = (county: string, countyCode: string) => ({ province: '广东省', provinceCode: '440000', city: '广州市', cityCode: '440100', county, countyCode });
const dg = (county: string, countyCode: string) => ({ province: '广东省', provinceCode: '440000', city: '东莞市', cityCode: '441900', county, countyCode });

export const DEMO_USERS: UserSeed[] = [
  {
    userAccount: 'zhangsan001',
    userMobile: '13800000001',
    email: 'zhangsan@demo.example',
    name: '张三',
    roles: ['member'],
    isCustUser: 0,
    isExpert: 0,
    profitMoney: '0.00',
    userMoney: '520.00',
    profitJifen: 3600,
    parentPhone: '13800000003',
    ...gz('天河区', '440106'),
  },
  {
    userAccount: 'anxin_admin',
    userMobile: '13800000002',
    email: 'lisi@anxin.example',
    name: '李四',
    roles: ['member', 'company'],
    isCustUser: 0,
    isExpert: 0,
    profitMoney: '0.00',
    userMoney: '0.00',
    profitJifen: 800,
    parentPhone: null,
    ...gz('天河区', '440106'),
  },
  {
    userAccount: 'wangwu_sale',
    userMobile: '13800000003',
    email: 'wangwu@demo.example',
    name: '王五',
    roles: ['member', 'salesman'],
    isCustUser: 0,
    isExpert: 0,
    profitMoney: '1288.50',
    userMoney: '300.00',
    profitJifen: 1200,
    parentPhone: null,
    ...dg('南城街道', '441900004'),
  },
  {
    userAccount: 'zhaoliu_exp',
    userMobile: '13800000004',
    email: 'zhaoliu@demo.example',
    name: '赵六',
    roles: ['member', 'isexpert'],
    isCustUser: 0,
    isExpert: 1,
    profitMoney: '2360.00',
    userMoney: '0.00',
    profitJifen: 500,
    parentPhone: null,
    ...gz('越秀区', '440104'),
  },
  {
    userAccount: 'kefu_xiaoan',
    userMobile: '13800000005',
    email: 'kefu@demo.example',
    name: '客服小安',
    roles: ['member', 'custuser'],
    isCustUser: 1,
    isExpert: 0,
    profitMoney: '0.00',
    userMoney: '0.00',
    profitJifen: 0,
    parentPhone: null,
    ...dg('东城街道', '441900003'),
  },
];
