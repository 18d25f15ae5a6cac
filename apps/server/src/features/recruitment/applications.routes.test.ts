import { describe, expect, it } from 'vitest';
import { useApplicationsWorld } from './applications-test-world';

type Row = { id: string; fullName: string; step: string; longTermSeeking: boolean };
type Page = { items: Row[]; total: number };

const names = (page: Page) => page.items.map((item) => item.fullName);

describe('applications list and detail', () => {
  const { state, applicant, request } = useApplicationsWorld();
  const list = async (query: string) => (await request('GET', query)).json<Page>();

  it('lists the account’s applications newest first and filters by steps, role, region and dates', async () => {
    await applicant({ firstName: 'Aino', step: 'applied', createdAt: new Date('2026-11-01T10:00:00Z') });
    await applicant({
      firstName: 'Bea',
      step: 'no_answer',
      profession: 'lähihoitaja',
      addressRegion: 'Pirkanmaa',
      createdAt: new Date('2026-11-10T10:00:00Z'),
    });
    await applicant({ firstName: 'Cecilia', step: 'confirmed', createdAt: new Date('2026-11-20T22:30:00Z') });
    expect(names(await list(''))).toEqual(['Cecilia Hakija', 'Bea Hakija', 'Aino Hakija']);
    expect(names(await list('?step=applied,no_answer'))).toEqual(['Bea Hakija', 'Aino Hakija']);
    expect(names(await list('?profession=lähihoitaja'))).toEqual(['Bea Hakija']);
    expect(names(await list('?region=Pirkanmaa'))).toEqual(['Bea Hakija']);
    // Helsinki days: 20.11. 22:30 UTC is already 00:30 on the 21st in Helsinki.
    expect(names(await list('?createdFrom=2026-11-10&createdTo=2026-11-20'))).toEqual(['Bea Hakija']);
    expect(names(await list('?sort=name&order=asc'))).toEqual([
      'Aino Hakija',
      'Bea Hakija',
      'Cecilia Hakija',
    ]);
    const other = await request('GET', '?step=hired');
    expect(other.statusCode).toBe(400);
  });

  it('filters by seeking period and by long- or short-term seeking (20 days, spec §9)', async () => {
    await applicant({ firstName: 'Pitkä', applicationStart: '2026-12-01', applicationEnd: '2026-12-20' });
    await applicant({ firstName: 'Lyhyt', applicationStart: '2026-12-01', applicationEnd: '2026-12-19' });
    await applicant({ firstName: 'Avoin', applicationStart: '2027-02-01', applicationEnd: null });
    await applicant({ firstName: 'Ei', applicationStart: null });
    expect(names(await list('?seekingTerm=long-term&sort=name&order=asc'))).toEqual([
      'Avoin Hakija',
      'Pitkä Hakija',
    ]);
    expect(names(await list('?seekingTerm=short-term'))).toEqual(['Lyhyt Hakija']);
    expect(names(await list('?seekingFrom=2026-12-20&seekingTo=2027-01-31'))).toEqual(['Pitkä Hakija']);
    expect(names(await list('?seekingFrom=2027-03-01&sort=name&order=asc'))).toEqual(['Avoin Hakija']);
    const row = (await list('?search=Pitkä')).items[0];
    expect(row?.longTermSeeking).toBe(true);
  });

  it('searches name, e-mail and phone, refuses one letter, and pages by 100 for the CSV export', async () => {
    await applicant({ firstName: 'Saara', email: 'saara.s@test.example', mobile: '+358501112222' });
    await applicant({ firstName: 'Tuula', mobile: '+358409998888' });
    expect(names(await list('?search=saara.s@'))).toEqual(['Saara Hakija']);
    expect(names(await list('?search=050 111'))).toEqual(['Saara Hakija']);
    expect(names(await list('?search=tuula'))).toEqual(['Tuula Hakija']);
    const short = await request('GET', '?search=a');
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('SEARCH_TOO_SHORT');
    const page = await list('?perPage=100&page=1');
    expect(page.total).toBe(2);
    expect((await request('GET', '?perPage=101')).statusCode).toBe(400);
  });

  it('shows every application field, the steps a recruiter can take and whether it can be confirmed', async () => {
    const user = await applicant({ step: 'licence_confirmed' });
    const detail = (await request('GET', `/${user.id}`)).json();
    expect(detail).toMatchObject({
      id: user.id,
      fullName: 'Maija Hakija',
      mobile: '+358401234567',
      birthday: '1990-02-01',
      addressRegion: 'Uusimaa',
      profession: 'sairaanhoitaja',
      gender: 'female',
      permits: ['EU'],
      languages: ['suomi'],
      drivingLicence: true,
      hasCar: false,
      studyType: 'degree',
      credits: 210,
      answers: [{ question: 'Milloin voit aloittaa?', answer: 'Heti' }],
      source: 'registration',
      step: 'licence_confirmed',
      nextSteps: ['no_answer', 'interview_scheduled', 'interview_sent', 'rejected', 'withdrawn'],
      canConfirm: true,
      confirmed: false,
      assignedTo: null,
    });
  });

  it('saves an edit with the recruiter and answers APPLICATION_UPDATED; refuses a taken e-mail', async () => {
    const user = await applicant();
    const taken = await applicant({ email: 'varattu@test.example' });
    const body = {
      firstName: 'Maija',
      lastName: 'Muokattu',
      email: 'Maija.Uusi@Test.Example',
      mobile: '050 765 4321',
      birthday: '2.3.1991',
      addressRegion: 'Pirkanmaa',
      addressCity: 'Tampere',
      profession: 'lähihoitaja',
      applicationSeeking: ['sijaisuus'],
      applicationStart: '2027-01-01',
      applicationEnd: null,
      gender: null,
      permits: [],
      languages: ['suomi', 'ruotsi'],
      drivingLicence: false,
      hasCar: null,
      degree: '',
      studyType: 'student',
      credits: 90.5,
      assignedTo: state.world.users.agent.id,
    };
    const saved = await request('PUT', `/${user.id}`, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'APPLICATION_UPDATED',
      application: {
        fullName: 'Maija Muokattu',
        email: 'maija.uusi@test.example',
        mobile: '+358507654321',
        birthday: '1991-03-02',
        languages: ['suomi', 'ruotsi'],
        degree: null,
        credits: 90.5,
        assignedTo: { id: state.world.users.agent.id },
      },
    });
    const clash = await request('PUT', `/${user.id}`, { ...body, email: 'VARATTU@test.example' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ code: 'EMAIL_IN_USE' });
    const customer = await request('PUT', `/${user.id}`, {
      ...body,
      assignedTo: state.world.users.customer.id,
    });
    expect(customer.json()).toMatchObject({ code: 'APPLICATION_RECRUITER_INVALID' });
    const ownEmail = await request('PUT', `/${taken.id}`, { ...body, email: 'varattu@test.example' });
    expect(ownEmail.statusCode).toBe(200);
  });

  it('lists the recruiters, lets agents work, refuses customers and hides other accounts', async () => {
    const user = await applicant();
    const options = (await request('GET', '/options')).json<{ recruiters: { id: string }[] }>();
    expect(options.recruiters.map((recruiter) => recruiter.id).sort()).toEqual(
      [state.world.users.admin.id, state.world.users.agent.id].sort(),
    );
    expect((await request('GET', `/${user.id}`, undefined, 'agent')).statusCode).toBe(200);
    expect((await request('GET', '', undefined, 'customer')).statusCode).toBe(403);
    const elsewhere = await state.test.request(state.tokens.admin, {
      method: 'GET',
      url: `/api/accounts/${state.world.accountB1.id}/applications`,
    });
    expect(elsewhere.statusCode).toBe(404);
    const b1Applicant = await applicant({ firstName: 'Muu' });
    // An applicant id of account A1 asked through account A2 of the same organization is not found.
    const otherAccount = await state.test.request(state.tokens.admin, {
      method: 'GET',
      url: `/api/accounts/${state.world.accountA2.id}/applications/${b1Applicant.id}`,
    });
    expect(otherAccount.statusCode).toBe(404);
    expect((await request('GET', '/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
