import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import { findPlots } from '@/api/scrutiny';
import { LoadView } from '@/ui/load-view';
import { useApi } from '@/lib/use-api';
import { t } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';

/** Searches every plot (id, name, number, industrial area) and picks one. */
export function PlotLookup({ onPick }: { onPick: (plotId: string) => void }) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const { load, reload } = useApi(
    `q:${query}`,
    () => findPlots(query),
    t('scrutiny.lookup.loadFailed'),
  );
  const tr = useT();
  return (
    <Box sx={{ maxWidth: 720, mb: 3 }}>
      <Box
        component="form"
        role="search"
        sx={{ display: 'flex', gap: 1, mb: 1 }}
        onSubmit={(e) => (e.preventDefault(), setQuery(text))}
      >
        <TextField
          size="small"
          fullWidth
          label={tr('scrutiny.lookup.label')}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit" variant="contained">
          {tr('common.search')}
        </Button>
      </Box>
      <LoadView load={load} reload={reload}>
        {(plots) => (
          <List dense aria-label={tr('scrutiny.lookup.found')}>
            {plots.length === 0 ? (
              <ListItem>
                <ListItemText primary={tr('scrutiny.lookup.none')} />
              </ListItem>
            ) : null}
            {plots.map((p) => (
              <ListItem key={String(p.PlotID)} disablePadding>
                <ListItemButton onClick={() => onPick(String(p.PlotID))}>
                  <ListItemText
                    primary={`${p.PlotName ?? ''} (${String(p.PlotID)})`}
                    secondary={tr('scrutiny.lookup.counts', {
                      area: p.IndustrialAreaName ?? '',
                      approved: p.ApprovedApplications ?? 0,
                      ongoing: p.OnGoingApplications ?? 0,
                      drafts: p.PendingApplications ?? 0,
                    })}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </LoadView>
    </Box>
  );
}
