import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Role } from '@/domain/roles';
import { preloadService } from '@/forms/catalog/use-service';
import { preloadPage } from '../page-loaders';

vi.mock('@/forms/catalog/use-service', () => ({ preloadService: vi.fn() }));
// The pages' own code is not what this is about.
vi.mock('@/features/service-request/service-request-page', () => ({}));
vi.mock('@/features/service-request/service-request-body', () => ({}));

const SERVICE_PAGE = '/PlotService/raiseServiceRequest/TreeFellingReplantationService';

beforeEach(() => {
  vi.mocked(preloadService).mockClear();
});

describe("preloading a service's page", () => {
  it('asks for its definition alone when it opens on its first step', async () => {
    await preloadPage({ pathname: SERVICE_PAGE, search: '' }, Role.Investor, null);
    await vi.waitFor(() => expect(preloadService).toHaveBeenCalled());
    expect(preloadService).toHaveBeenCalledWith('TreeFellingReplantationService', {
      laterStep: false,
    });
  });

  it.each(['?step=trees', '?SubmissionId=SWC-2026-000001', '?SubmissionId=SWC-2026-000001&step=x'])(
    'asks for the step form code too when its address is %s',
    async (search) => {
      await preloadPage({ pathname: SERVICE_PAGE, search }, Role.Investor, null);
      await vi.waitFor(() => expect(preloadService).toHaveBeenCalled());
      expect(preloadService).toHaveBeenCalledWith('TreeFellingReplantationService', {
        laterStep: true,
      });
    },
  );
});
