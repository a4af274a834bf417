import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PlotDetails } from '@/api/plots';
import { useEffect, useReducer } from 'react';
import { isTranslatedLanguage } from '@/domain/catalog/translate';
import { loadTranslation } from '@/forms/catalog/schema-files';
import { plotFactGroups, registrationTextsPath } from './plot-facts';
import { TermList } from '@/ui/term-list';
import { useLanguage } from '@/i18n/use-t';

/** The plot's recorded facts, group by group, as domain/plot-facts.ts words and orders them. */
export function FactGroups({ plot }: { plot: PlotDetails }) {
  const language = useLanguage(); // the groups are worded in the language on screen
  const [, fetched] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!isTranslatedLanguage(language)) return undefined;
    let live = true;
    // The form's questions label the facts: English until its translation is fetched.
    loadTranslation(registrationTextsPath(language)).then(
      () => live && fetched(),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [language]);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {plotFactGroups(plot).map((g) => (
        <Paper
          key={g.id}
          variant="outlined"
          component="section"
          aria-labelledby={`facts-${g.id}`}
          sx={{ p: 2, minWidth: 0 }}
        >
          <Typography id={`facts-${g.id}`} variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
            {g.title}
          </Typography>
          <TermList
            terms={g.rows.map((r) => ({ key: r.key, term: r.term, value: r.value }))}
            columns="minmax(0, 1fr) minmax(0, 1fr)"
            columnGap={1}
            variant="body2"
          />
        </Paper>
      ))}
    </Box>
  );
}
