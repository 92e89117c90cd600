// SPEC §7 "Uploads" and §5 "Image upload" over real HTTP on the demo database: images checked by their
// bytes (JPEG, PNG, BMP) and their size (1 MB) before anything is written, served to their owner only; and
// the shop forwarding a File through its platform client (app/features/checkout/uploads.server.ts).
import zlib from 'node:zlib';
import sharp from 'sharp';
import type { AppLoadContext } from '@remix-run/node';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Authed } from '~/utils/auth.server';
import { uploadedSchema } from '~/contract/uploads';
import { LIMITS } from '~/domain/constants';
import { platformClient } from '~/platform-client/client.server';
import { uploadImage } from '~/features/checkout/uploads.server';
import { demoDatabase } from '../fixtures/database';
import { customer, postgresDemo, startShop } from '../fixtures/shop-app';
import { shopStore } from '../../server/shop-store/index';
import { startPlatform, type PlatformServer } from '../fixtures/platform-server';
import type { Database } from '../../server/platform/db/index';
import { MAX_MULTIPART_BYTES } from '../../server/platform/http/parse';
import { uploadsOwnedBy } from '../../server/platform/uploads/routes';

const E = '/api/enterprise/v1';

// ---- real images, made here -----------------------------------------------------------------------------

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 2×2 RGB PNG. */
function png(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.from([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 0, 255, 255, 255, 255]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An 8×8 grey baseline JPEG: one DC code and one AC code (end of block), all quantisers 1. */
function jpeg(): Buffer {
  const segment = (marker: number, data: number[]) => [
    0xff,
    marker,
    (data.length + 2) >> 8,
    (data.length + 2) & 255,
    ...data,
  ];
  return Buffer.from([
    0xff,
    0xd8,
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...segment(0xdb, [0, ...new Array<number>(64).fill(1)]),
    ...segment(0xc0, [8, 0, 8, 0, 8, 1, 1, 0x11, 0]),
    ...segment(0xc4, [0x00, 1, ...new Array<number>(15).fill(0), 0]),
    ...segment(0xc4, [0x10, 1, ...new Array<number>(15).fill(0), 0]),
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    0x3f,
    0xff,
    0xd9,
  ]);
}

/** A 1×1 24-bit BMP. */
function bmp(): Buffer {
  const b = Buffer.alloc(58);
  b.write('BM', 0, 'latin1');
  b.writeUInt32LE(58, 2);
  b.writeUInt32LE(54, 10);
  b.writeUInt32LE(40, 14);
  b.writeInt32LE(1, 18);
  b.writeInt32LE(1, 22);
  b.writeUInt16LE(1, 26);
  b.writeUInt16LE(24, 28);
  b.writeUInt32LE(4, 34);
  b.set([0, 0, 255, 0], 54);
  return b;
}

/** A PNG's signature padded with zeros to `size` bytes. */
const pngOfSize = (size: number) => Buffer.concat([png(), Buffer.alloc(size - png().length)]);

// ---- the platform -----------------------------------------------------------------------------------------

let database: Database;
let api: PlatformServer;
let ana: string;
let ben: string;
let anaId: number;
let benId: number;

beforeAll(async () => {
  database = await demoDatabase();
  api = await startPlatform(database);
  const lookup = await api.get(`${E}/branch/vizmenu/identify?hash=LKmalate`);
  const branchId = (lookup.body as { branch: { id: number } }).branch.id;
  ana = await api.guestToken(branchId);
  ben = await api.guestToken(branchId);
  const me = async (token: string) =>
    (await api.get('/api/consumer/v1/profile', { headers: { authorization: `Bearer ${token}` } })).body as {
      user?: { id: number };
      id?: number;
    };
  const [a, b] = [await me(ana), await me(ben)];
  anaId = a.user?.id ?? a.id!;
  benId = b.user?.id ?? b.id!;
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

const count = async () =>
  Number((await sql<{ n: number }>`select count(*)::int as n from uploads`.execute(database.db)).rows[0]!.n);

function form(fields: Record<string, string | Array<{ bytes: Buffer; name: string; type: string }>>): FormData {
  const f = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') f.append(key, value);
    else for (const v of value) f.append(key, new Blob([new Uint8Array(v.bytes)], { type: v.type }), v.name);
  }
  return f;
}

async function post(path: string, body: FormData | string, token: string | null) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (typeof body === 'string') headers['content-type'] = 'application/json';
  return api.get(E + path, { method: 'POST', body, headers });
}

const one = (bytes: Buffer, name: string, type: string, kind = 'id_front') =>
  form({ file: [{ bytes, name, type }], type: kind, for: 'age_restriction' });

async function stored(path: string) {
  return database.db
    .selectFrom('uploads')
    .selectAll()
    .where('id', '=', path.replace('uploads/', ''))
    .executeTakeFirst();
}

describe('POST {enterprise}/public/upload', () => {
  it('keeps a real PNG, JPEG and BMP with the type their bytes say, for the token’s user', async () => {
    for (const [bytes, name, type] of [
      [png(), 'front.png', 'image/png'],
      [jpeg(), 'front.jpeg', 'image/jpeg'],
      [bmp(), 'front.bmp', 'image/bmp'],
    ] as const) {
      const answer = await post('/public/upload', one(bytes, name, type), ana);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const uploaded = uploadedSchema.parse(answer.body);
      expect(uploaded.path).toMatch(/^uploads\/[0-9a-f-]{36}$/);
      expect(uploaded.signed_url).toBe(`/uploads/${uploaded.path.slice('uploads/'.length)}`);
      const row = await stored(uploaded.path);
      expect(row).toMatchObject({ owner_user_id: anaId, kind: 'id_front', content_type: type, size: bytes.length });
      expect(Buffer.from(row!.bytes).equals(bytes)).toBe(true);
    }
  });

  it('refuses a text file named photo.jpg, and writes nothing', async () => {
    const before = await count();
    const answer = await post(
      '/public/upload',
      one(Buffer.from('hello, not an image'), 'photo.jpg', 'image/jpeg'),
      ana,
    );
    expect(answer.status).toBe(415);
    expect(answer.body).toMatchObject({
      code: 'unsupported_file_type',
      message: 'Only .jpg, .jpeg, .png or .bmp images are accepted',
    });
    expect(await count()).toBe(before);
  });

  it('goes by the bytes, not the declared type or the name', async () => {
    const accepted = await post('/public/upload', one(png(), 'picture.gif', 'image/gif'), ana);
    expect(accepted.status).toBe(200);
    expect((await stored(uploadedSchema.parse(accepted.body).path))?.content_type).toBe('image/png');
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    const before = await count();
    for (const [bytes, name, type] of [
      [gif, 'photo.png', 'image/png'],
      [Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'short.png', 'image/png'],
      [Buffer.alloc(0), 'empty.jpg', 'image/jpeg'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.bmp', 'image/bmp'],
    ] as const) {
      const refused = await post('/public/upload', one(bytes, name, type), ana);
      expect(refused.status, name).toBe(415);
    }
    expect(await count()).toBe(before);
  });

  it('takes exactly 1 MB and refuses one byte more with 413 and a message, writing nothing', async () => {
    const at = await post('/public/upload', one(pngOfSize(LIMITS.uploadMaxBytes), 'big.png', 'image/png'), ana);
    expect(at.status).toBe(200);
    const before = await count();
    const over = await post('/public/upload', one(pngOfSize(LIMITS.uploadMaxBytes + 1), 'big.png', 'image/png'), ana);
    expect(over.status).toBe(413);
    expect(over.body).toMatchObject({ code: 'payload_too_large', message: 'The image must be at most 1 MB' });
    // a body past the multipart limit is refused before it is read to its end
    const huge = await post('/public/upload', one(pngOfSize(MAX_MULTIPART_BYTES + 1), 'huge.png', 'image/png'), ana);
    expect(huge.status).toBe(413);
    expect(await count()).toBe(before);
  });

  it('needs a customer token, a file, a known type, and a multipart body', async () => {
    const before = await count();
    expect((await post('/public/upload', one(png(), 'a.png', 'image/png'), null)).status).toBe(401);
    expect((await post('/public/upload', one(png(), 'a.png', 'image/png'), 'not-a-token')).status).toBe(401);
    const noFile = await post('/public/upload', form({ type: 'id_front' }), ana);
    expect(noFile.status).toBe(400);
    expect(noFile.body.message).toMatch(/^file: /);
    const textAsFile = await post('/public/upload', form({ file: 'just text', type: 'id_front' }), ana);
    expect(textAsFile.status).toBe(400);
    const badKind = await post('/public/upload', one(png(), 'a.png', 'image/png', 'passport<script>'), ana);
    expect(badKind.status).toBe(400);
    expect(badKind.body.message).toMatch(/^type: /);
    const json = await post('/public/upload', JSON.stringify({ file: 'x', type: 'id_front' }), ana);
    expect(json.status).toBe(415);
    const broken = await api.get(`${E}/public/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ana}`, 'content-type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name="file"\r\n\r\nno end',
    });
    expect(broken.status).toBe(400);
    expect(await count()).toBe(before);
  });
});

describe('POST {enterprise}/v2/uploads', () => {
  it('keeps two files and answers both, in order', async () => {
    const answer = await post(
      '/v2/uploads',
      form({
        files: [
          { bytes: png(), name: 'front.png', type: 'image/png' },
          { bytes: jpeg(), name: 'back.jpg', type: 'image/jpeg' },
        ],
        type: 'id_back',
      }),
      ana,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const list = uploadedSchema.array().parse(answer.body);
    expect(list).toHaveLength(2);
    expect((await stored(list[0]!.path))?.content_type).toBe('image/png');
    expect(await stored(list[1]!.path)).toMatchObject({ content_type: 'image/jpeg', kind: 'id_back' });
  });

  it('takes one file too, and writes none when one of them is refused', async () => {
    const single = await post(
      '/v2/uploads',
      form({ files: [{ bytes: bmp(), name: 'a.bmp', type: 'image/bmp' }], type: 'id_front' }),
      ana,
    );
    expect(single.status).toBe(200);
    expect(uploadedSchema.array().parse(single.body)).toHaveLength(1);
    const before = await count();
    const mixed = await post(
      '/v2/uploads',
      form({
        files: [
          { bytes: png(), name: 'front.png', type: 'image/png' },
          { bytes: Buffer.from('%PDF-1.4'), name: 'back.png', type: 'image/png' },
        ],
        type: 'id_front',
      }),
      ana,
    );
    expect(mixed.status).toBe(415);
    const none = await post('/v2/uploads', form({ type: 'id_front' }), ana);
    expect(none.status).toBe(400);
    const five = Array.from({ length: 5 }, (_, i) => ({ bytes: png(), name: `${i}.png`, type: 'image/png' }));
    expect((await post('/v2/uploads', form({ files: five, type: 'id_front' }), ana)).status).toBe(400);
    expect(await count()).toBe(before);
  });
});

describe('GET {enterprise}/uploads/{id}', () => {
  it('serves the bytes to their owner only; anyone else and no token get 404', async () => {
    const bytes = png();
    const { path } = uploadedSchema.parse((await post('/public/upload', one(bytes, 'a.png', 'image/png'), ana)).body);
    const id = path.slice('uploads/'.length);
    const mine = await fetch(`${api.url}${E}/uploads/${id}`, { headers: { authorization: `Bearer ${ana}` } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/png');
    expect(mine.headers.get('cache-control')).toMatch(/^private\b/);
    expect(mine.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await mine.arrayBuffer()).equals(bytes)).toBe(true);

    const theirs = await api.get(`${E}/uploads/${id}`, { headers: { authorization: `Bearer ${ben}` } });
    expect(theirs.status).toBe(404);
    expect((await api.get(`${E}/uploads/${id}`)).status).toBe(404);
    const missing = await api.get(`${E}/uploads/00000000-0000-4000-8000-000000000000`, {
      headers: { authorization: `Bearer ${ana}` },
    });
    expect(missing.status).toBe(404);
    const bogus = await api.get(`${E}/uploads/..%2F..%2Fetc`, { headers: { authorization: `Bearer ${ana}` } });
    expect(bogus.status).toBe(400);
  });
});

describe('uploadsOwnedBy (the order service’s check of ID images)', () => {
  it('answers the paths that are this user’s uploads', async () => {
    const upload = async (token: string) =>
      uploadedSchema.parse((await post('/public/upload', one(png(), 'a.png', 'image/png'), token)).body).path;
    const [a1, a2, b1] = [await upload(ana), await upload(ana), await upload(ben)];
    const owned = await uploadsOwnedBy(database.db, anaId, [a1, a2, b1, 'uploads/not-a-uuid', '../etc/passwd']);
    expect(owned).toEqual(new Set([a1, a2]));
    expect(await uploadsOwnedBy(database.db, benId, [a1, b1])).toEqual(new Set([b1]));
    expect(await uploadsOwnedBy(database.db, anaId, [])).toEqual(new Set());
  });
});

describe('the shop forwarding a File (app/features/checkout/uploads.server.ts)', () => {
  const customer = (token: string): Authed => {
    const context = { platform: api.platform, apiUrls: {} } as unknown as AppLoadContext;
    const client = platformClient({ context, lng: 'en', accessToken: token });
    return { auth: null, rotated: false, client, withAuth: (call) => call(client) };
  };

  it('sends the file as multipart through the platform client and answers its path', async () => {
    const result = await uploadImage(
      customer(ana),
      new File([new Uint8Array(png())], 'front.png', { type: 'image/png' }),
      'id_front',
    );
    expect(result).toEqual({ path: expect.stringMatching(/^uploads\/[0-9a-f-]{36}$/) });
    const path = (result as { path: string }).path;
    expect(await stored(path)).toMatchObject({ owner_user_id: anaId, kind: 'id_front', content_type: 'image/png' });
    // and reads it back as the owner, a Response of bytes
    const answer = await customer(ana).client.uploadFile({ id: path.slice('uploads/'.length) });
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await answer.arrayBuffer()).equals(png())).toBe(true);
  });

  it('tells the refusals apart: type, size', async () => {
    const before = await count();
    const text = await uploadImage(customer(ana), new File(['hello'], 'photo.jpg', { type: 'image/jpeg' }), 'id_back');
    expect(text).toEqual({ problem: 'type', message: 'Only .jpg, .jpeg, .png or .bmp images are accepted' });
    const big = new File([new Uint8Array(pngOfSize(LIMITS.uploadMaxBytes + 1))], 'big.png', { type: 'image/png' });
    expect(await uploadImage(customer(ana), big, 'id_back')).toMatchObject({ problem: 'size' });
    expect(await count()).toBe(before);
  });
});

describe('the shop’s /uploads/{id} (needs `npm run build`)', () => {
  it('serves an upload to its owner through the shop, 404 to a visitor, another customer or a bogus id', async () => {
    const db = await demoDatabase();
    const shop = await startShop(db);
    try {
      const guest = async () => {
        const shopper = customer(shop.base);
        await shopper.get('/menu/LKmalate');
        expect((await shopper.post('/login', { accept_tc: 'on' })).status).toBe(303);
        return shopper;
      };
      const owner = await guest();
      const [session] = await shopStore(db).selectFrom('shop_sessions').select('data').execute();
      const token = (session!.data.auth as { accessToken: string }).accessToken;
      const bytes = jpeg();
      const uploaded = await fetch(`${shop.base}${E}/public/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: one(bytes, 'front.jpg', 'image/jpeg'),
      });
      expect(uploaded.status).toBe(200);
      const { signed_url } = uploadedSchema.parse(await uploaded.json());

      const mine = await owner.get(signed_url);
      expect(mine.status).toBe(200);
      expect(mine.headers.get('content-type')).toBe('image/jpeg');
      expect(mine.headers.get('cache-control')).toMatch(/^private\b/);
      expect(Buffer.from(await mine.arrayBuffer()).equals(bytes)).toBe(true);

      expect((await customer(shop.base).get(signed_url)).status).toBe(404);
      expect((await (await guest()).get(signed_url)).status).toBe(404);
      expect((await owner.get('/uploads/not-an-id')).status).toBe(404);
      expect((await owner.get('/uploads/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    } finally {
      await shop.close(); // closes its database too
    }
  });
});

describe('the shop’s thumbnails of an upload (/uploads/{id}?w=240)', () => {
  it('answers the photo upright, 240 px wide, without its EXIF, as AVIF, WebP or JPEG by the browser’s Accept', async () => {
    const db = await demoDatabase();
    const shop = await startShop(db);
    try {
      const owner = customer(shop.base);
      await owner.get('/menu/LKmalate');
      expect((await owner.post('/login', { accept_tc: 'on' })).status).toBe(303);
      const [session] = await shopStore(db).selectFrom('shop_sessions').select('data').execute();
      const token = (session!.data.auth as { accessToken: string }).accessToken;
      // a phone's photo: 1600 × 1200 stored on its side, with its EXIF (orientation 6: turn it a quarter to
      // stand upright)
      const photo = await sharp({
        create: { width: 1600, height: 1200, channels: 3, background: { r: 200, g: 120, b: 40 } },
      })
        .jpeg({ quality: 90 })
        .withMetadata({ orientation: 6 })
        .toBuffer();
      expect((await sharp(photo).metadata()).orientation).toBe(6);
      const uploaded = await fetch(`${shop.base}${E}/public/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: one(photo, 'front.jpg', 'image/jpeg'),
      });
      const { signed_url } = uploadedSchema.parse(await uploaded.json());
      const thumbnail = `${signed_url}?w=240`;
      const as = (accept: string) =>
        fetch(shop.base + thumbnail, {
          headers: { cookie: [...owner.jar].map(([k, v]) => `${k}=${v}`).join('; '), accept },
        });

      for (const [accept, type, format] of [
        ['image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', 'image/avif', 'heif'],
        ['image/webp,*/*', 'image/webp', 'webp'],
        ['image/avif;q=0, image/png, */*', 'image/jpeg', 'jpeg'],
        ['', 'image/jpeg', 'jpeg'],
      ] as const) {
        const res = await as(accept);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe(type);
        expect(res.headers.get('vary')).toMatch(/accept/i);
        expect(res.headers.get('cache-control')).toMatch(/^private\b/);
        const bytes = Buffer.from(await res.arrayBuffer());
        const meta = await sharp(bytes).metadata();
        expect(meta.format).toBe(format);
        // upright: the stored 1600 × 1200 turned is 1200 × 1600, so 240 × 320
        expect([meta.width, meta.height]).toEqual([240, 320]);
        expect(meta.exif).toBeUndefined();
        expect(bytes.byteLength).toBeLessThan(photo.byteLength / 4);
      }
      // the original is still there for whoever needs it, and a width the pages never ask for is no address
      expect(Buffer.from(await (await owner.get(signed_url)).arrayBuffer()).equals(photo)).toBe(true);
      for (const w of ['241', '2400', 'abc', '240&w=240'])
        expect((await owner.get(`${signed_url}?w=${w}`)).status).toBe(404);
      // a file sharp cannot read (a PNG with a wrong checksum, which browsers still show) goes as it was kept
      const odd = Buffer.from(
        '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
          '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
        'hex',
      );
      expect(await sharp(odd).metadata()).toMatchObject({ format: 'png' });
      await expect(sharp(odd).toBuffer()).rejects.toThrow();
      const kept = await fetch(`${shop.base}${E}/public/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: one(odd, 'front.png', 'image/png'),
      });
      const oddUrl = uploadedSchema.parse(await kept.json()).signed_url;
      const asKept = await owner.get(`${oddUrl}?w=240`);
      expect(asKept.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await asKept.arrayBuffer()).equals(odd)).toBe(true);
      // someone else's thumbnail is as unknown as their photo
      expect((await customer(shop.base).get(thumbnail)).status).toBe(404);
    } finally {
      await shop.close();
    }
  });
});

describe.runIf(!!process.env.DATABASE_URL)('on PostgreSQL', () => {
  it('keeps the bytes and serves them back unchanged; uploadsOwnedBy answers the same', async () => {
    const pgdb = (await postgresDemo())!;
    const db = await pgdb.open();
    const server = await startPlatform(db);
    try {
      const lookup = await server.get(`${E}/branch/vizmenu/identify?hash=LKmalate`);
      const token = await server.guestToken((lookup.body as { branch: { id: number } }).branch.id);
      const bytes = png();
      const form = one(bytes, 'front.png', 'image/png');
      const answer = await server.get(`${E}/public/upload`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(answer.status).toBe(200);
      const { path } = uploadedSchema.parse(answer.body);
      const id = path.slice('uploads/'.length);
      const back = await fetch(`${server.url}${E}/uploads/${id}`, { headers: { authorization: `Bearer ${token}` } });
      expect(back.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await back.arrayBuffer()).equals(bytes)).toBe(true);
      const row = await db.db
        .selectFrom('uploads')
        .select('owner_user_id')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(await uploadsOwnedBy(db.db, row.owner_user_id, [path])).toEqual(new Set([path]));
      expect(await uploadsOwnedBy(db.db, row.owner_user_id + 1, [path])).toEqual(new Set());
    } finally {
      await server.close();
      await db.close();
      await pgdb.drop();
    }
  });
});
