'use client';

import { useMutation } from '@tanstack/react-query';
import { useRouter } from '@/lib/i18n/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { requestData } from '@/lib/storefront/http/request';
import type { ReleasePublished } from '@/lib/storefront/merchandising/merchandising-answers';
import { InlineMessage } from '@/components/ui/inline-message';
import { buttonClass } from '@/components/ui/button';

/**
 * Publishes a new release of one catalog from the current product data, after the merchandiser
 * confirms: shoppers see it at once, and a catalog keeps three releases (spec 4.7 rule 2), so the
 * confirmation names the release that will no longer be kept. The handler expires the storefront's
 * catalog cache, so shoppers see it on their next page; this page reloads its list.
 */
export function PublishButton({
  catalogId,
  catalogName,
  drops,
}: {
  catalogId: string;
  catalogName: string;
  /** The release this publish drops ("Release 2, published 3 May 2026"), or null when none is. */
  drops: string | null;
}) {
  const t = useTranslations('Merchandising');
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  // The question takes the focus, so a keyboard or screen reader user hears what publishing does.
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  const publish = useMutation({
    mutationFn: () =>
      requestData<ReleasePublished>(`/api/merchandising/catalogs/${encodeURIComponent(catalogId)}/releases`, {
        method: 'POST',
      }),
    onSuccess: () => {
      setConfirming(false);
      router.refresh();
    },
  });
  return (
    <div className="flex max-w-md flex-col items-end gap-3">
      {confirming ? (
        <div
          role="group"
          aria-label={t('publish.confirmLabel', { catalog: catalogName })}
          className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          <p>
            {t('publish.question', { catalog: catalogName })}{' '}
            {drops ? t('publish.drops', { release: drops }) : t('publish.noDrop')}
          </p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              ref={confirmRef}
              onClick={() => publish.mutate()}
              disabled={publish.isPending}
              className={buttonClass({ size: 'sm' })}
            >
              {publish.isPending ? t('publish.publishing') : t('publish.yes')}
            </button>
            <button
              type="button"
              onClick={() => setConfirming(false)}
              disabled={publish.isPending}
              className={buttonClass({ tone: 'secondary', size: 'sm' })}
            >
              {t('publish.notNow')}
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          onClick={() => {
            publish.reset();
            setConfirming(true);
          }}
          aria-label={t('publish.buttonLabel', { catalog: catalogName })}
          className={buttonClass({ size: 'sm' })}
        >
          {t('publish.button')}
        </button>
      )}
      {publish.isSuccess &&
        publish.data.storefronts?.told !== 'failed' &&
        publish.data.sharedCache?.cdn !== 'failed' && (
          <InlineMessage tone="success">
            {t('publish.done', {
              release: publish.data.name ?? t('publish.aNewRelease'),
              catalog: catalogName,
              count: publish.data.productCount === null ? 'none' : String(publish.data.productCount),
            })}
          </InlineMessage>
        )}
      {publish.isSuccess && publish.data.storefronts?.told === 'failed' && (
        <InlineMessage tone="warning">
          {t('publish.doneNotTold', {
            release: publish.data.name ?? t('publish.aNewRelease'),
            catalog: catalogName,
          })}
        </InlineMessage>
      )}
      {publish.isSuccess &&
        publish.data.storefronts?.told !== 'failed' &&
        publish.data.sharedCache?.cdn === 'failed' && (
          <InlineMessage tone="warning">
            {t('publish.cdnNotPurged', {
              release: publish.data.name ?? t('publish.aNewRelease'),
              catalog: catalogName,
            })}
          </InlineMessage>
        )}
      {publish.isError && <InlineMessage tone="error">{publish.error.message}</InlineMessage>}
    </div>
  );
}
