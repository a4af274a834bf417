import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { PlotCard } from '@/api/plots';
import { paths } from '@/config/paths';
import { cancelRegistration } from '@/api/plot-registrations';
import { confirmTo, dialogue, toast } from '@/ui/alerts';
import { ensureSuccess } from '@/api/response';
import { t as translate } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import { PortalThemeProvider } from '@/ui/theme-provider';

/**
 * The card body of a plot whose registration is not verified: waiting (it can be cancelled) or
 * rejected with the office's remark (it can be removed and filed again). No services open here.
 * MUI's, in a theme provider of its own: the dashboard around it is drawn without MUI.
 */
export function RegistrationCard({
  plot,
  titleId,
  onChanged,
}: {
  plot: PlotCard;
  titleId: string;
  onChanged: () => void;
}) {
  const t = useT();
  const id = String(plot.PlotID);
  const name = plot.PlotName ?? id;
  const rejected = plot.RegistrationStatus === 'Rejected';
  const cancel = () =>
    confirmTo(
      async () => {
        try {
          ensureSuccess(await cancelRegistration(id));
          void toast({
            icon: 'success',
            title: translate('plots.registration.done'),
            text: translate(
              rejected ? 'plots.registration.removed' : 'plots.registration.cancelled',
              { name },
            ),
            timer: 3000,
          });
          onChanged();
        } catch (e) {
          const text = (e as Error).message || translate('plots.requestFailed');
          await dialogue({ icon: 'error', title: translate('plots.error'), text });
        }
      },
      {
        title: t(rejected ? 'plots.registration.removeTitle' : 'plots.registration.cancelTitle'),
        text: t(rejected ? 'plots.registration.removeText' : 'plots.registration.cancelText', {
          name,
        }),
        yes: t(rejected ? 'plots.registration.removeYes' : 'plots.registration.cancelYes'),
        no: t('plots.registration.keep'),
      },
    );
  return (
    <PortalThemeProvider baseline={false}>
      <CardContent>
        <Chip
          size="small"
          color={rejected ? 'error' : 'warning'}
          label={t(rejected ? 'plots.registration.rejected' : 'plots.registration.pending')}
          sx={{ mb: 1 }}
        />
        <Typography id={titleId} variant="h2" sx={{ fontSize: '1.25rem' }}>
          {name}
        </Typography>
        <Typography color="text.secondary">
          {t('plots.cards.areaAndId', { area: plot.IndustrialAreaName ?? '', id })}
        </Typography>
        {rejected ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            <AlertTitle>{t('plots.registration.rejectedTitle')}</AlertTitle>
            {plot.RegistrationRemarks || t('plots.registration.noReason')}
          </Alert>
        ) : (
          <Typography sx={{ mt: 2 }}>{t('plots.registration.checking')}</Typography>
        )}
      </CardContent>
      <CardActions>
        {rejected ? (
          <Button variant="contained" component={RouterLink} to={paths.plotRegistration.getHref()}>
            {t('plots.registration.registerAgain')}
          </Button>
        ) : null}
        <Button
          color="error"
          aria-label={t(
            rejected ? 'plots.registration.removeLabel' : 'plots.registration.cancelLabel',
            { name },
          )}
          onClick={() => void cancel()}
        >
          {t(rejected ? 'plots.registration.remove' : 'plots.registration.cancel')}
        </Button>
      </CardActions>
    </PortalThemeProvider>
  );
}
