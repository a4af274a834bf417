import { useState, type FormEvent } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { changeCompanyName, getCompanyName, saveCompanyName } from '@/api/profile';
import { useFormState } from '@/lib/use-form-state';
import { useLoad, type Loading } from '@/lib/use-load';
import { mergeCompanyInfoAtom, userIdAtom } from '@/state/session';
import { toast } from '@/ui/alerts';
import { FailureAlert } from '@/ui/failure-alert';
import { t } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import { nameProblem } from '@/domain/contact-messages';

/** The saved company name (null: none yet), or why it could not be read. */
type Loaded = { status: 'ready'; saved: string | null } | { status: 'error' };

async function loadName(userId: string): Promise<Loaded> {
  const res = await getCompanyName(userId);
  return { status: 'ready', saved: res.IsSuccess ? (res.Data?.CompanyName ?? null) : null };
}

function loadFailed(error: unknown): Loaded {
  console.error('GetCompanyName failed', error);
  return { status: 'error' };
}

/**
 * The company name (spec §7): read with GetCompanyName, then saved with SaveCompanyName when the
 * account has none yet, else changed with ChangeCompanyName. A failed save keeps what was typed.
 */
export function CompanyNameForm() {
  const userId = useAtomValue(userIdAtom) ?? '';
  const { state } = useLoad(userId, () => loadName(userId), loadFailed);
  // The form starts again with the loaded name once it is in.
  return <NameForm key={state.status} userId={userId} loaded={state} />;
}

function NameForm({ userId, loaded }: { userId: string; loaded: Loaded | Loading }) {
  const mergeCompanyInfo = useSetAtom(mergeCompanyInfoAtom);
  // undefined while loading; null when the account has no company name yet.
  const [saved, setSaved] = useState(
    loaded.status === 'loading' ? undefined : loaded.status === 'ready' ? loaded.saved : null,
  );
  const tr = useT();
  const [loadFailed, setLoadFailed] = useState(loaded.status === 'error');
  const loadFailure = loadFailed ? tr('account.companyName.loadFailed') : null;
  const form = useFormState(
    { name: saved ?? '' },
    ({ name }) => {
      const problem = nameProblem(t, name, 'companyName', 300);
      return problem ? { name: problem } : {};
    },
    { touchOnChange: false },
  );
  const name = form.values.name;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(async () => {
      setLoadFailed(false);
      try {
        const call = saved ? changeCompanyName : saveCompanyName;
        const res = await call(userId, name.trim());
        if (!res.IsSuccess)
          return form.setFailure(res.Message || t('account.companyName.saveFailed'));
        setSaved(name.trim());
        mergeCompanyInfo({ CompanyName: name.trim() });
        void toast({ text: res.Message || t('account.companyName.saved'), timer: 3000 });
      } catch (error) {
        console.error('Saving the company name failed', error);
        form.setFailure(t('account.error.generic'));
      }
    });
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <FailureAlert message={form.failure ?? loadFailure} />
      <TextField
        label={tr('account.field.companyName')}
        value={name}
        onChange={(e) => form.set('name', e.target.value)}
        onBlur={() => form.touch('name')}
        error={Boolean(form.errorOf('name'))}
        helperText={form.errorOf('name') ?? ' '}
        disabled={saved === undefined}
        required
        fullWidth
        slotProps={{ htmlInput: { maxLength: 300 } }}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={form.busy || saved === undefined || name.trim() === (saved ?? '')}
      >
        {tr(saved ? 'account.companyName.change' : 'account.companyName.save')}
      </Button>
    </Box>
  );
}
