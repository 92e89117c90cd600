// The demo world: places, businesses, brands, branches, food halls, tables and the links that open them.
// Menus come from ./menus (one file per brand). Everything here is fictional.
import type { BranchCapabilities, FoodHallSettings } from '../db/schema';
import type { L10n, Slot } from './schema';

export type MenuFile =
  | 'manila-lolas-kusina'
  | 'tokyo-menya-hoshi'
  | 'taipei-aming-beef-noodles'
  | 'taipei-formosa-tea'
  | 'jakarta-warung-nusantara'
  | 'jakarta-bakmi-pak-harun'
  | 'jakarta-kopi-senja'
  | 'jakarta-martabak-bulan-sabit'
  | 'sg-ah-seng-chicken-rice'
  | 'sg-katong-laksa-house'
  | 'sg-prata-corner'
  | 'sg-western-grill-station'
  | 'sg-kopi-teh-bar'
  | 'sg-satay-street';

export interface DemoCurrency {
  code: string;
  symbol: string;
  title: string;
}
export interface DemoCountry {
  code: string;
  title: string;
  dial_code: string;
  currency: string;
  timezone: string;
  requires_address_parts?: boolean;
  delivery_delay_distance?: number;
  delivery_delay_time?: number;
  /** a price step used for campaign amounts, minor units */
  unit: number;
}
export interface DemoCity {
  key: string;
  country: string;
  title: string;
  timezone: string;
  lat: number;
  lon: number;
}

export interface DemoBrand {
  key: string;
  title: string;
  slug: string; // logo file under /demo/logos
  menu: MenuFile;
  banners?: number[]; // /demo/banners/banner-N.svg
}

export interface DemoBranch {
  key: string;
  title: string;
  address: string;
  city: string;
  lat: number;
  lon: number;
  phone?: string;
  brands: string[]; // brand keys
  hours?: 'always' | Slot; // every day; default always
  preparation_time?: number;
  delivery_radius?: number;
  /** closed today and tomorrow (branch time), whatever day the demo starts */
  closedNow?: boolean;
  /** busy mode on for its brands since 20 minutes before the demo starts */
  busy?: boolean;
  notice?: L10n;
  capabilities?: Partial<BranchCapabilities>;
  vat?: { rate: number; included: boolean; label?: string };
  vat_label?: string;
  tables?: number; // dine-in tables with their own QR links
  /** deliveries go with a courier provider (3PL), whose couriers go at most max_distance_meter */
  three_pl?: DemoThreePl;
}

export interface DemoThreePl {
  provider: string;
  /** metres; shorter than the delivery radius, so an address can be in range yet beyond the courier */
  max_distance_meter: number;
}

/** What a business charges around the food (minor units; percentages × 100: 250 = 2.5 %). */
export interface BusinessFees {
  delivery_base: number;
  delivery_per_km: number;
  service_percent: number;
  gateway_percent: number;
  packaging_fee: number;
  restaurant_service_percent: number;
}

export interface DemoBusiness {
  key: string;
  fees: BusinessFees;
  title: string;
  view_title?: string;
  company_title?: string;
  vat_label?: string;
  tier: 'regular' | 'premium';
  country: string;
  banners?: number[];
  brands: DemoBrand[];
  branches: DemoBranch[];
}

export interface DemoFoodHall {
  key: string;
  title: string;
  address: string;
  city: string;
  lat: number;
  lon: number;
  branches: string[]; // branch keys (stalls)
  tables: number;
  settings?: Partial<FoodHallSettings>;
  banners?: number[];
}

export interface DemoLink {
  hash: string;
  mask?: string;
  type: 1 | 2 | 3 | 4 | 5 | 6 | 7;
  target: string; // key of the business / brand / branch / food hall / in-app store
  table?: string; // table number for types 3 and 5
  qr_order_type?: 1 | 2 | 3;
  title: string;
  note: string;
}

export const currencies: DemoCurrency[] = [
  { code: 'PHP', symbol: '₱', title: 'Philippine peso' },
  { code: 'IDR', symbol: 'Rp', title: 'Indonesian rupiah' },
  { code: 'SGD', symbol: 'S$', title: 'Singapore dollar' },
  { code: 'JPY', symbol: '¥', title: 'Japanese yen' },
  { code: 'TWD', symbol: 'NT$', title: 'New Taiwan dollar' },
];

export const countries: DemoCountry[] = [
  {
    code: 'PH',
    title: 'Philippines',
    dial_code: '+63',
    currency: 'PHP',
    timezone: 'Asia/Manila',
    // Manila's traffic: a delivery from further than 5 km is told it may be late (the delay alert; radius 6 km)
    delivery_delay_distance: 5000,
    delivery_delay_time: 20,
    unit: 5000,
  },
  {
    code: 'ID',
    title: 'Indonesia',
    dial_code: '+62',
    currency: 'IDR',
    timezone: 'Asia/Jakarta',
    requires_address_parts: true,
    delivery_delay_distance: 10000,
    delivery_delay_time: 25,
    unit: 1000000,
  },
  {
    code: 'SG',
    title: 'Singapore',
    dial_code: '+65',
    currency: 'SGD',
    timezone: 'Asia/Singapore',
    delivery_delay_distance: 6000,
    delivery_delay_time: 15,
    unit: 100,
  },
  {
    code: 'JP',
    title: 'Japan',
    dial_code: '+81',
    currency: 'JPY',
    timezone: 'Asia/Tokyo',
    delivery_delay_distance: 5000,
    delivery_delay_time: 20,
    unit: 10000,
  },
  {
    code: 'TW',
    title: 'Taiwan',
    dial_code: '+886',
    currency: 'TWD',
    timezone: 'Asia/Taipei',
    delivery_delay_distance: 6000,
    delivery_delay_time: 20,
    unit: 2000,
  },
];

export const cities: DemoCity[] = [
  { key: 'manila', country: 'PH', title: 'Manila', timezone: 'Asia/Manila', lat: 14.5995, lon: 120.9842 },
  { key: 'jakarta', country: 'ID', title: 'Jakarta', timezone: 'Asia/Jakarta', lat: -6.2088, lon: 106.8456 },
  { key: 'singapore', country: 'SG', title: 'Singapore', timezone: 'Asia/Singapore', lat: 1.2966, lon: 103.852 },
  { key: 'tokyo', country: 'JP', title: 'Tokyo', timezone: 'Asia/Tokyo', lat: 35.6595, lon: 139.7005 },
  { key: 'taipei', country: 'TW', title: 'Taipei', timezone: 'Asia/Taipei', lat: 25.033, lon: 121.5654 },
];

export const businesses: DemoBusiness[] = [
  {
    key: 'lolas',
    fees: {
      delivery_base: 4900,
      delivery_per_km: 1000,
      service_percent: 0,
      gateway_percent: 250,
      packaging_fee: 1500,
      restaurant_service_percent: 0,
    },
    title: "Lola's Kusina",
    view_title: "Lola's Kusina",
    company_title: "Lola's Kusina Food Corp.",
    vat_label: 'VAT',
    tier: 'premium',
    country: 'PH',
    banners: [1, 2, 3],
    brands: [
      { key: 'lolas', title: "Lola's Kusina", slug: 'lolas-kusina', menu: 'manila-lolas-kusina', banners: [1, 4, 7] },
    ],
    branches: [
      {
        key: 'lolas-malate',
        title: "Lola's Kusina Malate",
        address: '1750 Adriatico St, Malate, Manila',
        city: 'manila',
        lat: 14.5691,
        lon: 120.9863,
        phone: '+63 2 8521 0101',
        brands: ['lolas'],
        notice: {
          en: 'Rainy-season notice: deliveries may take up to 15 minutes longer. Salamat for your patience!',
          tl: 'Paalala sa tag-ulan: maaaring humaba nang hanggang 15 minuto ang delivery. Salamat sa pasensya!',
          id: 'Pemberitahuan musim hujan: pengantaran bisa 15 menit lebih lama. Terima kasih atas kesabaran Anda!',
          zh: '雨季提示：外送可能会延迟最多 15 分钟。感谢您的耐心！',
          'zh-tw': '雨季提醒：外送可能會延遲最多 15 分鐘。感謝您的耐心！',
          th: 'ประกาศช่วงฤดูฝน: การจัดส่งอาจใช้เวลานานขึ้นสูงสุด 15 นาที ขอบคุณที่อดทนรอ!',
          ja: '雨季のお知らせ：配達が最大15分ほど遅れる場合があります。ご理解ありがとうございます！',
          ms: 'Notis musim hujan: penghantaran mungkin mengambil masa sehingga 15 minit lebih lama. Terima kasih atas kesabaran anda!',
          km: 'សេចក្តីជូនដំណឹងរដូវវស្សា៖ ការដឹកជញ្ជូនអាចយឺតជាងធម្មតារហូតដល់ ១៥ នាទី។ សូមអរគុណចំពោះការអត់ធ្មត់របស់អ្នក!',
          vi: 'Thông báo mùa mưa: việc giao hàng có thể chậm hơn tối đa 15 phút. Cảm ơn bạn đã kiên nhẫn!',
          es: 'Aviso de temporada de lluvias: las entregas pueden tardar hasta 15 minutos más. ¡Gracias por tu paciencia!',
        },
        vat: { rate: 12, included: true, label: 'VAT' },
        tables: 6,
      },
      {
        key: 'lolas-makati',
        title: "Lola's Kusina Makati",
        address: '7840 Makati Ave, Poblacion, Makati',
        city: 'manila',
        lat: 14.5634,
        lon: 121.0301,
        phone: '+63 2 8890 2202',
        brands: ['lolas'],
        closedNow: true,
        // Out-of-stock items cannot wait for a scheduled order here (SPEC §4): what is snoozed now can still be
        // ordered for a time after its snooze.
        capabilities: {
          scheduled_order_enabled: true,
          instant_delivery_enabled: false,
          scheduled_order_day_range: 3,
          scheduled_order_oos_item_allowed: false,
        },
        vat: { rate: 12, included: true, label: 'VAT' },
        three_pl: { provider: 'embedded-courier', max_distance_meter: 4000 },
      },
      {
        key: 'lolas-qc',
        title: "Lola's Kusina Quezon City",
        address: '62 Maginhawa St, Teachers Village, Quezon City',
        city: 'manila',
        lat: 14.6436,
        lon: 121.0614,
        phone: '+63 2 8426 3303',
        brands: ['lolas'],
        busy: true,
        vat: { rate: 12, included: true, label: 'VAT' },
      },
    ],
  },
  {
    key: 'nusantara',
    fees: {
      delivery_base: 1000000,
      delivery_per_km: 250000,
      service_percent: 0,
      gateway_percent: 200,
      packaging_fee: 200000,
      restaurant_service_percent: 500,
    },
    title: 'Dapur Nusantara Group',
    view_title: 'Dapur Nusantara',
    company_title: 'PT Dapur Nusantara Sejahtera',
    vat_label: 'PB1',
    tier: 'premium',
    country: 'ID',
    banners: [2, 5, 6, 8],
    brands: [
      {
        key: 'warung',
        title: 'Warung Nusantara',
        slug: 'warung-nusantara',
        menu: 'jakarta-warung-nusantara',
        banners: [5, 6],
      },
      { key: 'bakmi', title: 'Bakmi Pak Harun', slug: 'bakmi-pak-harun', menu: 'jakarta-bakmi-pak-harun' },
      { key: 'kopi', title: 'Kopi Senja', slug: 'kopi-senja', menu: 'jakarta-kopi-senja', banners: [8] },
      {
        key: 'martabak',
        title: 'Martabak Bulan Sabit',
        slug: 'martabak-bulan-sabit',
        menu: 'jakarta-martabak-bulan-sabit',
      },
    ],
    branches: [
      {
        key: 'nusantara-kemang',
        title: 'Dapur Nusantara Kemang',
        address: 'Jl. Kemang Raya No. 18, Bangka, Jakarta Selatan',
        city: 'jakarta',
        lat: -6.2607,
        lon: 106.8135,
        phone: '+62 21 7199 1801',
        brands: ['warung', 'bakmi', 'kopi', 'martabak'],
        vat: { rate: 10, included: false, label: 'PB1' },
        tables: 4,
      },
      {
        key: 'nusantara-sudirman',
        title: 'Dapur Nusantara Sudirman',
        address: 'Jl. Jend. Sudirman Kav. 52-53, Senayan, Jakarta Selatan',
        city: 'jakarta',
        lat: -6.2253,
        lon: 106.8088,
        phone: '+62 21 5140 5253',
        brands: ['warung', 'kopi', 'martabak'],
        vat: { rate: 10, included: false, label: 'PB1' },
        capabilities: { delivery_method_ids: [1, 2], pickup_drive_thru: true },
      },
      {
        key: 'nusantara-gading',
        title: 'Dapur Nusantara Kelapa Gading',
        address: 'Jl. Boulevard Raya Blok QA No. 9, Kelapa Gading, Jakarta Utara',
        city: 'jakarta',
        lat: -6.1588,
        lon: 106.9056,
        phone: '+62 21 4585 0909',
        brands: ['bakmi', 'martabak'],
        vat: { rate: 10, included: false, label: 'PB1' },
        hours: { start_time: 1000, end_time: 2200 },
        three_pl: { provider: 'embedded-courier', max_distance_meter: 5000 },
      },
    ],
  },
  {
    key: 'ahseng',
    fees: {
      delivery_base: 399,
      delivery_per_km: 50,
      service_percent: 300,
      gateway_percent: 200,
      packaging_fee: 30,
      restaurant_service_percent: 0,
    },
    title: 'Ah Seng Group',
    view_title: 'Ah Seng Group',
    company_title: 'Ah Seng Food Holdings Pte Ltd',
    vat_label: 'GST',
    tier: 'premium',
    country: 'SG',
    brands: [
      {
        key: 'chickenrice',
        title: 'Ah Seng Chicken Rice',
        slug: 'ah-seng-chicken-rice',
        menu: 'sg-ah-seng-chicken-rice',
      },
      { key: 'laksa', title: 'Katong Laksa House', slug: 'katong-laksa-house', menu: 'sg-katong-laksa-house' },
    ],
    branches: [
      stall('hf-chickenrice', 'Ah Seng Chicken Rice @ Harbourfront', '#01-12', ['chickenrice']),
      stall('hf-laksa', 'Katong Laksa House @ Harbourfront', '#01-14', ['laksa']),
    ],
  },
  {
    key: 'prata',
    fees: {
      delivery_base: 399,
      delivery_per_km: 50,
      service_percent: 300,
      gateway_percent: 200,
      packaging_fee: 30,
      restaurant_service_percent: 0,
    },
    title: 'Prata Corner Pte Ltd',
    view_title: 'Prata Corner',
    company_title: 'Prata Corner Pte Ltd',
    vat_label: 'GST',
    tier: 'premium',
    country: 'SG',
    brands: [
      { key: 'prata', title: 'Prata Corner', slug: 'prata-corner', menu: 'sg-prata-corner' },
      { key: 'satay', title: 'Satay Street', slug: 'satay-street', menu: 'sg-satay-street' },
    ],
    branches: [
      stall('hf-prata', 'Prata Corner @ Harbourfront', '#01-16', ['prata']),
      { ...stall('hf-satay', 'Satay Street @ Harbourfront', '#01-18', ['satay']), busy: true },
    ],
  },
  {
    key: 'grillbar',
    fees: {
      delivery_base: 399,
      delivery_per_km: 50,
      service_percent: 300,
      gateway_percent: 200,
      packaging_fee: 30,
      restaurant_service_percent: 0,
    },
    title: 'Grill & Bar Co',
    view_title: 'Grill & Bar Co',
    company_title: 'Grill & Bar Co Pte Ltd',
    vat_label: 'GST',
    tier: 'premium',
    country: 'SG',
    brands: [
      { key: 'grill', title: 'Western Grill Station', slug: 'western-grill-station', menu: 'sg-western-grill-station' },
      { key: 'kopiteh', title: 'Kopi & Teh Bar', slug: 'kopi-teh-bar', menu: 'sg-kopi-teh-bar', banners: [3] },
    ],
    branches: [
      stall('hf-grill', 'Western Grill Station @ Harbourfront', '#01-20', ['grill']),
      stall('hf-kopiteh', 'Kopi & Teh Bar @ Harbourfront', '#01-22', ['kopiteh']),
      {
        ...stall('mk-kopiteh', 'Kopi & Teh Bar @ Marina Kiosk', 'Marina Kiosk, 8 Raffles Ave', ['kopiteh']),
        lat: 1.2903,
        lon: 103.8579,
      },
    ],
  },
  {
    key: 'hoshi',
    fees: {
      delivery_base: 30000,
      delivery_per_km: 5000,
      service_percent: 0,
      gateway_percent: 0,
      packaging_fee: 0,
      restaurant_service_percent: 0,
    },
    title: 'Menya Hoshi',
    view_title: '麺屋 星',
    company_title: '株式会社ほし食堂',
    vat_label: '消費税',
    tier: 'regular',
    country: 'JP',
    brands: [
      { key: 'hoshi', title: 'Menya Hoshi 麺屋 星', slug: 'menya-hoshi', menu: 'tokyo-menya-hoshi', banners: [2, 7] },
    ],
    branches: [
      {
        key: 'hoshi-shibuya',
        title: 'Menya Hoshi Shibuya',
        address: '東京都渋谷区道玄坂2-10-7',
        city: 'tokyo',
        lat: 35.6586,
        lon: 139.6982,
        phone: '+81 3-5489-7700',
        brands: ['hoshi'],
        vat: { rate: 10, included: true, label: '消費税' },
        capabilities: { delivery_method_ids: [1, 3] },
        tables: 4,
      },
    ],
  },
  {
    key: 'formosa',
    fees: {
      delivery_base: 4000,
      delivery_per_km: 1000,
      service_percent: 0,
      gateway_percent: 0,
      packaging_fee: 500,
      restaurant_service_percent: 0,
    },
    title: 'Formosa Eats Co.',
    view_title: 'Formosa Eats',
    company_title: '福爾摩沙餐飲股份有限公司',
    vat_label: '營業稅',
    tier: 'regular',
    country: 'TW',
    brands: [
      {
        key: 'aming',
        title: 'A-Ming Beef Noodles 阿明牛肉麵',
        slug: 'aming-beef-noodles',
        menu: 'taipei-aming-beef-noodles',
      },
      {
        key: 'formosatea',
        title: 'Formosa Tea House 福爾摩沙茶館',
        slug: 'formosa-tea',
        menu: 'taipei-formosa-tea',
        banners: [4, 8],
      },
    ],
    branches: [
      {
        key: 'formosa-daan',
        title: 'Formosa Eats Da’an',
        address: '台北市大安區永康街12號',
        city: 'taipei',
        lat: 25.0325,
        lon: 121.5298,
        phone: '+886 2 2392 1212',
        brands: ['aming', 'formosatea'],
        vat: { rate: 5, included: true, label: '營業稅' },
        // A minimum basket per order type (SPEC §5), to see the rule at work.
        capabilities: { min_pickup_basket_cent: 20000, min_delivery_basket_cent: 30000, min_dinein_basket_cent: 0 },
      },
      {
        key: 'formosa-xinyi',
        title: 'Formosa Tea House Xinyi',
        address: '台北市信義區松高路19號',
        city: 'taipei',
        lat: 25.0396,
        lon: 121.5665,
        phone: '+886 2 2722 1919',
        brands: ['formosatea'],
        vat: { rate: 5, included: true, label: '營業稅' },
      },
    ],
  },
];

function stall(key: string, title: string, unit: string, brands: string[]): DemoBranch {
  return {
    key,
    title,
    address: unit.startsWith('#') ? `${unit}, Harbourfront Food Hall, 1 Maritime Square, Singapore` : unit,
    city: 'singapore',
    lat: 1.2653,
    lon: 103.8205,
    brands,
    preparation_time: 10,
    delivery_radius: 4000,
    vat: { rate: 9, included: true, label: 'GST' },
    capabilities: {
      delivery_method_ids: [1, 2, 3],
      default_delivery_method_id: 3,
      scheduled_order_day_range: 4,
      service_fee_by_customer_enabled: true,
      gateway_fee_by_customer_enabled: true,
    },
  };
}

export const foodHalls: DemoFoodHall[] = [
  {
    key: 'harbourfront',
    title: 'Harbourfront Food Hall',
    address: '1 Maritime Square, Singapore 099253',
    city: 'singapore',
    lat: 1.2653,
    lon: 103.8205,
    branches: ['hf-chickenrice', 'hf-laksa', 'hf-prata', 'hf-satay', 'hf-grill', 'hf-kopiteh'],
    tables: 12,
    banners: [3, 5, 1],
  },
  {
    key: 'marina',
    title: 'Marina Kiosk',
    address: '8 Raffles Ave, Singapore 039802',
    city: 'singapore',
    lat: 1.2903,
    lon: 103.8579,
    branches: ['mk-kopiteh'],
    tables: 2,
  },
];

export const inAppStores = [
  { key: 'superapp-id', title: 'Stores near you', product: 'superapp', country: 'ID', water_mark_enabled: true },
];

/** Links as printed on QR codes and shared; the hashes are fixed so demo links stay the same. */
export const links: DemoLink[] = [
  {
    hash: 'LK7brand',
    mask: 'lolas-kusina',
    type: 2,
    target: 'lolas',
    title: "Lola's Kusina",
    note: 'Manila · PHP · one brand, three branches (open, closed with scheduled orders, busy)',
  },
  {
    hash: 'LKmalate',
    mask: 'lolas-malate',
    type: 3,
    target: 'lolas-malate',
    title: "Lola's Kusina Malate",
    note: 'Manila · PHP · open branch with a notice',
  },
  {
    hash: 'LKmakati',
    mask: 'lolas-makati',
    type: 3,
    target: 'lolas-makati',
    title: "Lola's Kusina Makati",
    note: 'Manila · PHP · closed now, scheduled orders enabled',
  },
  {
    hash: 'LKqcbusy',
    mask: 'lolas-qc',
    type: 3,
    target: 'lolas-qc',
    title: "Lola's Kusina Quezon City",
    note: 'Manila · PHP · busy mode',
  },
  {
    hash: 'LKtable3',
    type: 3,
    target: 'lolas-malate',
    table: '3',
    qr_order_type: 3,
    title: "Lola's Kusina Malate — table 3",
    note: 'Manila · PHP · dine-in QR at a branch table',
  },
  {
    hash: 'DNgroup1',
    mask: 'dapur-nusantara',
    type: 1,
    target: 'nusantara',
    title: 'Dapur Nusantara',
    note: 'Jakarta · IDR · four brands, three branches',
  },
  {
    hash: 'DNkemang',
    mask: 'dapur-kemang',
    type: 3,
    target: 'nusantara-kemang',
    title: 'Dapur Nusantara Kemang',
    note: 'Jakarta · IDR · a branch with four brands',
  },
  {
    hash: 'DNsudirm',
    mask: 'dapur-sudirman-counter',
    type: 7,
    target: 'nusantara-sudirman',
    title: 'Dapur Nusantara Sudirman (counter)',
    note: 'Jakarta · IDR · branch link without a table, drive-thru pickup',
  },
  {
    hash: 'HFhall01',
    mask: 'harbourfront',
    type: 4,
    target: 'harbourfront',
    title: 'Harbourfront Food Hall',
    note: 'Singapore · SGD · six brands of three businesses',
  },
  ...Array.from({ length: 12 }, (_, i): DemoLink => ({
    hash: `HFtbl${String(i + 1).padStart(3, '0')}`,
    type: 5,
    target: 'harbourfront',
    table: String(i + 1),
    qr_order_type: 3,
    title: `Harbourfront Food Hall — table ${i + 1}`,
    note: 'Singapore · SGD · table QR',
  })),
  {
    hash: 'MKhall01',
    mask: 'marina-kiosk',
    type: 4,
    target: 'marina',
    title: 'Marina Kiosk',
    note: 'Singapore · SGD · a food hall with one stall (opens its menu after 2 s)',
  },
  {
    hash: 'MKtbl001',
    type: 5,
    target: 'marina',
    table: '1',
    qr_order_type: 3,
    title: 'Marina Kiosk — table 1',
    note: 'Singapore · SGD · table QR at a one-stall food hall',
  },
  {
    hash: 'MHshibuy',
    mask: 'menya-hoshi',
    type: 2,
    target: 'hoshi',
    title: 'Menya Hoshi 麺屋 星',
    note: 'Tokyo · JPY · one brand',
  },
  {
    hash: 'FEformsa',
    mask: 'formosa-eats',
    type: 1,
    target: 'formosa',
    title: 'Formosa Eats',
    note: 'Taipei · TWD · a regular business with two brands',
  },
  {
    hash: 'FTteahse',
    mask: 'formosa-tea',
    type: 2,
    target: 'formosatea',
    title: 'Formosa Tea House 福爾摩沙茶館',
    note: 'Taipei · TWD · one brand, two branches',
  },
  {
    hash: 'INappIDN',
    mask: 'stores-near-you',
    type: 6,
    target: 'superapp-id',
    title: 'Stores near you (in-app)',
    note: 'Indonesia · IDR · in-app store discovery',
  },
];

export const defaultCapabilities: BranchCapabilities = {
  delivery_method_ids: [1, 2, 3],
  default_delivery_method_id: 1,
  instant_delivery_enabled: true,
  scheduled_order_enabled: true,
  scheduled_order_day_range: 3,
  scheduled_order_oos_item_allowed: true,
  scheduled_order_buffer_time_minutes: 15,
  pickup_only: false,
  pickup_drive_thru: false,
  guest_login_enabled: true,
  show_unavailable_menu: true,
  payment_settings: { integrated_payment_enabled: true, cash_payment_enabled: true, byo_payment_enabled: true },
  gateway_fee_by_customer_enabled: false,
  service_fee_by_customer_enabled: false,
  min_pickup_basket_cent: 0,
  min_delivery_basket_cent: 0,
  min_dinein_basket_cent: 0,
};

export const defaultFoodHallSettings: FoodHallSettings = {
  qr_order_payment_enabled: true,
  qr_order_pre_payment_enabled: true,
  qr_order_cash_payment_enabled: true,
  default_delivery_method_id: 3,
  delivery_method_id_list: [1, 3],
  byo_payment_enabled: true,
  integrated_payment_enabled: true,
  qr_order_guest_login_enabled: true,
  pickup_drive_thru: false,
  otp_login_enabled: true,
  payment_type_ids: [1, 2, 6],
  merge_fees_enabled: true,
  merge_fees_title: 'Service & processing fee',
  service_fee_custom_title: null,
  processing_fee_custom_title: null,
  payment_types: [
    { id: 1, title: 'Card' },
    { id: 2, title: 'Cash' },
    { id: 6, title: 'E-wallet' },
  ],
};

// The demo businesses' online payments (issue 15): a realistic mix per country, each channel taken by the
// sandbox gateway (the embedded default; a real deployment names stripe, xendit or tappay per channel).
const CARD_NAME = {
  en: 'Credit / debit card',
  id: 'Kartu kredit / debit',
  zh: '信用卡 / 借记卡',
  th: 'บัตรเครดิต / เดบิต',
  'zh-tw': '信用卡 / 簽帳金融卡',
  ja: 'クレジット / デビットカード',
  tl: 'Credit / debit card',
  ms: 'Kad kredit / debit',
  km: 'កាតឥណទាន / ឥណពន្ធ',
  vi: 'Thẻ tín dụng / ghi nợ',
  es: 'Tarjeta de crédito / débito',
};
const WALLET_NAME = {
  en: 'E-wallet',
  id: 'Dompet digital',
  zh: '电子钱包',
  th: 'อีวอลเล็ต',
  'zh-tw': '電子錢包',
  ja: '電子ウォレット',
  tl: 'E-wallet',
  ms: 'E-dompet',
  km: 'កាបូបអេឡិចត្រូនិក',
  vi: 'Ví điện tử',
  es: 'Monedero electrónico',
};
const BANK_NAME = {
  en: 'Bank transfer',
  id: 'Transfer bank',
  zh: '银行转账',
  th: 'โอนผ่านธนาคาร',
  'zh-tw': '銀行轉帳',
  ja: '銀行振込',
  tl: 'Bank transfer',
  ms: 'Pindahan bank',
  km: 'ផ្ទេរតាមធនាគារ',
  vi: 'Chuyển khoản ngân hàng',
  es: 'Transferencia bancaria',
};
const QR_NAME = {
  en: 'QR payment',
  id: 'Pembayaran QR',
  zh: '二维码支付',
  th: 'ชำระด้วย QR',
  'zh-tw': 'QR 碼付款',
  ja: 'QRコード決済',
  tl: 'QR payment',
  ms: 'Pembayaran QR',
  km: 'ការទូទាត់ QR',
  vi: 'Thanh toán QR',
  es: 'Pago con QR',
};

const sandboxChannel = (channel_code: string, name: string, logo: string) => ({
  channel_code,
  name,
  logo: `/demo/payments/${logo}.svg`,
  platform: 'sandbox' as const,
});
/**
 * A card channel at a provider (SPEC §9 "Channels include TapPay card, Stripe card, Xendit card"): offered only
 * where the platform has that provider's keys (orders/payment-methods.ts), its card sheet in the shop.
 */
const providerCard = (platform: 'stripe' | 'xendit' | 'tappay', channel_code: string, name: string) => ({
  channel_code,
  name,
  logo: '/demo/payments/card.svg',
  platform,
});
const cardMethod = (provider?: ReturnType<typeof providerCard>) => ({
  method: 1,
  display_name: CARD_NAME.en,
  display_name_translation: CARD_NAME,
  logo: '/demo/payments/card.svg',
  channels: [sandboxChannel('sandbox_card', CARD_NAME.en, 'card'), ...(provider ? [provider] : [])],
});
const xenditCard = providerCard('xendit', 'XENDIT_CARD', 'Xendit');
const stripeCard = providerCard('stripe', 'STRIPE_CARD', 'Stripe');
const wallets = (...channels: ReturnType<typeof sandboxChannel>[]) => ({
  method: 6,
  display_name: WALLET_NAME.en,
  display_name_translation: WALLET_NAME,
  logo: '/demo/payments/wallet.svg',
  channels,
});
const qr = (channel: ReturnType<typeof sandboxChannel>) => ({
  method: 9,
  display_name: QR_NAME.en,
  display_name_translation: QR_NAME,
  logo: '/demo/payments/qr.svg',
  channels: [channel],
});

export const gatewayMethodsByCountry: Record<string, unknown[]> = {
  PH: [
    cardMethod(xenditCard),
    wallets(sandboxChannel('PH_GCASH', 'GCash', 'gcash'), sandboxChannel('PH_PAYMAYA', 'Maya', 'maya')),
    qr(sandboxChannel('QRPH', 'QR Ph', 'qr')),
  ],
  ID: [
    cardMethod(xenditCard),
    wallets(sandboxChannel('ID_OVO', 'OVO', 'ovo'), sandboxChannel('ID_DANA', 'DANA', 'dana')),
    {
      method: 7,
      display_name: BANK_NAME.en,
      display_name_translation: BANK_NAME,
      logo: '/demo/payments/bank.svg',
      channels: [sandboxChannel('ID_BCA_VA', 'BCA Virtual Account', 'bank')],
    },
    qr(sandboxChannel('QRIS', 'QRIS', 'qr')),
  ],
  SG: [cardMethod(stripeCard), qr(sandboxChannel('PAYNOW', 'PayNow', 'qr'))],
  TW: [
    cardMethod(providerCard('tappay', 'TAPPAY_CARD', 'TapPay')),
    wallets(sandboxChannel('TW_LINEPAY', 'LINE Pay', 'linepay'), sandboxChannel('TW_JKOPAY', 'JKO Pay', 'jkopay')),
  ],
  JP: [cardMethod(stripeCard), wallets(sandboxChannel('JP_PAYPAY', 'PayPay', 'paypay'))],
};
