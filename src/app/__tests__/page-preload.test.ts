import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Role } from '@/domain/roles';
import { preloadService } from '@/forms/catalog/use-service';
import { preloadLaterCode } from '@/forms/service-form/later-code';
import { preloadPage } from '../page-loaders';

vi.mock('@/forms/catalog/use-service', () => ({ preloadService: vi.fn() }));
vi.mock('@/forms/service-form/later-code', () => ({ preloadLaterCode: vi.fn() }));
// The pages' own code is not what this is about.
vi.mock('@/features/service-request/service-request-page', () => ({}));
vi.mock('@/features/service-request/service-request-body', () => ({}));

const SERVICE = 'TreeFellingReplantationService';
const open = (search: string) =>
  preloadPage(
    { pathname: `/PlotService/raiseServiceRequest/${SERVICE}`, search },
    Role.Investor,
    null,
  );
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(() => {
  vi.mocked(preloadService).mockClear();
  vi.mocked(preloadLaterCode).mockClear();
});

describe("preloading a service's page", () => {
  it('asks for its definition, and for no step code when no step is named', async () => {
    await open('');
    await vi.waitFor(() => expect(preloadService).toHaveBeenCalledWith(SERVICE));
    await settle();
    expect(preloadLaterCode).not.toHaveBeenCalled();
  });

  it('asks for the code of the step its address names (a reload on that step)', async () => {
    await open('?step=trees');
    await vi.waitFor(() => expect(preloadLaterCode).toHaveBeenCalledWith(SERVICE, 'trees'));
    expect(preloadService).toHaveBeenCalledWith(SERVICE);
  });

  it("leaves a resumed application's step code to its record (it may not be editable)", async () => {
    await open('?SubmissionId=SWC-2026-000001&step=trees');
    await vi.waitFor(() => expect(preloadService).toHaveBeenCalled());
    await settle();
    expect(preloadLaterCode).not.toHaveBeenCalled();
  });
});
