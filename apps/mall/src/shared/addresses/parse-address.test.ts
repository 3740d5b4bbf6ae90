import { parseAddress, recognisedParts, recogniseAddress, type AreaItem, type AreaLookup, type ParsedAddress } from './parse-address';

// A slice of the areas table (the codes are the real ones): every province, and the cities and districts the
// cases name.
const PROVINCES: [number, string][] = [
  [110000, '北京市'], [120000, '天津市'], [130000, '河北省'], [140000, '山西省'], [150000, '内蒙古自治区'], [210000, '辽宁省'],
  [220000, '吉林省'], [230000, '黑龙江省'], [310000, '上海市'], [320000, '江苏省'], [330000, '浙江省'], [340000, '安徽省'],
  [350000, '福建省'], [360000, '江西省'], [370000, '山东省'], [410000, '河南省'], [420000, '湖北省'], [430000, '湖南省'],
  [440000, '广东省'], [450000, '广西壮族自治区'], [460000, '海南省'], [500000, '重庆市'], [510000, '四川省'], [520000, '贵州省'],
  [530000, '云南省'], [540000, '西藏自治区'], [610000, '陕西省'], [620000, '甘肃省'], [630000, '青海省'], [640000, '宁夏回族自治区'],
  [650000, '新疆维吾尔自治区'],
];
const CHILDREN: Record<number, [number, string][]> = {
  110000: [[110100, '北京市']],
  110100: [[110101, '东城区'], [110102, '西城区'], [110105, '朝阳区'], [110108, '海淀区']],
  310000: [[310100, '上海市']],
  310100: [[310101, '黄浦区'], [310104, '徐汇区'], [310115, '浦东新区']],
  500000: [[500100, '重庆市']],
  500100: [[500103, '渝中区'], [500229, '城口县'], [500240, '石柱土家族自治县']],
  440000: [[440100, '广州市'], [440300, '深圳市'], [440800, '湛江市'], [441900, '东莞市'], [442000, '中山市']],
  440100: [[440103, '荔湾区'], [440104, '越秀区'], [440106, '天河区'], [440112, '黄埔区']],
  440300: [[440304, '福田区'], [440305, '南山区']],
  441900: [[441900003, '东城街道'], [441900004, '南城街道'], [441900119, '长安镇']],
  442000: [[442000001, '石岐街道']],
  420000: [[420100, '武汉市'], [420600, '襄阳市'], [429000, '省直辖县级行政区划']],
  420100: [[420106, '武昌区']],
  429000: [[429004, '仙桃市'], [429005, '潜江市']],
  330000: [[330100, '杭州市'], [330200, '宁波市']],
  330100: [[330102, '上城区'], [330106, '西湖区']],
  220000: [[220100, '长春市'], [220200, '吉林市'], [222400, '延边朝鲜族自治州']],
  220200: [[220204, '船营区']],
  222400: [[222401, '延吉市']],
  430000: [[430100, '长沙市']],
  430100: [[430102, '芙蓉区']],
};

const items = (parent: number, rows: [number, string][]): AreaItem[] => rows.map(([id, name]) => ({ id, name, parent_id: parent }));
const BY_CODE: Record<string, AreaItem[]> = {
  '0': items(0, PROVINCES),
  ...Object.fromEntries(Object.entries(CHILDREN).map(([k, rows]) => [k, items(Number(k), rows)])),
};
const NAMES = new Map([...PROVINCES, ...Object.values(CHILDREN).flat()].map(([id, name]) => [name, id]));

/** listarea as the server answers it: by code, or by name (the highest area of that name). */
const lookup: AreaLookup = (parent) => {
  if (BY_CODE[parent]) return BY_CODE[parent];
  if (/^\d+$/.test(parent)) return [];
  const id = NAMES.get(parent);
  return id === undefined ? [] : (BY_CODE[String(id)] ?? []);
};

const parse = (text: string, defaultProvince?: number) => parseAddress(text, lookup, { defaultProvince });
const area = (p: ParsedAddress) => [p.province?.name ?? null, p.city?.name ?? null, p.county?.name ?? null];

describe('parseAddress', () => {
  it.each([
    ['张三 13800000001 广东省广州市天河区天河路1号'],
    ['广东省广州市天河区天河路1号，张三，13800000001'],
    ['广东省广州市天河区天河路1号, 13800000001, 张三'],
    ['13800000001\n张三\n广东省广州市天河区天河路1号'],
    ['张三；13800000001；广东省广州市天河区天河路1号'],
    ['收货人：张三\n电话：13800000001\n地址：广东省广州市天河区天河路1号'],
    ['收货人: 张三 手机号码: 138-0000-0001 收货地址: 广东省广州市天河区天河路1号'],
    ['张三 +86 138 0000 0001 广东省广州市天河区天河路1号'],
    ['张三 8613800000001 广东省广州市天河区天河路1号'],
    ['张三 ＋８６－１３８００００００01 广东省广州市天河区天河路1号'],
    ['张三，13800000001，广州市天河区天河路1号'],
    ['张三13800000001广东省广州市天河区天河路1号'],
    ['张三广东省广州市天河区天河路1号13800000001'],
    ['广东省广州市天河区天河路1号张三13800000001'],
    ['13800000001 广东 广州 天河 天河路1号 张三'],
    ['广州天河区天河路1号 13800000001 张三'],
  ])('%s', (text) => {
    expect(parse(text)).toEqual({
      contact: '张三',
      phone: '13800000001',
      phoneKind: 'mobile',
      province: { code: '440000', name: '广东省' },
      city: { code: '440100', name: '广州市' },
      county: { code: '440106', name: '天河区' },
      address: '天河路1号',
    });
  });

  it('municipalities: with or without the city, full or short names', () => {
    for (const text of ['北京市北京市东城区东长安街1号 李四 13912345678', '李四 13912345678 北京东城区东长安街1号', '北京市东城区东长安街1号，李四，13912345678', '北京 东城区 东长安街1号 13912345678 李四']) {
      const p = parse(text);
      expect(area(p), text).toEqual(['北京市', '北京市', '东城区']);
      expect(p.city?.code).toBe('110100');
      expect(p.county?.code).toBe('110101');
      expect(p.address, text).toBe('东长安街1号');
      expect(p.contact, text).toBe('李四');
    }
    const sh = parse('上海浦东新区世纪大道100号 赵六 139 1234 5678');
    expect(sh).toMatchObject({ contact: '赵六', phone: '13912345678', address: '世纪大道100号' });
    expect(area(sh)).toEqual(['上海市', '上海市', '浦东新区']);
    expect(area(parse('重庆城口县葛城街道1号 张三 13800000001'))).toEqual(['重庆市', '重庆市', '城口县']);
    expect(area(parse('重庆市石柱县南宾街道1号 张三 13800000001'))).toEqual(['重庆市', '重庆市', '石柱土家族自治县']);
  });

  it('cities and districts across the country, by full or short names, with or without the province', () => {
    expect(area(parse('湖北省仙桃市仙桃大道1号 张三 13800000001'))).toEqual(['湖北省', '省直辖县级行政区划', '仙桃市']);
    expect(area(parse('吉林省吉林市船营区1号 张三 13800000001'))).toEqual(['吉林省', '吉林市', '船营区']);
    expect(area(parse('吉林吉林市船营区1号 张三 13800000001'))).toEqual(['吉林省', '吉林市', '船营区']);
    expect(area(parse('吉林省延边州延吉市1号 张三 13800000001'))).toEqual(['吉林省', '延边朝鲜族自治州', '延吉市']);
    expect(area(parse('吉林省延边延吉市1号 张三 13800000001'))).toEqual(['吉林省', '延边朝鲜族自治州', '延吉市']);
    expect(area(parse('浙江杭州西湖区文三路1号 张三 13800000001'))).toEqual(['浙江省', '杭州市', '西湖区']);
    // no province: the default province's cities, then Guangdong's, then the city by its name
    expect(area(parse('东莞市南城街道鸿福路200号 王小明 13912345678'))).toEqual(['广东省', '东莞市', '南城街道']);
    expect(area(parse('东莞市南城街道鸿福路200号 王小明 13912345678', 110000))).toEqual(['广东省', '东莞市', '南城街道']);
    expect(area(parse('东城区东长安街1号 王小明 13912345678', 110000))).toEqual([null, null, null]);
    const hz = parse('杭州市西湖区文三路1号 张三 13800000001');
    expect(area(hz)).toEqual(['浙江省', '杭州市', '西湖区']);
    expect(hz.address).toBe('文三路1号');
    expect(area(parse('杭州西湖区文三路1号 张三 13800000001'))).toEqual(['浙江省', '杭州市', '西湖区']);
  });

  it('a short name before a street is the street: 天河路, 湖南路, 中山路', () => {
    const p = parse('广州市天河路1号 张三 13800000001');
    expect(area(p)).toEqual(['广东省', '广州市', null]);
    expect(p.address).toBe('天河路1号');
    const q = parse('湖南路8号 张三 13800000001');
    expect(area(q)).toEqual([null, null, null]);
    expect(q).toMatchObject({ contact: '张三', phone: '13800000001', address: '湖南路8号' });
    expect(area(parse('中山路8号 张三 13800000001'))).toEqual([null, null, null]);
  });

  it('labelled fields in any order, the region and street in two labels', () => {
    const p = parse('所在地区：上海市 上海市 徐汇区\n详细地址：漕溪北路1号 3楼\n手机号码：13912345678\n收件人：王五');
    expect(p).toMatchObject({ contact: '王五', phone: '13912345678', address: '漕溪北路1号 3楼' });
    expect(area(p)).toEqual(['上海市', '上海市', '徐汇区']);
    // a name that looks like a place is taken when labelled
    expect(parse('联系人：江西 电话：13912345678 地址：广东省广州市天河区天河路1号').contact).toBe('江西');
  });

  it('landlines, names of other forms, and what it cannot find', () => {
    const p = parse('李四 020-12345678 广州市天河区体育西路1号');
    expect(p).toMatchObject({ contact: '李四', phone: '020-12345678', phoneKind: 'landline', address: '体育西路1号' });
    expect(parse('(0769)22220000 东莞市南城街道鸿福路200号 王小明')).toMatchObject({ phone: '0769-22220000', contact: '王小明' });
    expect(parse('欧阳娜娜 13800000001 广东 广州 天河 体育西路1号')).toMatchObject({ contact: '欧阳娜娜', address: '体育西路1号' });
    expect(parse('Tom 13800000001 北京市东城区东长安街1号')).toMatchObject({ contact: 'Tom', address: '东长安街1号' });
    expect(parse('阿卜杜拉·买买提 13800000001 北京市东城区东长安街1号').contact).toBe('阿卜杜拉·买买提');
    // the house's name is no person: the one at the end with a surname is
    expect(parse('广东省广州市天河区 天河路385号 太古汇 陈大文 13800000001')).toMatchObject({ contact: '陈大文', address: '天河路385号 太古汇' });
    // only a phone and a street
    expect(parse('13800000001 天河路1号')).toMatchObject({ contact: null, phone: '13800000001', province: null, address: '天河路1号' });
    // nothing of an address
    expect(parse('随便写点什么东西')).toEqual({ contact: null, phone: null, phoneKind: null, province: null, city: null, county: null, address: null });
    expect(parse('hello')).toMatchObject({ contact: null, address: null });
    expect(parse('')).toMatchObject({ contact: null, phone: null, address: null });
    // a province alone: the province, the rest is the street
    expect(parse('张三 13800000001 浙江省某某路1号')).toMatchObject({ province: { code: '330000' }, city: null, address: '某某路1号' });
  });
});

describe('recogniseAddress', () => {
  const loader = () => {
    const asked: string[] = [];
    const load = async (parent: string) => {
      asked.push(parent);
      return lookup(parent) ?? [];
    };
    return { asked, load };
  };

  it('loads the lists a parse needs, a few at a time, and gives what a parse with every list gives', async () => {
    const { asked, load } = loader();
    const text = '张三 13800000001 北京市北京市东城区东长安街1号';
    expect(await recogniseAddress(text, load, { defaultProvince: 440000 })).toEqual(parse(text, 440000));
    expect(asked.sort()).toEqual(['0', '110000', '110100', '440000']);
  });

  it('a city of another province by its name; a failed list counts as empty', async () => {
    const { asked, load } = loader();
    const text = '杭州市西湖区文三路1号 张三 13800000001';
    expect(area(await recogniseAddress(text, load))).toEqual(['浙江省', '杭州市', '西湖区']);
    expect(asked).toContain('杭州市');
    expect(asked.length).toBeLessThanOrEqual(6);
    const failing = await recogniseAddress('张三 13800000001 广东省广州市天河区天河路1号', () => Promise.reject(new Error('offline')));
    expect(failing).toMatchObject({ contact: '张三', phone: '13800000001', province: null });
  });

  it('says what it found', () => {
    expect(recognisedParts(parse('张三 13800000001 广东省广州市天河区天河路1号'))).toEqual(['联系人', '手机号', '所在地区', '详细地址']);
    expect(recognisedParts(parse('李四 020-12345678'))).toEqual(['联系人', '电话']);
    expect(recognisedParts(parse('随便写点什么东西'))).toEqual([]);
  });
});
