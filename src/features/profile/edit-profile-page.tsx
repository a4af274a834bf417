import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import { paths } from '@/config/paths';
import { Role, roleFromUserType } from '@/domain/roles';
import { PageHeader } from '@/ui/page-header';
import { CompanyDetailsForm } from './components/company-details-form';
import { CompanyNameForm } from './components/company-name-form';
import { ContactChange } from './components/contact-change';
import { PasswordForm } from './components/password-form';
import { Section } from './components/section';
import { WithProfile } from './components/with-profile';
import { useProfile } from './use-profile';

/**
 * /editprofile (spec §1, §2): company name and details (investors), e-mail and mobile number
 * (confirmed with an OTP), and the password. Each part saves on its own.
 */
export function EditProfilePage() {
  const profile = useProfile();
  const role = roleFromUserType(profile.info?.userData.RoleID);
  const investor = role === Role.Investor;

  return (
    <>
      <PageHeader title={paths.editProfile.title}>
        Change your details. Each section is saved on its own.{' '}
        <Link component={RouterLink} to={paths.profile.getHref()}>
          Back to your profile
        </Link>
      </PageHeader>
      <WithProfile profile={profile}>
        {(info) => (
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
                onSaved={profile.accept}
              />
            </Section>
            <Section
              id="email"
              title="E-mail address"
              intro={
                <>
                  Current address: <strong>{info.userData.Email}</strong>. We send a one-time
                  password (OTP) to the new address; the change happens when you enter it.
                </>
              }
            >
              <ContactChange kind="email" onChanged={() => void profile.reload()} />
            </Section>
            <Section
              id="mobile"
              title="Mobile number"
              intro={
                <>
                  Current number: <strong>{info.userData.MobileNo ?? 'none'}</strong>. We text an
                  OTP to the new number.
                </>
              }
            >
              <ContactChange kind="mobile" onChanged={() => void profile.reload()} />
            </Section>
            <Section id="password" title="Change password">
              <PasswordForm />
            </Section>
          </>
        )}
      </WithProfile>
    </>
  );
}
