import { DomainError } from '@portal/domain/shared';
import { type IrSchema, irSchemaErrors } from './documents/ir-schema-validation';

/**
 * How a made Incomes Register file reaches the register (issue 14 §2, decision 0044). The portal holds no
 * certificate for the register's interface, so the default adapter sends nothing: it records the report as
 * delivered by the admin (`sent`), and the file is offered for download to upload in the register's
 * e-service; the admin then records the register's answer. A real sender (signed with the register's
 * certificate, acknowledgements and status polling) implements the same interface later.
 */
export type IrDeliveryFile = { kind: IrSchema; reportId: string; xml: string };

export type IncomesRegisterSubmitter = {
  /** `download`: the file waits for the admin to upload it; `interface`: sent through the register's API. */
  readonly channel: 'download' | 'interface';
  submit(file: IrDeliveryFile): Promise<void>;
};

/** The default: nothing is sent and nothing pretends to be; the file is downloaded from the report. */
export const downloadOnlySubmitter: IncomesRegisterSubmitter = {
  channel: 'download',
  async submit() {},
};

/**
 * Checks a made file against the official schema before it is stored. A failure is a bug in the portal
 * (the builders parse their input first), answered as INTERNAL with the count only: the schema's messages
 * quote values, which may be a personal identity code.
 */
export async function assertValidIrFile(xml: string, schema: IrSchema): Promise<void> {
  const errors = await irSchemaErrors(xml, schema);
  if (errors.length > 0) {
    throw new DomainError('INTERNAL', { schema, schemaErrors: errors.length });
  }
}
