import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { paths } from '@/config/paths';
import { loadAllAreas } from '@/i18n/i18n';
import { mergeUserDataAtom, setRoleAtom, setUserIdAtom } from '@/state/session';
import { renderWithProviders } from '@/testing/render-with-providers';
import { NavMenu } from '../layouts/nav-menu';
import { PhoneMenu } from '../layouts/phone-menu';
import styles from '../layouts/app-layout.module.css';

function investor() {
  const store = createStore();
  store.set(setUserIdAtom, '42');
  store.set(setRoleAtom, 1);
  store.set(mergeUserDataAtom, { DepartmentRights: '', UserName: 'asha' });
  return store;
}

beforeAll(async () => {
  await loadAllAreas();
});

/** The menu's links that are highlighted, with what a screen reader is told about each. */
function highlighted(menu: HTMLElement) {
  return within(menu)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') || link.classList.contains(styles.active!))
    .map((link) => ({
      name: link.textContent,
      current: link.getAttribute('aria-current'),
      active: link.classList.contains(styles.active!),
    }));
}

const menus = [
  { name: 'docked menu', ui: <NavMenu /> },
  { name: 'phone drawer', ui: <PhoneMenu open onClose={() => undefined} /> },
];

describe.each(menus)('the $name shows where the user is', ({ ui }) => {
  const at = (route: string) => {
    const { unmount } = renderWithProviders(ui, { route, store: investor() });
    const result = highlighted(screen.getByRole('navigation', { name: 'Main menu' }));
    unmount();
    return result;
  };

  it("on an item's own page: that item, as the current page", () => {
    expect(at(paths.raiseServiceRequest.path)).toEqual([
      { name: 'Raise Service Request', current: 'page', active: true },
    ]);
  });

  it('on a service form, in any case: Raise Service Request, as the current section', () => {
    const section = [{ name: 'Raise Service Request', current: 'true', active: true }];
    expect(at(paths.serviceRequest.getHref('FinalLeaseService'))).toEqual(section);
    expect(at('/plotservice/RAISESERVICEREQUEST/ITHardware/')).toEqual(section);
  });

  it("on an application's view: Plot Summary, as the current section", () => {
    expect(at(`${paths.serviceInformation.path}?SubmissionId=7`)).toEqual([
      { name: 'Plot Summary', current: 'true', active: true },
    ]);
  });

  it('on a page with no section: nothing', () => {
    expect(at(paths.demo.path)).toEqual([]);
    expect(at('/no/such/page')).toEqual([]);
  });
});
