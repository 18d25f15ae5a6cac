import type { GigDetail, GigPage, GigTemplate, SplitGigResult } from '@portal/domain/gigs';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { areas } from '../../db/schema/areas.schema';
import { auditLog } from '../../db/schema/audit.schema';
import { gigs, shifts } from '../../db/schema/shifts.schema';
import {
  buildArea,
  buildGig,
  buildShift,
  buildStaffUser,
  buildTenancy,
  buildWorker,
} from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { refreshGigFigures } from './gig-figures.repository';

type World = Awaited<ReturnType<typeof buildTenancy>>;
const hour = 60 * 60 * 1000;
const day = 24 * hour;

function nth<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) {
    throw new Error(`no item ${index}`);
  }
  return item;
}

describe('gigs routes', () => {
  let test: TestApp;
  let world: World;
  let agent: string;
  let customer: string;

  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(async () => {
    await test.close();
  });
  beforeEach(async () => {
    await test.database.reset();
    world = await buildTenancy(db());
    await db()
      .update(areas)
      .set({
        streetAddress: 'Hämeenkatu 1',
        contact: 'Osastonhoitaja Liisa',
        contactEmails: ['liisa@koti.fi'],
        absenceInfo: 'Soita klo 7 mennessä',
        locationDetails: 'B-rappu',
        contract: 'Puitesopimus 2026',
      })
      .where(eq(areas.id, world.areaOfCustomer.id));
    agent = await test.signIn(world.users.agent.email);
    customer = await test.signIn(world.users.customer.email);
  });

  const db = () => test.database.connection.db;
  const now = () => test.clock.now().getTime();
  const base = () => `/api/accounts/${world.accountA1.id}`;
  const call = (token: string, options: InjectOptions) => test.request(token, options);
  const shiftAt = (offsetDays: number, startHour = 7, lengthHours = 8) => {
    const startsAt = new Date(Date.UTC(2026, 11, 1 + offsetDays, startHour - 2));
    return {
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + lengthHours * hour).toISOString(),
    };
  };
  const create = (token: string, payload: Record<string, unknown>) =>
    call(token, { method: 'POST', url: `${base()}/gigs`, payload });
  const list = (token: string, query = '') => call(token, { method: 'GET', url: `${base()}/gigs${query}` });
  const titles = async (token: string, query = '') =>
    (await list(token, query)).json<GigPage>().items.map((gig) => gig.title);

  /** A gig built directly, with shifts of the given statuses (assignees for booked ones). */
  async function gigWith(
    statuses: ('draft' | 'open' | 'booked' | 'confirmed')[],
    overrides: Partial<typeof gigs.$inferInsert> = {},
  ) {
    const areaId = overrides.areaId ?? world.areaOfCustomer.id;
    const gig = await buildGig(db(), {
      accountId: world.accountA1.id,
      areaId,
      status: 'published',
      isPublished: true,
      ...overrides,
    });
    const shiftRows = [];
    for (const [index, status] of statuses.entries()) {
      const worker =
        status === 'booked' || status === 'confirmed'
          ? await buildWorker(db(), {
              accountId: world.accountA1.id,
              firstName: 'Sanna',
              lastName: 'Sairaanhoitaja',
            })
          : null;
      const startsAt = new Date(now() + (index + 1) * day);
      shiftRows.push(
        await buildShift(db(), {
          accountId: world.accountA1.id,
          areaId,
          gigId: gig.id,
          startsAt,
          endsAt: new Date(startsAt.getTime() + 8 * hour),
          status,
          isDraft: status === 'draft',
          assignedTo: worker?.id ?? null,
          reserved: worker !== null,
        }),
      );
    }
    await refreshGigFigures(db(), gig.id);
    return { gig, shifts: shiftRows };
  }

  describe('create', () => {
    it('refuses a gig without a service area, without shifts, or with a shift ending before it starts', async () => {
      const noArea = await create(agent, { title: 'Aamut', shifts: [shiftAt(1)] });
      expect(noArea.statusCode).toBe(400);
      expect(noArea.json()).toMatchObject({ code: 'GIG_AREA_REQUIRED' });
      const noShifts = await create(agent, { areaId: world.areaOfCustomer.id, title: 'Aamut', shifts: [] });
      expect(noShifts.json()).toMatchObject({ code: 'GIG_SHIFTS_REQUIRED' });
      const backwards = shiftAt(2);
      const wrongTimes = await create(agent, {
        areaId: world.areaOfCustomer.id,
        title: 'Aamut',
        shifts: [shiftAt(1), { startsAt: backwards.endsAt, endsAt: backwards.startsAt }],
      });
      expect(wrongTimes.statusCode).toBe(400);
      expect(wrongTimes.json()).toMatchObject({ code: 'SHIFT_TIMES_INVALID', details: { index: 1 } });
      expect(await db().select().from(gigs)).toEqual([]);
    });

    it('copies address, contact, e-mails, absence info and location from the area unless the form gives them', async () => {
      const response = await create(agent, {
        areaId: world.areaOfCustomer.id,
        title: 'Yövuorot',
        contact: 'Yövastaava Pekka',
        roleType: 'sairaanhoitaja',
        shifts: [shiftAt(1, 22, 9), { ...shiftAt(2), roleType: 'lähihoitaja', requirements: 'Lääkelupa' }],
        mode: 'draft',
      });
      expect(response.statusCode).toBe(201);
      const gig = response.json<GigDetail>();
      expect(gig).toMatchObject({
        status: 'draft',
        label: 'draft',
        streetAddress: 'Hämeenkatu 1',
        contact: 'Yövastaava Pekka',
        clientEmails: ['liisa@koti.fi'],
        absenceInfo: 'Soita klo 7 mennessä',
        locationDetails: 'B-rappu',
        contract: 'Puitesopimus 2026',
        totalShifts: 2,
        availableShifts: 2,
        createdByName: 'Testi agent',
      });
      const [night, day2] = gig.shifts;
      expect(night).toMatchObject({
        status: 'draft',
        displayState: 'Draft',
        endsNextDay: true,
        roleType: 'sairaanhoitaja',
      });
      expect(day2).toMatchObject({ endsNextDay: false, roleType: 'lähihoitaja', requirements: 'Lääkelupa' });
      expect(night?.updates).toEqual([
        expect.objectContaining({
          state: 'created',
          processer: world.users.agent.id,
          processerName: 'Testi agent',
        }),
      ]);
      const audit = await db().select().from(auditLog).where(eq(auditLog.subjectId, gig.id));
      expect(audit.map((entry) => entry.action)).toEqual(['create']);
    });

    it('publishes at once when staff ask: every shift is open', async () => {
      const gig = (
        await create(agent, {
          areaId: world.areaOfCustomer.id,
          title: 'Heti',
          shifts: [shiftAt(1)],
          mode: 'publish',
        })
      ).json<GigDetail>();
      expect(gig).toMatchObject({ status: 'published', label: 'open', isPublished: true });
      expect(gig.shifts.map((shift) => [shift.status, shift.displayState])).toEqual([['open', 'Open']]);
    });
  });

  describe('customers', () => {
    it('order only in their own areas, and the order is a suggestion with draft shifts whatever they ask', async () => {
      const own = await create(customer, {
        areaId: world.areaOfCustomer.id,
        title: 'Asiakkaan tilaus',
        shifts: [shiftAt(1), shiftAt(2), shiftAt(3)],
        mode: 'publish',
      });
      expect(own.statusCode).toBe(201);
      expect(own.json<GigDetail>()).toMatchObject({
        status: 'suggestion',
        label: 'suggestion',
        isPublished: false,
      });
      expect(own.json<GigDetail>().shifts.every((shift) => shift.status === 'draft')).toBe(true);
      const other = await create(customer, {
        areaId: world.otherArea.id,
        title: 'Ei oma',
        shifts: [shiftAt(1)],
      });
      expect(other.statusCode).toBe(403);
    });

    it('see only their areas’ gigs in the list and by id', async () => {
      const mine = await gigWith(['open'], { title: 'Oman alueen keikka' });
      const theirs = await gigWith(['open'], { title: 'Toisen alueen keikka', areaId: world.otherArea.id });
      expect(await titles(customer)).toEqual(['Oman alueen keikka']);
      expect((await titles(agent)).sort()).toEqual(['Oman alueen keikka', 'Toisen alueen keikka']);
      expect((await call(customer, { method: 'GET', url: `${base()}/gigs/${mine.gig.id}` })).statusCode).toBe(
        200,
      );
      expect(
        (await call(customer, { method: 'GET', url: `${base()}/gigs/${theirs.gig.id}` })).statusCode,
      ).toBe(404);
    });

    it('a customer of the whole account sees every area; none may edit, publish or delete', async () => {
      await gigWith(['open'], { title: 'Toisen alueen keikka', areaId: world.otherArea.id });
      const wide = await buildStaffUser(db(), { role: 'customer', accountId: world.accountA1.id });
      const wideToken = await test.signIn(wide.email);
      expect(await titles(wideToken)).toEqual(['Toisen alueen keikka']);
      const { gig } = await gigWith(['draft'], { status: 'draft' });
      for (const options of [
        { method: 'PUT' as const, url: `${base()}/gigs/${gig.id}`, payload: { title: 'X', shifts: [] } },
        { method: 'POST' as const, url: `${base()}/gigs/${gig.id}/publish` },
        { method: 'DELETE' as const, url: `${base()}/gigs/${gig.id}` },
      ]) {
        expect((await call(customer, options)).statusCode).toBe(403);
      }
    });
  });

  describe('suggestions', () => {
    it('staff approve a suggestion and publish it: its shifts open', async () => {
      const ordered = (
        await create(customer, {
          areaId: world.areaOfCustomer.id,
          title: 'Tilaus',
          shifts: [shiftAt(1), shiftAt(2)],
        })
      ).json<GigDetail>();
      const approved = await call(agent, {
        method: 'POST',
        url: `${base()}/gigs/${ordered.id}/approve`,
        payload: {},
      });
      expect(approved.statusCode).toBe(200);
      expect(approved.json<GigDetail>()).toMatchObject({
        status: 'published',
        label: 'open',
        availableShifts: 2,
      });
      expect(approved.json<GigDetail>().shifts.map((shift) => shift.status)).toEqual(['open', 'open']);
      expect(approved.json<GigDetail>().shifts[0]?.updates.map((entry) => entry.state)).toEqual([
        'created',
        'published',
      ]);
      const again = await call(agent, {
        method: 'POST',
        url: `${base()}/gigs/${ordered.id}/approve`,
        payload: {},
      });
      expect(again.json()).toMatchObject({ code: 'CONFLICT' });
    });

    it('staff decline a suggestion; it stays listed as declined and can no longer be changed', async () => {
      const ordered = (
        await create(customer, { areaId: world.areaOfCustomer.id, title: 'Hylättävä', shifts: [shiftAt(1)] })
      ).json<GigDetail>();
      const declined = await call(agent, { method: 'POST', url: `${base()}/gigs/${ordered.id}/decline` });
      expect(declined.json<GigDetail>()).toMatchObject({
        status: 'declined',
        label: 'declined',
        declinedByName: 'Testi agent',
      });
      expect(await titles(customer, '?label=declined')).toEqual(['Hylättävä']);
      const edit = await call(agent, {
        method: 'PUT',
        url: `${base()}/gigs/${ordered.id}`,
        payload: { title: 'Uusi', shifts: [{ id: ordered.shifts[0]?.id, ...shiftAt(1) }] },
      });
      expect(edit.statusCode).toBe(409);
      expect(edit.json()).toMatchObject({ code: 'GIG_NOT_EDITABLE' });
    });
  });

  describe('delete', () => {
    it('refuses a gig with a booked shift with the spec code and changes nothing', async () => {
      const { gig } = await gigWith(['open', 'booked']);
      const response = await call(agent, { method: 'DELETE', url: `${base()}/gigs/${gig.id}` });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'GIG_HAS_BOOKED_SHIFTS' });
      const live = await db().select().from(shifts).where(eq(shifts.gigId, gig.id));
      expect(live.map((shift) => shift.status).sort()).toEqual(['booked', 'open']);
    });

    it('soft-deletes the gig and its shifts with a history entry; it is never listed again', async () => {
      const { gig } = await gigWith(['open', 'draft'], { title: 'Poistettava' });
      const response = await call(agent, { method: 'DELETE', url: `${base()}/gigs/${gig.id}` });
      expect(response.statusCode).toBe(200);
      const rows = await db().select().from(shifts).where(eq(shifts.gigId, gig.id));
      expect(rows.every((shift) => shift.status === 'deleted' && shift.deletedAt !== null)).toBe(true);
      expect(rows.every((shift) => shift.updates.at(-1)?.state === 'deleted')).toBe(true);
      expect(await titles(agent)).toEqual([]);
      expect((await call(agent, { method: 'GET', url: `${base()}/gigs/${gig.id}` })).statusCode).toBe(404);
    });
  });

  describe('split', () => {
    it('moves the shift, unassigned and open, into a new published gig "1 vuoro: {title}"', async () => {
      const { gig, shifts: rows } = await gigWith(['open', 'booked', 'open'], { title: 'Viikko' });
      const booked = nth(rows, 1);
      const response = await call(agent, {
        method: 'POST',
        url: `${base()}/gigs/${gig.id}/shifts/${booked.id}/split`,
      });
      expect(response.statusCode).toBe(200);
      const { newGig, oldGig } = response.json<SplitGigResult>();
      expect(newGig).toMatchObject({
        title: '1 vuoro: Viikko',
        status: 'published',
        totalShifts: 1,
        availableShifts: 1,
      });
      expect(newGig.shifts[0]).toMatchObject({ id: booked.id, status: 'open', assignedTo: null });
      expect(newGig.shifts[0]?.updates.at(-1)).toMatchObject({ state: 'split', content: 'Viikko' });
      expect(oldGig).toMatchObject({ title: 'Viikko', totalShifts: 2, availableShifts: 2 });
      for (const figures of [newGig, oldGig]) {
        expect(figures.availableShifts).toBeLessThanOrEqual(figures.totalShifts);
      }
    });

    it('renames the old gig when one shift is left, and refuses to split its only shift', async () => {
      const { gig, shifts: rows } = await gigWith(['open', 'open'], { title: 'Pari' });
      const first = await call(agent, {
        method: 'POST',
        url: `${base()}/gigs/${gig.id}/shifts/${nth(rows, 0).id}/split`,
      });
      expect(first.json<SplitGigResult>().oldGig).toMatchObject({ title: '1 vuoro: Pari', totalShifts: 1 });
      const second = await call(agent, {
        method: 'POST',
        url: `${base()}/gigs/${gig.id}/shifts/${nth(rows, 1).id}/split`,
      });
      expect(second.statusCode).toBe(409);
      expect(second.json()).toMatchObject({ code: 'GIG_SPLIT_SINGLE_SHIFT' });
    });
  });

  describe('one shift', () => {
    it('refuses to delete a booked shift with the spec code, deletes a free one and recounts', async () => {
      const { gig, shifts: rows } = await gigWith(['booked', 'open', 'open']);
      const refused = await call(agent, {
        method: 'DELETE',
        url: `${base()}/gigs/${gig.id}/shifts/${nth(rows, 0).id}`,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'SHIFT_IS_BOOKED' });
      const deleted = await call(agent, {
        method: 'DELETE',
        url: `${base()}/gigs/${gig.id}/shifts/${nth(rows, 1).id}`,
      });
      expect(deleted.json<GigDetail>()).toMatchObject({ totalShifts: 2, availableShifts: 1 });
      expect(deleted.json<GigDetail>().shifts.map((shift) => shift.id)).toEqual([
        nth(rows, 0).id,
        nth(rows, 2).id,
      ]);
      const [row] = await db()
        .select()
        .from(shifts)
        .where(eq(shifts.id, nth(rows, 1).id));
      expect(row).toMatchObject({ status: 'deleted' });
      expect(row?.updates.at(-1)).toMatchObject({ state: 'deleted', processer: world.users.agent.id });
    });
  });

  describe('update', () => {
    it('adds, changes and removes free shifts with history, keeps booked ones, and recounts', async () => {
      const { gig, shifts: rows } = await gigWith(['booked', 'open', 'open'], { title: 'Vanha' });
      const [booked, changed] = rows as [(typeof rows)[0], (typeof rows)[0]];
      const response = await call(agent, {
        method: 'PUT',
        url: `${base()}/gigs/${gig.id}`,
        payload: {
          title: 'Uusi nimi',
          shifts: [
            { id: booked.id, startsAt: booked.startsAt.toISOString(), endsAt: booked.endsAt.toISOString() },
            { id: changed.id, ...shiftAt(10, 13), roleType: 'lähihoitaja' },
            shiftAt(11),
          ],
        },
      });
      expect(response.statusCode).toBe(200);
      const detail = response.json<GigDetail>();
      expect(detail).toMatchObject({ title: 'Uusi nimi', totalShifts: 3, availableShifts: 2 });
      const changedShift = detail.shifts.find((shift) => shift.id === changed.id);
      expect(changedShift).toMatchObject({ startsAt: shiftAt(10, 13).startsAt, roleType: 'lähihoitaja' });
      expect(changedShift?.updates.at(-1)).toMatchObject({
        state: 'updated',
        content: 'startsAt,endsAt,roleType',
      });
      const added = detail.shifts.find((shift) => ![booked.id, changed.id].includes(shift.id));
      expect(added).toMatchObject({ status: 'open' });
      const [removed] = await db()
        .select()
        .from(shifts)
        .where(eq(shifts.id, nth(rows, 2).id));
      expect(removed?.status).toBe('deleted');
    });

    it('refuses to change a booked shift’s times or to remove it', async () => {
      const { gig, shifts: rows } = await gigWith(['booked', 'open']);
      const booked = nth(rows, 0);
      const open = nth(rows, 1);
      const keepOpen = {
        id: open.id,
        startsAt: open.startsAt.toISOString(),
        endsAt: open.endsAt.toISOString(),
      };
      const moved = await call(agent, {
        method: 'PUT',
        url: `${base()}/gigs/${gig.id}`,
        payload: { title: 'X', shifts: [{ id: booked.id, ...shiftAt(20) }, keepOpen] },
      });
      expect(moved.json()).toMatchObject({ code: 'SHIFT_STATE_CHANGED' });
      const removed = await call(agent, {
        method: 'PUT',
        url: `${base()}/gigs/${gig.id}`,
        payload: { title: 'X', shifts: [keepOpen] },
      });
      expect(removed.json()).toMatchObject({ code: 'SHIFT_IS_BOOKED' });
    });

    it('publishes a draft on save when asked', async () => {
      const { gig, shifts: rows } = await gigWith(['draft'], { status: 'draft', isPublished: false });
      const shift = nth(rows, 0);
      const response = await call(agent, {
        method: 'PUT',
        url: `${base()}/gigs/${gig.id}`,
        payload: {
          title: 'Julkaistava',
          shifts: [
            { id: shift.id, startsAt: shift.startsAt.toISOString(), endsAt: shift.endsAt.toISOString() },
          ],
          publish: true,
        },
      });
      expect(response.json<GigDetail>()).toMatchObject({ status: 'published', label: 'open' });
      expect(response.json<GigDetail>().shifts[0]?.status).toBe('open');
    });
  });

  describe('list', () => {
    it('labels and filters gigs by label as gigLabelOf does', async () => {
      await gigWith(['open'], { title: 'Avoin' });
      await gigWith(['booked'], { title: 'Täynnä' });
      await gigWith(['draft'], { title: 'Luonnos', status: 'draft', isPublished: false });
      await gigWith(['draft'], { title: 'Ehdotus', status: 'suggestion', isPublished: false });
      const past = await buildGig(db(), {
        accountId: world.accountA1.id,
        areaId: world.areaOfCustomer.id,
        title: 'Mennyt',
        status: 'published',
      });
      await buildShift(db(), {
        accountId: world.accountA1.id,
        areaId: world.areaOfCustomer.id,
        gigId: past.id,
        startsAt: new Date(now() - 2 * day),
        endsAt: new Date(now() - 2 * day + 8 * hour),
      });
      await refreshGigFigures(db(), past.id);
      const labels = Object.fromEntries(
        (await list(agent, '?perPage=50')).json<GigPage>().items.map((gig) => [gig.title, gig.label]),
      );
      expect(labels).toEqual({
        Avoin: 'open',
        Täynnä: 'published',
        Luonnos: 'draft',
        Ehdotus: 'suggestion',
        Mennyt: 'expired',
      });
      for (const [title, label] of Object.entries(labels)) {
        expect(await titles(agent, `?label=${label}`)).toEqual([title]);
      }
    });

    it('filters by area, overlapping dates, role and text; never lists templates or deleted gigs', async () => {
      const nurse = await gigWith(['open'], { title: 'Sairaanhoitajat', roleType: 'sairaanhoitaja' });
      const second = await buildArea(db(), { accountId: world.accountA1.id, name: 'Koivukoti' });
      await gigWith(['open', 'open', 'open', 'open', 'open'], { title: 'Koivun viikko', areaId: second.id });
      await buildGig(db(), {
        accountId: world.accountA1.id,
        areaId: world.areaOfCustomer.id,
        title: 'Pohja',
        isTemplate: true,
      });
      await buildGig(db(), {
        accountId: world.accountA1.id,
        areaId: world.areaOfCustomer.id,
        title: 'Poistettu',
        status: 'deleted',
      });
      expect(await titles(agent, `?areaId=${second.id}`)).toEqual(['Koivun viikko']);
      expect(await titles(agent, '?roleType=Sairaanhoitaja')).toEqual(['Sairaanhoitajat']);
      expect(await titles(agent, '?text=koivu')).toEqual(['Koivun viikko']);
      // The nurse gig's one shift is tomorrow; the other gig runs five days from tomorrow.
      const dayKey = (offset: number) => new Date(now() + offset * day).toISOString().slice(0, 10);
      expect((await titles(agent, `?from=${dayKey(4)}&to=${dayKey(8)}`)).sort()).toEqual(['Koivun viikko']);
      expect((await titles(agent, `?from=${dayKey(0)}&to=${dayKey(1)}`)).sort()).toEqual([
        'Koivun viikko',
        'Sairaanhoitajat',
      ]);
      expect(nurse.gig.id).toBeDefined();
    });

    it('sorts by title either way and pages ten at a time by default', async () => {
      for (let index = 0; index < 12; index += 1) {
        await buildGig(db(), {
          accountId: world.accountA1.id,
          areaId: world.areaOfCustomer.id,
          title: `Keikka ${String(index).padStart(2, '0')}`,
          status: 'draft',
        });
      }
      const first = (await list(agent, '?sort=title&order=asc')).json<GigPage>();
      expect(first.total).toBe(12);
      expect(first.items).toHaveLength(10);
      expect(first.items[0]?.title).toBe('Keikka 00');
      expect(await titles(agent, '?sort=title&order=asc&page=2')).toEqual(['Keikka 10', 'Keikka 11']);
      expect(await titles(agent, '?sort=title&order=desc&perPage=2')).toEqual(['Keikka 11', 'Keikka 10']);
    });
  });

  describe('templates', () => {
    it('saves the form as a named template, lists it for staff, and deletes it', async () => {
      const saved = await call(agent, {
        method: 'POST',
        url: `${base()}/gig-templates`,
        payload: {
          areaId: world.areaOfCustomer.id,
          templateName: 'Viikonloppuyöt',
          title: 'Yövuoro',
          roleType: 'lähihoitaja',
          boostType: 'bonus',
          boostValue: 20,
          shifts: [{ startTime: '22:00', endTime: '07:00', requirements: 'Lääkelupa' }],
        },
      });
      expect(saved.statusCode).toBe(201);
      const template = saved.json<GigTemplate>();
      expect(template).toMatchObject({
        templateName: 'Viikonloppuyöt',
        streetAddress: 'Hämeenkatu 1',
        boostType: 'bonus',
        shifts: [{ startTime: '22:00', endTime: '07:00', roleType: null, requirements: 'Lääkelupa' }],
      });
      const listed = await call(agent, { method: 'GET', url: `${base()}/gig-templates` });
      expect(listed.json<{ items: GigTemplate[] }>().items.map((item) => item.templateName)).toEqual([
        'Viikonloppuyöt',
      ]);
      expect(await titles(agent)).toEqual([]);
      expect((await call(customer, { method: 'GET', url: `${base()}/gig-templates` })).statusCode).toBe(403);
      await call(agent, { method: 'DELETE', url: `${base()}/gig-templates/${template.id}` });
      const after = await call(agent, { method: 'GET', url: `${base()}/gig-templates` });
      expect(after.json<{ items: GigTemplate[] }>().items).toEqual([]);
      const [row] = await db()
        .select()
        .from(gigs)
        .where(and(eq(gigs.id, template.id), eq(gigs.isTemplate, true)));
      expect(row?.status).toBe('deleted');
    });
  });
});
