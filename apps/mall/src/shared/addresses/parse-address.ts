// 智能识别 of the address form: one pasted text (张三 13800000001 广东省广州市天河区天河路1号, in any order, with
// spaces, commas, Chinese commas, newlines or 收货人：/电话：/地址： labels) split into the contact, the phone,
// the province / city / district and the street. No React and no network: parseAddress reads the area lists
// through a lookup (the children of a parent as listarea answers them: '0' the provinces, a code, or a name)
// and treats a list it does not have as empty; recogniseAddress loads, with the caller's loader, the lists a
// parse asked for and parses again until it asks for nothing new.
//
// What is recognised
// - phone: a mobile 1[3-9]\d{9} (+86 / 86 prefix, spaces or dashes inside: 138-0000-0001), else a landline
//   (020-12345678, (0769)22220000, 0769 2222 0000, an extension after a dash).
// - region: a province by its name or short form (广东省 / 广东, 内蒙古), then a city of it (广州市 / 广州; a
//   municipality's one city needs no words: 北京东城区, 北京市北京市东城区), then a district (天河区 / 天河, not
//   when a street follows the short form: 天河路). Without a province: a city of the default province (the
//   form's), then of Guangdong, then any city named with its suffix (杭州市…) or as a short form in a longer
//   text (杭州西湖区…), found by listarea by name: the province follows from the city's code.
// - contact: a labelled one, else a name of 2–4 Chinese characters (or 阿卜杜拉·买买提, or one Latin word when a
//   phone or region was found too) that is no area name and does not end like an address (路, 号, 区 …);
//   a known surname and a place at either end of the text weigh for it. A name glued in front of the region
//   (张三广东省…) or after the house number (…1号张三, with a known surname) is found too.
// - street: what is left of the address, in its order.

export interface AreaItem {
  id: number;
  name: string;
  /** the parent's code: with a list asked by name, the city (or province) found */
  parent_id: number;
}

/** The children of a parent ('0' the provinces, a code, or a name as listarea takes it); undefined: not loaded. */
export type AreaLookup = (parent: string) => readonly AreaItem[] | undefined;

export interface AreaRef {
  code: string;
  name: string;
}

export interface ParsedAddress {
  contact: string | null;
  phone: string | null;
  /** a landline does not pass the form's 手机号码 rule: the form says so */
  phoneKind: 'mobile' | 'landline' | null;
  province: AreaRef | null;
  city: AreaRef | null;
  county: AreaRef | null;
  /** the street, house number, building … */
  address: string | null;
}

export interface ParseOptions {
  /** the province tried first when the text names none (the form's current one); Guangdong is tried next */
  defaultProvince?: number | undefined;
}

/** The province tried after the form's own when the text names none (spec 02: 440000). */
const FALLBACK_PROVINCE = 440000;
const PROVINCES_KEY = '0';

// ── normalising, labels, tokens ──────────────────────────────────────────────────────────────

type Hint = 'contact' | 'phone' | 'address' | null;

const LABELS: [RegExp, Exclude<Hint, null>][] = [
  [/^(?:收货人|收件人|联系人)(?:姓名|名字)?$|^姓名$|^名字$|^联系人名称$/, 'contact'],
  [/^(?:收货人|收件人|联系)?(?:手机号码|手机号|手机|电话号码|电话|联系方式)$|^联系人(?:手机|电话)$/, 'phone'],
  [/^(?:收货|收件|详细|所在)?地址$|^所在地区?$|^地区$|^省市区$/, 'address'],
];
const LABEL_WORDS =
  '收货人姓名|收件人姓名|联系人名称|联系人手机|联系人电话|收货人|收件人|联系人|姓名|名字|收货人手机号码|收货人手机号|收货人手机|收货人电话|收件人手机号码|收件人手机号|收件人手机|收件人电话|联系手机号码|联系手机号|联系手机|联系电话|手机号码|手机号|手机|电话号码|电话|联系方式|收货地址|收件地址|详细地址|所在地区|所在地|省市区|地址|地区';
const LABEL_RE = new RegExp(`(${LABEL_WORDS})\\s*:`, 'g');
const BARE_LABEL_RE = new RegExp(`^(?:${LABEL_WORDS})$`);

const hintOf = (label: string): Hint => LABELS.find(([re]) => re.test(label))?.[1] ?? null;

/** Full-width forms to ASCII (NFKC: ，：；１３８ ＋), every dash to '-'. */
const normalise = (text: string) => text.normalize('NFKC').replace(/[‐‑‒–—―]/g, '-');

interface Segment {
  hint: Hint;
  text: string;
}

/** The text split at its labels (收货人：… 电话：… 地址：…); the part before the first label has no hint. */
function segments(text: string): Segment[] {
  const out: Segment[] = [];
  let last = 0;
  let hint: Hint = null;
  for (const m of text.matchAll(LABEL_RE)) {
    out.push({ hint, text: text.slice(last, m.index) });
    hint = hintOf(m[1] ?? '');
    last = m.index + m[0].length;
  }
  out.push({ hint, text: text.slice(last) });
  return out.filter((s) => s.text.trim() !== '');
}

// ── phone ────────────────────────────────────────────────────────────────────────────────────

const MOBILE_RE = /(?<![\d+])(?:\+?86[\s-]?)?(1[3-9]\d(?:[\s-]?\d){8})(?!\d)/;
const LANDLINE_RE = /(?<!\d)(?:\((0\d{2,3})\)|(0\d{2,3}))[\s-]?(\d{3,4}[\s-]?\d{4})(?:-(\d{1,6}))?(?!\d)/;

interface PhoneFound {
  phone: string;
  kind: 'mobile' | 'landline';
  /** the segment with the phone taken out */
  segment: number;
  rest: string;
}

/** The first mobile (the phone-labelled segments first), else the first landline; its text is taken out. */
function findPhone(segs: Segment[]): PhoneFound | null {
  const order = [...segs.keys()].sort((a, b) => Number(segs[b]!.hint === 'phone') - Number(segs[a]!.hint === 'phone'));
  for (const [re, kind] of [
    [MOBILE_RE, 'mobile'],
    [LANDLINE_RE, 'landline'],
  ] as const) {
    for (const i of order) {
      const text = segs[i]!.text;
      const m = re.exec(text);
      if (!m) continue;
      const phone =
        kind === 'mobile'
          ? (m[1] ?? '').replace(/\D/g, '')
          : `${m[1] ?? m[2] ?? ''}-${(m[3] ?? '').replace(/\D/g, '')}${m[4] ? `-${m[4]}` : ''}`;
      return { phone, kind, segment: i, rest: `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}` };
    }
  }
  return null;
}

// ── area names and their short forms ─────────────────────────────────────────────────────────

const ETHNIC = [
  '朝鲜族', '土家族', '苗族', '藏族', '羌族', '彝族', '布依族', '侗族', '哈尼族', '傣族', '景颇族', '白族', '傈僳族', '回族',
  '蒙古族', '蒙古', '壮族', '哈萨克族', '哈萨克', '柯尔克孜', '满族', '瑶族', '畲族', '黎族', '水族', '仫佬族', '毛南族',
  '仡佬族', '拉祜族', '佤族', '布朗族', '纳西族', '普米族', '独龙族', '怒族', '保安族', '东乡族', '撒拉族', '土族', '锡伯族',
  '塔吉克', '达斡尔族', '鄂温克族', '鄂伦春族', '各族', '裕固族', '俄罗斯族', '京族',
];

/** 石柱土家族自治县 -> 石柱, 延边朝鲜族自治州 -> 延边 (null when nothing sensible is left). */
function autonomousShort(name: string): string | null {
  let s = name.replace(/自治(?:州|县|旗)$/, '');
  if (s === name) return null;
  for (let changed = true; changed; ) {
    changed = false;
    for (const e of ETHNIC) {
      if (s.endsWith(e) && s.length > e.length + 1) {
        s = s.slice(0, -e.length);
        changed = true;
      }
    }
  }
  return s.length >= 2 ? s : null;
}

const shortIf = (name: string, s: string): string[] => (s !== name && s.length >= 2 ? [s] : []);

/** 广东省 -> 广东, 内蒙古自治区 -> 内蒙古, 北京市 -> 北京. */
const provinceShorts = (name: string): string[] => shortIf(name, name.replace(/(?:壮族自治区|回族自治区|维吾尔自治区|自治区|特别行政区|省|市)$/, ''));

/** 广州市 -> 广州, 延边朝鲜族自治州 -> 延边 and 延边州, 大兴安岭地区 -> 大兴安岭. */
const cityShorts = (name: string): string[] => {
  const auto = autonomousShort(name);
  return auto ? [auto, `${auto}州`] : shortIf(name, name.replace(/(?:地区|盟|市)$/, ''));
};

/** 天河区 -> 天河, 浦东新区 -> 浦东, 南城街道 -> 南城, 石柱土家族自治县 -> 石柱 and 石柱县. */
const countyShorts = (name: string): string[] => {
  const auto = autonomousShort(name);
  if (auto) return [auto, `${auto}${name.endsWith('旗') ? '旗' : '县'}`];
  return name.length > 6 ? [] : shortIf(name, name.replace(/(?:新区|街道|林区|区|县|市|旗|镇|乡)$/, ''));
};

/** A street name follows: a short area name there is the street's (天河路, 湖南路, 中山路), not the area. */
const STREET_NEXT = /^[路街道巷弄里]/;

interface Hit {
  area: AreaItem;
  start: number;
  end: number;
}

/** The area of `items` whose name (or short form) starts at `pos`, the longest; null if none. */
function nameAt(s: string, pos: number, items: readonly AreaItem[] | undefined, shorts: (n: string) => string[]): Hit | null {
  let best: Hit | null = null;
  for (const area of items ?? []) {
    let len = s.startsWith(area.name, pos) ? area.name.length : 0;
    for (const sh of len ? [] : shorts(area.name)) {
      if (sh.length > len && s.startsWith(sh, pos) && !STREET_NEXT.test(s.slice(pos + sh.length))) len = sh.length;
    }
    if (len > 0 && (!best || len > best.end - best.start)) best = { area, start: pos, end: pos + len };
  }
  return best;
}

const SEP_RE = /^[\s,.;:、|。]+/;
const skip = (s: string, pos: number) => pos + (SEP_RE.exec(s.slice(pos))?.[0].length ?? 0);

// ── the region ───────────────────────────────────────────────────────────────────────────────

interface RegionHit {
  province: AreaItem | null;
  city: AreaItem | null;
  county: AreaItem | null;
  /** where in the text the region ends */
  end: number;
  score: number;
}

/** A city with no place name of its own (省直辖县级行政区划): its counties are named without it. */
const isPseudoCity = (a: AreaItem) => a.name.includes('直辖');

function regionFrom(s: string, p: AreaItem | null, city: Hit | null, pos: number, look: AreaLookup): RegionHit {
  let end = pos;
  let c = city?.area ?? null;
  let county: Hit | null = null;
  if (p && !c) {
    const cities = look(String(p.id)) ?? [];
    if (cities.length === 1) c = cities[0]!;
    // a county-level city directly under its province (湖北省仙桃市): the counties of 省直辖县级行政区划
    if (!c) {
      for (const pc of cities.filter(isPseudoCity)) {
        const hit = nameAt(s, skip(s, end), look(String(pc.id)), countyShorts);
        if (hit && (!county || hit.end > county.end)) {
          county = hit;
          c = pc;
        }
      }
    }
  }
  if (c && !county) county = nameAt(s, skip(s, end), look(String(c.id)), countyShorts);
  if (county) end = county.end;
  const score = (p ? 1 : 0) + (city ? 2 : 0) + (county ? 2 : 0);
  return { province: p, city: c, county: county?.area ?? null, end, score };
}

/** The region that starts at `pos`, or null when no province nor city starts there. */
function regionAt(s: string, pos: number, look: AreaLookup, opts: ParseOptions, byName: boolean): RegionHit | null {
  const provinces = look(PROVINCES_KEY) ?? [];
  const prov = nameAt(s, pos, provinces, provinceShorts);
  if (prov) {
    const cities = look(String(prov.area.id));
    const after = skip(s, prov.end);
    // 吉林市 after 吉林 (the short 吉林省) is the city; 北京市 twice is the municipality and its city
    const city = [nameAt(s, after, cities, cityShorts), nameAt(s, prov.start, cities, cityShorts)].reduce<Hit | null>(
      (a, b) => (b && (!a || b.end > a.end) ? b : a),
      null,
    );
    const hit = regionFrom(s, prov.area, city, city ? city.end : prov.end, look);
    return { ...hit, end: Math.max(hit.end, city?.end ?? prov.end) };
  }
  // no province: a city of the form's province, of Guangdong
  for (const pid of new Set([opts.defaultProvince ?? FALLBACK_PROVINCE, FALLBACK_PROVINCE])) {
    const city = nameAt(s, pos, look(String(pid)), cityShorts);
    if (city) {
      const province = provinces.find((p) => p.id === pid) ?? null;
      const hit = regionFrom(s, province, city, city.end, look);
      return { ...hit, end: Math.max(hit.end, city.end), score: hit.score - (province ? 1 : 0) };
    }
  }
  if (!byName) return null;
  // any city: by its name as written (杭州市, 恩施土家族苗族自治州, 大兴安岭地区), or a short form + 市 (杭州西湖区)
  for (const [name, len] of cityNameGuesses(s.slice(pos))) {
    const kids = look(name);
    const cityId = kids?.[0]?.parent_id;
    if (!cityId) continue;
    const provinceId = Math.floor(cityId / 10000) * 10000;
    const province = provinces.find((p) => p.id === provinceId) ?? null;
    const c = look(String(provinceId))?.find((x) => x.id === cityId);
    if (!province || !c) continue;
    const hit = regionFrom(s, province, { area: c, start: pos, end: pos + len }, pos + len, look);
    return { ...hit, end: Math.max(hit.end, pos + len), score: hit.score - 1 };
  }
  return null;
}

/** The city names a text may start with: [name to ask listarea, characters it covers]. */
function cityNameGuesses(s: string): [string, number][] {
  const out: [string, number][] = [];
  const full = /^[\u4e00-\u9fa5]{1,12}?(?:市|地区|盟|自治州)/.exec(s);
  if (full) out.push([full[0], full[0].length]);
  const cjk = /^[\u4e00-\u9fa5]+/.exec(s)?.[0] ?? '';
  // a short form only inside a longer run (杭州西湖区), never a lone word that may be a name
  if (!full && cjk.length >= 5) for (const n of [2, 3]) out.push([`${cjk.slice(0, n)}市`, n]);
  return out;
}

// ── the contact ──────────────────────────────────────────────────────────────────────────────

// the commonest surnames (about nine in ten people), the compound ones first
const SURNAMES_2 = ['欧阳', '司马', '诸葛', '上官', '东方', '令狐', '皇甫', '尉迟', '公孙', '慕容', '长孙', '夏侯', '司徒', '端木', '独孤', '南宫', '宇文', '轩辕', '澹台', '百里'];
const SURNAMES_1 =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖萧田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付傅方白邹孟熊秦邱江尹薛闫阎段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤常温康施文牛樊葛邢安齐易乔伍庞颜倪庄聂章鲁岳翟殷詹申欧耿关兰焦俞左柳甘祝包宁尚符舒阮柯纪梅童凌毕单季裴霍涂成苗谷盛曲翁冉骆蓝路游辛靳管柴蒙鲍华喻祁蒲房滕屈饶解牟艾尤阳时穆农司卓古吉缪简车项连芦麦褚娄窦戚岑景党宫费卜冷晏席卫米柏宗瞿桂全佟应臧闵苟邬边卞姬师和仇栾隋商刁沙荣巫寇桑郎甄丛仲虞敖巩明佘池查麻苑迟邝';

const hasSurname = (name: string) => SURNAMES_2.some((s) => name.startsWith(s)) || SURNAMES_1.includes(name[0] ?? '');

const CJK_NAME = /^[\u4e00-\u9fa5]{2,4}$/;
const DOTTED_NAME = /^[\u4e00-\u9fa5]{1,8}[·•][\u4e00-\u9fa5]{1,8}$/;
const LATIN_NAME = /^[A-Za-z][A-Za-z.'-]{1,19}$/;
/** how addresses end: a token ending so is no name (unless it is a surname and one more character) */
const ADDRESS_END = /[省市区县镇乡村路街道巷弄号楼幢室层座院府厦场站馆寓组社厂店局司部处队校]$/;

interface Token {
  text: string;
  hint: Hint;
  /** order in the text */
  at: number;
  /** a name glued in front of the region (张三广东省…) */
  glued?: boolean;
}

function nameScore(t: Token, areaNames: ReadonlySet<string>, first: number, last: number, latinOk: boolean): number | null {
  const { text } = t;
  if (areaNames.has(text) || BARE_LABEL_RE.test(text)) return null;
  const latin = LATIN_NAME.test(text);
  if (latin && !latinOk) return null;
  if (!latin && !DOTTED_NAME.test(text) && !CJK_NAME.test(text)) return null;
  const surname = !latin && hasSurname(text);
  if (!latin && ADDRESS_END.test(text) && !(surname && text.length === 2)) return null;
  return (surname ? 2 : 0) + (t.glued ? 1 : 0) + (t.at === first || t.at === last ? 1 : 0) + (latin ? 0 : 1);
}

/** The names (and short forms) of the areas the parse read: such a word is no contact. */
function knownAreaNames(look: AreaLookup, region: RegionHit | null): Set<string> {
  const out = new Set<string>();
  const add = (items: readonly AreaItem[] | undefined, shorts: (n: string) => string[]) => {
    for (const a of items ?? []) {
      out.add(a.name);
      for (const s of shorts(a.name)) out.add(s);
    }
  };
  add(look(PROVINCES_KEY), provinceShorts);
  if (region?.province) add(look(String(region.province.id)), cityShorts);
  if (region?.city) add(look(String(region.city.id)), countyShorts);
  return out;
}

// ── the parse ────────────────────────────────────────────────────────────────────────────────

const ref = (a: AreaItem | null): AreaRef | null => (a ? { code: String(a.id), name: a.name } : null);

const TOKEN_SPLIT = /[\s,;、|。]+/;

/** Split `text` into the contact, phone, region and street, reading the area lists through `look`. */
export function parseAddress(input: string, look: AreaLookup, opts: ParseOptions = {}): ParsedAddress {
  const segs = segments(normalise(input));
  const phone = findPhone(segs);
  if (phone) segs[phone.segment] = { hint: segs[phone.segment]!.hint, text: phone.rest };

  let at = 0;
  const tokens: Token[] = segs.flatMap((seg) =>
    seg.text
      .split(TOKEN_SPLIT)
      .map((t) => t.replace(/^[:]+|[:]+$/g, ''))
      .filter((t) => t !== '' && !BARE_LABEL_RE.test(t) && !/^\+?86$/.test(t))
      .map((text) => ({ text, hint: seg.hint, at: at++ })),
  );

  // the region: the best of every token start (and of a start after a name glued to it), the earliest of equals
  const addressTokens = tokens.filter((t) => t.hint !== 'contact' && t.hint !== 'phone');
  let best: { hit: RegionHit; index: number; offset: number } | null = null;
  for (const byName of [false, true]) {
    addressTokens.forEach((t, index) => {
      const joined = addressTokens
        .slice(index)
        .map((x) => x.text)
        .join(' ');
      // a city found by name only where a token starts (each guess is one request)
      const offsets = byName ? [0] : [0, ...[2, 3, 4].filter((k) => k < t.text.length && /^[\u4e00-\u9fa5]+$/.test(t.text.slice(0, k)))];
      for (const offset of offsets) {
        const hit = regionAt(joined, offset, look, opts, byName);
        if (hit && (!best || hit.score > best.hit.score)) best = { hit, index, offset };
      }
    });
    // by name only once the provinces and the default provinces' cities are there (else it asks in vain)
    const ready = [PROVINCES_KEY, String(opts.defaultProvince ?? FALLBACK_PROVINCE), String(FALLBACK_PROVINCE)].every((k) => look(k) !== undefined);
    if (best || !ready) break;
  }
  const found = best as { hit: RegionHit; index: number; offset: number } | null;

  // what is left of the tokens: those before the region, a glued name, the rest of the token the region ends in, those after
  let rest: Token[] = tokens.filter((t) => t.hint === 'contact' || t.hint === 'phone');
  if (found) {
    const { index, offset, hit } = found;
    const head = addressTokens[index]!;
    rest = [...rest, ...addressTokens.slice(0, index)];
    const glued = head.text.slice(0, offset);
    if (offset > 0 && !BARE_LABEL_RE.test(glued)) rest.push({ text: glued, hint: head.hint, at: head.at - 0.5, glued: true });
    let left = hit.end - offset;
    for (const t of addressTokens.slice(index)) {
      const len = t === head ? t.text.length - offset : t.text.length;
      if (left >= len) left -= len + 1;
      else {
        const text = (t === head ? t.text.slice(offset) : t.text).slice(Math.max(left, 0)).replace(SEP_RE, '');
        if (text) rest.push({ ...t, text });
        left = -1;
      }
    }
  } else rest = tokens;
  rest.sort((a, b) => a.at - b.at);

  // the contact: the labelled one, else the likeliest name among what is left
  let contact: string | null = null;
  const labelled = rest.filter((t) => t.hint === 'contact');
  if (labelled.length > 0) {
    contact = labelled.map((t) => t.text).join(' ');
    rest = rest.filter((t) => t.hint !== 'contact');
  } else {
    const names = knownAreaNames(look, found?.hit ?? null);
    const first = tokens[0]?.at ?? 0;
    const last = tokens[tokens.length - 1]?.at ?? 0;
    const latinOk = !!phone || !!found;
    let pick: { t: Token; score: number } | null = null;
    for (const t of rest) {
      const score = nameScore(t, names, first, last, latinOk);
      if (score !== null && (!pick || score > pick.score)) pick = { t, score };
    }
    if (pick) {
      contact = pick.t.text;
      rest = rest.filter((t) => t !== pick.t);
    } else {
      // a name glued after the house number: …1号张三
      const tail = rest[rest.length - 1];
      const m = tail ? /^(.*[\dA-Za-z号室楼栋幢座层户])([\u4e00-\u9fa5]{2,4})$/.exec(tail.text) : null;
      if (tail && m && hasSurname(m[2]!) && !ADDRESS_END.test(m[2]!)) {
        contact = m[2]!;
        rest = [...rest.slice(0, -1), { ...tail, text: m[1]! }];
      }
    }
  }

  // the street: the rest, unless nothing else was found (then it is no address we know)
  const street = rest
    .map((t) => t.text)
    .join(' ')
    .trim();
  const anything = !!found || !!phone || contact !== null;
  const hit = found?.hit ?? null;
  return {
    contact,
    phone: phone?.phone ?? null,
    phoneKind: phone?.kind ?? null,
    province: ref(hit?.province ?? null),
    city: ref(hit?.city ?? null),
    county: ref(hit?.county ?? null),
    address: anything && street !== '' ? street : null,
  };
}

/**
 * parseAddress with the area lists it needs: `load(parent)` answers listarea's children of a parent ('0', a
 * code or a name). Each round loads what the last parse asked for and did not have (at most 6 rounds).
 */
export async function recogniseAddress(text: string, load: (parent: string) => Promise<readonly AreaItem[]>, opts: ParseOptions = {}): Promise<ParsedAddress> {
  const lists = new Map<string, readonly AreaItem[]>();
  for (let round = 0; round < 6; round++) {
    const wanted = new Set<string>();
    const parsed = parseAddress(
      text,
      (parent) => {
        const items = lists.get(parent);
        if (items === undefined) wanted.add(parent);
        return items;
      },
      opts,
    );
    if (wanted.size === 0) return parsed;
    const keys = [...wanted];
    const loaded = await Promise.all(keys.map((k) => load(k).catch(() => [] as readonly AreaItem[])));
    keys.forEach((k, i) => lists.set(k, loaded[i] ?? []));
  }
  return parseAddress(text, (parent) => lists.get(parent), opts);
}

/** What a parse found, as the form says it: 联系人、手机号、所在地区、详细地址 (电话 for a landline). */
export function recognisedParts(p: ParsedAddress): string[] {
  return [
    p.contact !== null && '联系人',
    p.phone !== null && (p.phoneKind === 'landline' ? '电话' : '手机号'),
    (p.province !== null || p.city !== null) && '所在地区',
    p.address !== null && '详细地址',
  ].filter((x): x is string => x !== false);
}
