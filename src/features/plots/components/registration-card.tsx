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
import { registrationStatusLabels } from '@/domain/plot-registration';
import { cancelRegistration } from '@/api/plot-registrations';
import { confirmation, dialogue, toast } from '@/ui/alerts';
import { ensureSuccess } from '@/api/response';

/**
 * The card body of a plot whose registration is not verified: waiting (it can be cancelled) or
 * rejected with the office's remark (it can be removed and filed again). No services open here.
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
  const id = String(plot.PlotID);
  const name = plot.PlotName ?? id;
  const rejected = plot.RegistrationStatus === 'Rejected';
  const cancel = () =>
    confirmation(
      async () => {
        try {
          ensureSuccess(await cancelRegistration(id));
          void toast({
            icon: 'success',
            title: 'Done',
            text: `${name}: registration ${rejected ? 'removed' : 'cancelled'}.`,
            timer: 3000,
          });
          onChanged();
        } catch (e) {
          const text = (e as Error).message || 'An error occurred while processing your request.';
          await dialogue({ icon: 'error', title: 'Error', text });
        }
      },
      {
        title: rejected ? 'Remove this registration?' : 'Cancel this plot registration?',
        text: rejected
          ? `${name} will be removed from your dashboard. You can register the plot again.`
          : `The Corporation will no longer verify ${name}. You can register the plot again later.`,
        confirmButtonText: rejected ? 'Yes, remove it' : 'Yes, cancel it',
        cancelButtonText: 'No, keep it',
      },
    );
  return (
    <>
      <CardContent>
        <Chip
          size="small"
          color={rejected ? 'error' : 'warning'}
          label={registrationStatusLabels[rejected ? 'Rejected' : 'Pending']}
          sx={{ mb: 1 }}
        />
        <Typography id={titleId} variant="h2" sx={{ fontSize: '1.25rem' }}>
          {name}
        </Typography>
        <Typography color="text.secondary">
          {plot.IndustrialAreaName} · Plot ID {id}
        </Typography>
        {rejected ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            <AlertTitle>The Corporation rejected this registration</AlertTitle>
            {plot.RegistrationRemarks || 'No reason was given.'}
          </Alert>
        ) : (
          <Typography sx={{ mt: 2 }}>
            The Corporation is checking this plot against its records. You can apply for services on
            it once it is verified.
          </Typography>
        )}
      </CardContent>
      <CardActions>
        {rejected ? (
          <Button variant="contained" component={RouterLink} to={paths.plotRegistration.getHref()}>
            Register again
          </Button>
        ) : null}
        <Button
          color="error"
          aria-label={`${rejected ? 'Remove' : 'Cancel'} registration of ${name}`}
          onClick={() => void cancel()}
        >
          {rejected ? 'Remove' : 'Cancel registration'}
        </Button>
      </CardActions>
    </>
  );
}
