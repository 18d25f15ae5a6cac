import {
  AbilityBuilder,
  createMongoAbility,
  type ForcedSubject,
  type MongoAbility,
  subject,
} from '@casl/ability';
import type { Actor } from './actor';

export const abilityActions = ['manage', 'read', 'create', 'update', 'delete'] as const;
export type AbilityAction = (typeof abilityActions)[number];

/** Menu subjects from the spec (section 2, Menu) plus the record subjects the API guards. */
export const menuSubjects = [
  'Dashboard',
  'Jobs',
  'Confirmations',
  'ShiftPlanning',
  'HR',
  'Applications',
  'Communications',
  'Rekry',
  'DocumentRequests',
  'Payroll',
  'Wages',
  'Invoices',
] as const;
export const recordSubjects = [
  'Organization',
  'Account',
  'AccountSettings',
  'Profile',
  'AuditLog',
  'Outbox',
  'Area',
  'AreaGroup',
  'Pool',
  'Worker',
  'Gig',
  'Shift',
  'Contract',
] as const;
export type MenuSubject = (typeof menuSubjects)[number];
export type RecordSubject = (typeof recordSubjects)[number];
export type AbilitySubject = MenuSubject | RecordSubject | 'all';

/** A record checked against a rule carries the account it belongs to (and for shifts, its area). */
export type ScopedRecord = { accountId?: string; areaId?: string; userId?: string };

export type ScopedSubject = ForcedSubject<Exclude<AbilitySubject, 'all'>> & ScopedRecord;
export type AppAbility = MongoAbility<[AbilityAction, AbilitySubject | ScopedSubject]>;

/** The serialisable rules the server sends to the web app in `GET /api/me`. */
export type AbilityRules = AppAbility['rules'];

const agentManages: AbilitySubject[] = [
  'Jobs',
  'Confirmations',
  'ShiftPlanning',
  'HR',
  'Applications',
  'Communications',
  'Rekry',
  'DocumentRequests',
  'Area',
  'Pool',
  'Worker',
  'Gig',
  'Shift',
  'Outbox',
];

/**
 * The role matrix of the design brief, section 2, as CASL rules. Account scoping is part of each rule's
 * conditions, so a record of another account is refused even when the subject type is allowed.
 */
export function defineAbilitiesFor(actor: Actor): AppAbility {
  const { can, cannot, rules } = new AbilityBuilder<AppAbility>(createMongoAbility);
  const inAccounts = { accountId: { $in: actor.accountIds } };

  can('read', 'Profile');
  can('update', 'Profile');

  switch (actor.role) {
    case 'super-admin':
      can('manage', 'all');
      break;
    case 'organization-admin':
      can('manage', 'all', inAccounts);
      can('read', 'Organization', { accountId: { $in: actor.accountIds } });
      cannot('create', 'Organization');
      cannot('delete', 'Organization');
      break;
    case 'admin':
      can('manage', 'all', inAccounts);
      // Area groups span accounts: only super-admins and organization-admins keep them.
      cannot('manage', 'AreaGroup');
      cannot('manage', 'Organization');
      break;
    case 'agent':
      can('read', 'Dashboard', inAccounts);
      can('read', 'Account', inAccounts);
      can('read', 'AccountSettings', inAccounts);
      for (const subject of agentManages) {
        can('manage', subject, inAccounts);
      }
      break;
    case 'customer': {
      const inAreas = actor.areaIds ? { ...inAccounts, areaId: { $in: actor.areaIds } } : inAccounts;
      can('read', 'Dashboard', inAccounts);
      can('read', 'Account', inAccounts);
      can('read', 'AccountSettings', inAccounts);
      can('read', 'Area', inAreas);
      can('read', 'Jobs', inAccounts);
      can('create', 'Gig', inAreas);
      can('read', 'Gig', inAreas);
      can(['read', 'update'], 'Shift', inAreas);
      can('read', 'Confirmations', inAccounts);
      can('read', 'Invoices', inAccounts);
      can('read', 'Contract', inAccounts);
      break;
    }
  }
  return createMongoAbility<AppAbility>(rules);
}

/** Rebuilds an ability from the rules the server sent (web app). */
export function abilityFromRules(rules: AbilityRules): AppAbility {
  return createMongoAbility<AppAbility>(rules);
}

/** Tags a plain record with its CASL subject type, for record-level checks. */
export function asSubject<T extends ScopedRecord>(
  type: Exclude<AbilitySubject, 'all'>,
  record: T,
): ScopedSubject {
  return subject(type, { ...record });
}
