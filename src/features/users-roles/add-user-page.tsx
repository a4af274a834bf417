import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { fieldErrorsOf } from '@/lib/field-errors';
import { addSubUser } from '@/api/users';
import { paths } from '@/config/paths';
import { toast } from '@/ui/alerts';
import { PageHeader } from '@/ui/page-header';
import { RightsCheckboxes } from './components/rights-checkboxes';
import { userFieldErrors as check, type UserField as Field } from './user-fields';

const blank = { UserName: '', Email: '', MobileNo: '' };

/**
 * /adduser: a new sub-user with name, e-mail, mobile and department rights (by name). The server
 * sends them a verification link by e-mail and SMS. Fields are checked on change and on blur.
 */
export function AddUserPage() {
  const navigate = useNavigate();
  const [values, setValues] = useState(blank);
  const [rights, setRights] = useState<number[]>([]);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [server, setServer] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errors = check(values, rights);
  const shown = (f: Field) => (touched[f] ? errors[f] : undefined) ?? server[f];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ UserName: true, Email: true, MobileNo: true, DepartmentRights: true });
    if (Object.keys(errors).length || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const res = await addSubUser({
        ...values,
        Email: values.Email.trim(),
        DepartmentRights: rights,
      });
      if (res.IsSuccess) {
        void toast({
          text: `User added. A verification link has been sent to ${values.Email.trim()}.`,
          timer: 3000,
        });
        navigate(paths.usersAndRoles.getHref());
        return;
      }
      const named = fieldErrorsOf(res.Data);
      setServer(named);
      if (!Object.keys(named).length) setFailure(res.Message || 'The user could not be added.');
    } catch (error) {
      console.error('Adding the user failed', error);
      setFailure('An error occurred while processing your request.');
    } finally {
      setBusy(false);
    }
  };

  const text = (field: Exclude<Field, 'DepartmentRights'>, label: string, extra: object = {}) => (
    <TextField
      label={label}
      value={values[field]}
      onChange={(e) => {
        setValues((v) => ({ ...v, [field]: e.target.value }));
        setTouched((t) => ({ ...t, [field]: true }));
        setServer(({ [field]: _, ...rest }) => rest);
      }}
      onBlur={() => setTouched((t) => ({ ...t, [field]: true }))}
      error={Boolean(shown(field))}
      helperText={shown(field) ?? ' '}
      required
      fullWidth
      {...extra}
    />
  );

  return (
    <>
      <PageHeader title={paths.addUser.title}>
        The new user gets a link by e-mail and SMS to verify the account and choose a password.
      </PageHeader>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
        <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
          {failure ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          ) : null}
          {text('UserName', 'Name', { autoComplete: 'off' })}
          {text('Email', 'E-mail address', { type: 'email', autoComplete: 'off' })}
          {text('MobileNo', 'Mobile number', { type: 'tel', autoComplete: 'off' })}
          <RightsCheckboxes
            value={rights}
            onChange={(r) => {
              setRights(r);
              setTouched((t) => ({ ...t, DepartmentRights: true }));
            }}
            error={shown('DepartmentRights')}
          />
          <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
            <Button type="submit" variant="contained" disabled={busy}>
              Add user
            </Button>
            <Button component={RouterLink} to={paths.usersAndRoles.getHref()}>
              Cancel
            </Button>
          </Stack>
        </Box>
      </Paper>
    </>
  );
}
