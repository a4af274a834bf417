import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import { paths } from '@/config/paths';
import { routeTitle } from '@/i18n/route-titles';
import { Role, roleFromUserType } from '@/domain/roles';
import { Trans } from '@/i18n/trans';
import { useT } from '@/i18n/use-t';
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
  const t = useT();

  return (
    <>
      <PageHeader title={routeTitle('editProfile')}>
        {t('account.editProfile.intro')}{' '}
        <Link component={RouterLink} to={paths.profile.getHref()}>
          {t('account.editProfile.backToProfile')}
        </Link>
      </PageHeader>
      <WithProfile profile={profile}>
        {(info) => (
          <>
            {investor ? (
              <Section id="company-name" title={t('account.field.companyName')}>
                <CompanyNameForm />
              </Section>
            ) : null}
            <Section
              id="details"
              title={t(
                investor ? 'account.editProfile.nameAndCompany' : 'account.editProfile.yourName',
              )}
              intro={
                role === Role.TransactionUser
                  ? t('account.editProfile.companyByMainUser')
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
              title={t('account.field.email')}
              intro={
                <Trans
                  id="account.editProfile.emailIntro"
                  values={{ email: info.userData.Email }}
                  components={{ 0: <strong /> }}
                />
              }
            >
              <ContactChange kind="email" onChanged={() => void profile.reload()} />
            </Section>
            <Section
              id="mobile"
              title={t('account.field.mobile')}
              intro={
                <Trans
                  id="account.editProfile.mobileIntro"
                  values={{ mobile: info.userData.MobileNo ?? t('account.editProfile.noMobile') }}
                  components={{ 0: <strong /> }}
                />
              }
            >
              <ContactChange kind="mobile" onChanged={() => void profile.reload()} />
            </Section>
            <Section id="password" title={t('account.password.change')}>
              <PasswordForm />
            </Section>
          </>
        )}
      </WithProfile>
    </>
  );
}
