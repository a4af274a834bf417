import { useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { updateUserProfile } from '@/api/profile';
import { companyFieldError, nameError } from '@/domain/contact';
import type { UserAndCompanyInfo } from '@/domain/contract/profile';
import { userIdAtom } from '@/state/session';
import { toast } from '@/ui/alerts';
import { fieldErrorsOf } from '@/lib/field-errors';

const companyLabels: [field: string, label: string, wide?: boolean][] = [
  ['CompanyAddress', 'Address', true],
  ['CompanyAddressLine2', 'Address line 2', true],
  ['Town', 'Town'],
  ['City', 'City'],
  ['State', 'State'],
  ['Pincode', 'PIN code'],
  ['CompanyPhoneNo', 'Phone'],
  ['CompanyFaxNo', 'Fax'],
  ['CompanyPAN', 'PAN'],
  ['CompanyTIN', 'TIN'],
  ['GSTIN', 'GSTIN'],
];

type Values = Record<string, string>;

function initialValues(info: UserAndCompanyInfo, withCompany: boolean): Values {
  const values: Values = { UserName: info.userData.UserName };
  if (withCompany && info.companyInfo)
    for (const [field] of companyLabels)
      values[field] = String(info.companyInfo[field as keyof typeof info.companyInfo] ?? '');
  return values;
}

const check = (field: string, value: string) =>
  field === 'UserName' ? nameError(value, 'Name') : companyFieldError(field, value);

/**
 * The user's name and, for an investor, the company details (UpdateUserProfile). Fields are
 * checked on change and on blur (spec §5); server errors show beside their fields; nothing typed
 * is lost when a save fails.
 */
export function CompanyDetailsForm(props: {
  info: UserAndCompanyInfo;
  withCompany: boolean;
  onSaved: (info: UserAndCompanyInfo) => void;
}) {
  const userId = useAtomValue(userIdAtom) ?? '';
  const [values, setValues] = useState(() => initialValues(props.info, props.withCompany));
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorOf = (field: string) =>
    (touched[field] ? check(field, values[field] ?? '') : null) ?? serverErrors[field] ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(Object.fromEntries(Object.keys(values).map((k) => [k, true])));
    if (Object.keys(values).some((k) => check(k, values[k] ?? '')) || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const res = await updateUserProfile(userId, values);
      if (res.IsSuccess && res.Data && 'userData' in res.Data) {
        setServerErrors({});
        setValues(initialValues(res.Data, props.withCompany)); // as the server stored them
        props.onSaved(res.Data);
        void toast({ text: 'Your details have been saved.', timer: 3000 });
      } else {
        setServerErrors(fieldErrorsOf(res.Data));
        setFailure(res.Message || 'Your details could not be saved.');
      }
    } catch (error) {
      console.error('UpdateUserProfile failed', error);
      setFailure('An error occurred while processing your request.');
    } finally {
      setBusy(false);
    }
  };

  const field = (name: string, label: string, wide = false) => (
    <TextField
      key={name}
      label={label}
      value={values[name] ?? ''}
      onChange={(e) => {
        setValues((v) => ({ ...v, [name]: e.target.value }));
        setTouched((t) => ({ ...t, [name]: true }));
        setServerErrors(({ [name]: _, ...rest }) => rest);
      }}
      onBlur={() => setTouched((t) => ({ ...t, [name]: true }))}
      error={Boolean(errorOf(name))}
      helperText={errorOf(name) ?? ' '}
      required={name === 'UserName'}
      sx={wide ? { gridColumn: '1 / -1' } : undefined}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
      {failure ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        {field('UserName', 'Your name', true)}
        {props.withCompany ? companyLabels.map(([n, l, wide]) => field(n, l, wide)) : null}
      </Box>
      <Button type="submit" variant="contained" disabled={busy}>
        Save details
      </Button>
    </Box>
  );
}
