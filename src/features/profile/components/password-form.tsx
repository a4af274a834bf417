import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { updatePassword } from '@/api/profile';
import { newPasswordErrors } from '@/domain/password-policy';
import { toast } from '@/ui/alerts';
import { FailureAlert } from '@/ui/failure-alert';
import { PasswordField } from '@/ui/password-field';
import { PasswordRules } from '@/ui/password-rules';
import { useFormState, type FieldMessages } from '@/lib/use-form-state';
import { t } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import { shownMessage } from '@/domain/contact-messages';

// Field names as the server names them in its field errors (UpdatePassWord).
const empty = { CurrentPassword: '', NewPassword: '', confirm: '' };

function check(values: typeof empty): FieldMessages<keyof typeof empty> {
  const { password, confirm } = newPasswordErrors(values.NewPassword, values.confirm);
  return {
    CurrentPassword: values.CurrentPassword ? undefined : t('account.password.enterCurrent'),
    NewPassword: shownMessage(t, password),
    confirm: shownMessage(t, confirm),
  };
}

/**
 * Change password (UpdatePassWord): the current password, then a new one whose rules are listed
 * (and ticked off) before submitting. Other sessions of the account end on success.
 */
export function PasswordForm() {
  const form = useFormState(empty, check, { touchOnChange: false });
  const { values } = form;
  const tr = useT();
  // The server checks the two passwords together: a change to either drops what it said.
  const set = (key: keyof typeof empty, value: string) => {
    form.set(key, value);
    form.clearServerErrors();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(async () => {
      try {
        const res = await updatePassword(values.CurrentPassword, values.NewPassword);
        if (res.IsSuccess) {
          form.reset();
          void toast({ text: res.Message || tr('account.password.changed'), timer: 3000 });
          return;
        }
        if (!form.refuse(res.Data))
          form.setFailure(res.Message || tr('account.password.notChanged'));
      } catch (error) {
        console.error('UpdatePassWord failed', error);
        form.setFailure(tr('account.error.generic'));
      }
    });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 480 }}>
      <FailureAlert message={form.failure} />
      <PasswordField
        label={tr('account.password.current')}
        autoComplete="current-password"
        value={values.CurrentPassword}
        onChange={(e) => set('CurrentPassword', e.target.value)}
        error={Boolean(form.errorOf('CurrentPassword'))}
        helperText={form.errorOf('CurrentPassword') ?? ' '}
        fullWidth
        margin="dense"
      />
      <Typography variant="h3" sx={{ fontSize: '1rem', mt: 1 }} id="new-password-rules-title">
        {tr('account.password.needs')}
      </Typography>
      <PasswordRules password={values.NewPassword} id="new-password-rules" />
      <PasswordField
        label={tr('account.password.new')}
        autoComplete="new-password"
        value={values.NewPassword}
        onChange={(e) => set('NewPassword', e.target.value)}
        error={Boolean(form.errorOf('NewPassword'))}
        helperText={form.errorOf('NewPassword') ?? ' '}
        slotProps={{ htmlInput: { 'aria-describedby': 'new-password-rules' } }}
        fullWidth
        margin="dense"
      />
      <PasswordField
        label={tr('account.password.confirm')}
        autoComplete="new-password"
        value={values.confirm}
        onChange={(e) => set('confirm', e.target.value)}
        error={Boolean(form.errorOf('confirm'))}
        helperText={form.errorOf('confirm') ?? ' '}
        fullWidth
        margin="dense"
      />
      <Button type="submit" variant="contained" disabled={form.busy} sx={{ mt: 1 }}>
        {tr('account.password.change')}
      </Button>
    </Box>
  );
}
