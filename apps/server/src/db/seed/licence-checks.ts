import { roleNeedsLicence } from '@portal/domain/licence-checks';
import { addDays, helsinkiDayKey } from '@portal/domain/shared';
import type { licenceChecks } from '../schema/licence-checks.schema';
import type { users } from '../schema/users.schema';
import { germanIds } from './german-account';
import { seedIds } from './ids';
import { processorIdOf } from './staff';

type CheckRow = typeof licenceChecks.$inferInsert;
type WorkerRow = Pick<
  typeof users.$inferInsert,
  'id' | 'accountId' | 'role' | 'profession' | 'confirmed' | 'status'
>;

const dayMs = 86_400_000;

/**
 * A confirmed register check for every bookable demo worker whose profession needs a licence, so the
 * booking gate (decision 0054) lets the demo book them: Terhikki for the Finnish accounts, the Erlaubnis
 * for the German one. One worker of the main account also has a residence permit ending in 20 days, so
 * HR's expiring list has something to show right after start.
 */
export function buildLicenceChecks(workers: readonly WorkerRow[], now: Date): CheckRow[] {
  const today = helsinkiDayKey(now);
  const checkedAt = new Date(now.getTime() - 40 * dayMs);
  const bookable = workers.filter(
    (worker) => worker.role === 'worker' && worker.confirmed && worker.status === 'accepted' && worker.id,
  );
  const rows: CheckRow[] = bookable
    .filter((worker) => roleNeedsLicence(worker.profession))
    .map((worker, index) => {
      const german = worker.accountId === germanIds.account;
      return {
        accountId: worker.accountId ?? '',
        workerId: worker.id ?? '',
        kind: 'professional_licence',
        register: german ? 'de-erlaubnis' : 'terhikki',
        registrationNumber: german
          ? `PFL-${2018 + (index % 6)}-${1000 + index}`
          : String(10_010_000_000 + index * 7919),
        result: 'confirmed',
        registerShowed: german ? 'Erlaubnisurkunde vorgelegt' : 'Laillistettu ammattihenkilö, ei rajoituksia',
        scope: [worker.profession ?? ''],
        validFrom: '2016-06-01',
        validUntil: null,
        checkedBy: german ? germanIds.admin : processorIdOf(worker.accountId ?? ''),
        checkedAt,
      };
    });
  const permitHolder = bookable.find((worker) => worker.accountId === seedIds.accounts.south);
  if (permitHolder?.id) {
    rows.push({
      accountId: seedIds.accounts.south,
      workerId: permitHolder.id,
      kind: 'work_permit',
      register: 'residence-permit',
      registrationNumber: null,
      result: 'confirmed',
      registerShowed: 'Oleskelulupakortti, työnteko-oikeus',
      scope: [],
      validFrom: addDays(today, -345),
      validUntil: addDays(today, 20),
      checkedBy: processorIdOf(seedIds.accounts.south),
      checkedAt,
    });
  }
  return rows;
}
