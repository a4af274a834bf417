import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A titled card of a profile screen; the title is an h2 that names the region. */
export function Section(props: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={props.id}
      sx={{ p: { xs: 2, sm: 3 }, mb: 3, maxWidth: 880 }}
    >
      <Typography variant="h2" id={props.id} sx={{ fontSize: '1.2rem', mb: props.intro ? 0.5 : 2 }}>
        {props.title}
      </Typography>
      {props.intro ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {props.intro}
        </Typography>
      ) : null}
      {props.children}
    </Paper>
  );
}
