import type { Language } from '@/lib/i18n/markets';

/** What a mail says, in blocks, rendered twice: as HTML and as plain text (both are sent). */
export type MailBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'action'; label: string; href: string }
  | { type: 'table'; heading?: string; rows: { label: string; value: string; strong?: boolean }[] }
  | { type: 'lines'; heading: string; lines: string[] };

export interface MailContent {
  language: Language;
  subject: string;
  heading: string;
  blocks: MailBlock[];
  /** Why the person got this mail, under a rule. */
  footer: string;
}

/** Every piece of data is text: names, addresses and products come from people and are escaped. */
const escape = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** Only the shop's own web links go into a button; anything else is not a link. */
const safeHref = (href: string) => {
  const url = new URL(href);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('a mail link must be http(s)');
  return url.toString();
};

const TEXT = 'font-family:Georgia,serif;color:#1c1917;';

function htmlBlock(block: MailBlock): string {
  switch (block.type) {
    case 'paragraph':
      return `<p style="${TEXT}font-size:16px;line-height:1.5;margin:0 0 16px">${escape(block.text)}</p>`;
    case 'action':
      return (
        `<p style="margin:24px 0"><a href="${escape(safeHref(block.href))}" ` +
        `style="background:#2f5d50;color:#ffffff;padding:12px 20px;border-radius:6px;` +
        `font-family:Arial,sans-serif;font-weight:bold;text-decoration:none;display:inline-block">` +
        `${escape(block.label)}</a></p>`
      );
    case 'table': {
      const heading = block.heading
        ? `<h2 style="${TEXT}font-size:18px;margin:24px 0 8px">${escape(block.heading)}</h2>`
        : '';
      const rows = block.rows
        .map((row) => {
          const weight = row.strong ? 'font-weight:bold;' : '';
          return (
            `<tr><td style="${TEXT}${weight}padding:6px 0;border-bottom:1px solid #e7e5e4">${escape(row.label)}</td>` +
            `<td style="${TEXT}${weight}padding:6px 0;border-bottom:1px solid #e7e5e4;text-align:right;white-space:nowrap">` +
            `${escape(row.value)}</td></tr>`
          );
        })
        .join('');
      return `${heading}<table role="presentation" style="width:100%;border-collapse:collapse">${rows}</table>`;
    }
    case 'lines':
      return (
        `<h2 style="${TEXT}font-size:18px;margin:24px 0 8px">${escape(block.heading)}</h2>` +
        `<p style="${TEXT}font-size:16px;line-height:1.5;margin:0 0 16px">` +
        `${block.lines.map(escape).join('<br>')}</p>`
      );
  }
}

function textBlock(block: MailBlock): string {
  switch (block.type) {
    case 'paragraph':
      return block.text;
    case 'action':
      return `${block.label}:\n${safeHref(block.href)}`;
    case 'table':
      return [
        ...(block.heading ? [block.heading, '-'.repeat(block.heading.length)] : []),
        ...block.rows.map((row) => `${row.label}: ${row.value}`),
      ].join('\n');
    case 'lines':
      return [block.heading, '-'.repeat(block.heading.length), ...block.lines].join('\n');
  }
}

export function renderMail(content: MailContent): { subject: string; html: string; text: string } {
  const body = content.blocks.map(htmlBlock).join('\n');
  const html = `<!doctype html>
<html lang="${content.language}"><head><meta charset="utf-8"><title>${escape(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f4">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="font-family:Georgia,serif;font-size:20px;font-weight:bold;color:#2f5d50;margin:0 0 24px">Harbor &amp; Pine</p>
<h1 style="${TEXT}font-size:24px;margin:0 0 16px">${escape(content.heading)}</h1>
${body}
<hr style="border:none;border-top:1px solid #e7e5e4;margin:32px 0 16px">
<p style="font-family:Arial,sans-serif;font-size:13px;color:#57534e;margin:0">${escape(content.footer)}</p>
</div></body></html>`;
  const text = [
    'Harbor & Pine',
    '',
    content.heading,
    '',
    content.blocks.map(textBlock).join('\n\n'),
    '',
    '--',
    content.footer,
  ].join('\n');
  return { subject: content.subject, html, text: `${text}\n` };
}
