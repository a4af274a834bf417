import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useT } from '@/i18n/use-t';

/** Props of UploadProgress. */
export interface UploadProgressProps {
  label: string;
  /** Fraction sent, 0 to 1. */
  progress: number;
  onCancel: () => void;
}

/** A determinate progress bar (aria-valuenow in %) for one upload, with Cancel. */
export function UploadProgress({ label, progress, onCancel }: UploadProgressProps) {
  const t = useT();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1, maxWidth: 420 }}>
      <LinearProgress
        variant="determinate"
        value={Math.round(progress * 100)}
        aria-label={t('forms.upload.uploading', { label })}
        sx={{ flex: 1 }}
      />
      <Button
        size="small"
        onClick={onCancel}
        aria-label={t('forms.upload.cancelUpload', { label })}
      >
        {t('common.cancel')}
      </Button>
    </Box>
  );
}
