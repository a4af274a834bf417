import type { FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { addSubUser } from '@/api/users';
import { paths } from '@/config/paths';
import { routeTitle } from '@/i18n/route-titles';
import { useFormState } from '@/lib/use-form-state';
import { toast } from '@/ui/alerts';
import { FailureAlert } from '@/ui/failure-alert';
import { PageHeader } from '@/ui/page-header';
import { t } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import { shownMessage } from '@/domain/contact-messages';
import { RightsCheckboxes } from './components/rights-checkboxes';
import { userFieldErrors, type UserField as Field } from './user-fields';

const blank = { UserName: '', Email: '', MobileNo: '', DepartmentRights: [] as number[] };
const check = (values: typeof blank) => userFieldErrors(values, values.DepartmentRights);

/**
 * /adduser: a new sub-user with name, e-mail, mobile and department rights (by name). The server
 * sends them a verification link by e-mail and SMS. Fields are checked on change and on blur.
 */
export function AddUserPage() {
  const navigate = useNavigate();
  const form = useFormState(blank, check);
  const { values } = form;
  const tr = useT();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(async () => {
      try {
        const res = await addSubUser({ ...values, Email: values.Email.trim() });
        if (res.IsSuccess) {
          void toast({
            text: t('account.addUser.added', { email: values.Email.trim() }),
            timer: 3000,
          });
          navigate(paths.usersAndRoles.getHref());
          return;
        }
        if (!form.refuse(res.Data)) form.setFailure(res.Message || t('account.addUser.failed'));
      } catch (error) {
        console.error('Adding the user failed', error);
        form.setFailure(t('account.error.generic'));
      }
    });
  };

  const text = (field: Exclude<Field, 'DepartmentRights'>, label: string, extra: object = {}) => (
    <TextField
      label={label}
      value={values[field]}
      onChange={(e) => form.set(field, e.target.value)}
      onBlur={() => form.touch(field)}
      error={Boolean(form.errorOf(field))}
      helperText={shownMessage(tr, form.errorOf(field)) ?? ' '}
      required
      fullWidth
      {...extra}
    />
  );

  return (
    <>
      <PageHeader title={routeTitle('addUser')}>{tr('account.addUser.intro')}</PageHeader>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
        <Box component="form" noValidate onSubmit={submit}>
          <FailureAlert message={form.failure} />
          {text('UserName', tr('account.field.name'), { autoComplete: 'off' })}
          {text('Email', tr('account.field.email'), { type: 'email', autoComplete: 'off' })}
          {text('MobileNo', tr('account.field.mobile'), { type: 'tel', autoComplete: 'off' })}
          <RightsCheckboxes
            value={values.DepartmentRights}
            onChange={(rights) => form.set('DepartmentRights', rights)}
            error={shownMessage(tr, form.errorOf('DepartmentRights'))}
          />
          <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
            <Button type="submit" variant="contained" disabled={form.busy}>
              {tr('account.users.add')}
            </Button>
            <Button component={RouterLink} to={paths.usersAndRoles.getHref()}>
              {tr('common.cancel')}
            </Button>
          </Stack>
        </Box>
      </Paper>
    </>
  );
}
