import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderStepper, sample, service, SLOW } from '../../__tests__/support';

const s = service('TreeFellingRePlantationService');
const count = s.steps.length + 1;

function list() {
  const nav = screen.getByRole('navigation', { name: 'Steps of the application' });
  return { nav, tabs: within(nav).getAllByRole('tab') };
}

/** The tabs holding the list's Tab stop (tabindex 0). */
function stops(tabs: HTMLElement[]) {
  return tabs.filter((b) => b.getAttribute('tabindex') === '0');
}

describe('the step list', SLOW, () => {
  it('has the elements and roles of a tab list of steps', async () => {
    renderStepper(s, { initialAnswers: sample(s) });
    const { nav, tabs } = list();
    const ol = within(nav).getByRole('tablist');
    expect(ol.tagName).toBe('OL');
    expect(ol).toHaveAttribute('aria-orientation', 'horizontal');
    expect(ol.querySelectorAll(':scope > li[role="presentation"]')).toHaveLength(count);
    // A connector before every step but the first.
    expect(ol.querySelectorAll(':scope > li > div:first-child')).toHaveLength(count - 1);
    expect(tabs).toHaveLength(count);
    tabs.forEach((tab, i) => {
      expect(tab.tagName).toBe('BUTTON');
      expect(tab).toHaveAttribute('type', 'button');
      expect(tab).toHaveAttribute('aria-posinset', String(i + 1));
      expect(tab).toHaveAttribute('aria-setsize', String(count));
    });
    const first = tabs[0] as HTMLElement;
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('aria-controls', 'step-panel');
    expect(first).toHaveAccessibleName(`${s.steps[0]?.title} (step 1 of ${count}, current step)`);
    expect(tabs.slice(1).every((t) => t.getAttribute('aria-selected') === 'false')).toBe(true);
    expect(tabs.slice(1).some((t) => t.hasAttribute('aria-controls'))).toBe(false);
    // The rest wait for the steps before them; the last (Review) cannot be opened yet.
    const last = tabs[count - 1] as HTMLElement;
    await waitFor(() => expect(last).toBeDisabled());
    expect(last).toHaveAttribute('tabindex', '-1');
    expect(last).toHaveAccessibleName(/not available yet\)$/);
    // The number is drawn by CSS: the visible words are the title alone.
    expect(first).toHaveTextContent(new RegExp(`^${s.steps[0]?.title}$`));
    expect(first.querySelector('[aria-hidden="true"]')).toBeEmptyDOMElement();
  });

  it('keeps one Tab stop and moves between the steps that open with the arrow keys', async () => {
    const { user } = renderStepper(s, { initialAnswers: sample(s) });
    const { tabs } = list();
    const [one, two] = tabs as [HTMLElement, HTMLElement];
    await waitFor(() => expect(two).toBeEnabled());
    const open = tabs.filter((t) => !(t as HTMLButtonElement).disabled);
    const lastOpen = open[open.length - 1] as HTMLElement;
    expect(open.length).toBeLessThan(count);
    expect(stops(tabs)).toEqual([one]);

    act(() => one.focus());
    await user.keyboard('{ArrowRight}');
    expect(two).toHaveFocus();
    expect(stops(tabs)).toEqual([two]);
    await user.keyboard('{End}');
    expect(lastOpen).toHaveFocus();
    // Round the end, past the steps that cannot open.
    await user.keyboard('{ArrowRight}');
    expect(one).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(lastOpen).toHaveFocus();
    await user.keyboard('{Home}');
    expect(one).toHaveFocus();
    expect(stops(tabs)).toEqual([one]);
    // Up and down, and arrows with a modifier, are not the list's.
    await user.keyboard('{ArrowDown}{ArrowUp}{Shift>}{ArrowRight}{/Shift}');
    expect(one).toHaveFocus();
    expect(stops(tabs)).toEqual([one]);
  });

  it('opens a step with Enter or a click, and keeps the Tab stop on the step last focused', async () => {
    const { user } = renderStepper(s, { initialAnswers: sample(s) });
    const { tabs } = list();
    const [one, two] = tabs as [HTMLElement, HTMLElement];
    await waitFor(() => expect(two).toBeEnabled());
    act(() => one.focus());
    await user.keyboard('{ArrowRight}{Enter}');
    await screen.findByRole('heading', { level: 2, name: s.steps[1]?.title });
    expect(two).toHaveAttribute('aria-selected', 'true');
    expect(two).toHaveAttribute('aria-controls', 'step-panel');
    expect(one).not.toHaveAttribute('aria-controls');
    expect(one).toHaveAccessibleName(/\(step 1 of \d+, completed\)$/);
    expect(stops(tabs)).toEqual([two]);

    await user.click(one);
    await screen.findByRole('heading', { level: 2, name: s.steps[0]?.title });
    expect(stops(tabs)).toEqual([one]);
    expect(one).toHaveAttribute('aria-selected', 'true');
  });

  it('draws a tick on a completed step, "!" on one left with errors, the number otherwise', () => {
    // A resumed draft on step 4 whose step 3 lost an answer.
    const answers = sample(s);
    delete (answers.reason as Record<string, unknown>).reason;
    renderStepper(s, { initialAnswers: answers, initialStep: 'replantation' });
    const { tabs } = list();
    const dot = (i: number) => tabs[i]?.querySelector('[aria-hidden="true"]');
    expect(tabs[0]).toHaveAccessibleName(/\(step 1 of \d+, completed\)$/);
    expect(dot(0)).toHaveTextContent(/^✓$/);
    expect(tabs[2]).toHaveAccessibleName(/\(step 3 of \d+, has errors\)$/);
    expect(dot(2)).toHaveTextContent(/^!$/);
    expect(tabs[3]).toHaveAccessibleName(/\(step 4 of \d+, current step\)$/);
    expect(dot(3)).toBeEmptyDOMElement();
    expect(tabs[4]).toBeDisabled();
    expect(dot(4)).toBeEmptyDOMElement();
    // The Tab stop is on the first step until one is focused.
    expect(stops(tabs)).toEqual([tabs[0]]);
  });
});
