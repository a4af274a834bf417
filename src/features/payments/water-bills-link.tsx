/**
 * The way from the plot pages to the water-bill screen, shown only to users the route table lets
 * open it (investors; Transaction-Users with the water right), so nobody meets a dead link.
 */
import { useAtomValue } from 'jotai';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import { canAccess } from '@/auth/permissions';
import { paths } from '@/config/paths';
import { departmentRightsAtom, roleAtom } from '@/state/session';
import { useT } from '@/i18n/use-t';

export function WaterBillsLink() {
  const t = useT();
  const role = useAtomValue(roleAtom);
  const rights = useAtomValue(departmentRightsAtom);
  if (!canAccess(role, rights, paths.waterBills.path)) return null;
  return (
    <Button variant="outlined" component={RouterLink} to={paths.waterBills.getHref()}>
      {t('payments.waterBills.link')}
    </Button>
  );
}
