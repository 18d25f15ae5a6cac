import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.schema';
import { organizations } from '../../db/schema/tenancy.schema';
import { buildTenancy } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

type Failure = { code: string; details?: { field?: string } };

const buyer = {
  billingName: 'Palvelukoti Kuusela Oy',
  businessId: ' 7654321-2 ',
  streetAddress: 'Kauppakatu 3',
  postcode: '40100',
  city: 'Jyväskylä',
  invoiceEmail: 'Ostolaskut@Kuusela.example',
  einvoiceAddress: '0037 7654 3212',
  einvoiceOperator: 'NDEAFIHH',
  paymentTermDays: 21,
};

const seller = {
  legalName: 'Hoivapalvelu Esimerkki Oy',
  businessId: '116297-6',
  streetAddress: 'Mannerheimintie 12 B',
  postcode: '00100',
  city: 'Helsinki',
  iban: 'fi21 1234 5600 0007 85',
  bic: 'ndeafihh',
  einvoiceAddress: '003701162976',
  einvoiceOperator: '003721291126',
  billingEmail: 'laskutus@hoivapalvelu.example',
  pensionProviderCode: 46,
  pensionPolicyNo: '46-1234567x',
  payrollContactName: 'Paula Palkanlaskija',
  payrollContactTelephone: '040 123 4567',
  payrollContactEmail: 'Palkat@Hoivapalvelu.example',
};

describe('billing details routes', () => {
  let test: TestApp;
  let world: Awaited<ReturnType<typeof buildTenancy>>;

  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(async () => {
    await test.close();
  });
  beforeEach(async () => {
    await test.database.reset();
    world = await buildTenancy(test.database.connection.db);
  });

  const buyerUrl = () => `/api/accounts/${world.accountA1.id}/billing-details`;
  const sellerUrl = () => `/api/accounts/${world.accountA1.id}/seller-details`;
  const signIn = (role: keyof typeof world.users) => test.signIn(world.users[role].email);

  it('lets an admin save the buyer details in standard form, audited; the customer reads them', async () => {
    const put = await test.request(await signIn('admin'), { method: 'PUT', url: buyerUrl(), payload: buyer });
    expect(put.statusCode).toBe(200);
    const saved = {
      ...buyer,
      businessId: '7654321-2',
      invoiceEmail: 'ostolaskut@kuusela.example',
      einvoiceAddress: '003776543212',
    };
    expect(put.json()).toEqual(saved);

    const customer = await signIn('customer');
    const get = await test.request(customer, { method: 'GET', url: buyerUrl() });
    expect(get.json()).toEqual(saved);
    const refused = await test.request(customer, { method: 'PUT', url: buyerUrl(), payload: buyer });
    expect(refused.statusCode).toBe(403);

    const [entry] = await test.database.connection.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, 'BillingDetails'));
    expect(entry).toMatchObject({
      actorId: world.users.admin.id,
      accountId: world.accountA1.id,
      action: 'update',
    });
    expect(entry?.changes).toMatchObject({ after: saved });
  });

  it('reads nothing given yet as empty, with the 14-day payment term', async () => {
    const get = await test.request(await signIn('agent'), { method: 'GET', url: buyerUrl() });
    expect(get.json()).toMatchObject({ billingName: null, einvoiceAddress: null, paymentTermDays: 14 });
  });

  it.each([
    ['businessId', '7654321-3', 'BUSINESS_ID_INVALID'],
    ['businessId', '0000006-1', 'BUSINESS_ID_INVALID'], // remainder 1: never issued
    ['businessId', '12345678', 'BUSINESS_ID_INVALID'],
    ['einvoiceAddress', '003712345678', 'EINVOICE_ADDRESS_INVALID'],
    ['einvoiceAddress', 'laskut@kuusela.example', 'EINVOICE_ADDRESS_INVALID'],
  ])('refuses a buyer %s of %s with %s and keeps what was saved', async (field, value, code) => {
    const token = await signIn('admin');
    const put = await test.request(token, {
      method: 'PUT',
      url: buyerUrl(),
      payload: { ...buyer, [field]: value },
    });
    expect(put.statusCode).toBe(400);
    expect(put.json<Failure>()).toMatchObject({ code, details: { field } });
    const get = await test.request(token, { method: 'GET', url: buyerUrl() });
    expect(get.json()).toMatchObject({ businessId: null, einvoiceAddress: null });
  });

  it('refuses a payment term outside 0 to 365 days', async () => {
    const put = await test.request(await signIn('admin'), {
      method: 'PUT',
      url: buyerUrl(),
      payload: { ...buyer, paymentTermDays: 366 },
    });
    expect(put.statusCode).toBe(400);
    expect(put.json<Failure>().code).toBe('VALIDATION_FAILED');
  });

  it('lets an organization-admin save the seller details of the organization, normalised and audited', async () => {
    const put = await test.request(await signIn('organization-admin'), {
      method: 'PUT',
      url: sellerUrl(),
      payload: seller,
    });
    expect(put.statusCode).toBe(200);
    const saved = {
      ...seller,
      businessId: '0116297-6',
      iban: 'FI2112345600000785',
      bic: 'NDEAFIHH',
      pensionPolicyNo: '46-1234567X',
      payrollContactTelephone: '+358401234567',
      payrollContactEmail: 'palkat@hoivapalvelu.example',
    };
    expect(put.json()).toEqual(saved);
    const [stored] = await test.database.connection.db
      .select({
        iban: organizations.iban,
        businessId: organizations.businessId,
        pensionProviderCode: organizations.pensionProviderCode,
        payrollContactTelephone: organizations.payrollContactTelephone,
      })
      .from(organizations)
      .where(eq(organizations.id, world.organization.id));
    expect(stored).toEqual({
      iban: 'FI2112345600000785',
      businessId: '0116297-6',
      pensionProviderCode: 46,
      payrollContactTelephone: '+358401234567',
    });

    // Another account of the same organization sells with the same details; an admin reads them.
    const admin = await signIn('admin');
    expect((await test.request(admin, { method: 'GET', url: sellerUrl() })).json()).toEqual(saved);
    const [entry] = await test.database.connection.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, 'SellerDetails'));
    expect(entry).toMatchObject({
      actorId: world.users['organization-admin'].id,
      subjectId: world.organization.id,
    });
  });

  it('lets an admin read but not change the seller details, and agents and customers neither', async () => {
    const admin = await signIn('admin');
    expect((await test.request(admin, { method: 'PUT', url: sellerUrl(), payload: seller })).statusCode).toBe(
      403,
    );
    for (const role of ['agent', 'customer'] as const) {
      const token = await signIn(role);
      expect((await test.request(token, { method: 'GET', url: sellerUrl() })).statusCode).toBe(403);
    }
  });

  it.each([
    ['businessId', '0116297-5', 'BUSINESS_ID_INVALID'],
    ['iban', 'FI21 1234 5600 0007 86', 'IBAN_INVALID'],
    ['iban', 'FI21 1234', 'IBAN_INVALID'],
    ['bic', 'NDEA', 'BIC_INVALID'],
    ['bic', 'NDEA FI HH 1', 'BIC_INVALID'],
    ['einvoiceAddress', '0037011629', 'EINVOICE_ADDRESS_INVALID'],
    ['pensionPolicyNo', '46/1234567', 'PENSION_POLICY_NO_INVALID'],
    ['payrollContactTelephone', '123', 'PAYROLL_CONTACT_PHONE_INVALID'],
  ])('refuses a seller %s of %s with %s', async (field, value, code) => {
    const put = await test.request(await signIn('super-admin'), {
      method: 'PUT',
      url: sellerUrl(),
      payload: { ...seller, [field]: value },
    });
    expect(put.statusCode).toBe(400);
    expect(put.json<Failure>()).toMatchObject({ code, details: { field } });
  });

  it('clears the Incomes Register details left blank, and refuses ones outside the register lengths', async () => {
    const token = await signIn('organization-admin');
    const blank = {
      ...seller,
      pensionProviderCode: null,
      pensionPolicyNo: ' ',
      payrollContactName: '',
      payrollContactTelephone: '',
      payrollContactEmail: '',
    };
    const put = await test.request(token, { method: 'PUT', url: sellerUrl(), payload: blank });
    expect(put.json()).toMatchObject({
      pensionProviderCode: null,
      pensionPolicyNo: null,
      payrollContactName: null,
      payrollContactTelephone: null,
      payrollContactEmail: null,
    });
    for (const change of [
      { pensionProviderCode: 0 },
      { pensionProviderCode: 4.5 },
      { pensionPolicyNo: '46-123456789' },
      { payrollContactName: 'P'.repeat(201) },
    ]) {
      const refused = await test.request(token, {
        method: 'PUT',
        url: sellerUrl(),
        payload: { ...seller, ...change },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<Failure>().code).toBe('VALIDATION_FAILED');
    }
  });
});
