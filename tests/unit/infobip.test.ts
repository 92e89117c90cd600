// The Infobip message sender against msw: the exact requests for SMS, WhatsApp, Viber and email, how the
// answers become delivery receipts, and how failures become errors that never hold secrets.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { createInfobipSender, infobipNumber } from '../../server/platform/identity/messaging/infobip';
import { OtpChannel, type OutgoingMessage } from '../../server/platform/identity/providers';

const BASE = 'https://xk9p2.api.infobip.com';
const KEY = 'ib-secret-key-4f1c0d2e9a8b7c6d5e4f3a2b1c0d9e8f-7a6b';
const CODE = '482913';
const BODY = `Your verification code is ${CODE}. It expires in 5 minutes.`;

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const options = {
  baseUrl: BASE,
  apiKey: KEY,
  smsSender: 'FoodShop',
  whatsappSender: '+441134960000',
  viberSender: 'FoodShop',
  emailFrom: 'Food Shop <no-reply@shop.example>',
};
const sender = createInfobipSender(options);

const sms: OutgoingMessage = { channel: OtpChannel.SMS, to: '+6591234567', body: BODY, code: CODE };

const pending = (messageId: string) => ({
  messageId,
  status: { groupId: 1, groupName: 'PENDING', id: 26, name: 'PENDING_ACCEPTED', description: 'Message sent' },
});

interface Seen {
  request: Request;
  text: string;
}

/** Records the requests to one path and answers them with `answer`. */
function capture(path: string, answer: () => Response | Promise<Response>): Seen[] {
  const seen: Seen[] = [];
  server.use(
    http.post(`${BASE}${path}`, async ({ request }) => {
      seen.push({ request, text: await request.clone().text() });
      return answer();
    }),
  );
  return seen;
}

/** Runs the call and answers the Error it throws (or fails). */
async function failure(call: Promise<unknown>): Promise<Error> {
  try {
    await call;
  } catch (error) {
    expect(error).toBeInstanceOf(Error);
    return error as Error;
  }
  throw new Error('expected a failure');
}

function expectNoSecrets(error: Error) {
  for (const secret of [KEY, CODE, BODY, '6591234567']) expect(error.message).not.toContain(secret);
  expect(error.message).toMatch(/^infobip: /);
}

describe('Infobip sender: what it offers', () => {
  it('names itself and offers SMS, WhatsApp and Viber, not Telegram', () => {
    expect(sender.name).toBe('infobip');
    expect([...sender.channels]).toEqual([OtpChannel.SMS, OtpChannel.WHATSAPP, OtpChannel.VIBER]);
    expect(sender.channels).not.toContain(OtpChannel.TELEGRAM);
  });

  it('refuses Telegram without calling Infobip', async () => {
    // any request would be an unhandled request, which msw turns into an error
    const e = await failure(sender.send({ ...sms, channel: OtpChannel.TELEGRAM }));
    expect(e.message).toBe('infobip: channel 4 is not offered');
  });

  it('needs an API key and a base URL', () => {
    expect(() => createInfobipSender({ ...options, apiKey: '' })).toThrow(/API key/);
    expect(() => createInfobipSender({ ...options, baseUrl: '' })).toThrow(/base URL/);
  });

  it('writes numbers as Infobip expects them: digits without the leading +', () => {
    expect(infobipNumber('+6591234567')).toBe('6591234567');
    expect(infobipNumber('+62 812-3456-7890')).toBe('6281234567890');
    expect(infobipNumber('886912345678')).toBe('886912345678');
    expect(() => infobipNumber('+12')).toThrow('infobip: invalid phone number');
    expect(() => infobipNumber('not a number')).toThrow('infobip: invalid phone number');
  });
});

describe('Infobip SMS (POST /sms/2/text/advanced)', () => {
  it('sends one message with the App key, JSON, the sender and the number in digits', async () => {
    const seen = capture('/sms/2/text/advanced', () =>
      HttpResponse.json({
        bulkId: '2034072219640523072',
        messages: [{ ...pending('2250be2d4219'), to: '6591234567' }],
      }),
    );
    const receipt = await sender.send(sms);
    expect(seen).toHaveLength(1);
    const { request, text } = seen[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`${BASE}/sms/2/text/advanced`);
    expect(request.headers.get('authorization')).toBe(`App ${KEY}`);
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(request.headers.get('accept')).toBe('application/json');
    expect(new URL(request.url).search).toBe(''); // the key never travels in the URL
    expect(JSON.parse(text)).toEqual({
      messages: [{ destinations: [{ to: '6591234567' }], from: 'FoodShop', text: BODY }],
    });
    expect(receipt).toEqual({ id: '2250be2d4219', status: 'PENDING' });
  });

  it('accepts a bare host or a trailing slash as the base URL and a numeric SMS sender', async () => {
    const seen = capture('/sms/2/text/advanced', () => HttpResponse.json({ messages: [pending('m-1')] }));
    const bare = createInfobipSender({ ...options, baseUrl: 'xk9p2.api.infobip.com/', smsSender: '+6580001111' });
    expect(await bare.send(sms)).toEqual({ id: 'm-1', status: 'PENDING' });
    expect(seen[0]!.request.url).toBe(`${BASE}/sms/2/text/advanced`);
    expect(JSON.parse(seen[0]!.text).messages[0].from).toBe('6580001111');
  });

  it('refuses a number that is not one without calling Infobip', async () => {
    const e = await failure(sender.send({ ...sms, to: 'abc' }));
    expect(e.message).toBe('infobip: invalid phone number');
  });
});

describe('Infobip WhatsApp (POST /whatsapp/1/message/text)', () => {
  it('sends from the WhatsApp number to the customer, both in digits, and reads the single answer', async () => {
    const seen = capture('/whatsapp/1/message/text', () =>
      HttpResponse.json({ to: '6281234567890', messageCount: 1, ...pending('a28dd97c-1ffb') }),
    );
    const receipt = await sender.send({ ...sms, channel: OtpChannel.WHATSAPP, to: '+6281234567890' });
    const { request, text } = seen[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`${BASE}/whatsapp/1/message/text`);
    expect(request.headers.get('authorization')).toBe(`App ${KEY}`);
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(text)).toEqual({ from: '441134960000', to: '6281234567890', content: { text: BODY } });
    expect(receipt).toEqual({ id: 'a28dd97c-1ffb', status: 'PENDING' });
  });
});

describe('Infobip Viber (POST /viber/2/messages)', () => {
  it('sends a TEXT message from the Viber sender and reads the bulk answer', async () => {
    const seen = capture('/viber/2/messages', () =>
      HttpResponse.json({
        bulkId: 'a28dd97c-2222',
        messages: [{ ...pending('a28dd97c-1ffb-4fcf'), destination: '84912345678' }],
      }),
    );
    const receipt = await sender.send({ ...sms, channel: OtpChannel.VIBER, to: '+84912345678' });
    const { request, text } = seen[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`${BASE}/viber/2/messages`);
    expect(request.headers.get('authorization')).toBe(`App ${KEY}`);
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(text)).toEqual({
      messages: [{ sender: 'FoodShop', destinations: [{ to: '84912345678' }], content: { type: 'TEXT', text: BODY } }],
    });
    expect(receipt).toEqual({ id: 'a28dd97c-1ffb-4fcf', status: 'PENDING' });
  });
});

describe('Infobip email (POST /email/3/send)', () => {
  const email = { to: 'ana@example.com', subject: 'Verify your email', body: BODY, code: CODE };

  it('sends a multipart form with from, to, subject and text', async () => {
    let form: FormData | null = null;
    let request: Request | null = null;
    server.use(
      http.post(`${BASE}/email/3/send`, async ({ request: r }) => {
        request = r;
        form = await r.formData();
        return HttpResponse.json({
          bulkId: 'snxemd8u52v7v84iiu69',
          messages: [{ to: 'ana@example.com', messageCount: 1, ...pending('jgzra46v9zi1ztvd62t5') }],
        });
      }),
    );
    const receipt = await sender.sendEmail(email);
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe(`${BASE}/email/3/send`);
    expect(request!.headers.get('authorization')).toBe(`App ${KEY}`);
    expect(request!.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(Object.fromEntries(form!.entries())).toEqual({
      from: 'Food Shop <no-reply@shop.example>',
      to: 'ana@example.com',
      subject: 'Verify your email',
      text: BODY,
    });
    expect(receipt).toEqual({ id: 'jgzra46v9zi1ztvd62t5', status: 'PENDING' });
  });

  it('uses the first line of the body when there is no subject', async () => {
    let form: FormData | null = null;
    server.use(
      http.post(`${BASE}/email/3/send`, async ({ request }) => {
        form = await request.formData();
        return HttpResponse.json({ messages: [pending('e-2')] });
      }),
    );
    await sender.sendEmail({ to: 'ana@example.com', body: `Code ${CODE}\nSee you soon`, code: CODE });
    expect(form!.get('subject')).toBe(`Code ${CODE}`);
  });

  it('throws without calling Infobip when no sender address is configured', async () => {
    const noEmail = createInfobipSender({ ...options, emailFrom: undefined });
    const e = await failure(noEmail.sendEmail(email));
    expect(e.message).toBe('infobip: email is not configured');
  });
});

describe('Infobip failures', () => {
  it('turns 4xx and 5xx into errors naming the status, never the key, the code or the number', async () => {
    for (const [status, body, expected] of [
      [
        401,
        { requestError: { serviceException: { messageId: 'UNAUTHORIZED', text: `Invalid login details ${KEY}` } } },
        'infobip: HTTP 401 UNAUTHORIZED',
      ],
      [
        400,
        { requestError: { serviceException: { messageId: 'BAD_REQUEST', text: `Bad request: ${BODY}` } } },
        'infobip: HTTP 400 BAD_REQUEST',
      ],
      [
        429,
        { requestError: { serviceException: { messageId: 'TOO_MANY_REQUESTS' } } },
        'infobip: HTTP 429 TOO_MANY_REQUESTS',
      ],
      [500, { requestError: { serviceException: { messageId: 'GENERAL_ERROR' } } }, 'infobip: HTTP 500 GENERAL_ERROR'],
      [503, null, 'infobip: HTTP 503'],
      [403, { requestError: { serviceException: { messageId: `leaky ${KEY}` } } }, 'infobip: HTTP 403'],
    ] as const) {
      capture('/sms/2/text/advanced', () =>
        body === null ? new HttpResponse('<html>down</html>', { status }) : HttpResponse.json(body, { status }),
      );
      const e = await failure(sender.send(sms));
      expect(e.message).toBe(expected);
      expectNoSecrets(e);
    }
  });

  it('turns a network failure into an error', async () => {
    capture('/whatsapp/1/message/text', () => HttpResponse.error());
    const e = await failure(sender.send({ ...sms, channel: OtpChannel.WHATSAPP }));
    expect(e.message).toBe('infobip: network error');
    expectNoSecrets(e);
  });

  it('gives up after timeoutMs when Infobip never answers', async () => {
    server.use(http.post(`${BASE}/viber/2/messages`, () => new Promise<Response>(() => {})));
    const impatient = createInfobipSender({ ...options, timeoutMs: 50 });
    const started = Date.now();
    const e = await failure(impatient.send({ ...sms, channel: OtpChannel.VIBER }));
    expect(e.message).toBe('infobip: timeout');
    expect(Date.now() - started).toBeLessThan(1_500);
    expectNoSecrets(e);
  });

  it('turns a malformed answer into an error', async () => {
    capture('/sms/2/text/advanced', () => HttpResponse.text('{"messages": [', { status: 200 }));
    expect((await failure(sender.send(sms))).message).toBe('infobip: malformed answer');
    capture('/sms/2/text/advanced', () => HttpResponse.json({ messages: [] }));
    expect((await failure(sender.send(sms))).message).toBe('infobip: malformed answer');
    capture('/whatsapp/1/message/text', () => HttpResponse.json({ messageId: 7 }));
    expect((await failure(sender.send({ ...sms, channel: OtpChannel.WHATSAPP }))).message).toBe(
      'infobip: malformed answer',
    );
  });

  it('treats a message Infobip rejected at once as a failure', async () => {
    capture('/sms/2/text/advanced', () =>
      HttpResponse.json({
        messages: [
          {
            messageId: 'm-rej',
            to: '6591234567',
            status: { groupId: 5, groupName: 'REJECTED', id: 51, name: 'REJECTED_DESTINATION', description: 'x' },
          },
        ],
      }),
    );
    const e = await failure(sender.send(sms));
    expect(e.message).toBe('infobip: REJECTED REJECTED_DESTINATION');
    expectNoSecrets(e);
  });
});

describe('Infobip with an injected fetch', () => {
  it('calls the given fetch instead of the global one', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fakeFetch = (async (url: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(url), init: init! });
      return Response.json({ messages: [pending('fake-1')] });
    }) as typeof fetch;
    const own = createInfobipSender({ ...options, fetch: fakeFetch });
    expect(await own.send(sms)).toEqual({ id: 'fake-1', status: 'PENDING' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(`${BASE}/sms/2/text/advanced`);
    expect(calls[0]!.init.method).toBe('POST');
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBe(`App ${KEY}`);
    expect(calls[0]!.init.signal).toBeInstanceOf(AbortSignal);
  });
});
