// The demo menus, one JSON file per brand, each checked against the authoring schema once as it loads.
import type { MenuFile } from '../world/schema';
import { parseDemoMenuFile, type DemoMenuFile } from '../schema';
import lolas from './manila-lolas-kusina.json';
import hoshi from './tokyo-menya-hoshi.json';
import aming from './taipei-aming-beef-noodles.json';
import formosaTea from './taipei-formosa-tea.json';
import warung from './jakarta-warung-nusantara.json';
import bakmi from './jakarta-bakmi-pak-harun.json';
import kopiSenja from './jakarta-kopi-senja.json';
import martabak from './jakarta-martabak-bulan-sabit.json';
import chickenRice from './sg-ah-seng-chicken-rice.json';
import laksa from './sg-katong-laksa-house.json';
import prata from './sg-prata-corner.json';
import grill from './sg-western-grill-station.json';
import kopiTeh from './sg-kopi-teh-bar.json';
import satay from './sg-satay-street.json';

const sources: Record<MenuFile, unknown> = {
  'manila-lolas-kusina': lolas,
  'tokyo-menya-hoshi': hoshi,
  'taipei-aming-beef-noodles': aming,
  'taipei-formosa-tea': formosaTea,
  'jakarta-warung-nusantara': warung,
  'jakarta-bakmi-pak-harun': bakmi,
  'jakarta-kopi-senja': kopiSenja,
  'jakarta-martabak-bulan-sabit': martabak,
  'sg-ah-seng-chicken-rice': chickenRice,
  'sg-katong-laksa-house': laksa,
  'sg-prata-corner': prata,
  'sg-western-grill-station': grill,
  'sg-kopi-teh-bar': kopiTeh,
  'sg-satay-street': satay,
};

export const menus = Object.fromEntries(
  Object.entries(sources).map(([name, data]) => [
    name,
    parseDemoMenuFile(`server/platform/demo/menus/${name}.json`, data),
  ]),
) as Record<MenuFile, DemoMenuFile>;
