import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';

/** A page's main way on: a link that looks like a contained button, with its icon. */
export function LinkButton(props: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Button variant="contained" component={RouterLink} to={props.to} startIcon={props.icon}>
      {props.children}
    </Button>
  );
}
