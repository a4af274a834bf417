import { useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { routeTitle } from '@/i18n/route-titles';
import { Role } from '@/domain/roles';
import { ServiceError } from '@/forms/catalog/service-error';
import { ServiceStepper } from '@/forms/service-form/service-stepper';
import { serverFileStore } from '@/forms/widgets/file-store';
import { companyInfoAtom, roleAtom, userDataAtom } from '@/state/session';
import { dialogue } from '@/ui/alerts';
import { PageHeader } from '@/ui/page-header';
import { PageLoader } from '@/ui/page-loader';
import { t } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import { PLOT_REGISTRATION_ID } from '@/domain/plot-registration';
import { registrationPrefill } from './prefill';
import { fileRegistration } from './submit-registration';
import { useRegistrationForm } from './use-registration-form';

const NO_RATES = {};
const NO_FACTS = {};
const files = serverFileStore(PLOT_REGISTRATION_ID, () => undefined);

/**
 * /plotregistration (spec §2 New Plot Registration): the registration form in the engine's
 * stepper. A plot holder registers for themself; corporation staff and admins name the holder.
 */
export function PlotRegistrationPage() {
  const role = useAtomValue(roleAtom);
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const [round, setRound] = useState(0);
  const [holder, setHolder] = useState('');
  // The stepper reads its inputs once: onSubmit reads the holder's e-mail through a ref.
  const holderRef = useRef('');
  const changeHolder = (value: string) => {
    holderRef.current = value;
    setHolder(value);
  };
  const [holderError, setHolderError] = useState<string | undefined>();
  const load = useRegistrationForm(attempt);
  const tr = useT();
  const forHolder = role === Role.Admin || role === Role.MidcUser;
  const company = useAtomValue(companyInfoAtom);
  const user = useAtomValue(userDataAtom);
  // Staff register for someone else: their own profile is no start for the holder's answers.
  const [initialAnswers] = useState(() => (forHolder ? {} : registrationPrefill(company, user)));

  const onSubmit = async (answers: Parameters<typeof fileRegistration>[0]) => {
    const email = holderRef.current.trim();
    if (forHolder && !email) {
      setHolderError(t('account.registration.holderMissing'));
      document.getElementById('holder-email')?.focus();
      return [];
    }
    if (load.status !== 'ready') return [];
    const outcome = await fileRegistration(answers, forHolder ? email : undefined, load.service);
    setHolderError(outcome.ok ? undefined : outcome.holderError);
    if (!outcome.ok) return outcome.errors;
    const { PlotID, PlotName } = outcome.result;
    await dialogue({
      icon: 'success',
      title: t('account.registration.registered'),
      text: t('account.registration.registeredText', { name: PlotName ?? PlotID, id: PlotID }),
    });
    if (role === Role.Investor) void navigate(paths.dashboard.getHref());
    else if (role === Role.MidcUser) void navigate(paths.plotDetails.getHref());
    else {
      // An admin stays to register the next plot on a fresh form.
      changeHolder('');
      setRound((r) => r + 1);
    }
    return [];
  };

  return (
    <>
      <PageHeader title={routeTitle('plotRegistration')}>
        {forHolder
          ? role === Role.MidcUser
            ? tr('account.registration.introStaff')
            : tr('account.registration.introAdmin')
          : tr('account.registration.intro')}
      </PageHeader>
      {forHolder ? (
        <Paper variant="outlined" sx={{ p: 2, mb: 2, maxWidth: 560 }}>
          <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
            {tr('account.registration.holder')}
          </Typography>
          <TextField
            id="holder-email"
            fullWidth
            required
            type="email"
            label={tr('account.registration.holderEmail')}
            value={holder}
            error={Boolean(holderError)}
            helperText={holderError ?? tr('account.registration.holderHelp')}
            onChange={(e) => (changeHolder(e.target.value), setHolderError(undefined))}
            slotProps={{ htmlInput: { maxLength: 254 } }}
          />
        </Paper>
      ) : null}
      {load.status === 'loading' ? <PageLoader /> : null}
      {load.status === 'error' ? (
        load.issues ? (
          <ServiceError issues={load.issues} />
        ) : (
          <Alert
            severity="error"
            action={
              <Button onClick={() => setAttempt((a) => a + 1)}>{tr('common.tryAgain')}</Button>
            }
          >
            {load.message}
          </Alert>
        )
      ) : null}
      {load.status === 'ready' ? (
        <ServiceStepper
          key={round}
          service={load.service}
          mode="live"
          plotId=""
          plotFacts={NO_FACTS}
          rates={NO_RATES}
          status="New"
          files={files}
          initialAnswers={initialAnswers}
          onSubmit={onSubmit}
        />
      ) : null}
    </>
  );
}
