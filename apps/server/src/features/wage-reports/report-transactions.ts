import { type IrTransaction, irIncomeTypes } from '@portal/domain/incomes-register';
import { hourKinds } from '@portal/domain/pay-rules';
import { type HourPayLine, incomeTypeAmountsOf } from '@portal/domain/payroll';
import { DomainError } from '@portal/domain/shared';
import type { PaidLineRow } from './paid-pay.repository';

/** The kinds of paid time (HourPayLine): worked hours of each window, sick pay and nursing leave pay. */
const hourPayKinds = new Set<string>([...hourKinds, 'sickPay', 'nursingLeavePay']);

/**
 * A worker's paid lines of a payment date as the report's transactions, one per income type. Hour lines go
 * through the payroll module's `incomeTypeAmountsOf`, which reports a supplement hour's base-wage part as
 * time-rate pay (201) and only the rest as the supplement; every other line (raises, allowances, holiday
 * compensation, manual adjustments) is reported under the income type the payroll stored with it. The
 * kilometre allowance carries its kilometres (whole, rounded: the schema's Kilometers is an integer).
 */
export function transactionsOfPaidLines(lines: readonly PaidLineRow[]): IrTransaction[] {
  const amounts = new Map<number, number>();
  const add = (code: number, cents: number) => amounts.set(code, (amounts.get(code) ?? 0) + cents);
  const hourLines: HourPayLine[] = [];
  let kilometreHundredths = 0;
  for (const line of lines) {
    if (hourPayKinds.has(line.kind) && line.minutes !== null && line.unitCents !== null) {
      hourLines.push({
        kind: line.kind as HourPayLine['kind'],
        minutes: line.minutes,
        unitCents: line.unitCents,
        baseUnitCents: line.baseUnitCents,
        grossCents: line.grossCents,
      });
      continue;
    }
    add(line.incomeType, line.grossCents);
    if (line.incomeType === irIncomeTypes.kilometreAllowanceTaxExempt) {
      kilometreHundredths += line.kilometreHundredths ?? 0;
    }
  }
  for (const [code, cents] of incomeTypeAmountsOf(hourLines)) {
    add(code, cents);
  }
  const transactions: IrTransaction[] = [];
  for (const [incomeType, amountCents] of [...amounts].sort(([a], [b]) => a - b)) {
    if (amountCents < 0) {
      // An adjustment larger than the pay of its type: the register takes no negative amounts.
      throw new DomainError('VALIDATION_FAILED', { field: 'incomeType', incomeType });
    }
    if (amountCents === 0) {
      continue;
    }
    transactions.push(
      incomeType === irIncomeTypes.kilometreAllowanceTaxExempt
        ? { incomeType, amountCents, kilometres: Math.round(kilometreHundredths / 100) }
        : { incomeType, amountCents },
    );
  }
  return transactions;
}

/** The transactions of a stored report file, read back for the detail screen (the file is the record). */
export function transactionsOfXml(
  xml: string,
): { incomeType: number; amountCents: number; kilometres: number | null }[] {
  const blocks = xml.match(/<Transaction>[\s\S]*?<\/Transaction>/g) ?? [];
  return blocks.map((block) => {
    const code = /<TransactionCode>(\d+)<\/TransactionCode>/.exec(block)?.[1];
    const amount = /<Amount>(-?\d+\.\d{2})<\/Amount>/.exec(block)?.[1];
    const kilometres = /<Kilometers>(\d+)<\/Kilometers>/.exec(block)?.[1];
    return {
      incomeType: Number(code),
      amountCents: amount === undefined ? 0 : Math.round(Number(amount) * 100),
      kilometres: kilometres === undefined ? null : Number(kilometres),
    };
  });
}
