import { useFormatter, useTranslations } from 'next-intl';
import type { DownloadView } from '@/lib/storefront/catalog/catalog-view';

export function ProductFiles({ files }: { files: DownloadView[] }) {
  const t = useTranslations('Product');
  const format = useFormatter();
  if (files.length === 0) return null;
  return (
    <section aria-labelledby="files-heading" className="space-y-2">
      <h2 id="files-heading" className="font-serif text-xl font-semibold">
        {t('downloads')}
      </h2>
      <ul className="space-y-1 text-sm">
        {files.map((file) => (
          <li key={file.id}>
            <a
              href={file.href}
              download={file.fileName}
              className="text-brand-700 underline hover:text-brand-900"
            >
              {file.fileName}
            </a>
            {file.size !== undefined && (
              <span className="text-stone-500"> ({formatSize(file.size, t, format.number)})</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function formatSize(
  bytes: number,
  t: ReturnType<typeof useTranslations<'Product'>>,
  number: ReturnType<typeof useFormatter>['number'],
) {
  if (bytes < 1024) return t('bytes', { size: number(bytes) });
  if (bytes < 1024 * 1024) return t('kilobytes', { size: number(Math.round(bytes / 1024)) });
  return t('megabytes', {
    size: number(bytes / (1024 * 1024), { maximumFractionDigits: 1, minimumFractionDigits: 1 }),
  });
}
