import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';

type User = ReturnType<typeof renderApp>['user'];

const adId = '5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f';
const base = '/api/public/registration';
const ad = {
  id: adId,
  title: 'Sairaanhoitaja keikoille',
  company: 'Hoivapalvelut Oy',
  role: 'sairaanhoitaja',
  city: 'Tampere',
  questions: [] as string[],
};
const sent = { sent: true, expiresInMinutes: 10 };

/** Step 3's required details, typed as the applicant would. */
async function fillDetails(user: User) {
  await user.type(await screen.findByLabelText(/^Salasana/), 'salasana123');
  await user.type(screen.getByRole('textbox', { name: /^Nimi/ }), 'Maija Hakija');
  await user.type(screen.getByRole('textbox', { name: /^Puhelinnumero/ }), '040 123 4567');
  await user.type(screen.getByRole('textbox', { name: /^Syntymäaika/ }), '1.2.1990');
  await user.click(screen.getByRole('combobox', { name: /^Maakunta/ }));
  await user.click(await screen.findByRole('option', { name: 'Uusimaa' }));
  await user.type(screen.getByRole('textbox', { name: /^Kaupunki/ }), 'Espoo');
  await user.click(screen.getByRole('checkbox', { name: 'Keikkatyötä' }));
}

describe('registration page (public)', () => {
  it('takes the applicant from e-mail through the code to the details and thanks, without signing in', async () => {
    let registerCalls = 0;
    const { server, user } = renderApp(`/register/${adId}`, {
      handlers: {
        [`GET ${base}/recruitments/${adId}`]: () => ({ body: ad }),
        [`POST ${base}/code`]: () => ({ body: sent }),
        [`POST ${base}/code/verify`]: () => ({ body: { secret: 'salaisuus-0123456789-abcdefghij' } }),
        // The address got an account meanwhile on the first try; the second goes through.
        [`POST ${base}/register`]: () => {
          registerCalls += 1;
          return registerCalls === 1
            ? { status: 409, body: { code: 'EMAIL_IN_USE' } }
            : { status: 201, body: { registered: true } };
        },
      },
    });
    expect(
      await screen.findByText('Haet paikkaa Sairaanhoitaja keikoille – Hoivapalvelut Oy, Tampere'),
    ).toBeInTheDocument();
    expect(screen.getByText('Vaihe 1/3: Sähköposti')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Sähköpostiosoite/ }), 'Maija@Example.fi');
    await user.click(screen.getByRole('button', { name: 'Lähetä koodi' }));
    const code = await screen.findByRole('textbox', { name: /^Koodi/ });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByText('Vaihe 2/3: Koodi')).toBeInTheDocument();
    expect(screen.getByText(/lähetimme sinne 6-numeroisen koodin/)).toBeInTheDocument();
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Vahvista koodi' }));
    expect(screen.getByText('Kirjoita sähköpostin 6-numeroinen koodi.')).toBeInTheDocument();
    await user.type(code, '6');
    await user.click(screen.getByRole('button', { name: 'Vahvista koodi' }));

    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Rekisteröidy' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sähköpostiosoite on jo käytössä');
    await user.click(screen.getByRole('button', { name: 'Rekisteröidy' }));

    expect(await screen.findByText('Kiitos hakemuksestasi, otamme sinuun yhteyttä.')).toBeInTheDocument();
    const posts = server.requests.filter((request) => request.method === 'POST');
    expect(posts[0]?.body).toEqual({ email: 'maija@example.fi', locale: 'fi', recruitmentId: adId });
    expect(posts[1]?.body).toEqual({ email: 'maija@example.fi', code: '123456' });
    expect(posts[3]?.body).toMatchObject({
      secret: 'salaisuus-0123456789-abcdefghij',
      recruitmentId: adId,
      details: {
        fullName: 'Maija Hakija',
        birthday: '1990-02-01',
        addressRegion: 'Uusimaa',
        profession: 'sairaanhoitaja',
        applicationSeeking: ['keikkatyö'],
        locale: 'fi',
      },
    });
    expect(server.requests.every((request) => request.authorization === null)).toBe(true);
  });

  it('asks the ad’s own questions, requires an answer to each, and sends them with the questions', async () => {
    const questions = ['Onko sinulla voimassa oleva hygieniapassi?', 'Mihin aikaan voit aloittaa?'];
    const { server, user } = renderApp(`/register/${adId}`, {
      handlers: {
        [`GET ${base}/recruitments/${adId}`]: () => ({ body: { ...ad, questions } }),
        [`POST ${base}/code`]: () => ({ body: sent }),
        [`POST ${base}/code/verify`]: () => ({ body: { secret: 'salaisuus-0123456789-abcdefghij' } }),
        [`POST ${base}/register`]: () => ({ status: 201, body: { registered: true } }),
      },
    });
    await user.type(await screen.findByRole('textbox', { name: /^Sähköpostiosoite/ }), 'maija@example.fi');
    await user.click(screen.getByRole('button', { name: 'Lähetä koodi' }));
    await user.type(await screen.findByRole('textbox', { name: /^Koodi/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Vahvista koodi' }));
    await fillDetails(user);
    const passport = screen.getByRole('textbox', { name: new RegExp(`^${questions[0]}`) });
    const start = screen.getByRole('textbox', { name: new RegExp(`^${questions[1]}`) });
    await user.type(passport, 'Kyllä');
    await user.click(screen.getByRole('button', { name: 'Rekisteröidy' }));
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Tämä kenttä on pakollinen')).toBeInTheDocument();
    expect(server.requests.filter((request) => request.path.endsWith('/register'))).toHaveLength(0);
    await user.type(start, 'Heti maanantaina');
    await user.click(screen.getByRole('button', { name: 'Rekisteröidy' }));
    expect(await screen.findByText('Kiitos hakemuksestasi, otamme sinuun yhteyttä.')).toBeInTheDocument();
    const registered = server.requests.find((request) => request.path.endsWith('/register'));
    expect(registered?.body).toMatchObject({
      details: {
        answers: [
          { question: questions[0], answer: 'Kyllä' },
          { question: questions[1], answer: 'Heti maanantaina' },
        ],
      },
    });
  });

  it('says how many tries are left after a wrong code, and when too many codes were asked', async () => {
    const { user } = renderApp(`/register/${adId}`, {
      handlers: {
        [`GET ${base}/recruitments/${adId}`]: () => ({ body: ad }),
        [`POST ${base}/code`]: () => ({ body: sent }),
        [`POST ${base}/code/verify`]: () => ({
          status: 400,
          body: { code: 'REGISTRATION_CODE_INVALID', details: { attemptsLeft: 3 } },
        }),
      },
    });
    await user.type(await screen.findByRole('textbox', { name: /^Sähköpostiosoite/ }), 'maija@example.fi');
    await user.click(screen.getByRole('button', { name: 'Lähetä koodi' }));
    await user.type(await screen.findByRole('textbox', { name: /^Koodi/ }), '000000');
    await user.click(screen.getByRole('button', { name: 'Vahvista koodi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Koodi on väärä. Yrityksiä jäljellä: 3.');
  });

  it('refuses too many codes and an e-mail in use in the visitor’s words', async () => {
    const { user } = renderApp(`/register/${adId}`, {
      handlers: {
        [`GET ${base}/recruitments/${adId}`]: () => ({ body: ad }),
        [`POST ${base}/code`]: () => ({ status: 429, body: { code: 'REGISTRATION_CODE_LIMIT' } }),
      },
    });
    await user.type(await screen.findByRole('textbox', { name: /^Sähköpostiosoite/ }), 'maija@example.fi');
    await user.click(screen.getByRole('button', { name: 'Lähetä koodi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Liian monta koodia tunnin sisällä. Yritä myöhemmin uudelleen.',
    );
  });

  it('tells when the ad is not listed', async () => {
    renderApp(`/register/${adId}`, {
      handlers: {
        [`GET ${base}/recruitments/${adId}`]: () => ({ status: 404, body: { code: 'NOT_FOUND' } }),
      },
    });
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Tätä ilmoitusta ei löydy tai haku on päättynyt.'),
    );
  });

  it('opens in the language the ad was read in (the job board’s Apply link carries it)', async () => {
    renderApp(`/register/${adId}?lang=en`, {
      handlers: { [`GET ${base}/recruitments/${adId}`]: () => ({ body: ad }) },
    });
    expect(
      await screen.findByText('You are applying for Sairaanhoitaja keikoille – Hoivapalvelut Oy, Tampere'),
    ).toBeInTheDocument();
  });
});
