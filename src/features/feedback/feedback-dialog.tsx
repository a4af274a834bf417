import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FEEDBACK_CATEGORIES, FEEDBACK_MAX_LENGTH } from '@/domain/feedback';
import type { FeedbackCategory } from '@/domain/feedback';
import { useFeedback } from './use-feedback';
import type { MessageId } from '@/i18n/message-ids';
import { useT } from '@/i18n/use-t';

const ratingLabels: MessageId[] = [
  'help.feedback.veryPoor',
  'help.feedback.poor',
  'help.feedback.average',
  'help.feedback.good',
  'help.feedback.excellent',
];

const categoryLabels: Record<FeedbackCategory, MessageId> = {
  'Using the portal': 'help.feedback.categoryPortal',
  'Service forms': 'help.feedback.categoryForms',
  Payments: 'help.feedback.categoryPayments',
  'Documents and FAQ': 'help.feedback.categoryDocuments',
  Suggestion: 'help.feedback.categorySuggestion',
  Other: 'help.feedback.categoryOther',
};

/** The feedback form in a dialog: category, rating 1–5 and a message of up to 2,000 characters. */
export function FeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { draft, errors, change, submit, sending, failed } = useFeedback(onClose);
  const left = FEEDBACK_MAX_LENGTH - draft.message.length;
  const t = useT();
  const rating = (v: number) => {
    const id = ratingLabels[v - 1];
    return id ? t(id) : '';
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="feedback-title">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id="feedback-title">{t('help.feedback.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <TextField
              select
              required
              label={t('help.feedback.about')}
              value={draft.category}
              onChange={(e) => change({ category: e.target.value as FeedbackCategory })}
              error={Boolean(errors.category)}
              helperText={errors.category}
            >
              {FEEDBACK_CATEGORIES.map((c) => (
                <MenuItem key={c} value={c}>
                  {t(categoryLabels[c])}
                </MenuItem>
              ))}
            </TextField>
            <FormControl component="fieldset" required error={Boolean(errors.rating)}>
              <FormLabel component="legend">{t('help.feedback.rating')}</FormLabel>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mt: 0.5 }}>
                <Rating
                  name="feedback-rating"
                  value={draft.rating}
                  onChange={(_e, rating) =>
                    change({ rating: Number.isInteger(rating) ? rating : null })
                  }
                  getLabelText={(v) =>
                    t('help.feedback.ratingLabel', { value: v, label: rating(v) })
                  }
                  size="large"
                  emptyLabelText={t('help.feedback.noRating')}
                />
                <span aria-hidden>{draft.rating ? rating(draft.rating) : ''}</span>
              </Stack>
              {errors.rating ? <FormHelperText>{errors.rating}</FormHelperText> : null}
            </FormControl>
            <TextField
              required
              multiline
              minRows={4}
              label={t('help.feedback.message')}
              value={draft.message}
              onChange={(e) => change({ message: e.target.value.slice(0, FEEDBACK_MAX_LENGTH) })}
              error={Boolean(errors.message)}
              helperText={errors.message ?? t('help.feedback.left', { count: left })}
              slotProps={{ htmlInput: { maxLength: FEEDBACK_MAX_LENGTH } }}
            />
            {failed ? (
              <Alert severity="error" role="alert">
                {failed}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" loading={sending}>
            {t('help.feedback.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
