import type { FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { updateUserProfile } from '@/api/profile';
import { companyFieldError, nameError } from '@/domain/contact';
import type { UserAndCompanyInfo } from '@/domain/contract/profile';
import { userIdAtom } from '@/state/session';
import { toast } from '@/ui/alerts';
import { FailureAlert } from '@/ui/failure-alert';
import { useFormState } from '@/lib/use-form-state';

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

function checkAll(values: Values): Values {
  const errors: Values = {};
  for (const [field, value] of Object.entries(values)) {
    const error = check(field, value);
    if (error) errors[field] = error;
  }
  return errors;
}

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
  const form = useFormState(() => initialValues(props.info, props.withCompany), checkAll);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(async () => {
      try {
        const res = await updateUserProfile(userId, form.values);
        if (res.IsSuccess && res.Data && 'userData' in res.Data) {
          form.reset(initialValues(res.Data, props.withCompany)); // as the server stored them
          props.onSaved(res.Data);
          void toast({ text: 'Your details have been saved.', timer: 3000 });
        } else {
          form.refuse(res.Data);
          form.setFailure(res.Message || 'Your details could not be saved.');
        }
      } catch (error) {
        console.error('UpdateUserProfile failed', error);
        form.setFailure('An error occurred while processing your request.');
      }
    });
  };

  const field = (name: string, label: string, wide = false) => (
    <TextField
      key={name}
      label={label}
      value={form.values[name] ?? ''}
      onChange={(e) => form.set(name, e.target.value)}
      onBlur={() => form.touch(name)}
      error={Boolean(form.errorOf(name))}
      helperText={form.errorOf(name) ?? ' '}
      required={name === 'UserName'}
      sx={wide ? { gridColumn: '1 / -1' } : undefined}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <FailureAlert message={form.failure} />
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        {field('UserName', 'Your name', true)}
        {props.withCompany ? companyLabels.map(([n, l, wide]) => field(n, l, wide)) : null}
      </Box>
      <Button type="submit" variant="contained" disabled={form.busy}>
        Save details
      </Button>
    </Box>
  );
}
