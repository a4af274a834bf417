import { useAtomValue } from 'jotai';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { departmentNames } from '@/domain/users';
import { Role } from '@/domain/roles';
import { roleAtom } from '@/state/session';
import { LoadView } from '@/ui/load-view';
import { PageHeader } from '@/ui/page-header';
import { InvestorExplainer } from './components/investor-explainer';
import { PlotApplications } from './components/plot-applications';
import { RightsServices } from './components/rights-services';
import { useCurrentRights } from './use-current-rights';

function OwnView() {
  const { state, reload } = useCurrentRights();
  return (
    <LoadView load={state} reload={reload}>
      {(rights) => (
        <>
          <Typography sx={{ mb: 3 }}>
            Your department rights:{' '}
            <strong>{rights.length ? departmentNames(rights).join(', ') : 'none'}</strong>
          </Typography>
          <Box component="section" aria-labelledby="tx-services" sx={{ mb: 4 }}>
            <Typography variant="h2" id="tx-services" sx={{ mb: 2 }}>
              Services you can apply for
            </Typography>
            <RightsServices rights={rights} />
          </Box>
          <Box component="section" aria-labelledby="tx-applications">
            <Typography variant="h2" id="tx-applications" sx={{ mb: 2 }}>
              Applications you can work on
            </Typography>
            <PlotApplications />
          </Box>
        </>
      )}
    </LoadView>
  );
}

/**
 * /TransactionService and /transactionuser: a transaction user's own view — the services of the
 * departments they hold now, and the main user's applications in those departments. An investor
 * gets an explanation of that view instead.
 */
export function TransactionPage({ title }: { title: string }) {
  const role = useAtomValue(roleAtom);
  return (
    <>
      <PageHeader title={title}>
        {role === Role.Investor
          ? 'What the users you add work with.'
          : 'The services and applications of your departments, on the plots of your account.'}
      </PageHeader>
      {role === Role.Investor ? <InvestorExplainer /> : <OwnView />}
    </>
  );
}
