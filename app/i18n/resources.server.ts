// Every locale's resources, bundled into the server build (no file reads at request time).
import type { Resource } from 'i18next';
import en from '../../public/locales/en/common.json';
import id from '../../public/locales/id/common.json';
import zh from '../../public/locales/zh/common.json';
import th from '../../public/locales/th/common.json';
import zh_tw from '../../public/locales/zh-tw/common.json';
import ja from '../../public/locales/ja/common.json';
import tl from '../../public/locales/tl/common.json';
import ms from '../../public/locales/ms/common.json';
import km from '../../public/locales/km/common.json';
import vi from '../../public/locales/vi/common.json';
import es from '../../public/locales/es/common.json';

export const resources: Resource = {
  en: { common: en },
  id: { common: id },
  zh: { common: zh },
  th: { common: th },
  'zh-tw': { common: zh_tw },
  ja: { common: ja },
  tl: { common: tl },
  ms: { common: ms },
  km: { common: km },
  vi: { common: vi },
  es: { common: es },
};
