import { useAtomValue } from 'jotai';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Role } from '@/domain/roles';
import { roleAtom } from '@/state/session';
import { LoadView } from '@/ui/load-view';
import { PageHeader } from '@/ui/page-header';
import { InvestorExplainer } from './components/investor-explainer';
import { PlotApplications } from './components/plot-applications';
import { RightsServices } from './components/rights-services';
import { useCurrentRights } from './use-current-rights';
import { Trans } from '@/i18n/trans';
import { useT } from '@/i18n/use-t';
import { departmentLabels } from '@/domain/label-ids';

function OwnView() {
  const { state, reload } = useCurrentRights();
  const t = useT();
  return (
    <LoadView load={state} reload={reload}>
      {(rights) => (
        <>
          <Typography sx={{ mb: 3 }}>
            <Trans
              id="account.transaction.yourRights"
              values={{
                rights: rights.length
                  ? departmentLabels(t, rights).join(', ')
                  : t('account.transaction.noneRights'),
              }}
              components={{ 0: <strong /> }}
            />
          </Typography>
          <Box component="section" aria-labelledby="tx-services" sx={{ mb: 4 }}>
            <Typography variant="h2" id="tx-services" sx={{ mb: 2 }}>
              {t('account.transaction.services')}
            </Typography>
            <RightsServices rights={rights} />
          </Box>
          <Box component="section" aria-labelledby="tx-applications">
            <Typography variant="h2" id="tx-applications" sx={{ mb: 2 }}>
              {t('account.transaction.applications')}
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
  const t = useT();
  return (
    <>
      <PageHeader title={title}>
        {role === Role.Investor
          ? t('account.transaction.investorIntro')
          : t('account.transaction.intro')}
      </PageHeader>
      {role === Role.Investor ? <InvestorExplainer /> : <OwnView />}
    </>
  );
}
