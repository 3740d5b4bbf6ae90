// Reading a spreadsheet the user picked (a bank statement): .xlsx (Office Open XML, unzipped with fflate;
// the first sheet, shared and inline strings, numbers as written) or .csv (RFC 4180 quoting; UTF-8 with or
// without a BOM, else GB18030, which Chinese banks' exports use). The answer is the sheet's rows of cell
// texts, trailing empty rows dropped. Parsed with regular expressions rather than DOMParser so that it runs
// the same in the browser and in Node. Imported only when a file is chosen, so no first load carries it.
import { strFromU8, unzipSync } from 'fflate';

export type Rows = string[][];

/** A file the reader cannot read: a Chinese message for the user. */
export class SheetError extends Error {}

export const MSG_SHEET_UNREADABLE = '无法读取该文件，请选择 .xlsx 或 .csv 格式的表格';
export const MSG_SHEET_EMPTY = '表格中没有数据';

const ENTITY: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decodeXml = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, e: string) =>
    e[0] === '#' ? String.fromCodePoint(e[1]?.toLowerCase() === 'x' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10)) : (ENTITY[e.toLowerCase()] ?? ''),
  );

/** The text of every <t> inside an XML fragment (a shared string's runs, an inline string). */
const textOf = (xml: string) => [...xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>|<t(?:\s[^>]*)?\/>/g)].map((m) => decodeXml(m[1] ?? '')).join('');

/** 'B12' → 1 (0-based column). */
const columnIndex = (ref: string) => {
  const letters = /^[A-Z]+/i.exec(ref)?.[0].toUpperCase() ?? 'A';
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
};

/** The path of the workbook's first sheet, by its relationships (sheet1.xml when they say nothing). */
function firstSheetPath(files: Record<string, Uint8Array>): string {
  const workbook = files['xl/workbook.xml'] ? strFromU8(files['xl/workbook.xml']) : '';
  const rels = files['xl/_rels/workbook.xml.rels'] ? strFromU8(files['xl/_rels/workbook.xml.rels']) : '';
  const rid = /<sheet\b[^>]*\br:id="([^"]+)"/.exec(workbook)?.[1];
  const target = rid ? new RegExp(`<Relationship\\b[^>]*\\bId="${rid}"[^>]*\\bTarget="([^"]+)"`).exec(rels)?.[1] ?? new RegExp(`<Relationship\\b[^>]*\\bTarget="([^"]+)"[^>]*\\bId="${rid}"`).exec(rels)?.[1] : undefined;
  if (target) return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  return 'xl/worksheets/sheet1.xml';
}

/** The rows of an .xlsx workbook's first sheet. */
export function readXlsx(bytes: Uint8Array): Rows {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes);
  } catch {
    throw new SheetError(MSG_SHEET_UNREADABLE);
  }
  const sheet = files[firstSheetPath(files)];
  if (!sheet) throw new SheetError(MSG_SHEET_UNREADABLE);
  const shared = files['xl/sharedStrings.xml'] ? [...strFromU8(files['xl/sharedStrings.xml']).matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) => textOf(m[1] ?? '')) : [];
  const rows: Rows = [];
  for (const row of strFromU8(sheet).matchAll(/<row\b([^>]*)>([\s\S]*?)<\/row>/g)) {
    const rowNo = Number(/\br="(\d+)"/.exec(row[1] ?? '')?.[1] ?? rows.length + 1);
    const cells: string[] = [];
    let next = 0;
    for (const cell of (row[2] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attrs = cell[1] ?? '';
      const body = cell[2] ?? '';
      const ref = /\br="([A-Z]+\d*)"/i.exec(attrs)?.[1];
      const col = ref ? columnIndex(ref) : next;
      const type = /\bt="(\w+)"/.exec(attrs)?.[1] ?? 'n';
      const value = decodeXml(/<v>([\s\S]*?)<\/v>/.exec(body)?.[1] ?? '');
      const text = type === 's' ? (shared[Number(value)] ?? '') : type === 'inlineStr' ? textOf(body) : value;
      cells[col] = text;
      next = col + 1;
    }
    rows[rowNo - 1] = Array.from(cells, (c) => c ?? '');
  }
  return trimRows(Array.from(rows, (r) => r ?? []));
}

/** Text of a CSV file's bytes: UTF-8 (a BOM dropped) when it is valid UTF-8, else GB18030. */
export function decodeCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}

/** The rows of CSV text (RFC 4180: quoted fields with commas, line breaks and doubled quotes). */
export function parseCsv(text: string): Rows {
  const rows: Rows = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return trimRows(rows);
}

/** Cells trimmed; empty rows at the end dropped. */
function trimRows(rows: Rows): Rows {
  const out = rows.map((r) => r.map((c) => c.trim()));
  while (out.length > 0 && out.at(-1)!.every((c) => c === '')) out.pop();
  return out;
}

/** The rows of a picked file, by its name's extension (.xlsx or .csv); SheetError with a Chinese message otherwise. */
export async function readSheetFile(file: Pick<File, 'name' | 'arrayBuffer'>): Promise<Rows> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const name = file.name.toLowerCase();
  const rows = name.endsWith('.xlsx') ? readXlsx(bytes) : name.endsWith('.csv') ? parseCsv(decodeCsv(bytes)) : null;
  if (rows === null) throw new SheetError(MSG_SHEET_UNREADABLE);
  if (rows.every((r) => r.every((c) => c === ''))) throw new SheetError(MSG_SHEET_EMPTY);
  return rows;
}

/** An Excel date serial (days since 1899-12-30, the 1900 leap-year bug included) as 'YYYY-MM-DD'; null when it is none. */
export function excelSerialDate(value: string): string | null {
  if (!/^\d{5}(?:\.\d+)?$/.test(value)) return null;
  const days = Math.floor(Number(value));
  if (days < 20_000 || days > 80_000) return null;
  return new Date(Date.UTC(1899, 11, 30) + days * 86_400_000).toISOString().slice(0, 10);
}
