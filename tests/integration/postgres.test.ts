// The same migrations and catalogue endpoints on PostgreSQL (runs when DATABASE_URL is set; .ci/run sets it
// when the machine's PostgreSQL answers). Each run works in a schema of its own and drops it afterwards.
import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookupSchema, storeMenusSchema } from '~/contract/catalog';
import { migrate, openDatabase, type Database } from '../../server/platform/db/index';
import { loadDemoData } from '../../server/platform/demo/seed';
import { migrateShopStore } from '../../server/shop-store/index';
import { startPlatform, type PlatformServer } from '../fixtures/platform-server';

const url = process.env.DATABASE_URL;
const schema = `test_${crypto.randomBytes(6).toString('hex')}`;

describe.runIf(url)('PostgreSQL', () => {
  let database: Database;
  let api: PlatformServer;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const scoped = new URL(url!);
    scoped.searchParams.set('options', `-c search_path=${schema}`);
    database = await openDatabase({ databaseUrl: scoped.toString() });
    api = await startPlatform(database);
  });

  afterAll(async () => {
    await api?.close();
    await database?.close();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  });

  it('applies every migration once', async () => {
    const first = await migrate(database);
    expect(first).toContain('0001_catalog.sql');
    expect(await migrate(database)).toEqual([]);
    // the shop's own migrations, with their own record
    expect(await migrateShopStore(database)).toEqual(['0001_sessions.sql', '0002_instance_secrets.sql']);
    expect(await migrateShopStore(database)).toEqual([]);
    expect(database.engine).toBe('postgres');
  });

  it('loads the demo data and serves the catalogue endpoints', async () => {
    const loaded = await loadDemoData(database.db);
    expect(loaded.items).toBeGreaterThan(400);
    const lookup = await api.get('/api/enterprise/v1/branch/vizmenu/identify?hash=HFhall01');
    expect(lookup.status).toBe(200);
    const hall = lookupSchema.parse(lookup.body);
    expect(hall.businesses).toHaveLength(3);
    const menus = await api.get(`/api/consumer/v1/webshop/public/store/menus?brandID=${hall.brands[0]!.id}`);
    expect(menus.status).toBe(200);
    expect(storeMenusSchema.parse(menus.body).sections.length).toBeGreaterThan(0);
    expect((await api.get('/api/enterprise/v1/branch/vizmenu/identify?hash=missing')).status).toBe(404);
  });
});
