/** Centred dark-blue spinner shown while a screen's code loads (spec §9 loader); no MUI needed. */
export function PageLoader() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }}>
      <div className="portal-spinner" role="progressbar" aria-label="Loading" />
    </div>
  );
}
