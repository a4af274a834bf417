import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import EditIcon from '@mui/icons-material/Edit';
import { paths } from '@/config/paths';
import { parseRights } from '@/domain/departments';
import type { CompanyInfo, UserData } from '@/domain/contract/profile';
import { roleFromUserType, roleNames } from '@/domain/roles';
import { departmentNames } from '@/domain/users';
import { formatDate } from '@/domain/format';
import { LinkButton } from '@/ui/link-button';
import { PageHeader } from '@/ui/page-header';
import { NotificationPreferences } from './components/notification-preferences';
import { InfoList } from './components/info-list';
import { Section } from './components/section';
import { WithProfile } from './components/with-profile';
import { useProfile } from './use-profile';

function userRows(u: UserData): [string, string | null][] {
  const role = roleFromUserType(u.RoleID);
  const rows: [string, string | null][] = [
    ['Name', u.UserName],
    ['E-mail address', u.Email],
    ['Mobile number', u.MobileNo],
    ['Role', role ? roleNames[role] : null],
    ['E-mail verified', u.EmailVerified ? 'Yes' : 'No'],
    ['Member since', formatDate(u.CreatedDate)],
  ];
  if (role === 3)
    rows.push(['Department rights', departmentNames(parseRights(u.DepartmentRights)).join(', ')]);
  return rows;
}

const companyRows = (c: CompanyInfo): [string, string | null][] => [
  ['Company name', c.CompanyName],
  ['Address', c.CompanyAddress],
  ['Address line 2', c.CompanyAddressLine2],
  ['Town', c.Town],
  ['City', c.City],
  ['State', c.State],
  ['PIN code', c.Pincode],
  ['Phone', c.CompanyPhoneNo],
  ['Fax', c.CompanyFaxNo],
  ['PAN', c.CompanyPAN],
  ['TIN', c.CompanyTIN],
  ['GSTIN', c.GSTIN],
];

/** /profile (spec §2): the user's account and company (spec §3 userData and companyInfo). */
export function ProfilePage() {
  const profile = useProfile();
  return (
    <>
      <PageHeader title={paths.profile.title}>Your account and company details.</PageHeader>
      <WithProfile profile={profile}>
        {(info) => (
          <>
            <Section id="user-info" title="User information">
              <InfoList rows={userRows(info.userData)} />
            </Section>
            <Section id="company-info" title="Company information">
              {info.companyInfo ? (
                <InfoList rows={companyRows(info.companyInfo)} />
              ) : (
                <Alert severity="info">No company is registered for this account.</Alert>
              )}
            </Section>
            <LinkButton to={paths.editProfile.getHref()} icon={<EditIcon />}>
              Edit profile
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
