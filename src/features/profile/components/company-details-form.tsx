import type { FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { updateUserProfile } from '@/api/profile';
import type { UserAndCompanyInfo } from '@/domain/contract/profile';
import { userIdAtom } from '@/state/session';
import { toast } from '@/ui/alerts';
import { FailureAlert } from '@/ui/failure-alert';
import { useFormState } from '@/lib/use-form-state';
import { t } from '@/i18n/i18n';
import type { MessageId } from '@/i18n/message-ids';
import { useT } from '@/i18n/use-t';
import { companyFieldProblem, nameProblem, shownMessage } from '@/domain/contact-messages';

const companyLabels: [field: string, label: MessageId, wide?: boolean][] = [
  ['CompanyAddress', 'account.field.address', true],
  ['CompanyAddressLine2', 'account.field.address2', true],
  ['Town', 'account.field.town'],
  ['City', 'account.field.city'],
  ['State', 'account.field.state'],
  ['Pincode', 'account.field.pincode'],
  ['CompanyPhoneNo', 'account.field.phone'],
  ['CompanyFaxNo', 'account.field.fax'],
  ['CompanyPAN', 'account.field.pan'],
  ['CompanyTIN', 'account.field.tin'],
  ['GSTIN', 'account.field.gstin'],
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
  field === 'UserName' ? nameProblem(t, value, 'name') : companyFieldProblem(t, field, value);

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
  const tr = useT();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(async () => {
      try {
        const res = await updateUserProfile(userId, form.values);
        if (res.IsSuccess && res.Data && 'userData' in res.Data) {
          form.reset(initialValues(res.Data, props.withCompany)); // as the server stored them
          props.onSaved(res.Data);
          void toast({ text: t('account.details.saved'), timer: 3000 });
        } else {
          form.refuse(res.Data);
          form.setFailure(res.Message || t('account.details.saveFailed'));
        }
      } catch (error) {
        console.error('UpdateUserProfile failed', error);
        form.setFailure(t('account.error.generic'));
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
      helperText={shownMessage(tr, form.errorOf(name)) ?? ' '}
      required={name === 'UserName'}
      sx={wide ? { gridColumn: '1 / -1' } : undefined}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <FailureAlert message={form.failure} />
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        {field('UserName', tr('account.editProfile.yourName'), true)}
        {props.withCompany ? companyLabels.map(([n, l, wide]) => field(n, tr(l), wide)) : null}
      </Box>
      <Button type="submit" variant="contained" disabled={form.busy}>
        {tr('account.details.save')}
      </Button>
    </Box>
  );
}
