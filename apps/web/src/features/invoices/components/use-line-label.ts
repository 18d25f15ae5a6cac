import type { InvoiceLine } from '@portal/domain/billing';
import { useInvoiceFormat } from './use-invoice-format';

/** A line named in one phrase: its day, worker, kind of hour, quantity and amount. */
export function useLineLabel() {
  const format = useInvoiceFormat();
  return (line: InvoiceLine) =>
    [
      format.day(line.deliveryDay),
      line.workerName,
      format.kindLabel(line),
      format.quantity(line),
      format.money(line.netCents),
    ]
      .filter(Boolean)
      .join(', ');
}
