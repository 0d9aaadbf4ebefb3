/**
 * Deterministic local content for product documents: there is no internet, so they are small PDFs
 * or plain text. The demo's pictures are files (lib/service/demo/pictures).
 */

/** A one-page PDF whose text is the given lines (ASCII only, so the file stays plain text). */
export function simplePdf(title: string, lines: readonly string[]): string {
  const ascii = (text: string) => text.normalize('NFKD').replace(/[^\x20-\x7e]/g, '');
  const escapePdf = (text: string) =>
    ascii(text).replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
  const text = (size: number, y: number, value: string) =>
    `BT /F1 ${size} Tf 72 ${y} Td (${escapePdf(value)}) Tj ET`;
  const body = [text(20, 760, title), ...lines.map((line, index) => text(11, 724 - index * 16, line))].join(
    '\n',
  );
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${body.length} >>\nstream\n${body}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return pdf;
}
