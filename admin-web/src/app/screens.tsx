import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { pagePart, type StaffAbility } from '@bank/shared';
import { CONTACT_MESSAGES_URL } from '../features/inbox/api/get-contact-messages';
import type { EditablePage } from '../features/pages-table/pages-screen';
import { usePendingCount } from '../lib/pending-changes';
import { RESOURCE_DEFINITIONS } from '../resources';
import type { PublicPage, ResourceDefinition } from '../resources/engine/resource-definition';

/** A public page, or the part of one, that a screen edits: a row of the Pages table, placed by `place` (lowest first). */
interface EditedPage extends PublicPage {
  place: number;
}

/** One screen of the back office: where it is, how it is reached, and what it shows. */
export interface BackOfficeScreen {
  /** Its path under /AdminPage/. */
  route: string;
  /** Shown at /AdminPage itself too. */
  home?: boolean;
  /** What a role must be allowed to open it (packages/shared/src/staff/roles.ts); the menu and the router follow. */
  ability: StaffAbility;
  /**
   * Its side-menu entry, placed by `place` (lowest first); a screen without one is reached from the Pages
   * table. `useCount`, a hook, gives a number the entry shows beside its label (what waits there).
   */
  menu?: { label: string; place: number; useCount?: () => number };
  /** The public pages it edits, each a row of the Pages table. */
  pages?: readonly EditedPage[];
  /**
   * What the screen reads first, asked for as its menu entry is pressed (or clicked from the keyboard):
   * the request then runs while the screen's code loads instead of after it (the inbox's 20,000
   * enquiries are most of its opening time). Not on hover or focus: a preloaded answer waits for its
   * screen, and one fetched long before the screen opens would show old data.
   */
  preload?: string;
  /** The screen, its code loaded on first use. */
  Screen: LazyExoticComponent<ComponentType>;
}

/** A screen loaded on first use and handed what the table knows (a list editor's definition, the Pages rows). */
function lazyWith<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  props: () => P,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    const { default: Screen } = await load();
    return { default: () => <Screen {...props()} /> };
  });
}

/** A list editor: the generic screen (one chunk for all) with its definition, placed as the definition says. */
const listEditorScreen = (definition: ResourceDefinition): BackOfficeScreen => ({
  route: definition.route,
  ability: 'content.read',
  menu: definition.menuLabel ? { label: definition.menuLabel, place: definition.order } : undefined,
  pages: definition.publicPage ? [{ ...definition.publicPage, place: definition.order }] : undefined,
  Screen: lazyWith(
    () => import('../resources/engine/resource-screen'),
    () => ({ definition }),
  ),
});

/**
 * Every screen under /AdminPage/: the screens of their own, then one per list editor's definition
 * (whose `order` is its place in the menu or the Pages table). The router, the side menu, the Pages
 * table and the screenshot script read this table; a new screen is its feature's file and one entry here.
 */
export const BACK_OFFICE_SCREENS: readonly BackOfficeScreen[] = [
  {
    route: 'Dashboard',
    ability: 'signed_in',
    home: true,
    menu: { label: 'Dashboard', place: 10 },
    Screen: lazy(() => import('../features/dashboard/dashboard-screen')),
  },
  {
    route: 'CustomerRating',
    ability: 'enquiries.read',
    menu: { label: 'Feedbacks', place: 20 },
    preload: CONTACT_MESSAGES_URL,
    Screen: lazy(() => import('../features/inbox/inbox-screen')),
  },
  {
    route: 'EditAbout',
    ability: 'content.read',
    // The About text has its own editor rather than a list definition; it sits after Loans.
    pages: [{ name: 'About', url: '/About', place: 40 }],
    Screen: lazy(() => import('../features/about-editor/about-editor-screen')),
  },
  {
    route: 'InterestRates',
    ability: 'content.read',
    menu: { label: 'Interest Rates', place: 50 },
    // The rates page is made from the rate schedules.
    pages: [{ name: 'Interest Rates & Charges', url: '/InterestRates', place: 1000 }],
    Screen: lazy(() => import('../features/rate-schedules/rate-schedules-screen')),
  },
  {
    route: 'Complaints',
    ability: 'enquiries.read',
    menu: { label: 'Complaints', place: 60 },
    Screen: lazy(() => import('../features/complaints/complaints-screen')),
  },
  {
    route: 'CustomerProtection',
    ability: 'content.read',
    menu: { label: 'Customer Protection', place: 70 },
    pages: [
      { name: 'Customer Protection', url: '/CustomerProtection', place: 1030 },
      { name: 'Unclaimed Deposits', url: '/UnclaimedDeposits', place: 1040 },
      { name: 'Privacy Notice', url: '/Privacy', place: 1050 },
    ],
    Screen: lazy(() => import('../features/customer-protection/customer-protection-screen')),
  },
  {
    route: 'Activity',
    ability: 'activity.read',
    menu: { label: 'Activity', place: 80 },
    Screen: lazy(() => import('../features/activity/activity-screen')),
  },
  {
    route: 'Approvals',
    ability: 'changes.read',
    menu: { label: 'Approvals', place: 85, useCount: usePendingCount },
    Screen: lazy(() => import('../features/approvals/approvals-screen')),
  },
  {
    route: 'SiteSettings',
    ability: 'settings.read',
    menu: { label: 'Site settings', place: 90 },
    Screen: lazy(() => import('../features/site-settings/site-settings-screen')),
  },
  {
    route: 'PageEdit',
    ability: 'content.read',
    menu: { label: 'Pages', place: 100 },
    Screen: lazyWith(
      () => import('../features/pages-table/pages-screen'),
      () => ({ pages: EDITABLE_PAGES }),
    ),
  },
  {
    route: 'Users',
    ability: 'users.read',
    menu: { label: 'Users', place: 110 },
    Screen: lazy(() => import('../features/users/users-screen')),
  },
  {
    // The top bar's Account link opens it.
    route: 'Account',
    ability: 'signed_in',
    Screen: lazy(() => import('../features/my-account/my-account-screen')),
  },
  ...RESOURCE_DEFINITIONS.map(listEditorScreen),
];

const byPlace = <T extends { place: number }>(a: T, b: T) => a.place - b.place;

/** The Pages table's rows in their places: each public page a screen edits, and what the row's Hide hides (the page, or the part named). */
export const EDITABLE_PAGES: readonly EditablePage[] = BACK_OFFICE_SCREENS.flatMap(({ route, pages = [] }) =>
  pages.map((page) => ({ ...page, route })),
)
  .sort(byPlace)
  .map(({ name, url, part, route }) => ({ page: name, url, editor: route, part: part ? pagePart(url, part) : url }));
