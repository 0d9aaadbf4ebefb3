import type { DownloadView } from '@/lib/storefront/catalog/catalog-view';

export function ProductFiles({ files }: { files: DownloadView[] }) {
  if (files.length === 0) return null;
  return (
    <section aria-labelledby="files-heading" className="space-y-2">
      <h2 id="files-heading" className="font-serif text-xl font-semibold">
        Downloads
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
            {file.size !== undefined && <span className="text-stone-500"> ({formatSize(file.size)})</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

function formatSize(bytes: number) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
