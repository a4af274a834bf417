import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { catalogEntry } from '@/config/service-catalog';
import { activateLanguage } from '@/i18n/i18n';
import { useState } from 'react';
import type { LoadedService } from '@/domain/catalog/types';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ServiceStepper } from '../../service-form/service-stepper';
import { files, rates, renderStepper } from '../../__tests__/support';
import { loadFromFiles, useService } from '../use-service';
import { serviceTitle, useServiceTitle } from '../service-titles';

const entry = catalogEntry('TreeFellingRePlantationService')!;

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

describe('a service form in Marathi', () => {
  it('shows the labels of the shared parts in Marathi', () => {
    const load = loadFromFiles(files, entry, 'mr');
    expect(load.status).toBe('ready');
    if (load.status !== 'ready') return;
    renderStepper(load.service, { initialAnswers: {} });
    expect(screen.getByText('अर्जदाराची माहिती')).toBeInTheDocument();
    expect(screen.getAllByLabelText(/^नाव/).length).toBeGreaterThan(0);
    expect(screen.getByText('नोंदणीकृत कार्यालय')).toBeInTheDocument();
  });

  it('follows a switch of language on an open form, keeping the same definition per language', async () => {
    const { result } = renderHook(() => useService(entry.id));
    await waitFor(() => expect(result.current.status).toBe('ready'), { timeout: 15_000 });
    const english = result.current.status === 'ready' ? result.current.service : undefined;
    const applicantTitle = (s: typeof english) =>
      (s?.schema.properties?.applicant as { title?: string } | undefined)?.title;
    expect(applicantTitle(english)).toBe('Applicant information');
    await act(() => activateLanguage('mr'));
    await waitFor(() =>
      expect(result.current.status === 'ready' && applicantTitle(result.current.service)).toBe(
        'अर्जदाराची माहिती',
      ),
    );
    // Only texts change: the answers' names are the same in every language.
    const marathi = result.current.status === 'ready' ? result.current.service : undefined;
    expect(Object.keys(marathi?.schema.properties ?? {})).toEqual(
      Object.keys(english?.schema.properties ?? {}),
    );
    await act(() => activateLanguage('en'));
    expect(result.current.status === 'ready' && result.current.service).toBe(english);
  });

  it('redraws an open form in the new language, keeping what was typed', async () => {
    const ready = (language: 'en' | 'mr') => {
      const load = loadFromFiles(files, entry, language);
      if (load.status !== 'ready') throw new Error('not ready');
      return load.service;
    };
    let show: (s: LoadedService) => void = () => undefined;
    function Switchable() {
      const [service, setService] = useState(ready('en'));
      show = setService;
      return (
        <ServiceStepper
          service={service}
          mode="preview"
          plotId="P-1"
          plotFacts={service.sample.plot}
          rates={rates}
          status="New"
          initialAnswers={{ declarant: { place: 'Pune' } }}
          initialStep="declarations"
        />
      );
    }
    const { user, container } = renderWithProviders(<Switchable />);
    const name = () => container.querySelector<HTMLInputElement>('#root_declarant_name');
    await user.type(name()!, 'Asha Patil');
    expect(name()?.value).toBe('Asha Patil');
    expect(screen.getByText('Declared by')).toBeInTheDocument();
    // The user leaves the field for the language menu; the answers catch up (STAGE_DELAY_MS).
    await user.tab();
    await act(() => new Promise((r) => setTimeout(r, 600)));
    act(() => show(ready('mr')));
    expect(await screen.findByText('घोषणा करणारे')).toBeInTheDocument();
    expect(screen.queryByText('Declared by')).not.toBeInTheDocument();
    expect(container.querySelector<HTMLInputElement>('#root_declarant_place')?.value).toBe('Pune');
    expect(name()?.value).toBe('Asha Patil');
  });

  it('gives catalogue titles in the language on screen', async () => {
    const { result } = renderHook(() => useServiceTitle(entry.id));
    expect(result.current).toBe(entry.title);
    await act(() => activateLanguage('en-XA'));
    expect(result.current).not.toBe(entry.title);
    expect(result.current).toMatch(/^Ŧř/);
    expect(serviceTitle('NoSuchService')).toBe('NoSuchService');
  });
});
