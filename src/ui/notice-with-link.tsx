import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** A notice that something is missing, with the one link that puts it right. */
export function NoticeWithLink(props: { to: string; label: string; children: ReactNode }) {
  return (
    <Alert
      severity="info"
      sx={{ maxWidth: 720 }}
      action={
        <Button component={RouterLink} to={props.to}>
          {props.label}
        </Button>
      }
    >
      {props.children}
    </Alert>
  );
}
