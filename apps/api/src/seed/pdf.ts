// A tiny hand-written PDF writer: one A4 page of ASCII text in Helvetica, with a correct xref table.
// Enough for the law documents and management-system downloads of the demo content.

const escapePdfText = (s: string) => s.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');

/** Lines of text (ASCII; anything else becomes '?') on one page; the first line is the title. */
export function simplePdf(lines: string[], meta: { title: string; subject?: string } = { title: 'Document' }): Uint8Array {
  const [title = '', ...body] = lines;
  const content = [
    'BT',
    '/F1 18 Tf',
    '56 780 Td',
    `(${escapePdfText(title)}) Tj`,
    '/F1 11 Tf',
    '0 -30 Td',
    '15 TL',
    ...body.map((l) => `(${escapePdfText(l)}) '`),
    'ET',
  ].join('\n');

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title (${escapePdfText(meta.title)}) /Subject (${escapePdfText(meta.subject ?? '')}) /Producer (ws-safety-platform seed) >>`,
  ];

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
