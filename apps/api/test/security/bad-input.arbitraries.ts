import fc from 'fast-check';

/** Generators of requests no route may accept: each body, query and header is malformed. */

/**
 * Every body field the API reads (packages/contracts), with a plausible value: a bad body sets
 * them all to wrong types, or adds a NUL to each value, so no route can take it for a valid one.
 */
const plausible: Record<string, string | Record<string, string>> = {
  name: 'Layla',
  surname: 'Haddad',
  email: 'layla@example.com',
  message: 'Hello there',
  companyName: 'Desert Bloom',
  phoneNumber: '+971501234567',
  phone: '+971501234567',
  password: 'Billboard#2024',
  passwordConfirm: 'Billboard#2024',
  agreeWithTerms: 'true',
  customerId: '1',
  username: 'layla@example.com',
  otp: '123456',
  otpEmail: '123456',
  otpMobile: '123456',
  emailToChange: 'new@example.com',
  phoneNumberToChange: '+971501234568',
  otpEmailToChange: '123456',
  otpMobileToChange: '123456',
  currentPassword: 'Billboard#2024',
  newPassword: 'Billboard#2025',
  id: '1',
  handled: 'true',
  values: { title: 'Reach' },
  reason: 'Blurry video',
  status: '5',
  value: 'Stadiums',
  billboardName: 'Marina Gate',
  location: 'Dubai Marina',
  latitude: '25.08',
  longitude: '55.14',
  price: '250',
  title: 'Marina LED',
  description: 'A screen',
  screens: '1',
  size: '1920x1080',
  mediaType: 'LED',
  duration: '30',
  loopSlots: '12',
  categoryId: '1',
  ledId: '1',
  video: 'ad.mp4',
};
export const bodyFields = Object.keys(plausible);

const queryNames = [
  ...['location', 'boardName', 'categoryId', 'page', 'size', 'ledId', 'q', 'status', 'handled'],
  ...['collection', 'fileName', 'limit', 'populate', 'pagination[page]', 'pagination[pageSize]'],
];

/** Text with the characters that break naive code: NUL, controls, RTL marks, emoji, lone surrogates. */
const nastyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\u202e\u0645\u0631\u062d\u0628\u0627',
    '😀👍🏽',
    '\ud800',
    'Ω≈ç√',
  ),
  fc.constantFrom("' OR 1=1 --", '<script>alert(1)</script>', '../../etc/passwd', '%s%n'),
);

/** A long run of text: past field limits, the 16 KB account body limit, or the 1 MB body limit. */
const hugeText = fc
  .tuple(nastyText, fc.constantFrom(10_001, 17_000, 1_100_000))
  .map(([text, length]) => (text || 'x').repeat(Math.ceil(length / Math.max(text.length, 1))));

/** Anything but a string, number or boolean: what no field of any route accepts. */
const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.array(fc.oneof(fc.integer(), nastyText), { minLength: 1, maxLength: 3 }),
  fc.dictionary(nastyText, nastyText, { minKeys: 1, maxKeys: 3 }),
  fc.constant({ nested: { deeper: { deepest: [1, { a: 'b' }] } } }),
  fc
    .integer({ min: 1, max: 200 })
    .map((depth) => JSON.parse('['.repeat(depth) + ']'.repeat(depth))),
);

const wrongTypedObject = fc
  .tuple(
    fc.array(wrongType, { minLength: bodyFields.length, maxLength: bodyFields.length }),
    fc.dictionary(nastyText, fc.oneof(nastyText, hugeText), { maxKeys: 3 }),
  )
  .map(([values, extra]) => ({
    ...extra,
    ...Object.fromEntries(bodyFields.map((field, i) => [field, values[i]])),
  }));

/** Percent-encoded UTF-8; lone surrogates, which have none, are left out. */
function urlEncoded(text: string): string {
  return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, ''));
}

export type BadBody = { payload?: string | Buffer; contentType?: string; family: string };

/** Bodies a handler must never get to act on: unparseable, of the wrong type, or unsupported. */
export const unparseableBody: fc.Arbitrary<BadBody> = fc.oneof(
  // Invalid JSON: a valid document cut short, or made-up text.
  fc
    .tuple(wrongTypedObject, fc.double({ min: 0.05, max: 0.95, noNaN: true }))
    .map(([value, cut]) => {
      const text = JSON.stringify(value);
      return { family: 'invalid json', payload: text.slice(0, Math.floor(text.length * cut)) };
    })
    .map((body) => ({ ...body, contentType: 'application/json' })),
  fc.constantFrom('{', '{"a":}', 'nul', '[1,2', "{'a':1}", '{"__proto__":{"x":1}}').map((text) => ({
    family: 'invalid json',
    payload: text,
    contentType: 'application/json',
  })),
  fc
    .constantFrom(
      '{"constructor":{"prototype":{"admin":true}}}',
      '{"a":1,"__proto__":{"role":"operator"}}',
    )
    .map((text) => ({
      family: 'prototype pollution',
      payload: text,
      contentType: 'application/json',
    })),
  // A content type no route reads.
  fc
    .tuple(
      fc.constantFrom('application/xml', 'text/csv', 'application/x-foo; charset=x', 'image/png'),
      nastyText,
    )
    .map(([contentType, text]) => ({ family: 'wrong content type', contentType, payload: text })),
  // Multipart without a boundary, or cut off before its end.
  fc.constant({
    family: 'multipart without boundary',
    contentType: 'multipart/form-data',
    payload: '--x\r\nContent-Disposition: form-data; name="ledId"\r\n\r\n1\r\n--x--',
  }),
  fc.integer({ min: 10, max: 400 }).map((cut) => ({
    family: 'truncated multipart',
    contentType: 'multipart/form-data; boundary=fuzz',
    payload: Buffer.from(
      '--fuzz\r\nContent-Disposition: form-data; name="ledId"\r\n\r\n1\r\n' +
        '--fuzz\r\nContent-Disposition: form-data; name="video"; filename="ad.mp4"\r\n' +
        'Content-Type: video/mp4\r\n\r\n\u0000\u0000\u0000\u0018ftypmp42' +
        'x'.repeat(400) +
        '\r\n--fuzz--\r\n',
    ).subarray(0, cut),
  })),
);

/** Bodies that parse, but whose every field has the wrong type (or the whole body does). */
export const wrongTypedBody: fc.Arbitrary<BadBody> = fc.oneof(
  wrongTypedObject.map((value) => ({
    family: 'wrong types',
    payload: JSON.stringify(value),
    contentType: 'application/json',
  })),
  fc
    .oneof(fc.array(nastyText), fc.integer(), nastyText, fc.constant(null), fc.boolean())
    .map((value) => ({
      family: 'json that is not an object',
      payload: JSON.stringify(value),
      contentType: 'application/json',
    })),
  // A form field given twice arrives as an array.
  fc.array(nastyText, { minLength: 2, maxLength: 2 }).map((texts) => ({
    family: 'form fields given twice',
    contentType: 'application/x-www-form-urlencoded',
    payload: texts
      .flatMap((text) => bodyFields.map((field) => `${field}=${urlEncoded(text)}`))
      .join('&'),
  })),
  hugeText.map((text) => ({
    family: 'huge body',
    payload: JSON.stringify({ ...Object.fromEntries(bodyFields.map((f) => [f, [1]])), pad: text }),
    contentType: 'application/json',
  })),
  // No content type at all, or text/plain, which Fastify reads as one string.
  fc.constant({ family: 'missing content type', payload: '{"name":[1]}' }),
  nastyText.map((text) => ({ family: 'plain text', contentType: 'text/plain', payload: text })),
  // Every field plausible, but every text carries a NUL, which PostgreSQL cannot store.
  fc
    .tuple(fc.nat(), fc.constantFrom('application/json', 'application/x-www-form-urlencoded'))
    .map(([at, contentType]) => {
      const withNul = (text: string) => {
        const i = at % (text.length + 1);
        return `${text.slice(0, i)}\u0000${text.slice(i)}`;
      };
      const fields = Object.entries(plausible).map(([key, value]) => [
        key,
        typeof value === 'string'
          ? withNul(value)
          : Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withNul(v)])),
      ]);
      const payload =
        contentType === 'application/json'
          ? JSON.stringify(Object.fromEntries(fields))
          : new URLSearchParams(
              fields.filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
            ).toString();
      return { family: 'text with NUL', contentType, payload };
    }),
);

/** Path values that are not ids of anything: malformed, out of range, or of no record. */
export const badParam = fc.oneof(
  fc.constantFrom('abc', '-1', '0', '1.5', '99999999999999999999', '2147483648', 'null', '[]'),
  fc.constantFrom('0x10', '1e1', '%20', '%2B1', 'Infinity'),
  fc.constantFrom('%E0%A4%A', '%00', '%D9%A1%D9%A2', '%F0%9F%98%80', '..%2F..%2Fetc', '999999'),
  // Random text, never all digits (that could name a real record).
  fc
    .string({ unit: 'binary', minLength: 1, maxLength: 300 })
    .map((text) => text.replace(/[\ud800-\udfff]/g, ''))
    .map((text) => urlEncoded(/^\s*\d*\s*$/.test(text) ? `x${text}` : text)),
);

const queryValue = fc.oneof(
  nastyText.map(urlEncoded),
  fc.constantFrom('%', '%ZZ', '%E0%A4%A', '%00', '%ED%A0%80', '-1', '1e400', 'NaN', '0x1F'),
  fc.constantFrom(20_000, 70_000).map((length) => 'x'.repeat(length)),
);

/** A query string of known and unknown names, some given twice, with malformed values. */
export const badQuery = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...queryNames), fc.constantFrom('a[b][c]', '__proto__', 'x%00')),
      queryValue,
    ),
    { minLength: 1, maxLength: 5 },
  )
  .chain((pairs) =>
    fc.boolean().map((twice) => {
      const all = twice ? [...pairs, ...pairs] : pairs;
      return all.map(([name, value]) => `${name}=${value}`).join('&');
    }),
  );

const headerText = fc.string({ unit: 'binary-ascii', maxLength: 200 }).map((text) =>
  // Only what a client can put in a header: visible ASCII and spaces.
  text.replace(/[^\x20-\x7e]/g, ''),
);

const header = (name: string, value: fc.Arbitrary<string>) =>
  value.map((v): Record<string, string> => ({ [name]: v }));

/** Malformed values for the headers the service reads, up to three at a time. */
export const badHeaders = fc
  .array(
    fc.oneof(
      header('accept-encoding', headerText),
      header('accept', headerText),
      header('if-none-match', headerText),
      header('if-modified-since', headerText),
      header('range', fc.oneof(headerText, fc.constantFrom('bytes=5-1', 'bytes=x-y', 'bytes=-0'))),
      header(
        'origin',
        fc.oneof(headerText, fc.constantFrom('null', 'http://', 'https://evil.example')),
      ),
      header('referer', headerText),
      header('x-forwarded-for', fc.oneof(headerText, fc.constantFrom('::::', '999.1.1.1', ''))),
      header('x-request-id', fc.oneof(headerText, fc.constant('r'.repeat(8000)))),
      header('user-agent', fc.constant('u'.repeat(20_000))),
      header('content-encoding', fc.constantFrom('gzip', 'br', 'x-unknown')),
      // The origin check compares the sender with the proxy's forwarded protocol and host.
      fc
        .tuple(
          fc.oneof(headerText, fc.constantFrom('https', 'gopher', 'https, http', 'a b')),
          fc.oneof(headerText, fc.constantFrom('a b', 'evil.example:99999', '[::1', '')),
          fc.constantFrom('http://localhost:80', 'null', 'file:///etc'),
        )
        .map(([proto, host, origin]) => ({
          'x-forwarded-proto': proto,
          'x-forwarded-host': host,
          origin,
        })),
    ),
    { maxLength: 3 },
  )
  .map((records) => Object.assign({}, ...records) as Record<string, string>);

/** Junk added to a caller's cookie header: a second, forged session, or noise. */
export const cookieJunk = fc.oneof(
  fc.constant(''),
  fc.constantFrom('sid=forged', 'sid=', 'sid=%E0%A4%A', `sid=${'a'.repeat(5000)}`, '=;;=;'),
);
