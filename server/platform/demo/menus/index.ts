import type { DemoMenu } from '../types';
import type { MenuFile } from '../stores';
import lolas from './manila-lolas-kusina';
import hoshi from './tokyo-menya-hoshi';
import aming from './taipei-aming-beef-noodles';
import formosaTea from './taipei-formosa-tea';
import warung from './jakarta-warung-nusantara';
import bakmi from './jakarta-bakmi-pak-harun';
import kopiSenja from './jakarta-kopi-senja';
import martabak from './jakarta-martabak-bulan-sabit';
import chickenRice from './sg-ah-seng-chicken-rice';
import laksa from './sg-katong-laksa-house';
import prata from './sg-prata-corner';
import grill from './sg-western-grill-station';
import kopiTeh from './sg-kopi-teh-bar';
import satay from './sg-satay-street';

export const menus: Record<MenuFile, DemoMenu> = {
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
