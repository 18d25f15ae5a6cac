import type { MenuResource, RecordSubject } from '@portal/domain/access';
import type { Locale } from '@portal/domain/shared';
import type { TablerIcon } from '@tabler/icons-react';
import type { ParseKeys } from 'i18next';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteAccess } from './can';

/*
 * A web feature's registration (features/<feature>/<feature>.feature.ts(x)): everything the app shell needs
 * from it. The app collects the registrations in app/feature-list.ts and builds the routes, the menu, the
 * live-update map and the translations from that one list, so adding a feature is its own folder plus
 * one line there.
 */

/** Route meta: what a guarded route needs (set as the route's `handle`). */
export type RouteHandle = { access?: RouteAccess };

/** The menu's groups, in the spec's order (app/menu/menu-groups.ts gives them their labels). */
export const menuGroupKeys = ['dashboard', 'shiftsAndGigs', 'hr', 'payroll', 'billing', 'settings'] as const;
export type MenuGroupKey = (typeof menuGroupKeys)[number];

export type MenuEntry = {
  key: string;
  labelKey: ParseKeys;
  path: string;
  icon: TablerIcon;
  /** The same action and subject as the route's meta. */
  access: RouteAccess;
  /** Spec section 6: public, or private and visible to the roles listed (admins always see it). */
  resource: MenuResource;
  /** A live count beside the label (renders nothing when there is nothing to count). */
  badge?: ComponentType;
};

/** A menu entry and the group it goes in; entries of a group keep the order of the feature list. */
export type FeatureMenuEntry = MenuEntry & { group: MenuGroupKey };

/**
 * A query root of the feature (the first element of its query keys, see lib/live-events.ts) and the
 * subjects whose change notices make that root's queries stale.
 */
export type LiveQueryRoot = { root: string; refreshOn: readonly RecordSubject[] };

/** Loads one language's catalogue: `() => import('./locales/fi.json')`. */
export type CatalogueLoader<Catalogue> = () => Promise<{ default: Catalogue }>;

export type WebFeature<Name extends string = string, Catalogue = never> = {
  /** The feature's folder name; its texts live under this key (`pools.fields.name`). */
  name: Name;
  /** Screens without sign-in, in the public layout. */
  publicRoutes?: readonly RouteObject[];
  /** Screens of the signed-in shell; each names its ability in `handle` (a `RouteHandle`). */
  appRoutes?: readonly RouteObject[];
  /**
   * Screens for anyone, in the signed-in shell for a signed-in user and in the public layout otherwise: the
   * not-found and not-authorized pages keep the menu of whoever lands on them (decision 0028).
   */
  anyVisitorRoutes?: readonly RouteObject[];
  menu?: readonly FeatureMenuEntry[];
  liveQueries?: readonly LiveQueryRoot[];
  /**
   * The feature's own texts (features/<feature>/locales/<locale>.json), typed by the Finnish one: one
   * dynamic import per language, so a page loads only the language it shows (decision 0025).
   */
  catalogues?: Readonly<Record<Locale, CatalogueLoader<Catalogue>>>;
};

/** Everyone sees the entry (no resource restriction beyond the ability). */
export const forEveryRole: MenuResource = { visibility: 'public', visibleTo: [] };
