import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { newPasswordErrors } from '@/domain/password-policy';
import { useFormState } from '@/lib/use-form-state';
import { useT } from '@/i18n/use-t';
import { FailureAlert } from './failure-alert';
import { PasswordField } from './password-field';
import { PasswordRules } from './password-rules';

/** What the caller's save answers: done, or the message to show above the form. */
export type SetPasswordResult = { ok: true } | { ok: false; message: string };

interface Props {
  /** Label of the first field ('New password', 'Password'). */
  passwordLabel: string;
  /** The heading above the rules; 'Your password needs' when not given. */
  rulesTitle?: string;
  submitLabel: string;
  /** Id of the rules list, which the password input is described by. */
  rulesId: string;
  onSave(password: string): Promise<SetPasswordResult>;
}

/**
 * A password and its confirmation, with the policy's rules shown before submit (reset password,
 * sub-user verification). Nothing is sent until both fields are right; a failed save keeps them.
 */
export function SetPasswordForm({
  passwordLabel,
  rulesTitle,
  submitLabel,
  rulesId,
  onSave,
}: Props) {
  const t = useT();
  const form = useFormState(
    { password: '', confirm: '' },
    (v) => {
      // The policy says which rule fails; the words are the language's on screen.
      const errors = newPasswordErrors(v.password, v.confirm);
      return {
        password: errors.password && t('shell.password.notAllRules'),
        confirm: errors.confirm && t('shell.password.mismatch'),
      };
    },
    { touchOnChange: false },
  );
  const { password, confirm } = form.values;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(async () => {
      try {
        const result = await onSave(password);
        form.setFailure(result.ok ? null : result.message);
      } catch (cause) {
        console.error('Setting the password failed', cause);
        form.setFailure(t('shell.password.unexpected'));
      }
    });
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 520 }}>
      <Box component="form" noValidate onSubmit={submit}>
        <FailureAlert message={form.failure} />
        <Typography variant="h2" sx={{ fontSize: '1rem', mb: 1 }}>
          {rulesTitle ?? t('shell.password.needs')}
        </Typography>
        <PasswordRules password={password} id={rulesId} />
        <PasswordField
          label={passwordLabel}
          autoComplete="new-password"
          value={password}
          onChange={(e) => form.set('password', e.target.value)}
          error={Boolean(form.errorOf('password'))}
          helperText={form.errorOf('password') ?? ' '}
          slotProps={{ htmlInput: { 'aria-describedby': rulesId } }}
          fullWidth
          margin="normal"
        />
        <PasswordField
          label={t('shell.password.confirm')}
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => form.set('confirm', e.target.value)}
          error={Boolean(form.errorOf('confirm'))}
          helperText={form.errorOf('confirm') ?? ' '}
          fullWidth
          margin="normal"
        />
        <Button type="submit" variant="contained" disabled={form.busy} sx={{ mt: 1 }}>
          {submitLabel}
        </Button>
      </Box>
    </Paper>
  );
}
