/**
 * Deterministic local content for product files: there is no internet, so images are SVGs drawn
 * from the product's name and a colour, and documents are small PDFs or plain text.
 */

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const PALETTE = [
  '#1f6feb',
  '#2da44e',
  '#bf3989',
  '#d4a72c',
  '#8250df',
  '#cf222e',
  '#0a7b83',
  '#953800',
  '#57606a',
  '#1b7c3d',
];

/** A colour picked from the text, so the same product always gets the same one. */
export function colourFor(text: string): string {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return PALETTE[hash % PALETTE.length]!;
}

/** Splits a title into at most three lines of about `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines.length > 3
    ? [
        ...lines.slice(0, 2),
        `${lines
          .slice(2)
          .join(' ')
          .slice(0, width - 1)}…`,
      ]
    : lines;
}

export interface SvgImage {
  content: string;
  width: number;
  height: number;
}

export function productImageSvg(
  title: string,
  options: { colour?: string; label?: string; size?: number } = {},
): SvgImage {
  const size = options.size ?? 800;
  const colour = options.colour ?? colourFor(title);
  const lines = wrap(title, 18);
  const lineHeight = size * 0.075;
  const firstY = size / 2 - ((lines.length - 1) * lineHeight) / 2;
  const text = lines
    .map(
      (line, index) =>
        `<text x="50%" y="${(firstY + index * lineHeight).toFixed(1)}" text-anchor="middle" dominant-baseline="middle">${escapeXml(line)}</text>`,
    )
    .join('');
  const label = options.label
    ? `<text x="50%" y="${(size * 0.86).toFixed(1)}" text-anchor="middle" font-size="${(size * 0.035).toFixed(1)}" opacity="0.85">${escapeXml(options.label)}</text>`
    : '';
  const content =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="${escapeXml(title)}">` +
    `<rect width="100%" height="100%" fill="${colour}"/>` +
    `<circle cx="${size * 0.82}" cy="${size * 0.18}" r="${size * 0.28}" fill="#ffffff" opacity="0.12"/>` +
    `<circle cx="${size * 0.12}" cy="${size * 0.9}" r="${size * 0.22}" fill="#000000" opacity="0.08"/>` +
    `<g fill="#ffffff" font-family="system-ui, sans-serif" font-weight="600" font-size="${(size * 0.06).toFixed(1)}">${text}${label}</g>` +
    `</svg>`;
  return { content, width: size, height: size };
}

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
