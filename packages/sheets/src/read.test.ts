import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { decodeCsv, excelSerialDate, MSG_SHEET_EMPTY, MSG_SHEET_UNREADABLE, parseCsv, readSheetFile, readXlsx } from './read';
import { buildXlsx } from './xlsx-write';

const file = (name: string, bytes: Uint8Array) => ({ name, arrayBuffer: async () => bytes.slice().buffer });

/** A workbook as Excel writes one: shared strings (one with two rich-text runs), a sparse row, a date serial. */
function excelLikeWorkbook(): Uint8Array {
  const x = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
  return zipSync({
    'xl/workbook.xml': strToU8(`${x}<workbook xmlns:r="r"><sheets><sheet name="流水" sheetId="1" r:id="rId7"/></sheets></workbook>`),
    'xl/_rels/workbook.xml.rels': strToU8(`${x}<Relationships><Relationship Id="rId7" Type="worksheet" Target="worksheets/statement.xml"/></Relationships>`),
    'xl/sharedStrings.xml': strToU8(
      `${x}<sst count="4"><si><t>交易日期</t></si><si><t>贷方金额</t></si><si><r><t>张</t></r><r><rPr/><t xml:space="preserve">三 &amp; 李</t></r></si><si><t>货款 K7QW3M9P</t></si></sst>`,
    ),
    'xl/worksheets/statement.xml': strToU8(
      `${x}<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row><row r="3"><c r="A3" s="1"><v>45292</v></c><c r="B3"><v>1600.5</v></c><c r="D3" t="s"><v>3</v></c><c r="C3" t="s"><v>2</v></c></row><row r="4"/></sheetData></worksheet>`,
    ),
  });
}

describe('readXlsx', () => {
  it('reads what the writer writes', () => {
    expect(readXlsx(buildXlsx([['日期', '金额'], ['2026-11-28', 1600.5]]))).toEqual([
      ['日期', '金额'],
      ['2026-11-28', '1600.5'],
    ]);
  });

  it('reads a workbook as Excel writes it: the first sheet by its relationship, shared strings, rich text, entities, gaps', () => {
    expect(readXlsx(excelLikeWorkbook())).toEqual([['交易日期', '贷方金额'], [], ['45292', '1600.5', '张三 & 李', '货款 K7QW3M9P']]);
  });

  it('refuses bytes that are no workbook', () => {
    expect(() => readXlsx(strToU8('日期,金额'))).toThrow(MSG_SHEET_UNREADABLE);
    expect(() => readXlsx(zipSync({ 'a.txt': strToU8('x') }))).toThrow(MSG_SHEET_UNREADABLE);
  });
});

describe('CSV', () => {
  it('parses quoted fields with commas, doubled quotes and line breaks; CRLF or LF; trailing blank lines dropped', () => {
    expect(parseCsv('日期,金额,付款人,附言\r\n2026-11-28,"1,600.50","张三","货款 ""K7QW3M9P""\n第二行"\r\n\r\n')).toEqual([
      ['日期', '金额', '付款人', '附言'],
      ['2026-11-28', '1,600.50', '张三', '货款 "K7QW3M9P"\n第二行'],
    ]);
    expect(parseCsv('a,b\nc,d')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('decodes UTF-8 (with its BOM) and the GB18030 of Chinese banks’ exports', () => {
    expect(decodeCsv(new Uint8Array([0xef, 0xbb, 0xbf, ...strToU8('日期')]))).toBe('日期');
    // 日期 in GBK
    expect(decodeCsv(new Uint8Array([0xc8, 0xd5, 0xc6, 0xda]))).toBe('日期');
  });
});

describe('readSheetFile', () => {
  it('reads by the extension, and says in Chinese what it cannot read', async () => {
    expect(await readSheetFile(file('流水.CSV', strToU8('a,b')))).toEqual([['a', 'b']]);
    expect(await readSheetFile(file('流水.xlsx', buildXlsx([['a']])))).toEqual([['a']]);
    await expect(readSheetFile(file('流水.xls', strToU8('a,b')))).rejects.toThrow(MSG_SHEET_UNREADABLE);
    await expect(readSheetFile(file('空.csv', strToU8('\r\n , \n')))).rejects.toThrow(MSG_SHEET_EMPTY);
  });
});

describe('excelSerialDate', () => {
  it('turns a date serial into a day, and leaves anything else alone', () => {
    expect(excelSerialDate('45292')).toBe('2024-01-01');
    expect(excelSerialDate('46354.5')).toBe('2026-11-28');
    for (const v of ['2026-11-28', '1600.5', '123', '']) expect(excelSerialDate(v), v).toBeNull();
  });
});
