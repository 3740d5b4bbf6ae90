// A CJK font for the seed's PDF documents, subset to the characters a document uses, without a
// dependency: Noto Sans CJK (Debian's fonts-noto-cjk, an OpenType collection with CFF outlines) is read
// here, and a CID-keyed CFF holding only the used glyphs is written for embedding (PDF FontFile3,
// CIDFontType0C). The subroutines the used glyph programs call (found by walking the Type 2 charstrings)
// are kept and renumbered, and the subroutine numbers in the programs are rewritten to match.
import { existsSync, readFileSync } from 'node:fs';

/** Where Debian (fonts-noto-cjk) and other systems put the font; SEED_CJK_FONT overrides. */
export const CJK_FONT_CANDIDATES = [
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc',
  '/System/Library/Fonts/NotoSansCJK-Regular.ttc',
];

/** The font file to use, or null when the machine has none. */
export const findCjkFont = (): string | null => {
  const fromEnv = process.env.SEED_CJK_FONT?.trim();
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  return CJK_FONT_CANDIDATES.find((p) => existsSync(p)) ?? null;
};

class Reader {
  constructor(
    readonly b: Buffer,
    public pos = 0,
  ) {}
  u8 = (at = this.pos++) => this.b[at]!;
  u16 = (at: number) => this.b.readUInt16BE(at);
  i16 = (at: number) => this.b.readInt16BE(at);
  u32 = (at: number) => this.b.readUInt32BE(at);
}

interface Index {
  count: number;
  /** the items' byte ranges in the font file */
  items: [number, number][];
  /** where the INDEX ends */
  end: number;
}

function readIndex(b: Buffer, at: number): Index {
  const count = b.readUInt16BE(at);
  if (count === 0) return { count, items: [], end: at + 2 };
  const offSize = b[at + 2]!;
  const offAt = at + 3;
  const off = (i: number) => b.readUIntBE(offAt + i * offSize, offSize);
  const dataAt = offAt + (count + 1) * offSize - 1;
  const items: [number, number][] = [];
  for (let i = 0; i < count; i++) items.push([dataAt + off(i), dataAt + off(i + 1)]);
  return { count, items, end: dataAt + off(count) };
}

/** A DICT as [operator, operands (numbers), raw bytes of the whole entry]. */
type DictEntry = { op: number; args: number[]; raw: Buffer };

function readDict(b: Buffer, start: number, end: number): DictEntry[] {
  const out: DictEntry[] = [];
  let args: number[] = [];
  let entryStart = start;
  let i = start;
  while (i < end) {
    const b0 = b[i]!;
    if (b0 <= 21) {
      let op = b0;
      i += 1;
      if (b0 === 12) op = 1200 + b[i++]!;
      out.push({ op, args, raw: b.subarray(entryStart, i) });
      args = [];
      entryStart = i;
    } else if (b0 === 28) {
      args.push(b.readInt16BE(i + 1));
      i += 3;
    } else if (b0 === 29) {
      args.push(b.readInt32BE(i + 1));
      i += 5;
    } else if (b0 === 30) {
      // a real number: nibbles up to 0xf; the value is not needed, keep the bytes
      i += 1;
      while (i < end) {
        const v = b[i++]!;
        if ((v & 0x0f) === 0x0f || (v >> 4) === 0x0f) break;
      }
      args.push(0);
    } else if (b0 >= 32 && b0 <= 246) {
      args.push(b0 - 139);
      i += 1;
    } else if (b0 >= 247 && b0 <= 250) {
      args.push((b0 - 247) * 256 + b[i + 1]! + 108);
      i += 2;
    } else if (b0 >= 251 && b0 <= 254) {
      args.push(-(b0 - 251) * 256 - b[i + 1]! - 108);
      i += 2;
    } else {
      throw new Error(`bad DICT byte ${b0}`);
    }
  }
  return out;
}

const subrBias = (count: number) => (count < 1240 ? 107 : count < 33900 ? 1131 : 32768);

interface FontDict {
  /** the Font DICT's entries other than FontName and Private (a FontMatrix, for one) */
  otherEntries: DictEntry[];
  privateStart: number;
  privateEnd: number;
  /** the Private DICT without its Subrs entry */
  privateEntries: DictEntry[];
  subrs: Index | null;
}

/** One font of the collection, read far enough to subset it. */
export class CjkFont {
  readonly unitsPerEm: number;
  readonly bbox: [number, number, number, number];
  readonly ascent: number;
  readonly descent: number;
  readonly capHeight: number;
  readonly postscriptName: string;
  private readonly cmap = new Map<number, number>();
  private readonly advances: number[] = [];
  private readonly cff: Buffer;
  private readonly charStrings: Index;
  private readonly gsubrs: Index;
  private readonly fdSelect: Uint8Array;
  private readonly fds: FontDict[];
  private readonly topEntries: DictEntry[];

  constructor(file: Buffer, wantedName = /Noto Sans CJK SC/) {
    const r = new Reader(file);
    const fontOffsets: number[] = [];
    if (file.toString('latin1', 0, 4) === 'ttcf') {
      const n = r.u32(8);
      for (let i = 0; i < n; i++) fontOffsets.push(r.u32(12 + i * 4));
    } else fontOffsets.push(0);

    let tables: Map<string, [number, number]> | null = null;
    let psName = '';
    for (const at of fontOffsets) {
      const t = new Map<string, [number, number]>();
      const numTables = r.u16(at + 4);
      for (let i = 0; i < numTables; i++) {
        const rec = at + 12 + i * 16;
        t.set(file.toString('latin1', rec, rec + 4), [r.u32(rec + 8), r.u32(rec + 12)]);
      }
      const names = readNames(file, t.get('name'));
      if (wantedName.test(names.family) || fontOffsets.length === 1) {
        tables = t;
        psName = names.postscript || 'NotoSansCJK';
        break;
      }
    }
    if (!tables) throw new Error('the font collection has no Simplified Chinese font');
    const table = (tag: string) => {
      const t = tables.get(tag);
      if (!t) throw new Error(`font table ${tag} missing`);
      return t[0];
    };
    this.postscriptName = psName.replace(/[^A-Za-z0-9-]/g, '');

    const head = table('head');
    this.unitsPerEm = r.u16(head + 18);
    this.bbox = [r.i16(head + 36), r.i16(head + 38), r.i16(head + 40), r.i16(head + 42)];
    const hhea = table('hhea');
    this.ascent = r.i16(hhea + 4);
    this.descent = r.i16(hhea + 6);
    const os2 = tables.get('OS/2');
    this.capHeight = os2 && r.u16(os2[0]) >= 2 ? r.i16(os2[0] + 88) : Math.round(this.ascent * 0.8);
    const numGlyphs = r.u16(table('maxp') + 4);
    const nMetrics = r.u16(hhea + 34);
    const hmtx = table('hmtx');
    for (let g = 0; g < numGlyphs; g++) this.advances.push(r.u16(hmtx + Math.min(g, nMetrics - 1) * 4));
    readCmap(file, table('cmap'), this.cmap);

    // CFF
    const cffAt = table('CFF ');
    const cffLen = tables.get('CFF ')![1];
    this.cff = file.subarray(cffAt, cffAt + cffLen);
    const c = this.cff;
    const nameIndex = readIndex(c, c[2]!);
    const topIndex = readIndex(c, nameIndex.end);
    const strings = readIndex(c, topIndex.end);
    this.gsubrs = readIndex(c, strings.end);
    const [topStart, topEnd] = topIndex.items[0]!;
    this.topEntries = readDict(c, topStart, topEnd);
    const top = (op: number) => this.topEntries.find((e) => e.op === op)?.args;
    if (!top(1230)) throw new Error('not a CID-keyed CFF font');
    this.charStrings = readIndex(c, top(17)![0]!);
    const fdArray = readIndex(c, top(1236)![0]!);
    this.fds = fdArray.items.map(([s, e]) => {
      const fontDict = readDict(c, s, e);
      const priv = fontDict.find((d) => d.op === 18)!.args as [number, number];
      const privateStart = priv[1];
      const privateEnd = privateStart + priv[0];
      const entries = readDict(c, privateStart, privateEnd);
      const subrsEntry = entries.find((d) => d.op === 19);
      return {
        otherEntries: fontDict.filter((d) => d.op !== 18 && d.op !== 1238),
        privateStart,
        privateEnd,
        privateEntries: entries.filter((d) => d.op !== 19),
        subrs: subrsEntry ? readIndex(c, privateStart + subrsEntry.args[0]!) : null,
      };
    });
    this.fdSelect = readFdSelect(c, top(1237)![0]!, this.charStrings.count);
  }

  /** The glyph of a character (0, .notdef, when the font lacks it). */
  glyphOf(codePoint: number): number {
    return this.cmap.get(codePoint) ?? 0;
  }

  /** A glyph's advance width in 1/1000 em. */
  advance(gid: number): number {
    return Math.round(((this.advances[gid] ?? this.advances[0] ?? 1000) * 1000) / this.unitsPerEm);
  }

  /**
   * A CID-keyed CFF with `gids` (glyph 0 first) as CIDs 0..n-1, in that order. The font matrix, hints
   * and private values stay those of the original.
   */
  subset(gids: number[], fontName: string): Buffer {
    const c = this.cff;
    const usedFds = [...new Set(gids.map((g) => this.fdSelect[g]!))].sort((a, b) => a - b);
    const fdIndex = new Map(usedFds.map((fd, i) => [fd, i]));
    const usedG = new Set<number>();
    const usedL = new Map<number, Set<number>>(usedFds.map((fd) => [fd, new Set<number>()]));
    const calls = new Map<number, CallSite[]>();
    for (const g of gids) {
      const fd = this.fdSelect[g]!;
      const [s, e] = this.charStrings.items[g]!;
      walkCharString(c, s, e, { gsubrs: this.gsubrs, lsubrs: this.fds[fd]?.subrs ?? null, usedG, usedL: usedL.get(fd)!, calls });
    }
    // the kept subroutines, renumbered in their old order
    const renumber = (used: Set<number>) => new Map([...used].sort((a, b) => a - b).map((old, i) => [old, i]));
    const newG = renumber(usedG);
    const newL = new Map(usedFds.map((fd) => [fd, renumber(usedL.get(fd)!)]));
    const rewrite = (start: number, end: number, fd: number) =>
      rewriteCalls(c, start, end, calls.get(start) ?? [], (site) => {
        const map = site.global ? newG : newL.get(fd)!;
        const n = map.get(site.index);
        if (n === undefined) throw new Error(`subroutine ${site.index} was not kept`);
        return n - subrBias(map.size);
      });

    const parts: Buffer[] = [];
    const header = Buffer.from([1, 0, 4, 4]);
    const nameIdx = writeIndex([Buffer.from(fontName, 'latin1')]);
    const stringItems = ['Adobe', 'Identity', ...usedFds.map((_, i) => `${fontName}-FD${i}`)].map((s) => Buffer.from(s, 'latin1'));
    const stringIdx = writeIndex(stringItems);
    const SID = 391; // first custom string id
    // a global subroutine may only call global ones, whatever FD the calling glyph has
    const gsubrIdx = writeIndex([...newG.keys()].map((old) => rewrite(...this.gsubrs.items[old]!, -1)));
    // CID = new glyph index: one range 1..n-1 (format 2), nothing besides .notdef (format 0)
    const charsetBuf = gids.length > 1 ? Buffer.alloc(5) : Buffer.from([0]);
    if (gids.length > 1) {
      charsetBuf.writeUInt8(2, 0);
      charsetBuf.writeUInt16BE(1, 1);
      charsetBuf.writeUInt16BE(gids.length - 2, 3);
    }
    const fdSelectBuf = Buffer.from([0, ...gids.map((g) => fdIndex.get(this.fdSelect[g]!)!)]);
    const charStringsIdx = writeIndex(gids.map((g) => rewrite(...this.charStrings.items[g]!, this.fdSelect[g]!)));

    // the Top DICT has a fixed size (5-byte offsets), so the layout can be computed in one pass
    // kept from the original Top DICT: FontBBox, FontMatrix
    const kept = this.topEntries.filter((e) => e.op === 5 || e.op === 1207).map((e) => e.raw);
    const topDict = (o: { charset: number; fdSelect: number; charStrings: number; fdArray: number }) =>
      Buffer.concat([
        dictInts([SID, SID + 1, 0], 1230),
        ...kept,
        dictInts([gids.length], 1234),
        dictInts([o.charset], 15, true),
        dictInts([o.fdSelect], 1237, true),
        dictInts([o.fdArray], 1236, true),
        dictInts([o.charStrings], 17, true),
      ]);
    const topSize = writeIndex([topDict({ charset: 0, fdSelect: 0, charStrings: 0, fdArray: 0 })]).length;
    let at = header.length + nameIdx.length + topSize + stringIdx.length + gsubrIdx.length;
    const charsetAt = at;
    at += charsetBuf.length;
    const fdSelectAt = at;
    at += fdSelectBuf.length;
    const charStringsAt = at;
    at += charStringsIdx.length;
    const fdArrayAt = at;
    // Private DICTs (without Subrs, then with a 5-byte Subrs offset just past themselves) and local subrs
    const privates = usedFds.map((fd) => {
      const f = this.fds[fd]!;
      const body = Buffer.concat(f.privateEntries.map((e) => e.raw));
      const kept = [...newL.get(fd)!.keys()];
      const local = f.subrs && kept.length > 0 ? writeIndex(kept.map((old) => rewrite(...f.subrs!.items[old]!, fd))) : null;
      const subrsEntryLen = local ? 6 : 0;
      const size = body.length + subrsEntryLen;
      const dict = local ? Buffer.concat([body, dictInts([size], 19, true)]) : body;
      return { dict, local };
    });
    const fontDicts = (privateAts: number[]) =>
      writeIndex(
        usedFds.map((fd, i) =>
          Buffer.concat([
            dictInts([SID + 2 + i], 1238),
            ...this.fds[fd]!.otherEntries.map((e) => e.raw),
            dictInts([privates[i]!.dict.length, privateAts[i]!], 18, true),
          ]),
        ),
      );
    const fdArraySize = fontDicts(usedFds.map(() => 0)).length;
    at += fdArraySize;
    const privateAts: number[] = [];
    for (const p of privates) {
      privateAts.push(at);
      at += p.dict.length + (p.local?.length ?? 0);
    }
    parts.push(
      header,
      nameIdx,
      writeIndex([topDict({ charset: charsetAt, fdSelect: fdSelectAt, charStrings: charStringsAt, fdArray: fdArrayAt })]),
      stringIdx,
      gsubrIdx,
      charsetBuf,
      fdSelectBuf,
      charStringsIdx,
      fontDicts(privateAts),
      ...privates.flatMap((p) => (p.local ? [p.dict, p.local] : [p.dict])),
    );
    return Buffer.concat(parts);
  }
}

/** A subroutine call in a charstring or subroutine: where its number is, and which subroutine it names. */
interface CallSite {
  numStart: number;
  numEnd: number;
  global: boolean;
  index: number;
}

/** A Type 2 charstring integer. */
function csInt(v: number): number[] {
  if (v >= -107 && v <= 107) return [v + 139];
  if (v >= 108 && v <= 1131) return [247 + ((v - 108) >> 8), (v - 108) & 0xff];
  if (v >= -1131 && v <= -108) return [251 + ((-v - 108) >> 8), (-v - 108) & 0xff];
  return [28, (v >> 8) & 0xff, v & 0xff];
}

/** The bytes [start, end) with the number of every call site replaced by `numberOf(site)`. */
function rewriteCalls(b: Buffer, start: number, end: number, sites: CallSite[], numberOf: (site: CallSite) => number): Buffer {
  const parts: Buffer[] = [];
  let at = start;
  for (const site of [...sites].sort((x, y) => x.numStart - y.numStart)) {
    parts.push(b.subarray(at, site.numStart), Buffer.from(csInt(numberOf(site))));
    at = site.numEnd;
  }
  parts.push(b.subarray(at, end));
  return Buffer.concat(parts);
}

/** A DICT entry: integer operands then the operator (12 xx for ops >= 1200); `wide` forces 5-byte ints. */
function dictInts(values: number[], op: number, wide = false): Buffer {
  const bytes: number[] = [];
  for (const v of values) {
    if (!wide && v >= -107 && v <= 107) bytes.push(v + 139);
    else if (!wide && v >= -32768 && v <= 32767) bytes.push(28, (v >> 8) & 0xff, v & 0xff);
    else bytes.push(29, (v >>> 24) & 0xff, (v >>> 16) & 0xff, (v >>> 8) & 0xff, v & 0xff);
  }
  if (op >= 1200) bytes.push(12, op - 1200);
  else bytes.push(op);
  return Buffer.from(bytes);
}

function writeIndex(items: Buffer[]): Buffer {
  if (items.length === 0) return Buffer.from([0, 0]);
  const total = items.reduce((n, b) => n + b.length, 0) + 1;
  const offSize = total < 0x100 ? 1 : total < 0x10000 ? 2 : total < 0x1000000 ? 3 : 4;
  const head = Buffer.alloc(3 + (items.length + 1) * offSize);
  head.writeUInt16BE(items.length, 0);
  head.writeUInt8(offSize, 2);
  let off = 1;
  for (let i = 0; i <= items.length; i++) {
    head.writeUIntBE(off, 3 + i * offSize, offSize);
    if (i < items.length) off += items[i]!.length;
  }
  return Buffer.concat([head, ...items]);
}

function readFdSelect(b: Buffer, at: number, nGlyphs: number): Uint8Array {
  const out = new Uint8Array(nGlyphs);
  const format = b[at]!;
  if (format === 0) {
    for (let g = 0; g < nGlyphs; g++) out[g] = b[at + 1 + g]!;
  } else if (format === 3) {
    const n = b.readUInt16BE(at + 1);
    for (let i = 0; i < n; i++) {
      const first = b.readUInt16BE(at + 3 + i * 3);
      const fd = b[at + 5 + i * 3]!;
      const next = b.readUInt16BE(at + 6 + i * 3);
      for (let g = first; g < next && g < nGlyphs; g++) out[g] = fd;
    }
  } else throw new Error(`FDSelect format ${format}`);
  return out;
}

interface Walk {
  gsubrs: Index;
  lsubrs: Index | null;
  usedG: Set<number>;
  usedL: Set<number>;
  /** call sites by the start of the program (charstring or subroutine) they are in */
  calls: Map<number, CallSite[]>;
}

/**
 * Follow a Type 2 charstring far enough to know which subroutines it calls: numbers are pushed, stems are
 * counted (hintmask carries one bit per stem), callsubr/callgsubr take the number before them.
 */
function walkCharString(
  b: Buffer,
  start: number,
  end: number,
  w: Walk,
  state = { stems: 0, stack: [] as number[], at: [] as [number, number][], done: false },
  depth = 0,
): void {
  if (depth > 12) throw new Error('subroutines nested too deep');
  let i = start;
  const { stack, at } = state;
  while (i < end && !state.done) {
    const b0 = b[i]!;
    if (b0 >= 32 || b0 === 28) at.push([i, i + (b0 === 28 ? 3 : b0 <= 246 ? 1 : b0 <= 254 ? 2 : 5)]);
    if (b0 >= 32) {
      if (b0 <= 246) {
        stack.push(b0 - 139);
        i += 1;
      } else if (b0 <= 250) {
        stack.push((b0 - 247) * 256 + b[i + 1]! + 108);
        i += 2;
      } else if (b0 <= 254) {
        stack.push(-(b0 - 251) * 256 - b[i + 1]! - 108);
        i += 2;
      } else {
        stack.push(b.readInt32BE(i + 1) / 65536);
        i += 5;
      }
      continue;
    }
    if (b0 === 28) {
      stack.push(b.readInt16BE(i + 1));
      i += 3;
      continue;
    }
    i += 1;
    switch (b0) {
      case 1: // hstem
      case 3: // vstem
      case 18: // hstemhm
      case 23: // vstemhm
        state.stems += stack.length >> 1;
        stack.length = 0;
        at.length = 0;
        break;
      case 19: // hintmask
      case 20: // cntrmask
        state.stems += stack.length >> 1;
        stack.length = 0;
        at.length = 0;
        i += (state.stems + 7) >> 3;
        break;
      case 10: // callsubr
      case 29: {
        // callgsubr
        const subrs = b0 === 10 ? w.lsubrs : w.gsubrs;
        if (!subrs) throw new Error('callsubr without local subroutines');
        const n = (stack.pop() ?? 0) + subrBias(subrs.count);
        const [numStart, numEnd] = at.pop() ?? [-1, -1];
        const item = subrs.items[n];
        if (!item) throw new Error(`subroutine ${n} out of range`);
        // the number must be written in this program, or it could not be rewritten here
        if (numStart < start || numEnd > end) throw new Error('subroutine number pushed outside the calling program');
        const sites = w.calls.get(start) ?? [];
        if (!sites.some((x) => x.numStart === numStart)) sites.push({ numStart, numEnd, global: b0 === 29, index: n });
        w.calls.set(start, sites);
        (b0 === 10 ? w.usedL : w.usedG).add(n);
        walkCharString(b, item[0], item[1], w, state, depth + 1);
        break;
      }
      case 11: // return
        return;
      case 14: // endchar
        state.done = true;
        return;
      case 12: {
        const op = b[i++]!;
        // arithmetic and storage operators would need real values; CJK fonts do not use them
        if (op < 34 && op !== 0) throw new Error(`charstring operator 12 ${op} is not supported`);
        stack.length = 0;
        at.length = 0;
        break;
      }
      default:
        stack.length = 0;
        at.length = 0;
    }
  }
}

function readNames(b: Buffer, at: [number, number] | undefined): { family: string; postscript: string } {
  if (!at) return { family: '', postscript: '' };
  const base = at[0];
  const count = b.readUInt16BE(base + 2);
  const strings = base + b.readUInt16BE(base + 4);
  let family = '';
  let postscript = '';
  for (let i = 0; i < count; i++) {
    const rec = base + 6 + i * 12;
    const platform = b.readUInt16BE(rec);
    const nameId = b.readUInt16BE(rec + 6);
    const len = b.readUInt16BE(rec + 8);
    const off = strings + b.readUInt16BE(rec + 10);
    if (platform !== 3) continue;
    let text = '';
    for (let k = 0; k + 1 < len; k += 2) text += String.fromCharCode(b.readUInt16BE(off + k));
    if (nameId === 1 && !family) family = text;
    if (nameId === 6 && !postscript) postscript = text;
  }
  return { family, postscript };
}

function readCmap(b: Buffer, at: number, out: Map<number, number>): void {
  const n = b.readUInt16BE(at + 2);
  let best: { format: number; at: number } | null = null;
  for (let i = 0; i < n; i++) {
    const rec = at + 4 + i * 8;
    const platform = b.readUInt16BE(rec);
    const encoding = b.readUInt16BE(rec + 2);
    const sub = at + b.readUInt32BE(rec + 4);
    const format = b.readUInt16BE(sub);
    if (platform === 3 && encoding === 10 && format === 12) best = { format, at: sub };
    else if (!best && platform === 3 && encoding === 1 && format === 4) best = { format, at: sub };
  }
  if (!best) throw new Error('no Unicode cmap');
  if (best.format === 12) {
    const groups = b.readUInt32BE(best.at + 12);
    for (let g = 0; g < groups; g++) {
      const rec = best.at + 16 + g * 12;
      const start = b.readUInt32BE(rec);
      const stop = b.readUInt32BE(rec + 4);
      const gid = b.readUInt32BE(rec + 8);
      for (let cp = start; cp <= stop; cp++) out.set(cp, gid + cp - start);
    }
    return;
  }
  const segX2 = b.readUInt16BE(best.at + 6);
  const ends = best.at + 14;
  const starts = ends + segX2 + 2;
  const deltas = starts + segX2;
  const ranges = deltas + segX2;
  for (let s = 0; s < segX2 / 2; s++) {
    const endCode = b.readUInt16BE(ends + s * 2);
    const startCode = b.readUInt16BE(starts + s * 2);
    const delta = b.readInt16BE(deltas + s * 2);
    const rangeOff = b.readUInt16BE(ranges + s * 2);
    for (let cp = startCode; cp <= endCode && cp !== 0xffff; cp++) {
      let gid: number;
      if (rangeOff === 0) gid = (cp + delta) & 0xffff;
      else {
        const gAt = ranges + s * 2 + rangeOff + (cp - startCode) * 2;
        const raw = b.readUInt16BE(gAt);
        gid = raw === 0 ? 0 : (raw + delta) & 0xffff;
      }
      if (gid !== 0) out.set(cp, gid);
    }
  }
}

let cached: { path: string; font: CjkFont } | null = null;

/** The Simplified Chinese font of the machine (read once), or null without one. */
export function loadCjkFont(): CjkFont | null {
  const path = findCjkFont();
  if (!path) return null;
  if (cached?.path !== path) cached = { path, font: new CjkFont(readFileSync(path)) };
  return cached.font;
}
