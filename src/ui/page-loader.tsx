import { useT } from '@/i18n/use-t';

/** Centred dark-blue spinner shown while a screen's code loads (spec §9 loader); no MUI needed. */
export function PageLoader() {
  const t = useT();
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }}>
      <div className="portal-spinner" role="progressbar" aria-label={t('core.loading')} />
    </div>
  );
}
