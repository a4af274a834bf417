import { useEffect, useState, type FormEvent } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { changeCompanyName, getCompanyName, saveCompanyName } from '@/api/profile';
import { nameError } from '@/domain/contact';
import { mergeCompanyInfoAtom, userIdAtom } from '@/state/session';
import { toast } from '@/ui/alerts';

/**
 * The company name (spec §7): read with GetCompanyName, then saved with SaveCompanyName when the
 * account has none yet, else changed with ChangeCompanyName. A failed save keeps what was typed.
 */
export function CompanyNameForm() {
  const userId = useAtomValue(userIdAtom) ?? '';
  const mergeCompanyInfo = useSetAtom(mergeCompanyInfoAtom);
  const [saved, setSaved] = useState<string | null | undefined>(undefined);
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    getCompanyName(userId)
      .then((res) => {
        const current = res.IsSuccess ? (res.Data?.CompanyName ?? null) : null;
        setSaved(current);
        setName(current ?? '');
      })
      .catch((error: unknown) => {
        console.error('GetCompanyName failed', error);
        setSaved(null);
        setFailure('The company name could not be loaded.');
      });
  }, [userId]);

  const problem = nameError(name, 'Company name', 300);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const call = saved ? changeCompanyName : saveCompanyName;
      const res = await call(userId, name.trim());
      if (!res.IsSuccess) return setFailure(res.Message || 'The company name could not be saved.');
      setSaved(name.trim());
      mergeCompanyInfo({ CompanyName: name.trim() });
      void toast({ text: res.Message || 'Company name saved.', timer: 3000 });
    } catch (error) {
      console.error('Saving the company name failed', error);
      setFailure('An error occurred while processing your request.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
      {failure ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      ) : null}
      <TextField
        label="Company name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        onBlur={() => setTouched(true)}
        error={touched && Boolean(problem)}
        helperText={touched && problem ? problem : ' '}
        disabled={saved === undefined}
        required
        fullWidth
        slotProps={{ htmlInput: { maxLength: 300 } }}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={busy || saved === undefined || name.trim() === (saved ?? '')}
      >
        {saved ? 'Change company name' : 'Save company name'}
      </Button>
    </Box>
  );
}
