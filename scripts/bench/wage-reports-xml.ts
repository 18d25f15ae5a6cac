/**
 * Wage report XML benchmark (a measurement, not a test): `npm run bench:wage-reports`, see docs/benchmarks.md.
 *
 * Builds one delivery of earnings payment reports (WageReportsRequestToIR) for 1,000 workers, each with
 * the lines of a fortnight of care shifts (time-rate pay, evening, night, Saturday and Sunday compensation,
 * kilometre allowance; 20 lines summed into 6 income types), and validates it against the official schema
 * with xmllint-wasm, as the tests do. Issue 14's target: built and validated in under 5 s. The first round
 * includes loading xmllint's WebAssembly; the median is of the rounds after it. It exits 0 when the target
 * is missed; only a broken setup (an invalid file) fails it.
 */
import type { EarningsPaymentReport, WageReportDelivery } from '@portal/domain/incomes-register';
import { irIncomeTypes } from '@portal/domain/incomes-register';
import { irSchemaErrors } from '../../apps/server/src/features/wage-reports/documents/ir-schema-validation';
import { at, payer } from '../../apps/server/src/features/wage-reports/documents/wage-report-fixtures';
import { renderWageReports } from '../../apps/server/src/features/wage-reports/documents/wage-reports-xml';
import { median, ms as msOf, table } from './bench-stats';

const targetMs = 5000;
const workers = Number(process.env.BENCH_WORKERS ?? 1000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 4);
const ms = (value: number) => `${msOf(value)} ms`;

const checkCharacters = '0123456789ABCDEFHJKLMNPRSTUVWXY';
const firstNames = ['Aino', 'Mikko', 'Sofia', 'Juha', 'Emilia', 'Väinö', 'Äijä', 'Noora'];
const lastNames = ['Nieminen', 'Virtanen', 'Mäkinen', 'Korhonen', "O'Neil & Söderholm", 'Heikkinen'];

/** A valid personal identity code of worker n: born 1.1.1960 + n days apart, century sign '-'. */
function identityCodeOf(n: number): string {
  const born = new Date(Date.UTC(1960, 0, 1 + n * 7));
  const date = `${String(born.getUTCDate()).padStart(2, '0')}${String(born.getUTCMonth() + 1).padStart(2, '0')}${String(born.getUTCFullYear() % 100).padStart(2, '0')}`;
  const individual = String(2 + (n % 897)).padStart(3, '0');
  return `${date}-${individual}${checkCharacters[Number(date + individual) % 31]}`;
}

function reportOf(n: number): EarningsPaymentReport {
  const base = 1800 + (n % 7) * 50;
  const lines: EarningsPaymentReport['transactions'] = [];
  for (let shift = 0; shift < 5; shift += 1) {
    lines.push({ incomeType: irIncomeTypes.timeRatePay, amountCents: base * 8 });
    lines.push({ incomeType: irIncomeTypes.eveningWorkCompensation, amountCents: Math.round(base * 0.15) });
    lines.push({ incomeType: irIncomeTypes.nightWorkCompensation, amountCents: Math.round(base * 0.4 * 2) });
    lines.push({
      incomeType: irIncomeTypes.kilometreAllowanceTaxExempt,
      amountCents: 55 * 12,
      kilometres: 12,
    });
  }
  lines.push({
    incomeType: irIncomeTypes.saturdayWorkCompensation,
    amountCents: Math.round(base * 0.2 * 7.5),
  });
  lines.push({ incomeType: irIncomeTypes.sundayWorkCompensation, amountCents: base * 8 });
  return {
    reportId: `bench-2026-11-13-${n}`,
    incomeEarner: {
      personalIdentityCode: identityCodeOf(n),
      lastName: lastNames[n % lastNames.length] ?? 'Nieminen',
      firstName: firstNames[n % firstNames.length] ?? 'Aino',
    },
    transactions: lines,
  };
}

async function main(): Promise<void> {
  const delivery: WageReportDelivery = {
    deliveryId: 'bench-2026-11-13',
    productionEnvironment: false,
    payer,
    paymentDate: '2026-11-13',
    periodStart: '2026-10-19',
    periodEnd: '2026-11-01',
    reports: Array.from({ length: workers }, (_, n) => reportOf(n)),
  };
  const rows: { round: number; buildMs: number; validateMs: number; totalMs: number; bytes: number }[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    const started = performance.now();
    const xml = renderWageReports(delivery, at);
    const built = performance.now();
    const errors = await irSchemaErrors(xml, 'wageReports');
    const validated = performance.now();
    if (errors.length > 0) {
      throw new Error(`The file does not validate: ${errors.slice(0, 3).join('; ')}`);
    }
    rows.push({
      round,
      buildMs: built - started,
      validateMs: validated - built,
      totalMs: validated - started,
      bytes: Buffer.byteLength(xml),
    });
  }
  const warm = rows.slice(1).length > 0 ? rows.slice(1) : rows;
  const totalMedian = median(warm.map((row) => row.totalMs));
  const first = rows[0];
  console.log(`Wage report XML: ${workers} workers, ${rounds} rounds (round 1 loads xmllint-wasm)`);
  const header = ['round', 'build', 'validate', 'total', 'size'];
  console.log(
    table([
      header,
      ...rows.map((row) => [
        String(row.round),
        ms(row.buildMs),
        ms(row.validateMs),
        ms(row.totalMs),
        `${(row.bytes / 1024 / 1024).toFixed(2)} MiB`,
      ]),
    ]),
  );
  console.log(
    `Median after the first round: build ${ms(median(warm.map((row) => row.buildMs)))}, validate ${ms(median(warm.map((row) => row.validateMs)))}, total ${ms(totalMedian)}; first round ${ms(first?.totalMs ?? Number.NaN)}.`,
  );
  const worst = Math.max(...rows.map((row) => row.totalMs));
  console.log(
    worst < targetMs
      ? `Target met: every round under ${targetMs} ms (worst ${ms(worst)}).`
      : `Target MISSED: a round took ${ms(worst)}, the target is ${targetMs} ms.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
