import { useT } from '@/i18n/use-t';

/**
 * Centred dark-blue spinner shown while a screen's code loads (spec §9 loader); no MUI needed.
 * index.html shows the same until the first page's code is in.
 */
export function PageLoader() {
  const t = useT();
  return (
    <div className="page-loader">
      <div className="portal-spinner" role="progressbar" aria-label={t('core.loading')} />
    </div>
  );
}
