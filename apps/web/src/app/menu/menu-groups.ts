import type { ParseKeys } from 'i18next';
import { type MenuEntry, type MenuGroupKey, menuGroupKeys } from '@/lib/web-feature';
import { webFeatures } from '../feature-list';

export type MenuGroup = { key: string; labelKey: ParseKeys; entries: readonly MenuEntry[] };

const groupLabels = {
  dashboard: 'menu.groups.dashboard',
  shiftsAndGigs: 'menu.groups.shiftsAndGigs',
  hr: 'menu.groups.hr',
  payroll: 'menu.groups.payroll',
  billing: 'menu.groups.billing',
  settings: 'menu.groups.settings',
} as const satisfies Record<MenuGroupKey, ParseKeys>;

const featureEntries = webFeatures.flatMap((feature) => feature.menu ?? []);

/**
 * The navigation menu, grouped as the spec's menu. Each feature registers its entries (its `menu`), in
 * the order of the feature list; only screens that exist are listed. Groups with no entry the user may
 * see are not shown.
 */
export const menuGroups: readonly MenuGroup[] = menuGroupKeys.map((key) => ({
  key,
  labelKey: groupLabels[key],
  entries: featureEntries.filter((entry) => entry.group === key),
}));
