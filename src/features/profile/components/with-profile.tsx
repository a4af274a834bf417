import type { ReactNode } from 'react';
import type { UserAndCompanyInfo } from '@/domain/contract/profile';
import { FailureAlert } from '@/ui/failure-alert';
import { PageLoader } from '@/ui/page-loader';
import type { ProfileState } from '../use-profile';

/**
 * Why the profile could not be read (above what is shown: a failed re-read keeps the profile), a
 * spinner until the first answer, then `children` with the profile.
 */
export function WithProfile({
  profile,
  children,
}: {
  profile: ProfileState;
  children: (info: UserAndCompanyInfo) => ReactNode;
}) {
  return (
    <>
      <FailureAlert message={profile.error} sx={{ mb: 3, maxWidth: 880 }} />
      {!profile.info && !profile.error ? <PageLoader /> : null}
      {profile.info ? children(profile.info) : null}
    </>
  );
}
