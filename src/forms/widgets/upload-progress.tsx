import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';

/** Props of UploadProgress. */
export interface UploadProgressProps {
  label: string;
  /** Fraction sent, 0 to 1. */
  progress: number;
  onCancel: () => void;
}

/** A determinate progress bar (aria-valuenow in %) for one upload, with Cancel. */
export function UploadProgress({ label, progress, onCancel }: UploadProgressProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1, maxWidth: 420 }}>
      <LinearProgress
        variant="determinate"
        value={Math.round(progress * 100)}
        aria-label={`Uploading ${label}`}
        sx={{ flex: 1 }}
      />
      <Button size="small" onClick={onCancel} aria-label={`Cancel the upload of ${label}`}>
        Cancel
      </Button>
    </Box>
  );
}
