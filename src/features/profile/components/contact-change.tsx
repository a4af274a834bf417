import { useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import * as profileApi from '@/api/profile';
import { INVALID_EMAIL, INVALID_MOBILE, isValidEmail, normalizeMobile } from '@/domain/contact';
import { otpMessages, type OtpSent } from '@/domain/otp';
import { useFormState, type FieldMessages } from '@/lib/use-form-state';
import { userIdAtom } from '@/state/session';
import { toast } from '@/ui/alerts';
import { FailureAlert } from '@/ui/failure-alert';
import { t } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import { shownMessage } from '@/domain/contact-messages';
import { OtpEntry, type SentCode } from './otp-entry';

const kinds = {
  email: {
    field: 'account.contact.newEmail',
    back: 'account.contact.changeEmail',
    type: 'email',
    read: (v: string) => (isValidEmail(v) ? v.trim() : null),
    invalid: INVALID_EMAIL,
    failed: otpMessages.emailFailed,
    failedCode: 'otp.emailFailed',
    send: profileApi.generateChangeEmailOtp,
    verify: profileApi.verifyChangeEmailOtp,
  },
  mobile: {
    field: 'account.contact.newMobile',
    back: 'account.contact.changeMobile',
    type: 'tel',
    read: normalizeMobile,
    invalid: INVALID_MOBILE,
    failed: otpMessages.mobileFailed,
    failedCode: 'otp.mobileFailed',
    send: profileApi.generateMobileOtp,
    verify: profileApi.verifyMobileOtp,
  },
} as const;

const sentFrom = (target: string, d: OtpSent): SentCode => ({
  target,
  deadline: Date.now() + d.ExpiresIn * 1000,
  resendAt: Date.now() + d.ResendIn * 1000,
  resendsLeft: d.ResendsLeft,
});

/**
 * Change of e-mail address or mobile number (spec §4): the new value gets an OTP, and the change
 * happens when that OTP is verified. Failures show the spec §8 texts.
 */
export function ContactChange(props: { kind: 'email' | 'mobile'; onChanged: () => void }) {
  const k = kinds[props.kind];
  const tr = useT();
  const userId = useAtomValue(userIdAtom) ?? '';
  const form = useFormState(
    { value: '' },
    ({ value }): FieldMessages<'value'> => (k.read(value) ? {} : { value: k.invalid }),
    { touchOnChange: false },
  );
  const [sent, setSent] = useState<SentCode | null>(null);
  const target = k.read(form.values.value);
  const { setFailure } = form;

  const send = async (to: string, resend: boolean) => {
    setFailure(null);
    try {
      const res = await k.send(userId, to);
      if (res.IsSuccess && res.Data && 'ExpiresIn' in res.Data)
        return setSent(sentFrom(to, res.Data));
      setFailure(
        resend
          ? t('account.otp.resendFailedBecause', { reason: shownMessage(t, res.Message) })
          : res.Message || k.failed,
      );
    } catch (error) {
      console.error('Sending the OTP failed', error);
      setFailure(resend ? otpMessages.resendFailed : k.failed);
    }
  };
  const start = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(async () => {
      if (target) await send(target, false);
    });
  };
  const verify = async (code: string): Promise<string | null> => {
    if (!sent) return null;
    try {
      const res = await k.verify(userId, sent.target, code);
      if (res.IsSuccess) {
        void toast({ text: res.Message, timer: 3000 });
        setSent(null);
        form.reset();
        props.onChanged();
        return null;
      }
      // By code: the Message arrives in the language on screen.
      if (res.Code === k.failedCode) setFailure(k.failed);
      const left = res.Data?.AttemptsLeft;
      const message = shownMessage(t, res.Message);
      return left ? t('account.otp.attemptsLeft', { message, count: left }) : message;
    } catch (error) {
      console.error('Verifying the OTP failed', error);
      return shownMessage(t, k.failed);
    }
  };

  const alert = <FailureAlert message={shownMessage(tr, form.failure)} />;
  if (sent)
    return (
      <>
        {alert}
        <OtpEntry
          key={sent.deadline}
          sent={sent}
          label={tr('account.otp.label')}
          backLabel={tr(k.back)}
          onVerify={verify}
          onResend={() => send(sent.target, true)}
          onCancel={() => setSent(null)}
        />
      </>
    );
  return (
    <Box component="form" noValidate onSubmit={start}>
      {alert}
      <TextField
        label={tr(k.field)}
        type={k.type}
        value={form.values.value}
        onChange={(e) => form.set('value', e.target.value)}
        onBlur={() => form.touch('value')}
        error={Boolean(form.errorOf('value'))}
        helperText={shownMessage(tr, form.errorOf('value')) ?? ' '}
        autoComplete={props.kind === 'email' ? 'email' : 'tel-national'}
        required
        sx={{ width: 360, maxWidth: '100%', display: 'flex' }}
      />
      <Button type="submit" variant="contained" disabled={form.busy}>
        {tr('account.otp.send')}
      </Button>
    </Box>
  );
}
