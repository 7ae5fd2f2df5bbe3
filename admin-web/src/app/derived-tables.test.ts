import { describe, expect, it } from 'vitest';
import { RESOURCE_RULES, pagePart } from '@bank/shared';
import { RESOURCE_DEFINITIONS } from '../resources';
import { BACK_OFFICE_SCREENS, EDITABLE_PAGES } from './screens';
import { MENU } from './shell';

// What the menu and the Pages table show is written out where an administrator meets it (shell.test.tsx,
// e2e/back-office.test.ts); here, that both follow the screen table, whatever screens it holds.

const routes = BACK_OFFICE_SCREENS.map((screen) => screen.route);
const placesOf = (entries: readonly { place: number }[]) => entries.map((entry) => entry.place);
const distinct = (values: readonly unknown[]) => new Set(values).size === values.length;

describe('tables derived from the back-office screen table', () => {
  it('names each screen once, the dashboard at /AdminPage itself, and every list editor by its route', () => {
    expect(distinct(routes)).toBe(true);
    expect(BACK_OFFICE_SCREENS.filter((screen) => screen.home).map((screen) => screen.route)).toEqual(['Dashboard']);
    expect(routes).toEqual(expect.arrayContaining(RESOURCE_DEFINITIONS.map((definition) => definition.route)));
  });

  it('gives every list resource of the shared rules an editor of its own among the screens', () => {
    for (const key of Object.keys(RESOURCE_RULES)) {
      const definition = RESOURCE_DEFINITIONS.find((candidate) => candidate.key === key);
      expect(definition, `a list editor in src/resources for the rule ${key}`).toBeDefined();
      expect(routes).toContain(definition!.route);
    }
  });

  it("names each screen's ability as the roles table has it: every list editor and the Pages table read content", () => {
    const abilityOf = (route: string) => BACK_OFFICE_SCREENS.find((screen) => screen.route === route)?.ability;
    expect({
      Dashboard: abilityOf('Dashboard'),
      Account: abilityOf('Account'),
      CustomerRating: abilityOf('CustomerRating'),
      Complaints: abilityOf('Complaints'),
      Activity: abilityOf('Activity'),
      Approvals: abilityOf('Approvals'),
      SiteSettings: abilityOf('SiteSettings'),
      Users: abilityOf('Users'),
      PageEdit: abilityOf('PageEdit'),
    }).toEqual({
      Dashboard: 'signed_in',
      Account: 'signed_in',
      CustomerRating: 'enquiries.read',
      Complaints: 'enquiries.read',
      Activity: 'activity.read',
      Approvals: 'changes.read',
      SiteSettings: 'settings.read',
      Users: 'users.read',
      PageEdit: 'content.read',
    });
    for (const { route } of RESOURCE_DEFINITIONS) expect(abilityOf(route), route).toBe('content.read');
    for (const { editor } of EDITABLE_PAGES) expect(abilityOf(editor), editor).toBe('content.read');
  });

  it('lists in the side menu each screen that has an entry, once, in the order of their places, with what it reads first', () => {
    const entered = BACK_OFFICE_SCREENS.filter((screen) => screen.menu);
    expect(distinct(placesOf(entered.map((screen) => screen.menu!)))).toBe(true);
    expect(MENU).toEqual(
      [...entered]
        .sort((a, b) => a.menu!.place - b.menu!.place)
        .map((screen) => ({
          to: `/AdminPage/${screen.route}`,
          label: screen.menu!.label,
          ability: screen.ability,
          preload: screen.preload,
          useCount: screen.menu!.useCount,
        })),
    );
    for (const { menuLabel, route } of RESOURCE_DEFINITIONS.filter((definition) => definition.menuLabel)) {
      expect(MENU).toContainEqual(expect.objectContaining({ to: `/AdminPage/${route}`, label: menuLabel }));
    }
  });

  it('lists in the Pages table each page a screen edits, once, in the order of their places, its Edit opening that screen', () => {
    const pages = BACK_OFFICE_SCREENS.flatMap((screen) => screen.pages ?? []);
    expect(distinct(placesOf(pages))).toBe(true);
    // The table's rows are keyed by their page names.
    expect(distinct(EDITABLE_PAGES.map((row) => row.page))).toBe(true);
    expect(EDITABLE_PAGES.map((row) => row.page)).toEqual(
      [...pages].sort((a, b) => a.place - b.place).map((page) => page.name),
    );
    for (const row of EDITABLE_PAGES) expect(routes).toContain(row.editor);
    // Hide hides the page, or only the part of it the screen edits.
    for (const { name, url, part } of pages) {
      expect(EDITABLE_PAGES.find((row) => row.page === name)).toMatchObject({
        url,
        part: part ? pagePart(url, part) : url,
      });
    }
    for (const { publicPage, route } of RESOURCE_DEFINITIONS.filter((definition) => definition.publicPage)) {
      expect(EDITABLE_PAGES).toContainEqual(
        expect.objectContaining({ page: publicPage!.name, url: publicPage!.url, editor: route }),
      );
    }
  });
});
