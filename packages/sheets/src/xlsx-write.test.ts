import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildXlsx, columnName } from './xlsx-write';

describe('xlsx writer', () => {
  it('writes the workbook parts, strings inline and numbers as values', () => {
    const files = unzipSync(buildXlsx([['名称', '数量'], ['安全帽', 3]], '清单'));
    expect(Object.keys(files).sort()).toEqual(['[Content_Types].xml', '_rels/.rels', 'xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml']);
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
    expect(sheet).toContain('<c r="A1" t="inlineStr"><is><t xml:space="preserve">名称</t></is></c>');
    expect(sheet).toContain('<c r="B2"><v>3</v></c>');
    expect(sheet.match(/<row /g)).toHaveLength(2);
    expect(strFromU8(files['xl/workbook.xml']!)).toContain('name="清单"');
  });

  it('escapes markup and names columns past Z', () => {
    expect(strFromU8(unzipSync(buildXlsx([['<b>&"']]))['xl/worksheets/sheet1.xml']!)).toContain('&lt;b&gt;&amp;&quot;');
    expect([columnName(0), columnName(25), columnName(26), columnName(701)]).toEqual(['A', 'Z', 'AA', 'ZZ']);
  });
});
