import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { authored, renderStepper, sample, service, SLOW } from '../../__tests__/support';

describe.each(authored)('%s', SLOW, (id) => {
  const s = service(id);

  it('renders step 1 with its facts prefilled and the step list', () => {
    renderStepper(s, { initialAnswers: sample(s) });
    expect(screen.getByRole('heading', { level: 2, name: s.steps[0]?.title })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Steps of the application' });
    expect(within(nav).getAllByRole('tab')).toHaveLength(s.steps.length + 1);
    expect(within(nav).getByRole('tab', { selected: true })).toHaveTextContent(
      s.steps[0]?.title ?? '',
    );
    expect(screen.getByText('Asha Kulkarni')).toBeInTheDocument();
  });

  it('refuses Next on step 1 while facts are missing, with the message beside the field and the focus on it', async () => {
    const { user } = renderStepper(s, { initialAnswers: {} });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const name = await screen.findByLabelText('Name');
    await waitFor(() => expect(name).toHaveAccessibleDescription(/This field is required/));
    // The first fact in error takes the focus once its error is drawn (it is focusable only then).
    await waitFor(() => expect(name).toHaveFocus());
    expect(screen.getByRole('heading', { level: 2, name: s.steps[0]?.title })).toBeInTheDocument();
  });

  it('moves on with Next once the step is complete', async () => {
    const { user } = renderStepper(s, { initialAnswers: sample(s) });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: s.steps[1]?.title }),
    ).toBeInTheDocument();
  });
});
