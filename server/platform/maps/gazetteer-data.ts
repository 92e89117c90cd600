// The embedded gazetteer (DESIGN.md "gazetteer of demo places"): real streets, landmarks, malls, stations
// and neighbourhoods of the five demo cities, at their real approximate positions (4 decimals, about 10 m).
// Names are given in English and, where people naturally write them so, in the city's own languages; any
// other language falls back to English (see gazetteer.ts).
import type { Language } from '../../../app/i18n/languages';

export type Localized = { en: string } & Partial<Record<Exclude<Language, 'en'>, string>>;

export type CityKey = 'manila' | 'jakarta' | 'singapore' | 'tokyo' | 'taipei';

export type PlaceKind =
  'street' | 'neighbourhood' | 'landmark' | 'mall' | 'station' | 'market' | 'park' | 'airport' | 'campus';

export interface GazetteerCity {
  /** the platform's city (the demo cities' titles): what `city` answers */
  title: string;
  /** ISO 3166-1 alpha-2 */
  countryCode: string;
  country: Localized;
  /** the region written after the district (Metro Manila, Tokyo…), unless a place names its own */
  region: Localized;
  /** every place of the city lies inside (checked by tests) */
  bounds: { south: number; west: number; north: number; east: number };
}

export interface GazetteerPlace {
  /** stable slug, the place_id */
  id: string;
  city: CityKey;
  kind: PlaceKind;
  name: Localized;
  /** street and number, when the place has one */
  street?: Localized;
  /** district / ward / neighbourhood, as written in addresses */
  district: Localized;
  /** a region other than the city's (Bekasi is in West Java, Banqiao in New Taipei) */
  region?: Localized;
  /** other names people search for (abbreviations, older names); searched, never shown */
  aliases?: string[];
  lat: number;
  lon: number;
}

export const CITIES: Record<CityKey, GazetteerCity> = {
  manila: {
    title: 'Manila',
    countryCode: 'PH',
    country: {
      en: 'Philippines',
      es: 'Filipinas',
      id: 'Filipina',
      ja: 'フィリピン',
      km: 'ហ្វីលីពីន',
      ms: 'Filipina',
      th: 'ฟิลิปปินส์',
      tl: 'Pilipinas',
      vi: 'Philippines',
      zh: '菲律宾',
      'zh-tw': '菲律賓',
    },
    region: {
      en: 'Metro Manila',
      tl: 'Kalakhang Maynila',
      es: 'Gran Manila',
      ja: 'マニラ首都圏',
      zh: '马尼拉大都会',
      'zh-tw': '馬尼拉大都會',
    },
    bounds: { south: 14.35, west: 120.9, north: 14.8, east: 121.15 },
  },
  jakarta: {
    title: 'Jakarta',
    countryCode: 'ID',
    country: {
      en: 'Indonesia',
      es: 'Indonesia',
      id: 'Indonesia',
      ja: 'インドネシア',
      km: 'ឥណ្ឌូណេស៊ី',
      ms: 'Indonesia',
      th: 'อินโดนีเซีย',
      tl: 'Indonesia',
      vi: 'Indonesia',
      zh: '印度尼西亚',
      'zh-tw': '印尼',
    },
    region: { en: 'Jakarta', ja: 'ジャカルタ', zh: '雅加达', 'zh-tw': '雅加達', th: 'จาการ์ตา', es: 'Yakarta' },
    bounds: { south: -6.45, west: 106.55, north: -6.05, east: 107.05 },
  },
  singapore: {
    title: 'Singapore',
    countryCode: 'SG',
    country: {
      en: 'Singapore',
      es: 'Singapur',
      id: 'Singapura',
      ja: 'シンガポール',
      km: 'សិង្ហបុរី',
      ms: 'Singapura',
      th: 'สิงคโปร์',
      tl: 'Singapore',
      vi: 'Singapore',
      zh: '新加坡',
      'zh-tw': '新加坡',
    },
    // The city is the country: the region is not written twice (gazetteer.ts drops repeated parts).
    region: {
      en: 'Singapore',
      es: 'Singapur',
      id: 'Singapura',
      ja: 'シンガポール',
      km: 'សិង្ហបុរី',
      ms: 'Singapura',
      th: 'สิงคโปร์',
      tl: 'Singapore',
      vi: 'Singapore',
      zh: '新加坡',
      'zh-tw': '新加坡',
    },
    bounds: { south: 1.2, west: 103.6, north: 1.48, east: 104.05 },
  },
  tokyo: {
    title: 'Tokyo',
    countryCode: 'JP',
    country: {
      en: 'Japan',
      es: 'Japón',
      id: 'Jepang',
      ja: '日本',
      km: 'ជប៉ុន',
      ms: 'Jepun',
      th: 'ญี่ปุ่น',
      tl: 'Hapon',
      vi: 'Nhật Bản',
      zh: '日本',
      'zh-tw': '日本',
    },
    region: { en: 'Tokyo', ja: '東京都', zh: '东京都', 'zh-tw': '東京都', th: 'โตเกียว', es: 'Tokio' },
    bounds: { south: 35.5, west: 139.55, north: 35.8, east: 139.9 },
  },
  taipei: {
    title: 'Taipei',
    countryCode: 'TW',
    country: {
      en: 'Taiwan',
      es: 'Taiwán',
      id: 'Taiwan',
      ja: '台湾',
      km: 'តៃវ៉ាន់',
      ms: 'Taiwan',
      th: 'ไต้หวัน',
      tl: 'Taiwan',
      vi: 'Đài Loan',
      zh: '台湾',
      'zh-tw': '台灣',
    },
    region: { en: 'Taipei City', ja: '台北市', zh: '台北市', 'zh-tw': '台北市', es: 'Taipéi' },
    bounds: { south: 24.95, west: 121.4, north: 25.2, east: 121.65 },
  },
};

type Extra = { street?: string | Localized; region?: Localized; aliases?: string[] };
const text = (value: string | Localized): Localized => (typeof value === 'string' ? { en: value } : value);

function placesOf(city: CityKey) {
  return (
    id: string,
    kind: PlaceKind,
    name: string | Localized,
    district: string | Localized,
    lat: number,
    lon: number,
    extra: Extra = {},
  ): GazetteerPlace => ({
    id,
    city,
    kind,
    name: text(name),
    district: text(district),
    lat,
    lon,
    ...(extra.street ? { street: text(extra.street) } : {}),
    ...(extra.region ? { region: extra.region } : {}),
    ...(extra.aliases ? { aliases: extra.aliases } : {}),
  });
}

// ── Metro Manila ─────────────────────────────────────────────────────────────────────────────────────
const MAKATI: Localized = { en: 'Makati', ja: 'マカティ', zh: '马卡蒂', 'zh-tw': '馬卡蒂' };
const TAGUIG: Localized = { en: 'Taguig', ja: 'タギッグ', zh: '达义', 'zh-tw': '達義' };
const PASIG: Localized = { en: 'Pasig', ja: 'パシッグ', zh: '巴石', 'zh-tw': '巴石' };
const MANDALUYONG: Localized = { en: 'Mandaluyong', ja: 'マンダルヨン' };
const QUEZON_CITY: Localized = {
  en: 'Quezon City',
  tl: 'Lungsod Quezon',
  es: 'Ciudad Quezón',
  ja: 'ケソン市',
  zh: '奎松市',
  'zh-tw': '奎松市',
};
const MANILA_CITY: Localized = { en: 'Manila', tl: 'Maynila', ja: 'マニラ', zh: '马尼拉', 'zh-tw': '馬尼拉' };
const PASAY: Localized = { en: 'Pasay', ja: 'パサイ', zh: '帕赛', 'zh-tw': '帕賽' };
const PARANAQUE: Localized = { en: 'Parañaque', ja: 'パラニャーケ' };
const MUNTINLUPA: Localized = { en: 'Muntinlupa', ja: 'ムンティンルパ' };
const SAN_JUAN: Localized = { en: 'San Juan' };
const MARIKINA: Localized = { en: 'Marikina', ja: 'マリキナ' };

const mnl = placesOf('manila');
const MANILA: GazetteerPlace[] = [
  mnl('mnl-ayala-avenue', 'street', 'Ayala Avenue', MAKATI, 14.5556, 121.0228, { aliases: ['Ayala Ave'] }),
  mnl('mnl-ayala-triangle', 'park', 'Ayala Triangle Gardens', MAKATI, 14.5572, 121.0237, {
    street: 'Paseo de Roxas',
  }),
  mnl('mnl-greenbelt', 'mall', 'Greenbelt', MAKATI, 14.5526, 121.0217, { street: 'Legazpi St, Ayala Center' }),
  mnl('mnl-glorietta', 'mall', 'Glorietta', MAKATI, 14.551, 121.0255, { street: 'Ayala Center' }),
  mnl('mnl-ayala-station', 'station', 'Ayala MRT Station', MAKATI, 14.5491, 121.028, { street: 'EDSA' }),
  mnl('mnl-salcedo-village', 'neighbourhood', 'Salcedo Village', MAKATI, 14.5605, 121.0225, {
    street: 'Bel-Air',
    aliases: ['Salcedo Saturday Market'],
  }),
  mnl('mnl-legazpi-village', 'neighbourhood', 'Legazpi Village', MAKATI, 14.5545, 121.017, {
    street: 'San Lorenzo',
    aliases: ['Legazpi Sunday Market'],
  }),
  mnl('mnl-poblacion', 'neighbourhood', 'Poblacion', MAKATI, 14.565, 121.03, { street: 'Makati Avenue' }),
  mnl('mnl-makati-avenue', 'street', 'Makati Avenue', MAKATI, 14.56, 121.0262, { aliases: ['Makati Ave'] }),
  mnl('mnl-rockwell', 'mall', 'Power Plant Mall', MAKATI, 14.5652, 121.0364, {
    street: 'Rockwell Center',
    aliases: ['Rockwell'],
  }),
  mnl('mnl-guadalupe-station', 'station', 'Guadalupe MRT Station', MAKATI, 14.5669, 121.0454, { street: 'EDSA' }),
  mnl('mnl-bgc', 'neighbourhood', 'Bonifacio Global City', TAGUIG, 14.5495, 121.0475, {
    aliases: ['BGC', 'Fort Bonifacio', 'The Fort'],
  }),
  mnl('mnl-bonifacio-high-street', 'mall', 'Bonifacio High Street', TAGUIG, 14.5509, 121.0509, {
    street: '9th Avenue, BGC',
    aliases: ['BHS', 'High Street'],
  }),
  mnl('mnl-sm-aura', 'mall', 'SM Aura Premier', TAGUIG, 14.5465, 121.0548, { street: 'McKinley Parkway, BGC' }),
  mnl('mnl-market-market', 'mall', 'Market! Market!', TAGUIG, 14.5497, 121.0561, {
    street: 'McKinley Parkway, BGC',
  }),
  mnl('mnl-uptown-mall', 'mall', 'Uptown Mall', TAGUIG, 14.5567, 121.0541, {
    street: '9th Avenue cor. 36th Street, BGC',
  }),
  mnl('mnl-burgos-circle', 'neighbourhood', 'Burgos Circle', TAGUIG, 14.552, 121.046, { street: 'Forbestown, BGC' }),
  mnl('mnl-venice-grand-canal', 'mall', 'Venice Grand Canal Mall', TAGUIG, 14.5354, 121.0516, {
    street: 'McKinley Hill',
  }),
  mnl('mnl-ortigas-center', 'neighbourhood', 'Ortigas Center', PASIG, 14.5866, 121.0614, { aliases: ['Ortigas'] }),
  mnl('mnl-sm-megamall', 'mall', 'SM Megamall', MANDALUYONG, 14.585, 121.0566, {
    street: 'EDSA cor. Doña Julia Vargas Avenue',
    aliases: ['Megamall'],
  }),
  mnl('mnl-shangri-la-plaza', 'mall', 'Shangri-La Plaza', MANDALUYONG, 14.5814, 121.0537, {
    street: 'EDSA cor. Shaw Boulevard',
    aliases: ['Shang'],
  }),
  mnl('mnl-robinsons-galleria', 'mall', 'Robinsons Galleria', QUEZON_CITY, 14.5908, 121.06, {
    street: 'EDSA cor. Ortigas Avenue',
  }),
  mnl('mnl-ortigas-station', 'station', 'Ortigas MRT Station', MANDALUYONG, 14.5879, 121.0567, { street: 'EDSA' }),
  mnl('mnl-capitol-commons', 'mall', 'Capitol Commons', PASIG, 14.5756, 121.0626, { street: 'Meralco Avenue' }),
  mnl('mnl-kapitolyo', 'neighbourhood', 'Kapitolyo', PASIG, 14.5705, 121.0598),
  mnl('mnl-greenhills', 'mall', 'Greenhills Shopping Center', SAN_JUAN, 14.6021, 121.0494, {
    street: 'Ortigas Avenue',
    aliases: ['Greenhills'],
  }),
  mnl('mnl-trinoma', 'mall', 'TriNoma', QUEZON_CITY, 14.6535, 121.0333, { street: 'EDSA cor. North Avenue' }),
  mnl('mnl-sm-north-edsa', 'mall', 'SM City North EDSA', QUEZON_CITY, 14.6565, 121.0297, {
    street: 'North Avenue cor. EDSA',
    aliases: ['SM North'],
  }),
  mnl('mnl-quezon-memorial-circle', 'park', 'Quezon Memorial Circle', QUEZON_CITY, 14.6514, 121.0493, {
    street: 'Elliptical Road',
    aliases: ['QC Circle'],
  }),
  mnl(
    'mnl-up-diliman',
    'campus',
    { en: 'University of the Philippines Diliman', tl: 'Unibersidad ng Pilipinas Diliman' },
    QUEZON_CITY,
    14.654,
    121.0648,
    { aliases: ['UP Diliman'] },
  ),
  mnl('mnl-maginhawa', 'street', 'Maginhawa Street', QUEZON_CITY, 14.6445, 121.06, {
    street: 'Teachers Village',
    aliases: ['Maginhawa St'],
  }),
  mnl('mnl-tomas-morato', 'street', 'Tomas Morato Avenue', QUEZON_CITY, 14.6335, 121.0345, {
    aliases: ['Morato'],
  }),
  mnl('mnl-araneta-city', 'mall', 'Araneta City', QUEZON_CITY, 14.6196, 121.0529, {
    street: 'Cubao',
    aliases: ['Araneta Center', 'Gateway Mall'],
  }),
  mnl('mnl-eastwood', 'neighbourhood', 'Eastwood City', QUEZON_CITY, 14.6096, 121.08, { street: 'Libis' }),
  mnl('mnl-katipunan', 'street', 'Katipunan Avenue', QUEZON_CITY, 14.6394, 121.0767, {
    street: 'Loyola Heights',
    aliases: ['Ateneo'],
  }),
  mnl('mnl-riverbanks', 'mall', 'Riverbanks Center', MARIKINA, 14.6312, 121.0826),
  mnl('mnl-intramuros', 'neighbourhood', 'Intramuros', MANILA_CITY, 14.5906, 120.9753, {
    aliases: ['Fort Santiago', 'Manila Cathedral'],
  }),
  mnl(
    'mnl-rizal-park',
    'park',
    { en: 'Rizal Park', tl: 'Liwasang Rizal', es: 'Parque Rizal', zh: '黎刹公园', 'zh-tw': '黎剎公園' },
    MANILA_CITY,
    14.5826,
    120.9787,
    { street: 'Roxas Boulevard, Ermita', aliases: ['Luneta'] },
  ),
  mnl(
    'mnl-binondo',
    'neighbourhood',
    { en: 'Binondo', zh: '岷伦洛', 'zh-tw': '岷倫洛' },
    MANILA_CITY,
    14.6006,
    120.9745,
    {
      street: 'Ongpin Street',
      aliases: ['Chinatown'],
    },
  ),
  mnl('mnl-quiapo-church', 'landmark', 'Quiapo Church', MANILA_CITY, 14.5987, 120.9838, {
    street: 'Plaza Miranda, Quiapo',
  }),
  mnl(
    'mnl-ust',
    'campus',
    { en: 'University of Santo Tomas', tl: 'Unibersidad ng Santo Tomas', es: 'Universidad de Santo Tomás' },
    MANILA_CITY,
    14.6097,
    120.9894,
    { street: 'España Boulevard, Sampaloc', aliases: ['UST'] },
  ),
  mnl('mnl-malate', 'neighbourhood', 'Malate', MANILA_CITY, 14.5719, 120.986, { street: 'Remedios Circle' }),
  mnl('mnl-manila-baywalk', 'park', 'Manila Baywalk', MANILA_CITY, 14.5656, 120.9826, {
    street: 'Roxas Boulevard, Malate',
    aliases: ['Baywalk', 'Manila Bay'],
  }),
  mnl('mnl-sm-mall-of-asia', 'mall', 'SM Mall of Asia', PASAY, 14.5352, 120.9822, {
    street: 'Seaside Boulevard',
    aliases: ['MOA', 'Mall of Asia'],
  }),
  mnl('mnl-naia-terminal-3', 'airport', { en: 'NAIA Terminal 3', tl: 'NAIA Terminal 3' }, PASAY, 14.5204, 121.0192, {
    street: 'Andrews Avenue',
    aliases: ['Ninoy Aquino International Airport', 'MNL'],
  }),
  mnl('mnl-bf-homes', 'neighbourhood', 'BF Homes', PARANAQUE, 14.449, 121.024, { street: 'Aguirre Avenue' }),
  mnl('mnl-alabang-town-center', 'mall', 'Alabang Town Center', MUNTINLUPA, 14.4236, 121.0299, {
    street: 'Madrigal Avenue, Ayala Alabang',
    aliases: ['ATC'],
  }),
  mnl('mnl-festival-mall', 'mall', 'Festival Mall', MUNTINLUPA, 14.4172, 121.0393, {
    street: 'Filinvest City, Alabang',
  }),
];

// ── Jakarta (with Bekasi, Depok and Tangerang) ───────────────────────────────────────────────────────
const WEST_JAVA: Localized = { en: 'West Java', id: 'Jawa Barat', ms: 'Jawa Barat' };
const BANTEN: Localized = { en: 'Banten' };
const JKT_BANGKA: Localized = { en: 'Bangka, Mampang Prapatan, Jakarta Selatan' };
const JKT_MAMPANG: Localized = { en: 'Mampang Prapatan, Jakarta Selatan' };
const JKT_CILANDAK: Localized = { en: 'Cilandak, Jakarta Selatan' };
const JKT_KEBAYORAN_BARU: Localized = { en: 'Kebayoran Baru, Jakarta Selatan' };
const JKT_KEBAYORAN_LAMA: Localized = { en: 'Kebayoran Lama, Jakarta Selatan' };
const JKT_SETIABUDI: Localized = { en: 'Setiabudi, Jakarta Selatan' };
const JKT_SENAYAN: Localized = { en: 'Senayan, Kebayoran Baru, Jakarta Selatan' };
const JKT_TANAH_ABANG: Localized = { en: 'Tanah Abang, Jakarta Pusat' };
const JKT_MENTENG: Localized = { en: 'Menteng, Jakarta Pusat' };
const JKT_KELAPA_GADING: Localized = { en: 'Kelapa Gading, Jakarta Utara' };

const jkt = placesOf('jakarta');
const JAKARTA: GazetteerPlace[] = [
  // around Kemang
  jkt('jkt-kemang-raya', 'street', 'Jl. Kemang Raya', JKT_BANGKA, -6.262, 106.8138, {
    aliases: ['Jalan Kemang Raya', 'Kemang'],
  }),
  jkt('jkt-kemang-village', 'mall', 'Kemang Village', JKT_BANGKA, -6.2606, 106.8104, {
    street: 'Jl. Pangeran Antasari No. 36',
    aliases: ['Lippo Mall Kemang'],
  }),
  jkt('jkt-kemang-timur', 'street', 'Jl. Kemang Timur', JKT_BANGKA, -6.2625, 106.8195, {
    aliases: ['Jalan Kemang Timur'],
  }),
  jkt('jkt-ampera-raya', 'street', 'Jl. Ampera Raya', JKT_CILANDAK, -6.2853, 106.817, {
    aliases: ['Jalan Ampera Raya', 'Ampera'],
  }),
  jkt(
    'jkt-cipete-raya-station',
    'station',
    { en: 'Cipete Raya MRT Station', id: 'Stasiun MRT Cipete Raya', ms: 'Stesen MRT Cipete Raya' },
    JKT_CILANDAK,
    -6.2784,
    106.7975,
    { street: 'Jl. R.S. Fatmawati', aliases: ['Cipete'] },
  ),
  jkt('jkt-blok-m-plaza', 'mall', 'Blok M Plaza', JKT_KEBAYORAN_BARU, -6.2443, 106.7981, {
    street: 'Jl. Bulungan No. 76',
    aliases: ['Blok M'],
  }),
  jkt('jkt-senopati', 'street', 'Jl. Senopati', JKT_KEBAYORAN_BARU, -6.2335, 106.8095, {
    aliases: ['Jalan Senopati', 'Senopati'],
  }),
  jkt('jkt-pondok-indah-mall', 'mall', 'Pondok Indah Mall', JKT_KEBAYORAN_LAMA, -6.2656, 106.7839, {
    street: 'Jl. Metro Pondok Indah',
    aliases: ['PIM'],
  }),
  jkt('jkt-mampang-prapatan', 'street', 'Jl. Mampang Prapatan Raya', JKT_MAMPANG, -6.247, 106.823, {
    aliases: ['Jalan Mampang Prapatan Raya', 'Mampang'],
  }),
  jkt('jkt-cilandak-town-square', 'mall', 'Cilandak Town Square', JKT_CILANDAK, -6.2917, 106.8002, {
    street: 'Jl. T.B. Simatupang',
    aliases: ['Citos'],
  }),
  jkt(
    'jkt-ragunan-zoo',
    'park',
    { en: 'Ragunan Zoo', id: 'Kebun Binatang Ragunan', ms: 'Zoo Ragunan' },
    { en: 'Pasar Minggu, Jakarta Selatan' },
    -6.3125,
    106.8202,
    { street: 'Jl. Harsono RM No. 1', aliases: ['Ragunan'] },
  ),
  jkt('jkt-gandaria-city', 'mall', 'Gandaria City', JKT_KEBAYORAN_LAMA, -6.2443, 106.7833, {
    street: 'Jl. Sultan Iskandar Muda',
  }),
  // around Sudirman
  jkt('jkt-sudirman', 'street', 'Jl. Jenderal Sudirman', JKT_SETIABUDI, -6.215, 106.818, {
    aliases: ['Jalan Jenderal Sudirman', 'Jl. Jend. Sudirman', 'Sudirman'],
  }),
  jkt('jkt-scbd', 'neighbourhood', 'SCBD', JKT_SENAYAN, -6.2262, 106.8085, {
    aliases: ['Sudirman Central Business District'],
  }),
  jkt('jkt-pacific-place', 'mall', 'Pacific Place', JKT_SENAYAN, -6.2244, 106.8098, {
    street: 'Jl. Jend. Sudirman Kav. 52-53, SCBD',
  }),
  jkt('jkt-senayan-city', 'mall', 'Senayan City', JKT_TANAH_ABANG, -6.2273, 106.7973, {
    street: 'Jl. Asia Afrika Lot 19',
    aliases: ['Sency'],
  }),
  jkt('jkt-plaza-senayan', 'mall', 'Plaza Senayan', JKT_TANAH_ABANG, -6.2255, 106.7995, {
    street: 'Jl. Asia Afrika No. 8',
  }),
  jkt(
    'jkt-gelora-bung-karno',
    'landmark',
    { en: 'Gelora Bung Karno Stadium', id: 'Stadion Utama Gelora Bung Karno', ms: 'Stadium Gelora Bung Karno' },
    JKT_TANAH_ABANG,
    -6.2186,
    106.8019,
    { aliases: ['GBK', 'Senayan'] },
  ),
  jkt(
    'jkt-istora-station',
    'station',
    { en: 'Istora Mandiri MRT Station', id: 'Stasiun MRT Istora Mandiri', ms: 'Stesen MRT Istora Mandiri' },
    JKT_TANAH_ABANG,
    -6.2223,
    106.8086,
    { street: 'Jl. Jend. Sudirman', aliases: ['Istora'] },
  ),
  jkt('jkt-kuningan-city', 'mall', 'Kuningan City', JKT_SETIABUDI, -6.2244, 106.8304, {
    street: 'Jl. Prof. Dr. Satrio Kav. 18',
  }),
  jkt('jkt-rasuna-said', 'street', 'Jl. H.R. Rasuna Said', JKT_SETIABUDI, -6.215, 106.831, {
    aliases: ['Rasuna Said', 'Kuningan'],
  }),
  jkt('jkt-kota-kasablanka', 'mall', 'Kota Kasablanka', { en: 'Tebet, Jakarta Selatan' }, -6.224, 106.843, {
    street: 'Jl. Casablanca Raya Kav. 88',
    aliases: ['Kokas'],
  }),
  jkt(
    'jkt-dukuh-atas-station',
    'station',
    { en: 'Dukuh Atas MRT Station', id: 'Stasiun MRT Dukuh Atas', ms: 'Stesen MRT Dukuh Atas' },
    JKT_MENTENG,
    -6.2006,
    106.8228,
    { aliases: ['Dukuh Atas'] },
  ),
  jkt('jkt-grand-indonesia', 'mall', 'Grand Indonesia', JKT_TANAH_ABANG, -6.1951, 106.8205, {
    street: 'Jl. M.H. Thamrin No. 1',
    aliases: ['GI'],
  }),
  jkt('jkt-bundaran-hi', 'landmark', 'Bundaran HI', JKT_MENTENG, -6.1949, 106.8229, {
    aliases: ['Hotel Indonesia Roundabout', 'Selamat Datang Monument', 'Thamrin'],
  }),
  jkt('jkt-sarinah', 'mall', 'Sarinah', JKT_MENTENG, -6.1875, 106.8237, { street: 'Jl. M.H. Thamrin No. 11' }),
  jkt('jkt-taman-suropati', 'park', { en: 'Suropati Park', id: 'Taman Suropati' }, JKT_MENTENG, -6.1995, 106.8325),
  jkt(
    'jkt-monas',
    'landmark',
    { en: 'National Monument (Monas)', id: 'Monumen Nasional (Monas)', ms: 'Monumen Nasional (Monas)' },
    { en: 'Gambir, Jakarta Pusat' },
    -6.1754,
    106.8272,
    { aliases: ['Monas', 'Medan Merdeka'] },
  ),
  jkt('jkt-kota-tua', 'neighbourhood', 'Kota Tua', { en: 'Taman Sari, Jakarta Barat' }, -6.1352, 106.8133, {
    aliases: ['Fatahillah Square', 'Taman Fatahillah', 'Old Town', 'Kota Lama'],
  }),
  jkt('jkt-glodok', 'neighbourhood', 'Glodok', { en: 'Taman Sari, Jakarta Barat' }, -6.1448, 106.815, {
    aliases: ['Petak Sembilan', 'Pecinan', 'Chinatown'],
  }),
  jkt(
    'jkt-ancol',
    'park',
    { en: 'Ancol Dreamland', id: 'Taman Impian Jaya Ancol' },
    { en: 'Pademangan, Jakarta Utara' },
    -6.125,
    106.8335,
    { aliases: ['Ancol', 'Dufan', 'Dunia Fantasi'] },
  ),
  jkt('jkt-pik-avenue', 'mall', 'PIK Avenue', { en: 'Penjaringan, Jakarta Utara' }, -6.109, 106.74, {
    aliases: ['Pantai Indah Kapuk', 'PIK'],
  }),
  jkt('jkt-jiexpo', 'landmark', 'JIExpo Kemayoran', { en: 'Kemayoran, Jakarta Pusat' }, -6.146, 106.846, {
    aliases: ['Jakarta International Expo', 'PRJ', 'Kemayoran'],
  }),
  // around Kelapa Gading
  jkt('jkt-mall-kelapa-gading', 'mall', 'Mall Kelapa Gading', JKT_KELAPA_GADING, -6.1575, 106.9086, {
    street: 'Jl. Boulevard Kelapa Gading',
    aliases: ['MKG', 'La Piazza'],
  }),
  jkt('jkt-boulevard-raya', 'street', 'Jl. Boulevard Raya', JKT_KELAPA_GADING, -6.16, 106.904, {
    aliases: ['Jalan Boulevard Raya', 'Boulevard Kelapa Gading'],
  }),
  jkt('jkt-kelapa-gading-barat', 'neighbourhood', 'Kelapa Gading Barat', JKT_KELAPA_GADING, -6.155, 106.897),
  jkt(
    'jkt-danau-sunter',
    'park',
    { en: 'Sunter Lake', id: 'Danau Sunter' },
    { en: 'Tanjung Priok, Jakarta Utara' },
    -6.143,
    106.866,
    { aliases: ['Sunter'] },
  ),
  jkt(
    'jkt-pulomas',
    'landmark',
    { en: 'Jakarta International Equestrian Park', id: 'Jakarta International Equestrian Park Pulomas' },
    { en: 'Pulo Gadung, Jakarta Timur' },
    -6.174,
    106.889,
    { aliases: ['Pulomas', 'JIEP'] },
  ),
  jkt(
    'jkt-unj-rawamangun',
    'campus',
    'Universitas Negeri Jakarta',
    { en: 'Pulo Gadung, Jakarta Timur' },
    -6.1935,
    106.881,
    {
      street: 'Jl. Rawamangun Muka',
      aliases: ['UNJ', 'Rawamangun'],
    },
  ),
  jkt('jkt-cempaka-putih', 'neighbourhood', 'Cempaka Putih', { en: 'Cempaka Putih, Jakarta Pusat' }, -6.178, 106.87),
  jkt('jkt-tebet-eco-park', 'park', 'Tebet Eco Park', { en: 'Tebet, Jakarta Selatan' }, -6.2373, 106.8527, {
    aliases: ['Tebet'],
  }),
  jkt('jkt-kalibata-city', 'neighbourhood', 'Kalibata City', { en: 'Pancoran, Jakarta Selatan' }, -6.257, 106.853, {
    aliases: ['Kalibata'],
  }),
  jkt('jkt-tmii', 'park', 'Taman Mini Indonesia Indah', { en: 'Cipayung, Jakarta Timur' }, -6.3024, 106.8952, {
    aliases: ['TMII', 'Taman Mini'],
  }),
  jkt('jkt-cibubur-junction', 'mall', 'Cibubur Junction', { en: 'Ciracas, Jakarta Timur' }, -6.3693, 106.895, {
    aliases: ['Cibubur'],
  }),
  // 10–20 km out: Bekasi, Depok, Tangerang
  jkt(
    'jkt-summarecon-mall-bekasi',
    'mall',
    'Summarecon Mall Bekasi',
    { en: 'Bekasi Utara, Kota Bekasi' },
    -6.2255,
    107.0002,
    {
      region: WEST_JAVA,
      aliases: ['SMB', 'Bekasi'],
    },
  ),
  jkt(
    'jkt-bekasi-station',
    'station',
    { en: 'Bekasi Station', id: 'Stasiun Bekasi', ms: 'Stesen Bekasi' },
    { en: 'Bekasi Timur, Kota Bekasi' },
    -6.2362,
    106.9993,
    { region: WEST_JAVA },
  ),
  jkt('jkt-margo-city', 'mall', 'Margo City', { en: 'Beji, Kota Depok' }, -6.3727, 106.8343, {
    street: 'Jl. Margonda Raya No. 358',
    region: WEST_JAVA,
    aliases: ['Margonda', 'Depok'],
  }),
  jkt('jkt-universitas-indonesia', 'campus', 'Universitas Indonesia', { en: 'Beji, Kota Depok' }, -6.362, 106.8272, {
    region: WEST_JAVA,
    aliases: ['UI Depok', 'University of Indonesia'],
  }),
  jkt('jkt-aeon-mall-bsd', 'mall', 'AEON Mall BSD City', { en: 'Pagedangan, Kabupaten Tangerang' }, -6.3044, 106.6437, {
    street: 'Jl. BSD Raya Utama',
    region: BANTEN,
    aliases: ['BSD', 'Tangerang'],
  }),
  jkt(
    'jkt-mall-alam-sutera',
    'mall',
    'Mall Alam Sutera',
    { en: 'Serpong Utara, Tangerang Selatan' },
    -6.2234,
    106.6547,
    {
      region: BANTEN,
      aliases: ['Alam Sutera'],
    },
  ),
  jkt(
    'jkt-summarecon-mall-serpong',
    'mall',
    'Summarecon Mall Serpong',
    { en: 'Kelapa Dua, Kabupaten Tangerang' },
    -6.241,
    106.6284,
    { region: BANTEN, aliases: ['SMS', 'Gading Serpong'] },
  ),
  jkt(
    'jkt-bintaro-xchange',
    'mall',
    'Bintaro Jaya Xchange Mall',
    { en: 'Pondok Aren, Tangerang Selatan' },
    -6.285,
    106.728,
    {
      region: BANTEN,
      aliases: ['Bintaro'],
    },
  ),
  jkt(
    'jkt-soekarno-hatta-airport',
    'airport',
    {
      en: 'Soekarno–Hatta International Airport',
      id: 'Bandar Udara Internasional Soekarno–Hatta',
      ms: 'Lapangan Terbang Antarabangsa Soekarno–Hatta',
      zh: '苏加诺-哈达国际机场',
      'zh-tw': '蘇加諾-哈達國際機場',
    },
    { en: 'Benda, Kota Tangerang' },
    -6.1256,
    106.6559,
    { region: BANTEN, aliases: ['CGK', 'Soekarno-Hatta', 'Bandara Soekarno-Hatta'] },
  ),
];

// ── Singapore ────────────────────────────────────────────────────────────────────────────────────────
const SG_HARBOURFRONT: Localized = { en: 'HarbourFront', zh: '港湾', 'zh-tw': '港灣' };
const SG_BUKIT_MERAH: Localized = { en: 'Bukit Merah', zh: '红山', 'zh-tw': '紅山' };
const SG_SENTOSA: Localized = { en: 'Sentosa', zh: '圣淘沙', 'zh-tw': '聖淘沙', ja: 'セントーサ' };
const SG_ORCHARD: Localized = { en: 'Orchard', zh: '乌节', 'zh-tw': '烏節', ja: 'オーチャード' };
const SG_TANGLIN: Localized = { en: 'Tanglin', zh: '东陵', 'zh-tw': '東陵' };
const SG_MARINA_BAY: Localized = { en: 'Marina Bay', zh: '滨海湾', 'zh-tw': '濱海灣', ja: 'マリーナベイ' };
const SG_DOWNTOWN: Localized = { en: 'Downtown Core', zh: '市中心', 'zh-tw': '市中心' };
const SG_RIVER: Localized = { en: 'Singapore River', zh: '新加坡河', 'zh-tw': '新加坡河' };
const SG_OUTRAM: Localized = { en: 'Outram', zh: '欧南', 'zh-tw': '歐南' };
const SG_ROCHOR: Localized = { en: 'Rochor', zh: '梧槽', 'zh-tw': '梧槽' };
const SG_MARINE_PARADE: Localized = { en: 'Marine Parade', zh: '马林百列', 'zh-tw': '馬林百列' };
const SG_GEYLANG: Localized = { en: 'Geylang', zh: '芽笼', 'zh-tw': '芽籠' };
const SG_QUEENSTOWN: Localized = { en: 'Queenstown', zh: '女皇镇', 'zh-tw': '女皇鎮' };
const SG_BUKIT_TIMAH: Localized = { en: 'Bukit Timah', zh: '武吉知马', 'zh-tw': '武吉知馬' };

const sg = placesOf('singapore');
const SINGAPORE: GazetteerPlace[] = [
  sg('sg-vivocity', 'mall', { en: 'VivoCity', zh: '怡丰城', 'zh-tw': '怡豐城' }, SG_HARBOURFRONT, 1.2642, 103.8223, {
    street: '1 HarbourFront Walk',
    aliases: ['Vivo City'],
  }),
  sg(
    'sg-harbourfront-centre',
    'mall',
    { en: 'HarbourFront Centre', zh: '港湾中心', 'zh-tw': '港灣中心' },
    SG_HARBOURFRONT,
    1.2647,
    103.8205,
    { street: '1 Maritime Square', aliases: ['Harbourfront', 'HarbourFront MRT'] },
  ),
  sg(
    'sg-mount-faber',
    'park',
    { en: 'Mount Faber Park', zh: '花柏山公园', 'zh-tw': '花柏山公園' },
    SG_BUKIT_MERAH,
    1.2717,
    103.8188,
    {
      aliases: ['Faber Peak'],
    },
  ),
  sg(
    'sg-telok-blangah',
    'neighbourhood',
    { en: 'Telok Blangah', zh: '直落布兰雅', 'zh-tw': '直落布蘭雅' },
    SG_BUKIT_MERAH,
    1.276,
    103.812,
  ),
  sg(
    'sg-resorts-world-sentosa',
    'landmark',
    {
      en: 'Resorts World Sentosa',
      zh: '圣淘沙名胜世界',
      'zh-tw': '聖淘沙名勝世界',
      ja: 'リゾート・ワールド・セントーサ',
    },
    SG_SENTOSA,
    1.2565,
    103.82,
    { street: '8 Sentosa Gateway', aliases: ['RWS', 'Universal Studios Singapore'] },
  ),
  sg(
    'sg-siloso-beach',
    'park',
    { en: 'Siloso Beach', zh: '西乐索海滩', 'zh-tw': '西樂索海灘' },
    SG_SENTOSA,
    1.2536,
    103.8097,
  ),
  sg(
    'sg-sentosa',
    'neighbourhood',
    { en: 'Sentosa Island', ms: 'Pulau Sentosa', zh: '圣淘沙岛', 'zh-tw': '聖淘沙島', ja: 'セントーサ島' },
    SG_SENTOSA,
    1.2494,
    103.8303,
    { aliases: ['Sentosa', 'Palawan Beach'] },
  ),
  sg(
    'sg-orchard-road',
    'street',
    { en: 'Orchard Road', ms: 'Jalan Orchard', zh: '乌节路', 'zh-tw': '烏節路', ja: 'オーチャード・ロード' },
    SG_ORCHARD,
    1.302,
    103.8375,
    { aliases: ['Orchard'] },
  ),
  sg(
    'sg-ion-orchard',
    'mall',
    { en: 'ION Orchard', zh: '爱雍·乌节', 'zh-tw': '愛雍·烏節' },
    SG_ORCHARD,
    1.304,
    103.8318,
    {
      street: '2 Orchard Turn',
    },
  ),
  sg(
    'sg-ngee-ann-city',
    'mall',
    { en: 'Ngee Ann City', zh: '义安城', 'zh-tw': '義安城' },
    SG_ORCHARD,
    1.3025,
    103.8346,
    {
      street: '391 Orchard Road',
      aliases: ['Takashimaya'],
    },
  ),
  sg(
    'sg-plaza-singapura',
    'mall',
    { en: 'Plaza Singapura', zh: '狮城大厦', 'zh-tw': '獅城大廈' },
    { en: 'Dhoby Ghaut', zh: '多美歌', 'zh-tw': '多美歌' },
    1.3007,
    103.8452,
    { street: '68 Orchard Road' },
  ),
  sg(
    'sg-botanic-gardens',
    'park',
    {
      en: 'Singapore Botanic Gardens',
      ms: 'Taman Botani Singapura',
      zh: '新加坡植物园',
      'zh-tw': '新加坡植物園',
      ja: 'シンガポール植物園',
    },
    SG_TANGLIN,
    1.3138,
    103.8159,
    { street: '1 Cluny Road', aliases: ['Botanic Gardens'] },
  ),
  sg(
    'sg-dempsey-hill',
    'neighbourhood',
    { en: 'Dempsey Hill', zh: '登布西山', 'zh-tw': '登布西山' },
    SG_TANGLIN,
    1.3048,
    103.8095,
    {
      aliases: ['Dempsey'],
    },
  ),
  sg(
    'sg-holland-village',
    'neighbourhood',
    { en: 'Holland Village', zh: '荷兰村', 'zh-tw': '荷蘭村' },
    SG_BUKIT_TIMAH,
    1.311,
    103.796,
    {
      aliases: ['Holland V'],
    },
  ),
  sg(
    'sg-marina-bay-sands',
    'landmark',
    { en: 'Marina Bay Sands', zh: '滨海湾金沙', 'zh-tw': '濱海灣金沙', ja: 'マリーナベイ・サンズ' },
    SG_MARINA_BAY,
    1.2834,
    103.8607,
    { street: '10 Bayfront Avenue', aliases: ['MBS'] },
  ),
  sg(
    'sg-gardens-by-the-bay',
    'park',
    { en: 'Gardens by the Bay', zh: '滨海湾花园', 'zh-tw': '濱海灣花園', ja: 'ガーデンズ・バイ・ザ・ベイ' },
    SG_MARINA_BAY,
    1.2816,
    103.8636,
    { street: '18 Marina Gardens Drive' },
  ),
  sg(
    'sg-merlion-park',
    'landmark',
    { en: 'Merlion Park', ms: 'Taman Merlion', zh: '鱼尾狮公园', 'zh-tw': '魚尾獅公園', ja: 'マーライオン公園' },
    SG_DOWNTOWN,
    1.2868,
    103.8545,
    { street: '1 Fullerton Road', aliases: ['Merlion'] },
  ),
  sg(
    'sg-esplanade',
    'landmark',
    { en: 'Esplanade – Theatres on the Bay', zh: '滨海艺术中心', 'zh-tw': '濱海藝術中心' },
    SG_DOWNTOWN,
    1.2897,
    103.8555,
    { street: '1 Esplanade Drive', aliases: ['Esplanade'] },
  ),
  sg(
    'sg-raffles-place',
    'neighbourhood',
    { en: 'Raffles Place', zh: '莱佛士坊', 'zh-tw': '萊佛士坊' },
    SG_DOWNTOWN,
    1.284,
    103.8514,
  ),
  sg('sg-lau-pa-sat', 'market', { en: 'Lau Pa Sat', zh: '老巴刹', 'zh-tw': '老巴剎' }, SG_DOWNTOWN, 1.2806, 103.8505, {
    street: '18 Raffles Quay',
    aliases: ['Telok Ayer Market'],
  }),
  sg(
    'sg-clarke-quay',
    'neighbourhood',
    { en: 'Clarke Quay', zh: '克拉码头', 'zh-tw': '克拉碼頭' },
    SG_RIVER,
    1.2906,
    103.8465,
  ),
  sg(
    'sg-boat-quay',
    'neighbourhood',
    { en: 'Boat Quay', zh: '驳船码头', 'zh-tw': '駁船碼頭' },
    SG_RIVER,
    1.2866,
    103.8491,
  ),
  sg(
    'sg-robertson-quay',
    'neighbourhood',
    { en: 'Robertson Quay', zh: '罗拔申码头', 'zh-tw': '羅拔申碼頭' },
    SG_RIVER,
    1.291,
    103.839,
  ),
  sg(
    'sg-chinatown',
    'neighbourhood',
    { en: 'Chinatown', zh: '牛车水', 'zh-tw': '牛車水', ja: 'チャイナタウン' },
    SG_OUTRAM,
    1.2837,
    103.8443,
    {
      street: 'Pagoda Street',
    },
  ),
  sg(
    'sg-maxwell-food-centre',
    'market',
    { en: 'Maxwell Food Centre', zh: '麦士威熟食中心', 'zh-tw': '麥士威熟食中心' },
    SG_OUTRAM,
    1.2803,
    103.8447,
    { street: '1 Kadayanallur Street', aliases: ['Maxwell'] },
  ),
  sg(
    'sg-tanjong-pagar',
    'neighbourhood',
    { en: 'Tanjong Pagar', zh: '丹戎巴葛', 'zh-tw': '丹戎巴葛' },
    SG_DOWNTOWN,
    1.2764,
    103.8458,
  ),
  sg(
    'sg-tiong-bahru-market',
    'market',
    { en: 'Tiong Bahru Market', zh: '中峇鲁巴刹', 'zh-tw': '中峇魯巴剎' },
    SG_BUKIT_MERAH,
    1.285,
    103.8321,
    { street: '30 Seng Poh Road', aliases: ['Tiong Bahru'] },
  ),
  sg('sg-suntec-city', 'mall', { en: 'Suntec City', zh: '新达城', 'zh-tw': '新達城' }, SG_DOWNTOWN, 1.2953, 103.8588, {
    street: '3 Temasek Boulevard',
  }),
  sg(
    'sg-bugis-junction',
    'mall',
    'Bugis Junction',
    { en: 'Bugis', zh: '武吉士', 'zh-tw': '武吉士' },
    1.2993,
    103.8555,
    {
      street: '200 Victoria Street',
      aliases: ['Bugis'],
    },
  ),
  sg(
    'sg-little-india',
    'neighbourhood',
    { en: 'Little India', zh: '小印度', 'zh-tw': '小印度', ja: 'リトル・インディア' },
    SG_ROCHOR,
    1.3066,
    103.8497,
    {
      street: 'Serangoon Road',
      aliases: ['Tekka Centre'],
    },
  ),
  sg(
    'sg-kampong-glam',
    'neighbourhood',
    { en: 'Kampong Glam', ms: 'Kampung Gelam', zh: '甘榜格南', 'zh-tw': '甘榜格南' },
    SG_ROCHOR,
    1.3022,
    103.859,
    { street: 'Arab Street', aliases: ['Haji Lane', 'Sultan Mosque'] },
  ),
  sg('sg-katong', 'neighbourhood', { en: 'Katong', zh: '加东', 'zh-tw': '加東' }, SG_MARINE_PARADE, 1.305, 103.904, {
    street: 'East Coast Road',
    aliases: ['Katong Laksa'],
  }),
  sg(
    'sg-joo-chiat',
    'street',
    { en: 'Joo Chiat Road', zh: '如切路', 'zh-tw': '如切路' },
    SG_MARINE_PARADE,
    1.312,
    103.901,
    {
      aliases: ['Joo Chiat'],
    },
  ),
  sg(
    'sg-parkway-parade',
    'mall',
    { en: 'Parkway Parade', zh: '百汇广场', 'zh-tw': '百匯廣場' },
    SG_MARINE_PARADE,
    1.3015,
    103.9052,
    {
      street: '80 Marine Parade Road',
    },
  ),
  sg(
    'sg-east-coast-park',
    'park',
    { en: 'East Coast Park', zh: '东海岸公园', 'zh-tw': '東海岸公園' },
    SG_MARINE_PARADE,
    1.3008,
    103.9122,
    {
      aliases: ['ECP'],
    },
  ),
  sg(
    'sg-geylang-serai-market',
    'market',
    { en: 'Geylang Serai Market', ms: 'Pasar Geylang Serai', zh: '芽笼士乃巴刹', 'zh-tw': '芽籠士乃巴剎' },
    SG_GEYLANG,
    1.317,
    103.8983,
    { street: '1 Geylang Serai', aliases: ['Geylang Serai'] },
  ),
  sg('sg-paya-lebar-quarter', 'mall', 'Paya Lebar Quarter', SG_GEYLANG, 1.3173, 103.8926, {
    street: '10 Paya Lebar Road',
    aliases: ['PLQ', 'Paya Lebar'],
  }),
  sg(
    'sg-jewel-changi',
    'airport',
    { en: 'Jewel Changi Airport', zh: '星耀樟宜', 'zh-tw': '星耀樟宜', ja: 'ジュエル・チャンギ・エアポート' },
    { en: 'Changi', zh: '樟宜', 'zh-tw': '樟宜' },
    1.3602,
    103.9898,
    { street: '78 Airport Boulevard', aliases: ['Changi Airport', 'SIN'] },
  ),
  sg(
    'sg-tampines-mall',
    'mall',
    'Tampines Mall',
    { en: 'Tampines', zh: '淡滨尼', 'zh-tw': '淡濱尼' },
    1.3525,
    103.9447,
    {
      aliases: ['Tampines'],
    },
  ),
  sg('sg-novena-square', 'mall', 'Novena Square', { en: 'Novena', zh: '诺维娜', 'zh-tw': '諾維娜' }, 1.3202, 103.8437, {
    aliases: ['Novena'],
  }),
  sg(
    'sg-toa-payoh-central',
    'neighbourhood',
    'Toa Payoh Central',
    { en: 'Toa Payoh', zh: '大巴窑', 'zh-tw': '大巴窯' },
    1.3328,
    103.8478,
    {
      aliases: ['Toa Payoh'],
    },
  ),
  sg('sg-junction-8', 'mall', 'Junction 8', { en: 'Bishan', zh: '碧山', 'zh-tw': '碧山' }, 1.3504, 103.8487, {
    aliases: ['Bishan'],
  }),
  sg('sg-amk-hub', 'mall', 'AMK Hub', { en: 'Ang Mo Kio', zh: '宏茂桥', 'zh-tw': '宏茂橋' }, 1.3694, 103.8484, {
    aliases: ['Ang Mo Kio Hub', 'Ang Mo Kio'],
  }),
  sg('sg-jem', 'mall', 'JEM', { en: 'Jurong East', zh: '裕廊东', 'zh-tw': '裕廊東' }, 1.3331, 103.743, {
    aliases: ['Jurong East'],
  }),
  sg('sg-causeway-point', 'mall', 'Causeway Point', { en: 'Woodlands', zh: '兀兰', 'zh-tw': '兀蘭' }, 1.436, 103.786, {
    aliases: ['Woodlands'],
  }),
  sg('sg-star-vista', 'mall', 'The Star Vista', SG_QUEENSTOWN, 1.3068, 103.7883, {
    aliases: ['Buona Vista', 'one-north'],
  }),
  sg(
    'sg-nus',
    'campus',
    {
      en: 'National University of Singapore',
      ms: 'Universiti Nasional Singapura',
      zh: '新加坡国立大学',
      'zh-tw': '新加坡國立大學',
    },
    SG_QUEENSTOWN,
    1.2966,
    103.7764,
    { aliases: ['NUS', 'Kent Ridge'] },
  ),
  sg('sg-nex', 'mall', 'NEX', { en: 'Serangoon', zh: '实龙岗', 'zh-tw': '實龍崗' }, 1.3506, 103.8722, {
    aliases: ['Serangoon'],
  }),
  sg('sg-waterway-point', 'mall', 'Waterway Point', { en: 'Punggol', zh: '榜鹅', 'zh-tw': '榜鵝' }, 1.4067, 103.902, {
    aliases: ['Punggol'],
  }),
];

// ── Tokyo ────────────────────────────────────────────────────────────────────────────────────────────
const SHIBUYA: Localized = { en: 'Shibuya City', ja: '渋谷区', zh: '涩谷区', 'zh-tw': '澀谷區' };
const MEGURO: Localized = { en: 'Meguro City', ja: '目黒区', zh: '目黑区', 'zh-tw': '目黑區' };
const MINATO: Localized = { en: 'Minato City', ja: '港区', zh: '港区', 'zh-tw': '港區' };
const SHINJUKU: Localized = { en: 'Shinjuku City', ja: '新宿区', zh: '新宿区', 'zh-tw': '新宿區' };
const CHIYODA: Localized = { en: 'Chiyoda City', ja: '千代田区', zh: '千代田区', 'zh-tw': '千代田區' };
const CHUO: Localized = { en: 'Chuo City', ja: '中央区', zh: '中央区', 'zh-tw': '中央區' };
const KOTO: Localized = { en: 'Koto City', ja: '江東区', zh: '江东区', 'zh-tw': '江東區' };
const TAITO: Localized = { en: 'Taito City', ja: '台東区', zh: '台东区', 'zh-tw': '台東區' };
const SUMIDA: Localized = { en: 'Sumida City', ja: '墨田区', zh: '墨田区', 'zh-tw': '墨田區' };
const TOSHIMA: Localized = { en: 'Toshima City', ja: '豊島区', zh: '丰岛区', 'zh-tw': '豐島區' };
const SETAGAYA: Localized = { en: 'Setagaya City', ja: '世田谷区', zh: '世田谷区', 'zh-tw': '世田谷區' };
const SUGINAMI: Localized = { en: 'Suginami City', ja: '杉並区', zh: '杉并区', 'zh-tw': '杉並區' };
const BUNKYO: Localized = { en: 'Bunkyo City', ja: '文京区', zh: '文京区', 'zh-tw': '文京區' };
const OTA: Localized = { en: 'Ota City', ja: '大田区', zh: '大田区', 'zh-tw': '大田區' };
const MUSASHINO: Localized = { en: 'Musashino', ja: '武蔵野市', zh: '武藏野市', 'zh-tw': '武藏野市' };

const tyo = placesOf('tokyo');
const TOKYO: GazetteerPlace[] = [
  tyo(
    'tyo-shibuya-station',
    'station',
    { en: 'Shibuya Station', ja: '渋谷駅', zh: '涩谷站', 'zh-tw': '澀谷站' },
    SHIBUYA,
    35.658,
    139.7016,
  ),
  tyo(
    'tyo-shibuya-crossing',
    'landmark',
    { en: 'Shibuya Scramble Crossing', ja: '渋谷スクランブル交差点', zh: '涩谷十字路口', 'zh-tw': '澀谷十字路口' },
    SHIBUYA,
    35.6595,
    139.7005,
    { aliases: ['Shibuya Crossing', 'Hachiko'] },
  ),
  tyo(
    'tyo-dogenzaka',
    'street',
    { en: 'Dogenzaka', ja: '道玄坂', zh: '道玄坂', 'zh-tw': '道玄坂' },
    SHIBUYA,
    35.657,
    139.6975,
    {
      aliases: ['Dōgenzaka'],
    },
  ),
  tyo(
    'tyo-shibuya-109',
    'mall',
    { en: 'Shibuya 109', ja: 'SHIBUYA109', zh: '涩谷109', 'zh-tw': '澀谷109' },
    SHIBUYA,
    35.6595,
    139.6987,
    {
      street: { en: '2-29-1 Dogenzaka', ja: '道玄坂2-29-1' },
      aliases: ['渋谷109', 'Ichimarukyu'],
    },
  ),
  tyo(
    'tyo-shibuya-scramble-square',
    'mall',
    {
      en: 'Shibuya Scramble Square',
      ja: '渋谷スクランブルスクエア',
      zh: '涩谷SCRAMBLE SQUARE',
      'zh-tw': '澀谷SCRAMBLE SQUARE',
    },
    SHIBUYA,
    35.6584,
    139.7022,
    { street: { en: '2-24-12 Shibuya', ja: '渋谷2-24-12' }, aliases: ['Shibuya Sky'] },
  ),
  tyo(
    'tyo-harajuku-station',
    'station',
    { en: 'Harajuku Station', ja: '原宿駅', zh: '原宿站', 'zh-tw': '原宿站' },
    SHIBUYA,
    35.6702,
    139.7027,
  ),
  tyo(
    'tyo-takeshita-street',
    'street',
    { en: 'Takeshita Street', ja: '竹下通り', zh: '竹下通', 'zh-tw': '竹下通' },
    SHIBUYA,
    35.6715,
    139.7046,
    {
      aliases: ['Takeshita-dori'],
    },
  ),
  tyo(
    'tyo-omotesando-hills',
    'mall',
    { en: 'Omotesando Hills', ja: '表参道ヒルズ', zh: '表参道之丘', 'zh-tw': '表參道之丘' },
    SHIBUYA,
    35.6673,
    139.709,
    { street: { en: '4-12-10 Jingumae', ja: '神宮前4-12-10' }, aliases: ['Omotesando', 'Omote-sando'] },
  ),
  tyo(
    'tyo-meiji-jingu',
    'landmark',
    { en: 'Meiji Jingu', ja: '明治神宮', zh: '明治神宫', 'zh-tw': '明治神宮' },
    SHIBUYA,
    35.6764,
    139.6993,
    {
      street: { en: '1-1 Yoyogikamizonocho', ja: '代々木神園町1-1' },
      aliases: ['Meiji Shrine'],
    },
  ),
  tyo(
    'tyo-yoyogi-park',
    'park',
    { en: 'Yoyogi Park', ja: '代々木公園', zh: '代代木公园', 'zh-tw': '代代木公園' },
    SHIBUYA,
    35.6717,
    139.6949,
  ),
  tyo(
    'tyo-ebisu-garden-place',
    'mall',
    { en: 'Ebisu Garden Place', ja: '恵比寿ガーデンプレイス', zh: '惠比寿花园广场', 'zh-tw': '惠比壽花園廣場' },
    SHIBUYA,
    35.6422,
    139.7135,
    { street: { en: '4-20 Ebisu', ja: '恵比寿4-20' }, aliases: ['Ebisu'] },
  ),
  tyo(
    'tyo-daikanyama',
    'neighbourhood',
    { en: 'Daikanyama', ja: '代官山', zh: '代官山', 'zh-tw': '代官山' },
    SHIBUYA,
    35.6486,
    139.7031,
  ),
  tyo(
    'tyo-nakameguro',
    'neighbourhood',
    { en: 'Nakameguro', ja: '中目黒', zh: '中目黑', 'zh-tw': '中目黑' },
    MEGURO,
    35.644,
    139.6988,
    {
      aliases: ['Naka-Meguro', 'Meguro River'],
    },
  ),
  tyo(
    'tyo-roppongi-hills',
    'mall',
    { en: 'Roppongi Hills', ja: '六本木ヒルズ', zh: '六本木新城', 'zh-tw': '六本木新城' },
    MINATO,
    35.6604,
    139.7292,
    { street: { en: '6-10-1 Roppongi', ja: '六本木6-10-1' }, aliases: ['Roppongi'] },
  ),
  tyo(
    'tyo-tokyo-midtown',
    'mall',
    { en: 'Tokyo Midtown', ja: '東京ミッドタウン', zh: '东京中城', 'zh-tw': '東京中城' },
    MINATO,
    35.6658,
    139.731,
    { street: { en: '9-7-1 Akasaka', ja: '赤坂9-7-1' } },
  ),
  tyo(
    'tyo-tokyo-tower',
    'landmark',
    { en: 'Tokyo Tower', ja: '東京タワー', zh: '东京塔', 'zh-tw': '東京鐵塔' },
    MINATO,
    35.6586,
    139.7454,
    {
      street: { en: '4-2-8 Shibakoen', ja: '芝公園4-2-8' },
    },
  ),
  tyo(
    'tyo-azabu-juban',
    'neighbourhood',
    { en: 'Azabu-Juban', ja: '麻布十番', zh: '麻布十番', 'zh-tw': '麻布十番' },
    MINATO,
    35.6555,
    139.7365,
    {
      aliases: ['Azabujuban'],
    },
  ),
  tyo(
    'tyo-shinjuku-station',
    'station',
    { en: 'Shinjuku Station', ja: '新宿駅', zh: '新宿站', 'zh-tw': '新宿站' },
    SHINJUKU,
    35.6896,
    139.7006,
  ),
  tyo(
    'tyo-kabukicho',
    'neighbourhood',
    { en: 'Kabukicho', ja: '歌舞伎町', zh: '歌舞伎町', 'zh-tw': '歌舞伎町' },
    SHINJUKU,
    35.695,
    139.703,
    {
      aliases: ['Kabukichō'],
    },
  ),
  tyo(
    'tyo-omoide-yokocho',
    'street',
    { en: 'Omoide Yokocho', ja: '思い出横丁', zh: '回忆横丁', 'zh-tw': '回憶橫丁' },
    SHINJUKU,
    35.693,
    139.6995,
    { aliases: ['Memory Lane'] },
  ),
  tyo(
    'tyo-shinjuku-gyoen',
    'park',
    { en: 'Shinjuku Gyoen', ja: '新宿御苑', zh: '新宿御苑', 'zh-tw': '新宿御苑' },
    SHINJUKU,
    35.6852,
    139.71,
    {
      aliases: ['Shinjuku Gyoen National Garden'],
    },
  ),
  tyo(
    'tyo-tokyo-metropolitan-government',
    'landmark',
    { en: 'Tokyo Metropolitan Government Building', ja: '東京都庁', zh: '东京都厅', 'zh-tw': '東京都廳' },
    SHINJUKU,
    35.6896,
    139.6917,
    { street: { en: '2-8-1 Nishi-Shinjuku', ja: '西新宿2-8-1' }, aliases: ['Tocho'] },
  ),
  tyo(
    'tyo-kagurazaka',
    'neighbourhood',
    { en: 'Kagurazaka', ja: '神楽坂', zh: '神乐坂', 'zh-tw': '神樂坂' },
    SHINJUKU,
    35.702,
    139.7405,
  ),
  tyo(
    'tyo-tokyo-station',
    'station',
    { en: 'Tokyo Station', ja: '東京駅', zh: '东京站', 'zh-tw': '東京車站' },
    CHIYODA,
    35.6812,
    139.7671,
    {
      street: { en: '1-9-1 Marunouchi', ja: '丸の内1-9-1' },
    },
  ),
  tyo(
    'tyo-marunouchi-building',
    'mall',
    { en: 'Marunouchi Building', ja: '丸の内ビルディング', zh: '丸之内大楼', 'zh-tw': '丸之內大樓' },
    CHIYODA,
    35.6813,
    139.764,
    { street: { en: '2-4-1 Marunouchi', ja: '丸の内2-4-1' }, aliases: ['Marunouchi', 'Marubiru', '丸ビル'] },
  ),
  tyo(
    'tyo-imperial-palace',
    'landmark',
    { en: 'Imperial Palace', ja: '皇居', zh: '皇居', 'zh-tw': '皇居' },
    CHIYODA,
    35.6852,
    139.7528,
  ),
  tyo(
    'tyo-akihabara-station',
    'station',
    { en: 'Akihabara Station', ja: '秋葉原駅', zh: '秋叶原站', 'zh-tw': '秋葉原站' },
    CHIYODA,
    35.6984,
    139.7731,
    {
      aliases: ['Akihabara', 'Akiba'],
    },
  ),
  tyo(
    'tyo-ginza-crossing',
    'landmark',
    { en: 'Ginza 4-chome Crossing', ja: '銀座四丁目交差点', zh: '银座四丁目十字路口', 'zh-tw': '銀座四丁目十字路口' },
    CHUO,
    35.6717,
    139.765,
    { aliases: ['Ginza', 'Wako'] },
  ),
  tyo(
    'tyo-ginza-six',
    'mall',
    { en: 'GINZA SIX', ja: 'GINZA SIX', zh: 'GINZA SIX', 'zh-tw': 'GINZA SIX' },
    CHUO,
    35.6697,
    139.764,
    {
      street: { en: '6-10-1 Ginza', ja: '銀座6-10-1' },
    },
  ),
  tyo(
    'tyo-tsukiji-outer-market',
    'market',
    { en: 'Tsukiji Outer Market', ja: '築地場外市場', zh: '筑地场外市场', 'zh-tw': '築地場外市場' },
    CHUO,
    35.6654,
    139.7707,
    { aliases: ['Tsukiji'] },
  ),
  tyo(
    'tyo-nihonbashi',
    'landmark',
    { en: 'Nihonbashi', ja: '日本橋', zh: '日本桥', 'zh-tw': '日本橋' },
    CHUO,
    35.684,
    139.7744,
  ),
  tyo(
    'tyo-toyosu-market',
    'market',
    { en: 'Toyosu Market', ja: '豊洲市場', zh: '丰洲市场', 'zh-tw': '豐洲市場' },
    KOTO,
    35.6455,
    139.785,
    {
      aliases: ['Toyosu'],
    },
  ),
  tyo(
    'tyo-divercity',
    'mall',
    {
      en: 'DiverCity Tokyo Plaza',
      ja: 'ダイバーシティ東京 プラザ',
      zh: 'DiverCity Tokyo Plaza',
      'zh-tw': 'DiverCity Tokyo Plaza',
    },
    KOTO,
    35.6251,
    139.7756,
    { street: { en: '1-1-10 Aomi', ja: '青海1-1-10' }, aliases: ['Odaiba'] },
  ),
  tyo(
    'tyo-tokyo-big-sight',
    'landmark',
    { en: 'Tokyo Big Sight', ja: '東京ビッグサイト', zh: '东京国际展览中心', 'zh-tw': '東京國際展示場' },
    KOTO,
    35.6298,
    139.7942,
    { street: { en: '3-11-1 Ariake', ja: '有明3-11-1' } },
  ),
  tyo(
    'tyo-kiyosumi-gardens',
    'park',
    { en: 'Kiyosumi Gardens', ja: '清澄庭園', zh: '清澄庭园', 'zh-tw': '清澄庭園' },
    KOTO,
    35.6805,
    139.7975,
    {
      aliases: ['Kiyosumi Teien'],
    },
  ),
  tyo(
    'tyo-odaiba-seaside-park',
    'park',
    { en: 'Odaiba Seaside Park', ja: 'お台場海浜公園', zh: '台场海滨公园', 'zh-tw': '台場海濱公園' },
    MINATO,
    35.6296,
    139.7745,
    { aliases: ['Odaiba'] },
  ),
  tyo(
    'tyo-ueno-park',
    'park',
    { en: 'Ueno Park', ja: '上野恩賜公園', zh: '上野公园', 'zh-tw': '上野公園' },
    TAITO,
    35.7148,
    139.7734,
    { aliases: ['上野公園', 'Ueno'] },
  ),
  tyo(
    'tyo-ameyoko',
    'market',
    { en: 'Ameyoko', ja: 'アメ横', zh: '阿美横丁', 'zh-tw': '阿美橫丁' },
    TAITO,
    35.7101,
    139.7746,
    {
      aliases: ['アメヤ横丁', 'Ameya-Yokocho'],
    },
  ),
  tyo(
    'tyo-senso-ji',
    'landmark',
    { en: 'Sensō-ji', ja: '浅草寺', zh: '浅草寺', 'zh-tw': '淺草寺' },
    TAITO,
    35.7148,
    139.7967,
    {
      street: { en: '2-3-1 Asakusa', ja: '浅草2-3-1' },
      aliases: ['Sensoji', 'Asakusa', 'Kaminarimon'],
    },
  ),
  tyo(
    'tyo-yanaka-ginza',
    'street',
    { en: 'Yanaka Ginza', ja: '谷中銀座', zh: '谷中银座', 'zh-tw': '谷中銀座' },
    TAITO,
    35.7275,
    139.766,
    {
      aliases: ['Yanaka'],
    },
  ),
  tyo(
    'tyo-tokyo-skytree',
    'landmark',
    { en: 'Tokyo Skytree', ja: '東京スカイツリー', zh: '东京晴空塔', 'zh-tw': '東京晴空塔' },
    SUMIDA,
    35.7101,
    139.8107,
    { street: { en: '1-1-2 Oshiage', ja: '押上1-1-2' }, aliases: ['Skytree', 'Solamachi'] },
  ),
  tyo(
    'tyo-ryogoku-kokugikan',
    'landmark',
    { en: 'Ryōgoku Kokugikan', ja: '両国国技館', zh: '两国国技馆', 'zh-tw': '兩國國技館' },
    SUMIDA,
    35.6969,
    139.7934,
    { street: { en: '1-3-28 Yokoami', ja: '横網1-3-28' }, aliases: ['Ryogoku'] },
  ),
  tyo(
    'tyo-ikebukuro-station',
    'station',
    { en: 'Ikebukuro Station', ja: '池袋駅', zh: '池袋站', 'zh-tw': '池袋站' },
    TOSHIMA,
    35.7295,
    139.7109,
    {
      aliases: ['Ikebukuro'],
    },
  ),
  tyo(
    'tyo-sunshine-city',
    'mall',
    { en: 'Sunshine City', ja: 'サンシャインシティ', zh: '阳光城', 'zh-tw': '太陽城' },
    TOSHIMA,
    35.7289,
    139.7188,
    {
      street: { en: '3-1 Higashi-Ikebukuro', ja: '東池袋3-1' },
    },
  ),
  tyo(
    'tyo-shimokitazawa',
    'neighbourhood',
    { en: 'Shimokitazawa', ja: '下北沢', zh: '下北泽', 'zh-tw': '下北澤' },
    SETAGAYA,
    35.6613,
    139.668,
    {
      aliases: ['Shimokita'],
    },
  ),
  tyo(
    'tyo-futako-tamagawa',
    'neighbourhood',
    { en: 'Futako-Tamagawa', ja: '二子玉川', zh: '二子玉川', 'zh-tw': '二子玉川' },
    SETAGAYA,
    35.6116,
    139.6267,
    { aliases: ['Futakotamagawa', 'Nikotama'] },
  ),
  tyo(
    'tyo-jiyugaoka',
    'neighbourhood',
    { en: 'Jiyugaoka', ja: '自由が丘', zh: '自由之丘', 'zh-tw': '自由之丘' },
    MEGURO,
    35.6077,
    139.6686,
    {
      aliases: ['Jiyūgaoka'],
    },
  ),
  tyo(
    'tyo-kichijoji',
    'neighbourhood',
    { en: 'Kichijoji', ja: '吉祥寺', zh: '吉祥寺', 'zh-tw': '吉祥寺' },
    MUSASHINO,
    35.703,
    139.58,
    {
      aliases: ['Inokashira Park'],
    },
  ),
  tyo(
    'tyo-koenji',
    'neighbourhood',
    { en: 'Koenji', ja: '高円寺', zh: '高圆寺', 'zh-tw': '高圓寺' },
    SUGINAMI,
    35.7052,
    139.6497,
    {
      aliases: ['Kōenji'],
    },
  ),
  tyo(
    'tyo-tokyo-dome',
    'landmark',
    { en: 'Tokyo Dome', ja: '東京ドーム', zh: '东京巨蛋', 'zh-tw': '東京巨蛋' },
    BUNKYO,
    35.7056,
    139.7519,
    {
      street: { en: '1-3-61 Koraku', ja: '後楽1-3-61' },
      aliases: ['Korakuen'],
    },
  ),
  tyo(
    'tyo-shinagawa-station',
    'station',
    { en: 'Shinagawa Station', ja: '品川駅', zh: '品川站', 'zh-tw': '品川站' },
    MINATO,
    35.6285,
    139.7387,
    {
      aliases: ['Shinagawa'],
    },
  ),
  tyo(
    'tyo-haneda-terminal-3',
    'airport',
    {
      en: 'Haneda Airport Terminal 3',
      ja: '羽田空港第3ターミナル',
      zh: '羽田机场第3航站楼',
      'zh-tw': '羽田機場第3航廈',
    },
    OTA,
    35.5436,
    139.7684,
    { aliases: ['Haneda', 'HND'] },
  ),
];

// ── Taipei (with New Taipei) ─────────────────────────────────────────────────────────────────────────
const NEW_TAIPEI: Localized = { en: 'New Taipei City', ja: '新北市', zh: '新北市', 'zh-tw': '新北市' };
const XINYI: Localized = { en: 'Xinyi District', ja: '信義区', zh: '信义区', 'zh-tw': '信義區' };
const DAAN: Localized = { en: "Da'an District", ja: '大安区', zh: '大安区', 'zh-tw': '大安區' };
const ZHONGZHENG: Localized = { en: 'Zhongzheng District', ja: '中正区', zh: '中正区', 'zh-tw': '中正區' };
const WANHUA: Localized = { en: 'Wanhua District', ja: '万華区', zh: '万华区', 'zh-tw': '萬華區' };
const ZHONGSHAN: Localized = { en: 'Zhongshan District', ja: '中山区', zh: '中山区', 'zh-tw': '中山區' };
const DATONG: Localized = { en: 'Datong District', ja: '大同区', zh: '大同区', 'zh-tw': '大同區' };
const SONGSHAN: Localized = { en: 'Songshan District', ja: '松山区', zh: '松山区', 'zh-tw': '松山區' };
const SHILIN: Localized = { en: 'Shilin District', ja: '士林区', zh: '士林区', 'zh-tw': '士林區' };
const BEITOU: Localized = { en: 'Beitou District', ja: '北投区', zh: '北投区', 'zh-tw': '北投區' };
const NEIHU: Localized = { en: 'Neihu District', ja: '内湖区', zh: '内湖区', 'zh-tw': '內湖區' };
const NANGANG: Localized = { en: 'Nangang District', ja: '南港区', zh: '南港区', 'zh-tw': '南港區' };
const WENSHAN: Localized = { en: 'Wenshan District', ja: '文山区', zh: '文山区', 'zh-tw': '文山區' };

const tpe = placesOf('taipei');
const TAIPEI: GazetteerPlace[] = [
  tpe(
    'tpe-taipei-101',
    'landmark',
    { en: 'Taipei 101', ja: '台北101', zh: '台北101', 'zh-tw': '台北101' },
    XINYI,
    25.0339,
    121.5645,
    {
      street: {
        en: 'No. 7, Section 5, Xinyi Road',
        zh: '信义路五段7号',
        'zh-tw': '信義路五段7號',
        ja: '信義路五段7号',
      },
    },
  ),
  tpe(
    'tpe-shin-kong-mitsukoshi-xinyi',
    'mall',
    {
      en: 'Shin Kong Mitsukoshi Xinyi Place',
      ja: '新光三越 信義新天地',
      zh: '新光三越信义新天地',
      'zh-tw': '新光三越信義新天地',
    },
    XINYI,
    25.0369,
    121.567,
    { aliases: ['Mitsukoshi', 'A11', 'A8'] },
  ),
  tpe(
    'tpe-songgao-road',
    'street',
    { en: 'Songgao Road', zh: '松高路', 'zh-tw': '松高路', ja: '松高路' },
    XINYI,
    25.0394,
    121.567,
  ),
  tpe(
    'tpe-city-hall-station',
    'station',
    { en: 'Taipei City Hall Station', ja: '市政府駅', zh: '市政府站', 'zh-tw': '市政府站' },
    XINYI,
    25.0412,
    121.5653,
    { aliases: ['City Hall'] },
  ),
  tpe(
    'tpe-songshan-cultural-park',
    'landmark',
    { en: 'Songshan Cultural and Creative Park', ja: '松山文創園区', zh: '松山文创园区', 'zh-tw': '松山文創園區' },
    XINYI,
    25.0439,
    121.5606,
    { street: { en: 'No. 133, Guangfu South Road', zh: '光复南路133号', 'zh-tw': '光復南路133號' } },
  ),
  tpe(
    'tpe-sun-yat-sen-memorial-hall',
    'landmark',
    { en: 'Sun Yat-sen Memorial Hall', ja: '国父紀念館', zh: '国父纪念馆', 'zh-tw': '國父紀念館' },
    XINYI,
    25.0401,
    121.5602,
    { street: { en: "No. 505, Section 4, Ren'ai Road", zh: '仁爱路四段505号', 'zh-tw': '仁愛路四段505號' } },
  ),
  tpe(
    'tpe-elephant-mountain',
    'park',
    { en: 'Elephant Mountain', ja: '象山', zh: '象山', 'zh-tw': '象山' },
    XINYI,
    25.027,
    121.571,
    {
      aliases: ['Xiangshan'],
    },
  ),
  tpe(
    'tpe-tonghua-night-market',
    'market',
    { en: 'Tonghua Night Market', zh: '通化夜市', 'zh-tw': '通化夜市' },
    DAAN,
    25.0305,
    121.5545,
    {
      aliases: ['Linjiang Street Night Market', '臨江街夜市'],
    },
  ),
  tpe(
    'tpe-xinyi-anhe-station',
    'station',
    { en: 'Xinyi Anhe Station', ja: '信義安和駅', zh: '信义安和站', 'zh-tw': '信義安和站' },
    DAAN,
    25.0334,
    121.5527,
  ),
  tpe(
    'tpe-yongkang-street',
    'street',
    { en: 'Yongkang Street', ja: '永康街', zh: '永康街', 'zh-tw': '永康街' },
    DAAN,
    25.0325,
    121.5298,
  ),
  tpe(
    'tpe-dongmen-station',
    'station',
    { en: 'Dongmen Station', ja: '東門駅', zh: '东门站', 'zh-tw': '東門站' },
    DAAN,
    25.0339,
    121.5288,
  ),
  tpe(
    'tpe-daan-park',
    'park',
    { en: 'Daan Forest Park', ja: '大安森林公園', zh: '大安森林公园', 'zh-tw': '大安森林公園' },
    DAAN,
    25.03,
    121.5356,
    {
      aliases: ["Da'an Park"],
    },
  ),
  tpe(
    'tpe-daan-station',
    'station',
    { en: "Da'an Station", ja: '大安駅', zh: '大安站', 'zh-tw': '大安站' },
    DAAN,
    25.033,
    121.5434,
  ),
  tpe(
    'tpe-zhongxiao-fuxing-station',
    'station',
    { en: 'Zhongxiao Fuxing Station', ja: '忠孝復興駅', zh: '忠孝复兴站', 'zh-tw': '忠孝復興站' },
    DAAN,
    25.0415,
    121.5438,
    { aliases: ['SOGO'] },
  ),
  tpe(
    'tpe-zhongxiao-dunhua-station',
    'station',
    { en: 'Zhongxiao Dunhua Station', ja: '忠孝敦化駅', zh: '忠孝敦化站', 'zh-tw': '忠孝敦化站' },
    DAAN,
    25.0413,
    121.5511,
    { aliases: ['East District', '東區'] },
  ),
  tpe(
    'tpe-shida-night-market',
    'market',
    { en: 'Shida Night Market', ja: '師大夜市', zh: '师大夜市', 'zh-tw': '師大夜市' },
    DAAN,
    25.0246,
    121.5293,
  ),
  tpe(
    'tpe-gongguan',
    'neighbourhood',
    { en: 'Gongguan', ja: '公館', zh: '公馆', 'zh-tw': '公館' },
    ZHONGZHENG,
    25.0147,
    121.5342,
  ),
  tpe(
    'tpe-ntu',
    'campus',
    { en: 'National Taiwan University', ja: '国立台湾大学', zh: '国立台湾大学', 'zh-tw': '國立臺灣大學' },
    DAAN,
    25.0174,
    121.5397,
    { aliases: ['NTU', '台大'] },
  ),
  tpe(
    'tpe-cks-memorial-hall',
    'landmark',
    { en: 'Chiang Kai-shek Memorial Hall', ja: '中正紀念堂', zh: '中正纪念堂', 'zh-tw': '中正紀念堂' },
    ZHONGZHENG,
    25.0347,
    121.5218,
    {
      street: { en: 'No. 21, Zhongshan South Road', zh: '中山南路21号', 'zh-tw': '中山南路21號' },
      aliases: ['CKS Memorial Hall', 'Liberty Square'],
    },
  ),
  tpe(
    'tpe-guting-station',
    'station',
    { en: 'Guting Station', ja: '古亭駅', zh: '古亭站', 'zh-tw': '古亭站' },
    ZHONGZHENG,
    25.0263,
    121.5229,
  ),
  tpe(
    'tpe-main-station',
    'station',
    { en: 'Taipei Main Station', ja: '台北駅', zh: '台北车站', 'zh-tw': '台北車站' },
    ZHONGZHENG,
    25.0478,
    121.517,
    {
      street: { en: 'No. 3, Beiping West Road', zh: '北平西路3号', 'zh-tw': '北平西路3號' },
      aliases: ['Taipei Station'],
    },
  ),
  tpe(
    'tpe-presidential-office',
    'landmark',
    { en: 'Presidential Office Building', ja: '総統府', zh: '总统府', 'zh-tw': '總統府' },
    ZHONGZHENG,
    25.04,
    121.512,
    {
      street: { en: 'No. 122, Section 1, Chongqing South Road', zh: '重庆南路一段122号', 'zh-tw': '重慶南路一段122號' },
    },
  ),
  tpe(
    'tpe-huashan-1914',
    'landmark',
    {
      en: 'Huashan 1914 Creative Park',
      ja: '華山1914文化創意産業園区',
      zh: '华山1914文化创意产业园区',
      'zh-tw': '華山1914文化創意產業園區',
    },
    ZHONGZHENG,
    25.0441,
    121.5294,
    {
      street: { en: 'No. 1, Section 1, Bade Road', zh: '八德路一段1号', 'zh-tw': '八德路一段1號' },
      aliases: ['Huashan'],
    },
  ),
  tpe(
    'tpe-ximending',
    'neighbourhood',
    { en: 'Ximending', ja: '西門町', zh: '西门町', 'zh-tw': '西門町' },
    WANHUA,
    25.0422,
    121.5078,
    {
      aliases: ['Ximen'],
    },
  ),
  tpe(
    'tpe-longshan-temple',
    'landmark',
    { en: 'Longshan Temple', ja: '龍山寺', zh: '艋舺龙山寺', 'zh-tw': '艋舺龍山寺' },
    WANHUA,
    25.0372,
    121.4999,
    {
      street: { en: 'No. 211, Guangzhou Street', zh: '广州街211号', 'zh-tw': '廣州街211號' },
      aliases: ['Mengjia', '龍山寺'],
    },
  ),
  tpe(
    'tpe-zhongshan-station',
    'station',
    { en: 'Zhongshan Station', ja: '中山駅', zh: '中山站', 'zh-tw': '中山站' },
    ZHONGSHAN,
    25.0527,
    121.5204,
  ),
  tpe(
    'tpe-dihua-street',
    'street',
    { en: 'Dihua Street', ja: '迪化街', zh: '迪化街', 'zh-tw': '迪化街' },
    DATONG,
    25.0567,
    121.51,
    {
      aliases: ['Dadaocheng'],
    },
  ),
  tpe(
    'tpe-ningxia-night-market',
    'market',
    { en: 'Ningxia Night Market', ja: '寧夏夜市', zh: '宁夏夜市', 'zh-tw': '寧夏夜市' },
    DATONG,
    25.056,
    121.5153,
  ),
  tpe(
    'tpe-raohe-night-market',
    'market',
    { en: 'Raohe Street Night Market', ja: '饒河街観光夜市', zh: '饶河街观光夜市', 'zh-tw': '饒河街觀光夜市' },
    SONGSHAN,
    25.0509,
    121.5774,
    { aliases: ['Raohe'] },
  ),
  tpe(
    'tpe-songshan-airport',
    'airport',
    { en: 'Taipei Songshan Airport', ja: '台北松山空港', zh: '台北松山机场', 'zh-tw': '臺北松山機場' },
    SONGSHAN,
    25.0632,
    121.5519,
    {
      street: { en: 'No. 340-9, Dunhua North Road', zh: '敦化北路340-9号', 'zh-tw': '敦化北路340-9號' },
      aliases: ['TSA'],
    },
  ),
  tpe(
    'tpe-minsheng-community',
    'neighbourhood',
    { en: 'Minsheng Community', zh: '民生社区', 'zh-tw': '民生社區' },
    SONGSHAN,
    25.0595,
    121.562,
  ),
  tpe(
    'tpe-nanjing-fuxing-station',
    'station',
    { en: 'Nanjing Fuxing Station', ja: '南京復興駅', zh: '南京复兴站', 'zh-tw': '南京復興站' },
    SONGSHAN,
    25.0521,
    121.544,
  ),
  tpe(
    'tpe-taipei-arena',
    'landmark',
    { en: 'Taipei Arena', ja: '台北アリーナ', zh: '台北小巨蛋', 'zh-tw': '臺北小巨蛋' },
    SONGSHAN,
    25.0514,
    121.5499,
    { street: { en: 'No. 2, Section 4, Nanjing East Road', zh: '南京东路四段2号', 'zh-tw': '南京東路四段2號' } },
  ),
  tpe(
    'tpe-breeze-center',
    'mall',
    { en: 'Breeze Center', zh: '微风广场', 'zh-tw': '微風廣場' },
    SONGSHAN,
    25.0466,
    121.5444,
    { street: { en: 'No. 39, Section 1, Fuxing South Road', zh: '复兴南路一段39号', 'zh-tw': '復興南路一段39號' } },
  ),
  tpe(
    'tpe-shilin-night-market',
    'market',
    { en: 'Shilin Night Market', ja: '士林夜市', zh: '士林夜市', 'zh-tw': '士林夜市' },
    SHILIN,
    25.088,
    121.524,
    { street: { en: 'No. 101, Jihe Road', zh: '基河路101号', 'zh-tw': '基河路101號' } },
  ),
  tpe(
    'tpe-national-palace-museum',
    'landmark',
    { en: 'National Palace Museum', ja: '国立故宮博物院', zh: '国立故宫博物院', 'zh-tw': '國立故宮博物院' },
    SHILIN,
    25.1024,
    121.5485,
    {
      street: { en: 'No. 221, Section 2, Zhishan Road', zh: '至善路二段221号', 'zh-tw': '至善路二段221號' },
      aliases: ['故宮'],
    },
  ),
  tpe('tpe-tianmu', 'neighbourhood', { en: 'Tianmu', ja: '天母', zh: '天母', 'zh-tw': '天母' }, SHILIN, 25.117, 121.53),
  tpe(
    'tpe-xinbeitou-hot-springs',
    'landmark',
    { en: 'Xinbeitou Hot Springs', ja: '新北投温泉', zh: '新北投温泉', 'zh-tw': '新北投溫泉' },
    BEITOU,
    25.1368,
    121.506,
    { aliases: ['Beitou', 'Xinbeitou'] },
  ),
  tpe(
    'tpe-neihu-technology-park',
    'neighbourhood',
    { en: 'Neihu Technology Park', ja: '内湖科学技術園区', zh: '内湖科技园区', 'zh-tw': '內湖科技園區' },
    NEIHU,
    25.0795,
    121.575,
    { aliases: ['Neihu'] },
  ),
  tpe(
    'tpe-miramar',
    'mall',
    { en: 'Miramar Entertainment Park', ja: '美麗華百楽園', zh: '美丽华百乐园', 'zh-tw': '美麗華百樂園' },
    ZHONGSHAN,
    25.0833,
    121.5573,
    {
      street: { en: 'No. 20, Jingye 3rd Road', zh: '敬业三路20号', 'zh-tw': '敬業三路20號' },
      aliases: ['Miramar', 'Dazhi'],
    },
  ),
  tpe(
    'tpe-nangang-station',
    'station',
    { en: 'Nangang Station', ja: '南港駅', zh: '南港站', 'zh-tw': '南港站' },
    NANGANG,
    25.053,
    121.607,
    {
      aliases: ['Nangang'],
    },
  ),
  tpe(
    'tpe-taipei-zoo',
    'park',
    { en: 'Taipei Zoo', ja: '台北市立動物園', zh: '台北市立动物园', 'zh-tw': '臺北市立動物園' },
    WENSHAN,
    24.9983,
    121.581,
    {
      aliases: ['Maokong Gondola', 'Muzha'],
    },
  ),
  tpe(
    'tpe-jingmei-night-market',
    'market',
    { en: 'Jingmei Night Market', zh: '景美夜市', 'zh-tw': '景美夜市' },
    WENSHAN,
    24.9927,
    121.5413,
  ),
  tpe(
    'tpe-banqiao-station',
    'station',
    { en: 'Banqiao Station', ja: '板橋駅', zh: '板桥车站', 'zh-tw': '板橋車站' },
    { en: 'Banqiao District', ja: '板橋区', zh: '板桥区', 'zh-tw': '板橋區' },
    25.0143,
    121.4637,
    { region: NEW_TAIPEI, aliases: ['Banqiao'] },
  ),
  tpe(
    'tpe-yonghe',
    'neighbourhood',
    { en: 'Yonghe', ja: '永和', zh: '永和', 'zh-tw': '永和' },
    { en: 'Yonghe District', ja: '永和区', zh: '永和区', 'zh-tw': '永和區' },
    25.01,
    121.515,
    { region: NEW_TAIPEI },
  ),
  tpe(
    'tpe-tamsui-old-street',
    'street',
    { en: 'Tamsui Old Street', ja: '淡水老街', zh: '淡水老街', 'zh-tw': '淡水老街' },
    { en: 'Tamsui District', ja: '淡水区', zh: '淡水区', 'zh-tw': '淡水區' },
    25.1693,
    121.4406,
    { region: NEW_TAIPEI, aliases: ['Tamsui', 'Danshui'] },
  ),
];

export const PLACES: readonly GazetteerPlace[] = [...MANILA, ...JAKARTA, ...SINGAPORE, ...TOKYO, ...TAIPEI];
