import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';

/** Why the last save or load failed, above a form or page; nothing when it did not. */
export function FailureAlert({ message, sx }: { message: string | null; sx?: SxProps<Theme> }) {
  return message ? (
    <Alert severity="error" sx={sx ?? { mb: 2 }}>
      {message}
    </Alert>
  ) : null;
}
