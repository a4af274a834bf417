/** Where an application opens: its read-only view (the staff desk for role 4) or its form. */
import { paths } from '@/config/paths';
import { Role, type RoleId } from '@/domain/roles';

const q = (id: string) => `?SubmissionId=${encodeURIComponent(id)}`;

/** The application's read-only view (for staff: the scrutiny desk under /plotDetails). */
export function viewHref(id: string, role: RoleId | null): string {
  return (role === Role.MidcUser ? paths.plotDetails.path : paths.serviceInformation.path) + q(id);
}

/** The service form resuming the application (drafts and clarification answers). */
export function resumeHref(serviceId: string, id: string): string {
  return paths.serviceRequest.getHref(serviceId) + q(id);
}
