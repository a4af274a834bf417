import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { paths } from '@/config/paths';
import { Role, roleFromUserType } from '@/domain/roles';
import { PageHeader } from '@/ui/page-header';
import { PageLoader } from '@/ui/page-loader';
import { CompanyDetailsForm } from './components/company-details-form';
import { CompanyNameForm } from './components/company-name-form';
import { ContactChange } from './components/contact-change';
import { PasswordForm } from './components/password-form';
import { Section } from './components/section';
import { useProfile } from './use-profile';

/**
 * /editprofile (spec §1, §2): company name and details (investors), e-mail and mobile number
 * (confirmed with an OTP), and the password. Each part saves on its own.
 */
export function EditProfilePage() {
  const { info, error, reload, accept } = useProfile();
  const role = roleFromUserType(info?.userData.RoleID);
  const investor = role === Role.Investor;

  return (
    <>
      <PageHeader title={paths.editProfile.title}>
        Change your details. Each section is saved on its own.{' '}
        <Link component={RouterLink} to={paths.profile.getHref()}>
          Back to your profile
        </Link>
      </PageHeader>
      {error ? (
        <Alert severity="error" sx={{ mb: 3, maxWidth: 880 }}>
          {error}
        </Alert>
      ) : null}
      {!info && !error ? <PageLoader /> : null}
      {info ? (
        <>
          {investor ? (
            <Section id="company-name" title="Company name">
              <CompanyNameForm />
            </Section>
          ) : null}
          <Section
            id="details"
            title={investor ? 'Your name and company details' : 'Your name'}
            intro={
              role === Role.TransactionUser
                ? 'Company details are managed by the main user of your account.'
                : undefined
            }
          >
            <CompanyDetailsForm
              info={info}
              withCompany={investor && info.companyInfo !== null}
              onSaved={accept}
            />
          </Section>
          <Section
            id="email"
            title="E-mail address"
            intro={
              <>
                Current address: <strong>{info.userData.Email}</strong>. We send a one-time password
                (OTP) to the new address; the change happens when you enter it.
              </>
            }
          >
            <ContactChange kind="email" onChanged={() => void reload()} />
          </Section>
          <Section
            id="mobile"
            title="Mobile number"
            intro={
              <>
                Current number: <strong>{info.userData.MobileNo ?? 'none'}</strong>. We text an OTP
                to the new number.
              </>
            }
          >
            <ContactChange kind="mobile" onChanged={() => void reload()} />
          </Section>
          <Section id="password" title="Change password">
            <PasswordForm />
          </Section>
        </>
      ) : null}
    </>
  );
}
