import { useT } from '@/i18n/use-t';
import { TermList } from '@/ui/term-list';

/** A label/value list (a `<dl>`); empty values show NA, as the portal does elsewhere. */
export function InfoList({ rows }: { rows: [label: string, value: string | null | undefined][] }) {
  const t = useT();
  return (
    <TermList
      terms={rows.map(([term, value]) => ({ term, value: value || t('common.na') }))}
      columns={{ xs: '1fr', sm: 'minmax(160px, 220px) 1fr' }}
      // One column on a phone: a gap under each value, none between a term and its value.
      rowGap={{ xs: 0.25, sm: 1.25 }}
      sx={{ '& dd': { mb: { xs: 1.25, sm: 0 } } }}
      boldTerms
    />
  );
}
