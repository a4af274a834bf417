import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import EditIcon from '@mui/icons-material/Edit';
import { paths } from '@/config/paths';
import { routeTitle } from '@/i18n/route-titles';
import { parseRights } from '@/domain/departments';
import type { CompanyInfo, UserData } from '@/domain/contract/profile';
import { departmentLabels, roleLabel } from '@/domain/label-ids';
import { roleFromUserType } from '@/domain/roles';
import { formatDate } from '@/domain/format';
import { useT } from '@/i18n/use-t';
import type { t as translate } from '@/i18n/i18n';
import { LinkButton } from '@/ui/link-button';
import { PageHeader } from '@/ui/page-header';
import { NotificationPreferences } from './components/notification-preferences';
import { InfoList } from './components/info-list';
import { Section } from './components/section';
import { WithProfile } from './components/with-profile';
import { useProfile } from './use-profile';

type T = typeof translate;

function userRows(t: T, u: UserData): [string, string | null][] {
  const role = roleFromUserType(u.RoleID);
  const rows: [string, string | null][] = [
    [t('account.field.name'), u.UserName],
    [t('account.field.email'), u.Email],
    [t('account.field.mobile'), u.MobileNo],
    [t('account.field.role'), role ? roleLabel(t, role) : null],
    [t('account.field.emailVerified'), t(u.EmailVerified ? 'common.yes' : 'common.no')],
    [t('account.field.memberSince'), formatDate(u.CreatedDate)],
  ];
  if (role === 3)
    rows.push([
      t('account.field.departmentRights'),
      departmentLabels(t, parseRights(u.DepartmentRights)).join(', '),
    ]);
  return rows;
}

const companyRows = (t: T, c: CompanyInfo): [string, string | null][] => [
  [t('account.field.companyName'), c.CompanyName],
  [t('account.field.address'), c.CompanyAddress],
  [t('account.field.address2'), c.CompanyAddressLine2],
  [t('account.field.town'), c.Town],
  [t('account.field.city'), c.City],
  [t('account.field.state'), c.State],
  [t('account.field.pincode'), c.Pincode],
  [t('account.field.phone'), c.CompanyPhoneNo],
  [t('account.field.fax'), c.CompanyFaxNo],
  [t('account.field.pan'), c.CompanyPAN],
  [t('account.field.tin'), c.CompanyTIN],
  [t('account.field.gstin'), c.GSTIN],
];

/** /profile (spec §2): the user's account and company (spec §3 userData and companyInfo). */
export function ProfilePage() {
  const profile = useProfile();
  const t = useT();
  return (
    <>
      <PageHeader title={routeTitle('profile')}>{t('account.profile.intro')}</PageHeader>
      <WithProfile profile={profile}>
        {(info) => (
          <>
            <Section id="user-info" title={t('account.profile.userInfo')}>
              <InfoList rows={userRows(t, info.userData)} />
            </Section>
            <Section id="company-info" title={t('account.profile.companyInfo')}>
              {info.companyInfo ? (
                <InfoList rows={companyRows(t, info.companyInfo)} />
              ) : (
                <Alert severity="info">{t('account.profile.noCompany')}</Alert>
              )}
            </Section>
            <LinkButton to={paths.editProfile.getHref()} icon={<EditIcon />}>
              {t('account.profile.edit')}
            </LinkButton>
            <Box sx={{ mt: 4 }}>
              <NotificationPreferences />
            </Box>
          </>
        )}
      </WithProfile>
    </>
  );
}
