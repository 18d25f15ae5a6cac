import {
  AbilityBuilder,
  createMongoAbility,
  type ForcedSubject,
  type MongoAbility,
  type MongoQuery,
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
  /** The organization as the seller on invoices: admins read it, organization-admins change it. */
  'SellerDetails',
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
  /** A dispute of an invoice line: only the customer raises one; staff answer it through `update` on Invoices. */
  'InvoiceDispute',
  /** A document request's change notices (the routes check the menu subject DocumentRequests). */
  'DocumentRequest',
  /** An employment contract's change notices (the routes check the menu subject Payroll: wages). */
  'EmploymentContract',
  /** A job ad's change notices (the routes check the menu subject Jobs). */
  'JobAd',
  /** An application's change notices (the routes check the menu subject Applications). */
  'Application',
  /** An announcement's change notices (the routes check the menu subject Communications). */
  'Announcement',
] as const;
export type MenuSubject = (typeof menuSubjects)[number];
export type RecordSubject = (typeof recordSubjects)[number];
export type AbilitySubject = MenuSubject | RecordSubject | 'all';

/** A record checked against a rule carries the account it belongs to (and for shifts, its area). */
export type ScopedRecord = { accountId?: string; areaId?: string; userId?: string };

export type ScopedSubject = ForcedSubject<Exclude<AbilitySubject, 'all'>> & ScopedRecord;
// Conditions are written against plain records ({ accountId, areaId }), so the query type stays untyped.
export type AppAbility = MongoAbility<[AbilityAction, AbilitySubject | ScopedSubject], MongoQuery>;

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
  'DocumentRequest',
  'JobAd',
  'Application',
  'Announcement',
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
  // The builder is untyped because our subjects are plain strings (CASL then types conditions as `never`);
  // the typed `allow` / `deny` below keep actions and subjects checked.
  const { can, cannot, rules } = new AbilityBuilder<MongoAbility>(createMongoAbility);
  const allow = (action: AbilityAction | AbilityAction[], subject: AbilitySubject, conditions?: MongoQuery) =>
    can(action, subject, conditions);
  const deny = (action: AbilityAction, subject: AbilitySubject) => cannot(action, subject);
  const inAccounts = { accountId: { $in: actor.accountIds } };

  allow(['read', 'update'], 'Profile');

  switch (actor.role) {
    case 'super-admin':
      allow('manage', 'all');
      deny('create', 'InvoiceDispute');
      break;
    case 'organization-admin':
      allow('manage', 'all', inAccounts);
      allow('read', 'Organization');
      deny('create', 'Organization');
      deny('delete', 'Organization');
      deny('create', 'InvoiceDispute');
      break;
    case 'admin':
      allow('manage', 'all', inAccounts);
      // Area groups span accounts: only super-admins and organization-admins keep them.
      deny('manage', 'AreaGroup');
      deny('manage', 'Organization');
      deny('update', 'SellerDetails');
      deny('create', 'InvoiceDispute');
      break;
    case 'agent':
      allow('read', 'Dashboard', inAccounts);
      allow('read', 'Account', inAccounts);
      allow('read', 'AccountSettings', inAccounts);
      for (const subject of agentManages) {
        allow('manage', subject, inAccounts);
      }
      break;
    case 'customer': {
      const inAreas = actor.areaIds ? { ...inAccounts, areaId: { $in: actor.areaIds } } : inAccounts;
      allow('read', 'Dashboard', inAccounts);
      allow('read', 'Account', inAccounts);
      allow('read', 'AccountSettings', inAccounts);
      allow('read', 'Area', inAreas);
      allow(['create', 'read'], 'Gig', inAreas);
      allow(['read', 'update'], 'Shift', inAreas);
      allow('read', 'Confirmations', inAccounts);
      allow('read', 'Invoices', inAccounts);
      allow('create', 'InvoiceDispute', inAccounts);
      allow('read', 'Contract', inAccounts);
      break;
    }
  }
  return createMongoAbility<AppAbility>(rules as AppAbility['rules']);
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
