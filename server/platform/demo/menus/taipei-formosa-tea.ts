import type { DemoMenu } from '../types';
/** the language the base `title` / `description` are written in */
export const localLang = 'zh-tw';
export default {
  sections: [
    {
      title: '手搖飲',
      title_v2: { en: 'Hand-Shaken Drinks', 'zh-tw': '手搖飲', ja: 'ドリンク' },
      categories: [
        {
          title: '人氣招牌',
          title_v2: { en: 'Signature Drinks', 'zh-tw': '人氣招牌', ja: '人気の看板ドリンク' },
          is_popular_category: true,
          items: [
            {
              title: '招牌珍珠奶茶',
              title_v2: { en: 'Signature Bubble Milk Tea', 'zh-tw': '招牌珍珠奶茶', ja: '看板タピオカミルクティー' },
              description:
                '阿薩姆紅茶與鮮奶依黃金比例搖製，加入每兩小時現煮一次的黑糖珍珠，Q彈有嚼勁，是我們從開店第一天賣到現在的招牌。',
              description_v2: {
                en: 'Our first and still best-selling drink: malty Assam black tea shaken with fresh milk in our house ratio, poured over brown-sugar tapioca pearls that we cook in small batches every two hours so they stay soft, bouncy and warm.',
                'zh-tw':
                  '阿薩姆紅茶與鮮奶依黃金比例搖製，加入每兩小時現煮一次的黑糖珍珠，Q彈有嚼勁，是我們從開店第一天賣到現在的招牌。',
                ja: 'アッサム紅茶と新鮮な牛乳を黄金比でシェイクし、2時間ごとに炊き上げる黒糖タピオカをたっぷり。開店初日から愛され続ける看板ドリンクです。',
              },
              image: 'bubble-tea',
              price: 6000,
              prices: { delivery: 6500 },
              allergens: ['milk'],
              groups: [
                {
                  title: '容量',
                  title_v2: { en: 'Size', 'zh-tw': '容量', ja: 'サイズ' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: '中杯（M）',
                      title_v2: { en: 'Medium (500 ml)', 'zh-tw': '中杯（M）', ja: 'M（500ml）' },
                      selected: true,
                    },
                    {
                      title: '大杯（L）',
                      title_v2: { en: 'Large (700 ml)', 'zh-tw': '大杯（L）', ja: 'L（700ml）' },
                      price: 1000,
                    },
                  ],
                },
                {
                  title: '甜度',
                  title_v2: { en: 'Sugar level', 'zh-tw': '甜度', ja: '甘さ' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: '正常糖',
                      title_v2: { en: 'Regular sugar (100%)', 'zh-tw': '正常糖', ja: '普通（100%）' },
                    },
                    { title: '少糖', title_v2: { en: 'Less sugar (70%)', 'zh-tw': '少糖', ja: '少なめ（70%）' } },
                    {
                      title: '半糖',
                      title_v2: { en: 'Half sugar (50%)', 'zh-tw': '半糖', ja: '半分（50%）' },
                      selected: true,
                    },
                    { title: '微糖', title_v2: { en: 'Light sugar (30%)', 'zh-tw': '微糖', ja: '控えめ（30%）' } },
                    { title: '無糖', title_v2: { en: 'No sugar', 'zh-tw': '無糖', ja: '無糖' } },
                  ],
                },
                {
                  title: '冰塊',
                  title_v2: { en: 'Ice level', 'zh-tw': '冰塊', ja: '氷の量' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    { title: '正常冰', title_v2: { en: 'Regular ice', 'zh-tw': '正常冰', ja: '普通' } },
                    { title: '少冰', title_v2: { en: 'Less ice', 'zh-tw': '少冰', ja: '少なめ' }, selected: true },
                    { title: '微冰', title_v2: { en: 'Light ice', 'zh-tw': '微冰', ja: 'ほんの少し' } },
                    { title: '去冰', title_v2: { en: 'No ice', 'zh-tw': '去冰', ja: '氷なし' } },
                    { title: '溫', title_v2: { en: 'Warm', 'zh-tw': '溫', ja: 'ホット' } },
                  ],
                },
                {
                  title: '加料',
                  title_v2: { en: 'Toppings', 'zh-tw': '加料', ja: 'トッピング' },
                  rule: { type: 'range', min: 0, max: 3 },
                  modifiers: [
                    {
                      title: '珍珠',
                      title_v2: { en: 'Tapioca pearls', 'zh-tw': '珍珠', ja: 'タピオカ' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '椰果',
                      title_v2: { en: 'Coconut jelly', 'zh-tw': '椰果', ja: 'ナタデココ' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '仙草凍',
                      title_v2: { en: 'Grass jelly', 'zh-tw': '仙草凍', ja: '仙草ゼリー' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '芋圓',
                      title_v2: { en: 'Taro balls', 'zh-tw': '芋圓', ja: 'タロイモ団子' },
                      price: 1500,
                      max_quantity: 2,
                    },
                    {
                      title: '布丁',
                      title_v2: { en: 'Egg pudding', 'zh-tw': '布丁', ja: 'プリン' },
                      price: 1500,
                      max_quantity: 2,
                    },
                    {
                      title: '奶蓋',
                      title_v2: { en: 'Cheese foam', 'zh-tw': '奶蓋', ja: 'チーズフォーム' },
                      price: 2000,
                    },
                  ],
                },
              ],
            },
            {
              title: '黑糖珍珠鮮奶',
              title_v2: { en: 'Brown Sugar Pearl Fresh Milk', 'zh-tw': '黑糖珍珠鮮奶', ja: '黒糖タピオカミルク' },
              description: '現炒黑糖熬煮珍珠，沿杯壁淋出虎紋，再倒入冰涼鮮奶。不含茶，喝前請搖勻。',
              description_v2: {
                en: 'Pearls simmered in wok-caramelised brown sugar, swirled up the cup in tiger stripes and topped with ice-cold fresh milk. Caffeine-free and properly indulgent — give it a good shake before your first sip.',
                'zh-tw': '現炒黑糖熬煮珍珠，沿杯壁淋出虎紋，再倒入冰涼鮮奶。不含茶，喝前請搖勻。',
                ja: '鍋で焦がした黒糖でタピオカを煮込み、カップの内側に虎模様を描いて冷たい牛乳を注ぎます。ノンカフェイン。よく混ぜてお召し上がりください。',
              },
              image: 'bubble-tea',
              price: 7500,
              prices: { delivery: 8000 },
              allergens: ['milk'],
              groups: [
                {
                  title: '容量',
                  title_v2: { en: 'Size', 'zh-tw': '容量', ja: 'サイズ' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: '中杯（M）',
                      title_v2: { en: 'Medium (500 ml)', 'zh-tw': '中杯（M）', ja: 'M（500ml）' },
                      selected: true,
                    },
                    {
                      title: '大杯（L）',
                      title_v2: { en: 'Large (700 ml)', 'zh-tw': '大杯（L）', ja: 'L（700ml）' },
                      price: 1000,
                    },
                  ],
                },
                {
                  title: '甜度',
                  title_v2: { en: 'Sugar level', 'zh-tw': '甜度', ja: '甘さ' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: '正常糖',
                      title_v2: { en: 'Regular sugar (100%)', 'zh-tw': '正常糖', ja: '普通（100%）' },
                      selected: true,
                    },
                    { title: '少糖', title_v2: { en: 'Less sugar (70%)', 'zh-tw': '少糖', ja: '少なめ（70%）' } },
                    { title: '半糖', title_v2: { en: 'Half sugar (50%)', 'zh-tw': '半糖', ja: '半分（50%）' } },
                  ],
                },
                {
                  title: '冰塊',
                  title_v2: { en: 'Ice level', 'zh-tw': '冰塊', ja: '氷の量' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    { title: '正常冰', title_v2: { en: 'Regular ice', 'zh-tw': '正常冰', ja: '普通' } },
                    { title: '少冰', title_v2: { en: 'Less ice', 'zh-tw': '少冰', ja: '少なめ' }, selected: true },
                    { title: '微冰', title_v2: { en: 'Light ice', 'zh-tw': '微冰', ja: 'ほんの少し' } },
                    { title: '去冰', title_v2: { en: 'No ice', 'zh-tw': '去冰', ja: '氷なし' } },
                    { title: '溫', title_v2: { en: 'Warm', 'zh-tw': '溫', ja: 'ホット' } },
                  ],
                },
                {
                  title: '加料',
                  title_v2: { en: 'Toppings', 'zh-tw': '加料', ja: 'トッピング' },
                  rule: { type: 'range', min: 0, max: 3 },
                  modifiers: [
                    {
                      title: '珍珠',
                      title_v2: { en: 'Tapioca pearls', 'zh-tw': '珍珠', ja: 'タピオカ' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '椰果',
                      title_v2: { en: 'Coconut jelly', 'zh-tw': '椰果', ja: 'ナタデココ' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '仙草凍',
                      title_v2: { en: 'Grass jelly', 'zh-tw': '仙草凍', ja: '仙草ゼリー' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '芋圓',
                      title_v2: { en: 'Taro balls', 'zh-tw': '芋圓', ja: 'タロイモ団子' },
                      price: 1500,
                      max_quantity: 2,
                    },
                    {
                      title: '布丁',
                      title_v2: { en: 'Egg pudding', 'zh-tw': '布丁', ja: 'プリン' },
                      price: 1500,
                      max_quantity: 2,
                    },
                    {
                      title: '奶蓋',
                      title_v2: { en: 'Cheese foam', 'zh-tw': '奶蓋', ja: 'チーズフォーム' },
                      price: 2000,
                    },
                  ],
                },
              ],
            },
            {
              title: '芋泥波波鮮奶',
              title_v2: {
                en: 'Taro Paste Bubble Milk',
                'zh-tw': '芋泥波波鮮奶',
                ja: 'タロイモペーストのタピオカミルク',
              },
              description: '大甲芋頭手工壓成芋泥，搭配小珍珠與鮮奶。',
              description_v2: {
                en: 'Hand-mashed Dajia taro with mini pearls and fresh milk — thick, nutty and lightly sweet.',
                'zh-tw': '大甲芋頭手工壓成芋泥，搭配小珍珠與鮮奶。',
                ja: '大甲産タロイモを手でつぶしたペーストに、ミニタピオカと牛乳を合わせて。',
              },
              image: 'bubble-tea',
              price: 8000,
              allergens: ['milk'],
              groups: [
                {
                  title: '容量',
                  title_v2: { en: 'Size', 'zh-tw': '容量', ja: 'サイズ' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: '中杯（M）',
                      title_v2: { en: 'Medium (500 ml)', 'zh-tw': '中杯（M）', ja: 'M（500ml）' },
                      selected: true,
                    },
                    {
                      title: '大杯（L）',
                      title_v2: { en: 'Large (700 ml)', 'zh-tw': '大杯（L）', ja: 'L（700ml）' },
                      price: 1000,
                    },
                  ],
                },
                {
                  title: '甜度',
                  title_v2: { en: 'Sugar level', 'zh-tw': '甜度', ja: '甘さ' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: '正常糖',
                      title_v2: { en: 'Regular sugar (100%)', 'zh-tw': '正常糖', ja: '普通（100%）' },
                    },
                    { title: '少糖', title_v2: { en: 'Less sugar (70%)', 'zh-tw': '少糖', ja: '少なめ（70%）' } },
                    {
                      title: '半糖',
                      title_v2: { en: 'Half sugar (50%)', 'zh-tw': '半糖', ja: '半分（50%）' },
                      selected: true,
                    },
                    { title: '微糖', title_v2: { en: 'Light sugar (30%)', 'zh-tw': '微糖', ja: '控えめ（30%）' } },
                    { title: '無糖', title_v2: { en: 'No sugar', 'zh-tw': '無糖', ja: '無糖' } },
                  ],
                },
                {
                  title: '冰塊',
                  title_v2: { en: 'Ice level', 'zh-tw': '冰塊', ja: '氷の量' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    { title: '正常冰', title_v2: { en: 'Regular ice', 'zh-tw': '正常冰', ja: '普通' } },
                    { title: '少冰', title_v2: { en: 'Less ice', 'zh-tw': '少冰', ja: '少なめ' }, selected: true },
                    { title: '微冰', title_v2: { en: 'Light ice', 'zh-tw': '微冰', ja: 'ほんの少し' } },
                    { title: '去冰', title_v2: { en: 'No ice', 'zh-tw': '去冰', ja: '氷なし' } },
                    { title: '溫', title_v2: { en: 'Warm', 'zh-tw': '溫', ja: 'ホット' } },
                  ],
                },
                {
                  title: '加料',
                  title_v2: { en: 'Toppings', 'zh-tw': '加料', ja: 'トッピング' },
                  rule: { type: 'range', min: 0, max: 3 },
                  modifiers: [
                    {
                      title: '珍珠',
                      title_v2: { en: 'Tapioca pearls', 'zh-tw': '珍珠', ja: 'タピオカ' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '椰果',
                      title_v2: { en: 'Coconut jelly', 'zh-tw': '椰果', ja: 'ナタデココ' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '仙草凍',
                      title_v2: { en: 'Grass jelly', 'zh-tw': '仙草凍', ja: '仙草ゼリー' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '芋圓',
                      title_v2: { en: 'Taro balls', 'zh-tw': '芋圓', ja: 'タロイモ団子' },
                      price: 1500,
                      max_quantity: 2,
                    },
                    {
                      title: '布丁',
                      title_v2: { en: 'Egg pudding', 'zh-tw': '布丁', ja: 'プリン' },
                      price: 1500,
                      max_quantity: 2,
                    },
                    {
                      title: '奶蓋',
                      title_v2: { en: 'Cheese foam', 'zh-tw': '奶蓋', ja: 'チーズフォーム' },
                      price: 2000,
                    },
                  ],
                },
              ],
            },
            {
              title: '楊枝甘露',
              title_v2: {
                en: 'Mango Pomelo Sago',
                'zh-tw': '楊枝甘露',
                ja: '楊枝甘露（マンゴーとポメロのデザートドリンク）',
              },
              description: '芒果、柚子果粒與西米露，椰奶香濃。',
              description_v2: {
                en: 'Mango, pomelo pearls and sago in creamy coconut milk — dessert in a cup.',
                'zh-tw': '芒果、柚子果粒與西米露，椰奶香濃。',
                ja: 'マンゴー、ポメロ、サゴをココナッツミルクで。飲むデザートです。',
              },
              image: 'juice',
              price: 8500,
              discount_price: 7500,
              allergens: ['milk'],
              groups: [
                {
                  title: '容量',
                  title_v2: { en: 'Size', 'zh-tw': '容量', ja: 'サイズ' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: '中杯（M）',
                      title_v2: { en: 'Medium (500 ml)', 'zh-tw': '中杯（M）', ja: 'M（500ml）' },
                      selected: true,
                    },
                    {
                      title: '大杯（L）',
                      title_v2: { en: 'Large (700 ml)', 'zh-tw': '大杯（L）', ja: 'L（700ml）' },
                      price: 1000,
                    },
                  ],
                },
                {
                  title: '甜度',
                  title_v2: { en: 'Sugar level', 'zh-tw': '甜度', ja: '甘さ' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: '正常糖',
                      title_v2: { en: 'Regular sugar (100%)', 'zh-tw': '正常糖', ja: '普通（100%）' },
                    },
                    { title: '少糖', title_v2: { en: 'Less sugar (70%)', 'zh-tw': '少糖', ja: '少なめ（70%）' } },
                    {
                      title: '半糖',
                      title_v2: { en: 'Half sugar (50%)', 'zh-tw': '半糖', ja: '半分（50%）' },
                      selected: true,
                    },
                    { title: '微糖', title_v2: { en: 'Light sugar (30%)', 'zh-tw': '微糖', ja: '控えめ（30%）' } },
                    { title: '無糖', title_v2: { en: 'No sugar', 'zh-tw': '無糖', ja: '無糖' } },
                  ],
                },
                {
                  title: '冰塊',
                  title_v2: { en: 'Ice level', 'zh-tw': '冰塊', ja: '氷の量' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    { title: '正常冰', title_v2: { en: 'Regular ice', 'zh-tw': '正常冰', ja: '普通' } },
                    { title: '少冰', title_v2: { en: 'Less ice', 'zh-tw': '少冰', ja: '少なめ' }, selected: true },
                    { title: '微冰', title_v2: { en: 'Light ice', 'zh-tw': '微冰', ja: 'ほんの少し' } },
                    { title: '去冰', title_v2: { en: 'No ice', 'zh-tw': '去冰', ja: '氷なし' } },
                    { title: '溫', title_v2: { en: 'Warm', 'zh-tw': '溫', ja: 'ホット' }, enabled: false },
                  ],
                },
                {
                  title: '加料',
                  title_v2: { en: 'Toppings', 'zh-tw': '加料', ja: 'トッピング' },
                  rule: { type: 'range', min: 0, max: 3 },
                  modifiers: [
                    {
                      title: '珍珠',
                      title_v2: { en: 'Tapioca pearls', 'zh-tw': '珍珠', ja: 'タピオカ' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '椰果',
                      title_v2: { en: 'Coconut jelly', 'zh-tw': '椰果', ja: 'ナタデココ' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '仙草凍',
                      title_v2: { en: 'Grass jelly', 'zh-tw': '仙草凍', ja: '仙草ゼリー' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '芋圓',
                      title_v2: { en: 'Taro balls', 'zh-tw': '芋圓', ja: 'タロイモ団子' },
                      price: 1500,
                      max_quantity: 2,
                    },
                    {
                      title: '布丁',
                      title_v2: { en: 'Egg pudding', 'zh-tw': '布丁', ja: 'プリン' },
                      price: 1500,
                      max_quantity: 2,
                    },
                    {
                      title: '奶蓋',
                      title_v2: { en: 'Cheese foam', 'zh-tw': '奶蓋', ja: 'チーズフォーム' },
                      price: 2000,
                    },
                  ],
                },
              ],
            },
            {
              title: '高山烏龍奶蓋',
              title_v2: {
                en: 'High-Mountain Oolong with Cheese Foam',
                'zh-tw': '高山烏龍奶蓋',
                ja: '高山烏龍茶のチーズフォームのせ',
              },
              description: '回甘的冷泡高山烏龍，覆上微鹹奶蓋。',
              description_v2: {
                en: 'Cold-brewed high-mountain oolong under a cap of lightly salted cheese foam. Sip it without a straw.',
                'zh-tw': '回甘的冷泡高山烏龍，覆上微鹹奶蓋。',
                ja: '甘い余韻の水出し高山烏龍茶に、ほんのり塩味のチーズフォームをのせて。ストローなしでどうぞ。',
              },
              image: 'tea',
              price: 6500,
              allergens: ['milk'],
              groups: [
                {
                  title: '容量',
                  title_v2: { en: 'Size', 'zh-tw': '容量', ja: 'サイズ' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: '中杯（M）',
                      title_v2: { en: 'Medium (500 ml)', 'zh-tw': '中杯（M）', ja: 'M（500ml）' },
                      selected: true,
                    },
                    {
                      title: '大杯（L）',
                      title_v2: { en: 'Large (700 ml)', 'zh-tw': '大杯（L）', ja: 'L（700ml）' },
                      price: 1000,
                    },
                  ],
                },
                {
                  title: '甜度',
                  title_v2: { en: 'Sugar level', 'zh-tw': '甜度', ja: '甘さ' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: '正常糖',
                      title_v2: { en: 'Regular sugar (100%)', 'zh-tw': '正常糖', ja: '普通（100%）' },
                    },
                    { title: '少糖', title_v2: { en: 'Less sugar (70%)', 'zh-tw': '少糖', ja: '少なめ（70%）' } },
                    { title: '半糖', title_v2: { en: 'Half sugar (50%)', 'zh-tw': '半糖', ja: '半分（50%）' } },
                    {
                      title: '微糖',
                      title_v2: { en: 'Light sugar (30%)', 'zh-tw': '微糖', ja: '控えめ（30%）' },
                      selected: true,
                    },
                    { title: '無糖', title_v2: { en: 'No sugar', 'zh-tw': '無糖', ja: '無糖' } },
                  ],
                },
                {
                  title: '冰塊',
                  title_v2: { en: 'Ice level', 'zh-tw': '冰塊', ja: '氷の量' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    { title: '正常冰', title_v2: { en: 'Regular ice', 'zh-tw': '正常冰', ja: '普通' } },
                    { title: '少冰', title_v2: { en: 'Less ice', 'zh-tw': '少冰', ja: '少なめ' }, selected: true },
                    { title: '微冰', title_v2: { en: 'Light ice', 'zh-tw': '微冰', ja: 'ほんの少し' } },
                    { title: '去冰', title_v2: { en: 'No ice', 'zh-tw': '去冰', ja: '氷なし' } },
                    { title: '溫', title_v2: { en: 'Warm', 'zh-tw': '溫', ja: 'ホット' } },
                  ],
                },
                {
                  title: '加料',
                  title_v2: { en: 'Toppings', 'zh-tw': '加料', ja: 'トッピング' },
                  rule: { type: 'range', min: 0, max: 3 },
                  modifiers: [
                    {
                      title: '珍珠',
                      title_v2: { en: 'Tapioca pearls', 'zh-tw': '珍珠', ja: 'タピオカ' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '椰果',
                      title_v2: { en: 'Coconut jelly', 'zh-tw': '椰果', ja: 'ナタデココ' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '仙草凍',
                      title_v2: { en: 'Grass jelly', 'zh-tw': '仙草凍', ja: '仙草ゼリー' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '芋圓',
                      title_v2: { en: 'Taro balls', 'zh-tw': '芋圓', ja: 'タロイモ団子' },
                      price: 1500,
                      max_quantity: 2,
                    },
                    {
                      title: '布丁',
                      title_v2: { en: 'Egg pudding', 'zh-tw': '布丁', ja: 'プリン' },
                      price: 1500,
                      max_quantity: 2,
                    },
                    {
                      title: '奶蓋',
                      title_v2: { en: 'Cheese foam', 'zh-tw': '奶蓋', ja: 'チーズフォーム' },
                      price: 2000,
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          title: '原味純茶',
          title_v2: { en: 'Pure Teas', 'zh-tw': '原味純茶', ja: 'ストレートティー' },
          is_halal: true,
          items: [
            {
              title: '茉莉綠茶',
              title_v2: { en: 'Jasmine Green Tea', 'zh-tw': '茉莉綠茶', ja: 'ジャスミン緑茶' },
              description: '茉莉花窨製的綠茶，花香清雅。',
              description_v2: {
                en: 'Green tea scented with fresh jasmine blossoms — floral and clean.',
                'zh-tw': '茉莉花窨製的綠茶，花香清雅。',
                ja: 'ジャスミンの花で香り付けした、すっきり華やかな緑茶。',
              },
              image: 'tea',
              price: 3500,
              is_halal: true,
              groups: [
                {
                  title: '容量',
                  title_v2: { en: 'Size', 'zh-tw': '容量', ja: 'サイズ' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: '中杯（M）',
                      title_v2: { en: 'Medium (500 ml)', 'zh-tw': '中杯（M）', ja: 'M（500ml）' },
                      selected: true,
                    },
                    {
                      title: '大杯（L）',
                      title_v2: { en: 'Large (700 ml)', 'zh-tw': '大杯（L）', ja: 'L（700ml）' },
                      price: 1000,
                    },
                  ],
                },
                {
                  title: '甜度',
                  title_v2: { en: 'Sugar level', 'zh-tw': '甜度', ja: '甘さ' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: '正常糖',
                      title_v2: { en: 'Regular sugar (100%)', 'zh-tw': '正常糖', ja: '普通（100%）' },
                    },
                    { title: '少糖', title_v2: { en: 'Less sugar (70%)', 'zh-tw': '少糖', ja: '少なめ（70%）' } },
                    {
                      title: '半糖',
                      title_v2: { en: 'Half sugar (50%)', 'zh-tw': '半糖', ja: '半分（50%）' },
                      selected: true,
                    },
                    { title: '微糖', title_v2: { en: 'Light sugar (30%)', 'zh-tw': '微糖', ja: '控えめ（30%）' } },
                    { title: '無糖', title_v2: { en: 'No sugar', 'zh-tw': '無糖', ja: '無糖' } },
                  ],
                },
                {
                  title: '冰塊',
                  title_v2: { en: 'Ice level', 'zh-tw': '冰塊', ja: '氷の量' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    { title: '正常冰', title_v2: { en: 'Regular ice', 'zh-tw': '正常冰', ja: '普通' } },
                    { title: '少冰', title_v2: { en: 'Less ice', 'zh-tw': '少冰', ja: '少なめ' }, selected: true },
                    { title: '微冰', title_v2: { en: 'Light ice', 'zh-tw': '微冰', ja: 'ほんの少し' } },
                    { title: '去冰', title_v2: { en: 'No ice', 'zh-tw': '去冰', ja: '氷なし' } },
                    { title: '溫', title_v2: { en: 'Warm', 'zh-tw': '溫', ja: 'ホット' } },
                  ],
                },
                {
                  title: '加料',
                  title_v2: { en: 'Toppings', 'zh-tw': '加料', ja: 'トッピング' },
                  rule: { type: 'range', min: 0, max: 3 },
                  modifiers: [
                    {
                      title: '珍珠',
                      title_v2: { en: 'Tapioca pearls', 'zh-tw': '珍珠', ja: 'タピオカ' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '椰果',
                      title_v2: { en: 'Coconut jelly', 'zh-tw': '椰果', ja: 'ナタデココ' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '仙草凍',
                      title_v2: { en: 'Grass jelly', 'zh-tw': '仙草凍', ja: '仙草ゼリー' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '芋圓',
                      title_v2: { en: 'Taro balls', 'zh-tw': '芋圓', ja: 'タロイモ団子' },
                      price: 1500,
                      max_quantity: 2,
                    },
                    {
                      title: '布丁',
                      title_v2: { en: 'Egg pudding', 'zh-tw': '布丁', ja: 'プリン' },
                      price: 1500,
                      max_quantity: 2,
                    },
                    {
                      title: '奶蓋',
                      title_v2: { en: 'Cheese foam', 'zh-tw': '奶蓋', ja: 'チーズフォーム' },
                      price: 2000,
                    },
                  ],
                },
              ],
            },
            {
              title: '阿里山高山烏龍',
              title_v2: { en: 'Alishan High-Mountain Oolong', 'zh-tw': '阿里山高山烏龍', ja: '阿里山高山烏龍茶' },
              description:
                '選用海拔一千五百公尺以上的阿里山茶園，茶湯金黃，帶蘭花香與綿長回甘，建議無糖或微糖品嚐，最能喝出茶的本味。',
              description_v2: {
                en: 'Leaves from tea gardens above 1,500 metres on Alishan brew a bright golden cup with an orchid-like aroma and a long, sweet finish. We recommend it unsweetened or with light sugar so the tea can speak for itself.',
                'zh-tw':
                  '選用海拔一千五百公尺以上的阿里山茶園，茶湯金黃，帶蘭花香與綿長回甘，建議無糖或微糖品嚐，最能喝出茶的本味。',
                ja: '標高1500メートル以上の阿里山の茶園から。金色の水色に蘭のような香り、長く続く甘い余韻。無糖か微糖で、お茶本来の味をお楽しみください。',
              },
              image: 'tea',
              price: 5000,
              is_halal: true,
              groups: [
                {
                  title: '容量',
                  title_v2: { en: 'Size', 'zh-tw': '容量', ja: 'サイズ' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: '中杯（M）',
                      title_v2: { en: 'Medium (500 ml)', 'zh-tw': '中杯（M）', ja: 'M（500ml）' },
                      selected: true,
                    },
                    {
                      title: '大杯（L）',
                      title_v2: { en: 'Large (700 ml)', 'zh-tw': '大杯（L）', ja: 'L（700ml）' },
                      price: 1000,
                    },
                  ],
                },
                {
                  title: '甜度',
                  title_v2: { en: 'Sugar level', 'zh-tw': '甜度', ja: '甘さ' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: '正常糖',
                      title_v2: { en: 'Regular sugar (100%)', 'zh-tw': '正常糖', ja: '普通（100%）' },
                    },
                    { title: '少糖', title_v2: { en: 'Less sugar (70%)', 'zh-tw': '少糖', ja: '少なめ（70%）' } },
                    { title: '半糖', title_v2: { en: 'Half sugar (50%)', 'zh-tw': '半糖', ja: '半分（50%）' } },
                    { title: '微糖', title_v2: { en: 'Light sugar (30%)', 'zh-tw': '微糖', ja: '控えめ（30%）' } },
                    { title: '無糖', title_v2: { en: 'No sugar', 'zh-tw': '無糖', ja: '無糖' }, selected: true },
                  ],
                },
                {
                  title: '冰塊',
                  title_v2: { en: 'Ice level', 'zh-tw': '冰塊', ja: '氷の量' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    { title: '正常冰', title_v2: { en: 'Regular ice', 'zh-tw': '正常冰', ja: '普通' } },
                    { title: '少冰', title_v2: { en: 'Less ice', 'zh-tw': '少冰', ja: '少なめ' }, selected: true },
                    { title: '微冰', title_v2: { en: 'Light ice', 'zh-tw': '微冰', ja: 'ほんの少し' } },
                    { title: '去冰', title_v2: { en: 'No ice', 'zh-tw': '去冰', ja: '氷なし' } },
                    { title: '溫', title_v2: { en: 'Warm', 'zh-tw': '溫', ja: 'ホット' } },
                  ],
                },
                {
                  title: '加料',
                  title_v2: { en: 'Toppings', 'zh-tw': '加料', ja: 'トッピング' },
                  rule: { type: 'range', min: 0, max: 3 },
                  modifiers: [
                    {
                      title: '珍珠',
                      title_v2: { en: 'Tapioca pearls', 'zh-tw': '珍珠', ja: 'タピオカ' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '椰果',
                      title_v2: { en: 'Coconut jelly', 'zh-tw': '椰果', ja: 'ナタデココ' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '仙草凍',
                      title_v2: { en: 'Grass jelly', 'zh-tw': '仙草凍', ja: '仙草ゼリー' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '芋圓',
                      title_v2: { en: 'Taro balls', 'zh-tw': '芋圓', ja: 'タロイモ団子' },
                      price: 1500,
                      max_quantity: 2,
                    },
                    {
                      title: '布丁',
                      title_v2: { en: 'Egg pudding', 'zh-tw': '布丁', ja: 'プリン' },
                      price: 1500,
                      max_quantity: 2,
                    },
                    {
                      title: '奶蓋',
                      title_v2: { en: 'Cheese foam', 'zh-tw': '奶蓋', ja: 'チーズフォーム' },
                      price: 2000,
                    },
                  ],
                },
              ],
            },
            {
              title: '東方美人茶',
              title_v2: { en: 'Oriental Beauty Oolong', 'zh-tw': '東方美人茶', ja: '東方美人茶' },
              description: '經小綠葉蟬叮咬的茶葉，帶天然蜜香與熟果香。',
              description_v2: {
                en: 'Leafhopper-bitten leaves give this oolong its natural honey and ripe-fruit notes.',
                'zh-tw': '經小綠葉蟬叮咬的茶葉，帶天然蜜香與熟果香。',
                ja: 'ウンカに噛まれた茶葉が生む、天然のはちみつと熟した果実の香り。',
              },
              image: 'tea',
              price: 5500,
              is_halal: true,
              snoozed: true,
              groups: [
                {
                  title: '容量',
                  title_v2: { en: 'Size', 'zh-tw': '容量', ja: 'サイズ' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: '中杯（M）',
                      title_v2: { en: 'Medium (500 ml)', 'zh-tw': '中杯（M）', ja: 'M（500ml）' },
                      selected: true,
                    },
                    {
                      title: '大杯（L）',
                      title_v2: { en: 'Large (700 ml)', 'zh-tw': '大杯（L）', ja: 'L（700ml）' },
                      price: 1000,
                    },
                  ],
                },
                {
                  title: '甜度',
                  title_v2: { en: 'Sugar level', 'zh-tw': '甜度', ja: '甘さ' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: '正常糖',
                      title_v2: { en: 'Regular sugar (100%)', 'zh-tw': '正常糖', ja: '普通（100%）' },
                    },
                    { title: '少糖', title_v2: { en: 'Less sugar (70%)', 'zh-tw': '少糖', ja: '少なめ（70%）' } },
                    { title: '半糖', title_v2: { en: 'Half sugar (50%)', 'zh-tw': '半糖', ja: '半分（50%）' } },
                    { title: '微糖', title_v2: { en: 'Light sugar (30%)', 'zh-tw': '微糖', ja: '控えめ（30%）' } },
                    { title: '無糖', title_v2: { en: 'No sugar', 'zh-tw': '無糖', ja: '無糖' }, selected: true },
                  ],
                },
                {
                  title: '冰塊',
                  title_v2: { en: 'Ice level', 'zh-tw': '冰塊', ja: '氷の量' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    { title: '正常冰', title_v2: { en: 'Regular ice', 'zh-tw': '正常冰', ja: '普通' } },
                    { title: '少冰', title_v2: { en: 'Less ice', 'zh-tw': '少冰', ja: '少なめ' }, selected: true },
                    { title: '微冰', title_v2: { en: 'Light ice', 'zh-tw': '微冰', ja: 'ほんの少し' } },
                    { title: '去冰', title_v2: { en: 'No ice', 'zh-tw': '去冰', ja: '氷なし' } },
                    { title: '溫', title_v2: { en: 'Warm', 'zh-tw': '溫', ja: 'ホット' } },
                  ],
                },
                {
                  title: '加料',
                  title_v2: { en: 'Toppings', 'zh-tw': '加料', ja: 'トッピング' },
                  rule: { type: 'range', min: 0, max: 3 },
                  modifiers: [
                    {
                      title: '珍珠',
                      title_v2: { en: 'Tapioca pearls', 'zh-tw': '珍珠', ja: 'タピオカ' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '椰果',
                      title_v2: { en: 'Coconut jelly', 'zh-tw': '椰果', ja: 'ナタデココ' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '仙草凍',
                      title_v2: { en: 'Grass jelly', 'zh-tw': '仙草凍', ja: '仙草ゼリー' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '芋圓',
                      title_v2: { en: 'Taro balls', 'zh-tw': '芋圓', ja: 'タロイモ団子' },
                      price: 1500,
                      max_quantity: 2,
                    },
                    {
                      title: '布丁',
                      title_v2: { en: 'Egg pudding', 'zh-tw': '布丁', ja: 'プリン' },
                      price: 1500,
                      max_quantity: 2,
                    },
                    {
                      title: '奶蓋',
                      title_v2: { en: 'Cheese foam', 'zh-tw': '奶蓋', ja: 'チーズフォーム' },
                      price: 2000,
                    },
                  ],
                },
              ],
            },
            {
              title: '蜜香紅茶',
              title_v2: { en: 'Honey-Scented Black Tea', 'zh-tw': '蜜香紅茶', ja: '蜜香紅茶' },
              description: '花蓮產蜜香紅茶，溫潤甘甜。',
              description_v2: {
                en: 'Hualien black tea with a mellow, naturally honeyed sweetness.',
                'zh-tw': '花蓮產蜜香紅茶，溫潤甘甜。',
                ja: '花蓮産の紅茶。まろやかで自然な蜜の香り。',
              },
              image: 'tea',
              price: 4000,
              is_halal: true,
              groups: [
                {
                  title: '容量',
                  title_v2: { en: 'Size', 'zh-tw': '容量', ja: 'サイズ' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: '中杯（M）',
                      title_v2: { en: 'Medium (500 ml)', 'zh-tw': '中杯（M）', ja: 'M（500ml）' },
                      selected: true,
                    },
                    {
                      title: '大杯（L）',
                      title_v2: { en: 'Large (700 ml)', 'zh-tw': '大杯（L）', ja: 'L（700ml）' },
                      price: 1000,
                    },
                  ],
                },
                {
                  title: '甜度',
                  title_v2: { en: 'Sugar level', 'zh-tw': '甜度', ja: '甘さ' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: '正常糖',
                      title_v2: { en: 'Regular sugar (100%)', 'zh-tw': '正常糖', ja: '普通（100%）' },
                    },
                    { title: '少糖', title_v2: { en: 'Less sugar (70%)', 'zh-tw': '少糖', ja: '少なめ（70%）' } },
                    {
                      title: '半糖',
                      title_v2: { en: 'Half sugar (50%)', 'zh-tw': '半糖', ja: '半分（50%）' },
                      selected: true,
                    },
                    { title: '微糖', title_v2: { en: 'Light sugar (30%)', 'zh-tw': '微糖', ja: '控えめ（30%）' } },
                    { title: '無糖', title_v2: { en: 'No sugar', 'zh-tw': '無糖', ja: '無糖' } },
                  ],
                },
                {
                  title: '冰塊',
                  title_v2: { en: 'Ice level', 'zh-tw': '冰塊', ja: '氷の量' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    { title: '正常冰', title_v2: { en: 'Regular ice', 'zh-tw': '正常冰', ja: '普通' } },
                    { title: '少冰', title_v2: { en: 'Less ice', 'zh-tw': '少冰', ja: '少なめ' }, selected: true },
                    { title: '微冰', title_v2: { en: 'Light ice', 'zh-tw': '微冰', ja: 'ほんの少し' } },
                    { title: '去冰', title_v2: { en: 'No ice', 'zh-tw': '去冰', ja: '氷なし' } },
                    { title: '溫', title_v2: { en: 'Warm', 'zh-tw': '溫', ja: 'ホット' } },
                  ],
                },
                {
                  title: '加料',
                  title_v2: { en: 'Toppings', 'zh-tw': '加料', ja: 'トッピング' },
                  rule: { type: 'range', min: 0, max: 3 },
                  modifiers: [
                    {
                      title: '珍珠',
                      title_v2: { en: 'Tapioca pearls', 'zh-tw': '珍珠', ja: 'タピオカ' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '椰果',
                      title_v2: { en: 'Coconut jelly', 'zh-tw': '椰果', ja: 'ナタデココ' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '仙草凍',
                      title_v2: { en: 'Grass jelly', 'zh-tw': '仙草凍', ja: '仙草ゼリー' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '芋圓',
                      title_v2: { en: 'Taro balls', 'zh-tw': '芋圓', ja: 'タロイモ団子' },
                      price: 1500,
                      max_quantity: 2,
                    },
                    {
                      title: '布丁',
                      title_v2: { en: 'Egg pudding', 'zh-tw': '布丁', ja: 'プリン' },
                      price: 1500,
                      max_quantity: 2,
                    },
                    {
                      title: '奶蓋',
                      title_v2: { en: 'Cheese foam', 'zh-tw': '奶蓋', ja: 'チーズフォーム' },
                      price: 2000,
                    },
                  ],
                },
              ],
            },
            {
              title: '凍頂烏龍',
              title_v2: { en: 'Dong Ding Roasted Oolong', 'zh-tw': '凍頂烏龍', ja: '凍頂烏龍茶' },
              description: '南投凍頂山中焙火烏龍，焙香溫潤。',
              description_v2: {
                en: 'Medium-roast oolong from Dong Ding mountain in Nantou, toasty and smooth.',
                'zh-tw': '南投凍頂山中焙火烏龍，焙香溫潤。',
                ja: '南投・凍頂山の中焙煎烏龍茶。香ばしくまろやか。',
              },
              image: 'tea',
              price: 4500,
              is_halal: true,
              groups: [
                {
                  title: '容量',
                  title_v2: { en: 'Size', 'zh-tw': '容量', ja: 'サイズ' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: '中杯（M）',
                      title_v2: { en: 'Medium (500 ml)', 'zh-tw': '中杯（M）', ja: 'M（500ml）' },
                      selected: true,
                    },
                    {
                      title: '大杯（L）',
                      title_v2: { en: 'Large (700 ml)', 'zh-tw': '大杯（L）', ja: 'L（700ml）' },
                      price: 1000,
                    },
                  ],
                },
                {
                  title: '甜度',
                  title_v2: { en: 'Sugar level', 'zh-tw': '甜度', ja: '甘さ' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: '正常糖',
                      title_v2: { en: 'Regular sugar (100%)', 'zh-tw': '正常糖', ja: '普通（100%）' },
                    },
                    { title: '少糖', title_v2: { en: 'Less sugar (70%)', 'zh-tw': '少糖', ja: '少なめ（70%）' } },
                    {
                      title: '半糖',
                      title_v2: { en: 'Half sugar (50%)', 'zh-tw': '半糖', ja: '半分（50%）' },
                      selected: true,
                    },
                    { title: '微糖', title_v2: { en: 'Light sugar (30%)', 'zh-tw': '微糖', ja: '控えめ（30%）' } },
                    { title: '無糖', title_v2: { en: 'No sugar', 'zh-tw': '無糖', ja: '無糖' } },
                  ],
                },
                {
                  title: '冰塊',
                  title_v2: { en: 'Ice level', 'zh-tw': '冰塊', ja: '氷の量' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    { title: '正常冰', title_v2: { en: 'Regular ice', 'zh-tw': '正常冰', ja: '普通' } },
                    { title: '少冰', title_v2: { en: 'Less ice', 'zh-tw': '少冰', ja: '少なめ' }, selected: true },
                    { title: '微冰', title_v2: { en: 'Light ice', 'zh-tw': '微冰', ja: 'ほんの少し' } },
                    { title: '去冰', title_v2: { en: 'No ice', 'zh-tw': '去冰', ja: '氷なし' } },
                    { title: '溫', title_v2: { en: 'Warm', 'zh-tw': '溫', ja: 'ホット' } },
                  ],
                },
                {
                  title: '加料',
                  title_v2: { en: 'Toppings', 'zh-tw': '加料', ja: 'トッピング' },
                  rule: { type: 'range', min: 0, max: 3 },
                  modifiers: [
                    {
                      title: '珍珠',
                      title_v2: { en: 'Tapioca pearls', 'zh-tw': '珍珠', ja: 'タピオカ' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '椰果',
                      title_v2: { en: 'Coconut jelly', 'zh-tw': '椰果', ja: 'ナタデココ' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '仙草凍',
                      title_v2: { en: 'Grass jelly', 'zh-tw': '仙草凍', ja: '仙草ゼリー' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '芋圓',
                      title_v2: { en: 'Taro balls', 'zh-tw': '芋圓', ja: 'タロイモ団子' },
                      price: 1500,
                      max_quantity: 2,
                    },
                    {
                      title: '布丁',
                      title_v2: { en: 'Egg pudding', 'zh-tw': '布丁', ja: 'プリン' },
                      price: 1500,
                      max_quantity: 2,
                    },
                    {
                      title: '奶蓋',
                      title_v2: { en: 'Cheese foam', 'zh-tw': '奶蓋', ja: 'チーズフォーム' },
                      price: 2000,
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          title: '奶茶拿鐵',
          title_v2: { en: 'Milk Teas & Lattes', 'zh-tw': '奶茶拿鐵', ja: 'ミルクティー・ラテ' },
          items: [
            {
              title: '伯爵奶茶',
              title_v2: { en: 'Earl Grey Milk Tea', 'zh-tw': '伯爵奶茶', ja: 'アールグレイミルクティー' },
              description: '佛手柑香氣的伯爵紅茶搭配鮮奶。',
              description_v2: {
                en: 'Bergamot-scented Earl Grey shaken with fresh milk.',
                'zh-tw': '佛手柑香氣的伯爵紅茶搭配鮮奶。',
                ja: 'ベルガモット香るアールグレイに新鮮な牛乳を合わせて。',
              },
              image: 'bubble-tea',
              price: 5500,
              allergens: ['milk'],
              groups: [
                {
                  title: '容量',
                  title_v2: { en: 'Size', 'zh-tw': '容量', ja: 'サイズ' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: '中杯（M）',
                      title_v2: { en: 'Medium (500 ml)', 'zh-tw': '中杯（M）', ja: 'M（500ml）' },
                      selected: true,
                    },
                    {
                      title: '大杯（L）',
                      title_v2: { en: 'Large (700 ml)', 'zh-tw': '大杯（L）', ja: 'L（700ml）' },
                      price: 1000,
                    },
                  ],
                },
                {
                  title: '甜度',
                  title_v2: { en: 'Sugar level', 'zh-tw': '甜度', ja: '甘さ' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: '正常糖',
                      title_v2: { en: 'Regular sugar (100%)', 'zh-tw': '正常糖', ja: '普通（100%）' },
                    },
                    { title: '少糖', title_v2: { en: 'Less sugar (70%)', 'zh-tw': '少糖', ja: '少なめ（70%）' } },
                    {
                      title: '半糖',
                      title_v2: { en: 'Half sugar (50%)', 'zh-tw': '半糖', ja: '半分（50%）' },
                      selected: true,
                    },
                    { title: '微糖', title_v2: { en: 'Light sugar (30%)', 'zh-tw': '微糖', ja: '控えめ（30%）' } },
                    { title: '無糖', title_v2: { en: 'No sugar', 'zh-tw': '無糖', ja: '無糖' } },
                  ],
                },
                {
                  title: '冰塊',
                  title_v2: { en: 'Ice level', 'zh-tw': '冰塊', ja: '氷の量' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    { title: '正常冰', title_v2: { en: 'Regular ice', 'zh-tw': '正常冰', ja: '普通' } },
                    { title: '少冰', title_v2: { en: 'Less ice', 'zh-tw': '少冰', ja: '少なめ' }, selected: true },
                    { title: '微冰', title_v2: { en: 'Light ice', 'zh-tw': '微冰', ja: 'ほんの少し' } },
                    { title: '去冰', title_v2: { en: 'No ice', 'zh-tw': '去冰', ja: '氷なし' } },
                    { title: '溫', title_v2: { en: 'Warm', 'zh-tw': '溫', ja: 'ホット' } },
                  ],
                },
                {
                  title: '加料',
                  title_v2: { en: 'Toppings', 'zh-tw': '加料', ja: 'トッピング' },
                  rule: { type: 'range', min: 0, max: 3 },
                  modifiers: [
                    {
                      title: '珍珠',
                      title_v2: { en: 'Tapioca pearls', 'zh-tw': '珍珠', ja: 'タピオカ' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '椰果',
                      title_v2: { en: 'Coconut jelly', 'zh-tw': '椰果', ja: 'ナタデココ' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '仙草凍',
                      title_v2: { en: 'Grass jelly', 'zh-tw': '仙草凍', ja: '仙草ゼリー' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '芋圓',
                      title_v2: { en: 'Taro balls', 'zh-tw': '芋圓', ja: 'タロイモ団子' },
                      price: 1500,
                      max_quantity: 2,
                    },
                    {
                      title: '布丁',
                      title_v2: { en: 'Egg pudding', 'zh-tw': '布丁', ja: 'プリン' },
                      price: 1500,
                      max_quantity: 2,
                    },
                    {
                      title: '奶蓋',
                      title_v2: { en: 'Cheese foam', 'zh-tw': '奶蓋', ja: 'チーズフォーム' },
                      price: 2000,
                    },
                  ],
                },
              ],
            },
            {
              title: '烏龍鮮奶茶',
              title_v2: { en: 'Oolong Fresh Milk Tea', 'zh-tw': '烏龍鮮奶茶', ja: '烏龍ミルクティー' },
              description: '焙火烏龍與鮮奶，茶香厚實。',
              description_v2: {
                en: 'Roasted oolong with fresh milk — nutty, toasty and full-bodied.',
                'zh-tw': '焙火烏龍與鮮奶，茶香厚實。',
                ja: '焙煎烏龍茶と牛乳で、香ばしくコクのある味わい。',
              },
              image: 'bubble-tea',
              price: 6000,
              allergens: ['milk'],
              groups: [
                {
                  title: '容量',
                  title_v2: { en: 'Size', 'zh-tw': '容量', ja: 'サイズ' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: '中杯（M）',
                      title_v2: { en: 'Medium (500 ml)', 'zh-tw': '中杯（M）', ja: 'M（500ml）' },
                      selected: true,
                    },
                    {
                      title: '大杯（L）',
                      title_v2: { en: 'Large (700 ml)', 'zh-tw': '大杯（L）', ja: 'L（700ml）' },
                      price: 1000,
                    },
                  ],
                },
                {
                  title: '甜度',
                  title_v2: { en: 'Sugar level', 'zh-tw': '甜度', ja: '甘さ' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: '正常糖',
                      title_v2: { en: 'Regular sugar (100%)', 'zh-tw': '正常糖', ja: '普通（100%）' },
                    },
                    { title: '少糖', title_v2: { en: 'Less sugar (70%)', 'zh-tw': '少糖', ja: '少なめ（70%）' } },
                    {
                      title: '半糖',
                      title_v2: { en: 'Half sugar (50%)', 'zh-tw': '半糖', ja: '半分（50%）' },
                      selected: true,
                    },
                    { title: '微糖', title_v2: { en: 'Light sugar (30%)', 'zh-tw': '微糖', ja: '控えめ（30%）' } },
                    { title: '無糖', title_v2: { en: 'No sugar', 'zh-tw': '無糖', ja: '無糖' } },
                  ],
                },
                {
                  title: '冰塊',
                  title_v2: { en: 'Ice level', 'zh-tw': '冰塊', ja: '氷の量' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    { title: '正常冰', title_v2: { en: 'Regular ice', 'zh-tw': '正常冰', ja: '普通' } },
                    { title: '少冰', title_v2: { en: 'Less ice', 'zh-tw': '少冰', ja: '少なめ' }, selected: true },
                    { title: '微冰', title_v2: { en: 'Light ice', 'zh-tw': '微冰', ja: 'ほんの少し' } },
                    { title: '去冰', title_v2: { en: 'No ice', 'zh-tw': '去冰', ja: '氷なし' } },
                    { title: '溫', title_v2: { en: 'Warm', 'zh-tw': '溫', ja: 'ホット' } },
                  ],
                },
                {
                  title: '加料',
                  title_v2: { en: 'Toppings', 'zh-tw': '加料', ja: 'トッピング' },
                  rule: { type: 'range', min: 0, max: 3 },
                  modifiers: [
                    {
                      title: '珍珠',
                      title_v2: { en: 'Tapioca pearls', 'zh-tw': '珍珠', ja: 'タピオカ' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '椰果',
                      title_v2: { en: 'Coconut jelly', 'zh-tw': '椰果', ja: 'ナタデココ' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '仙草凍',
                      title_v2: { en: 'Grass jelly', 'zh-tw': '仙草凍', ja: '仙草ゼリー' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '芋圓',
                      title_v2: { en: 'Taro balls', 'zh-tw': '芋圓', ja: 'タロイモ団子' },
                      price: 1500,
                      max_quantity: 2,
                    },
                    {
                      title: '布丁',
                      title_v2: { en: 'Egg pudding', 'zh-tw': '布丁', ja: 'プリン' },
                      price: 1500,
                      max_quantity: 2,
                    },
                    {
                      title: '奶蓋',
                      title_v2: { en: 'Cheese foam', 'zh-tw': '奶蓋', ja: 'チーズフォーム' },
                      price: 2000,
                    },
                  ],
                },
              ],
            },
            {
              title: '鐵觀音拿鐵',
              title_v2: { en: 'Tieguanyin Latte', 'zh-tw': '鐵觀音拿鐵', ja: '鉄観音ラテ' },
              description: '木柵鐵觀音重焙茶湯，加入綿密鮮奶。',
              description_v2: {
                en: 'Deeply roasted Muzha Tieguanyin with velvety steamed milk.',
                'zh-tw': '木柵鐵觀音重焙茶湯，加入綿密鮮奶。',
                ja: '木柵産の深煎り鉄観音に、なめらかな牛乳を合わせて。',
              },
              image: 'coffee',
              price: 6500,
              allergens: ['milk'],
              groups: [
                {
                  title: '容量',
                  title_v2: { en: 'Size', 'zh-tw': '容量', ja: 'サイズ' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: '中杯（M）',
                      title_v2: { en: 'Medium (500 ml)', 'zh-tw': '中杯（M）', ja: 'M（500ml）' },
                      selected: true,
                    },
                    {
                      title: '大杯（L）',
                      title_v2: { en: 'Large (700 ml)', 'zh-tw': '大杯（L）', ja: 'L（700ml）' },
                      price: 1000,
                    },
                  ],
                },
                {
                  title: '甜度',
                  title_v2: { en: 'Sugar level', 'zh-tw': '甜度', ja: '甘さ' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: '正常糖',
                      title_v2: { en: 'Regular sugar (100%)', 'zh-tw': '正常糖', ja: '普通（100%）' },
                    },
                    { title: '少糖', title_v2: { en: 'Less sugar (70%)', 'zh-tw': '少糖', ja: '少なめ（70%）' } },
                    {
                      title: '半糖',
                      title_v2: { en: 'Half sugar (50%)', 'zh-tw': '半糖', ja: '半分（50%）' },
                      selected: true,
                    },
                    { title: '微糖', title_v2: { en: 'Light sugar (30%)', 'zh-tw': '微糖', ja: '控えめ（30%）' } },
                    { title: '無糖', title_v2: { en: 'No sugar', 'zh-tw': '無糖', ja: '無糖' } },
                  ],
                },
                {
                  title: '冰塊',
                  title_v2: { en: 'Ice level', 'zh-tw': '冰塊', ja: '氷の量' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    { title: '正常冰', title_v2: { en: 'Regular ice', 'zh-tw': '正常冰', ja: '普通' } },
                    { title: '少冰', title_v2: { en: 'Less ice', 'zh-tw': '少冰', ja: '少なめ' }, selected: true },
                    { title: '微冰', title_v2: { en: 'Light ice', 'zh-tw': '微冰', ja: 'ほんの少し' } },
                    { title: '去冰', title_v2: { en: 'No ice', 'zh-tw': '去冰', ja: '氷なし' } },
                    { title: '溫', title_v2: { en: 'Warm', 'zh-tw': '溫', ja: 'ホット' } },
                  ],
                },
                {
                  title: '加料',
                  title_v2: { en: 'Toppings', 'zh-tw': '加料', ja: 'トッピング' },
                  rule: { type: 'range', min: 0, max: 3 },
                  modifiers: [
                    {
                      title: '珍珠',
                      title_v2: { en: 'Tapioca pearls', 'zh-tw': '珍珠', ja: 'タピオカ' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '椰果',
                      title_v2: { en: 'Coconut jelly', 'zh-tw': '椰果', ja: 'ナタデココ' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '仙草凍',
                      title_v2: { en: 'Grass jelly', 'zh-tw': '仙草凍', ja: '仙草ゼリー' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '芋圓',
                      title_v2: { en: 'Taro balls', 'zh-tw': '芋圓', ja: 'タロイモ団子' },
                      price: 1500,
                      max_quantity: 2,
                    },
                    {
                      title: '布丁',
                      title_v2: { en: 'Egg pudding', 'zh-tw': '布丁', ja: 'プリン' },
                      price: 1500,
                      max_quantity: 2,
                    },
                    {
                      title: '奶蓋',
                      title_v2: { en: 'Cheese foam', 'zh-tw': '奶蓋', ja: 'チーズフォーム' },
                      price: 2000,
                    },
                  ],
                },
              ],
            },
            {
              title: '仙草凍奶茶',
              title_v2: { en: 'Grass Jelly Milk Tea', 'zh-tw': '仙草凍奶茶', ja: '仙草ゼリーミルクティー' },
              description: '手作仙草凍配上香濃奶茶，微苦回甘。',
              description_v2: {
                en: 'House-made herbal grass jelly in creamy milk tea, with a gentle bittersweet finish.',
                'zh-tw': '手作仙草凍配上香濃奶茶，微苦回甘。',
                ja: '手作りの仙草ゼリーに濃厚ミルクティー。ほろ苦さと甘みが絶妙です。',
              },
              image: 'bubble-tea',
              price: 6000,
              allergens: ['milk'],
              groups: [
                {
                  title: '容量',
                  title_v2: { en: 'Size', 'zh-tw': '容量', ja: 'サイズ' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: '中杯（M）',
                      title_v2: { en: 'Medium (500 ml)', 'zh-tw': '中杯（M）', ja: 'M（500ml）' },
                      selected: true,
                    },
                    {
                      title: '大杯（L）',
                      title_v2: { en: 'Large (700 ml)', 'zh-tw': '大杯（L）', ja: 'L（700ml）' },
                      price: 1000,
                    },
                  ],
                },
                {
                  title: '甜度',
                  title_v2: { en: 'Sugar level', 'zh-tw': '甜度', ja: '甘さ' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: '正常糖',
                      title_v2: { en: 'Regular sugar (100%)', 'zh-tw': '正常糖', ja: '普通（100%）' },
                    },
                    { title: '少糖', title_v2: { en: 'Less sugar (70%)', 'zh-tw': '少糖', ja: '少なめ（70%）' } },
                    {
                      title: '半糖',
                      title_v2: { en: 'Half sugar (50%)', 'zh-tw': '半糖', ja: '半分（50%）' },
                      selected: true,
                    },
                    { title: '微糖', title_v2: { en: 'Light sugar (30%)', 'zh-tw': '微糖', ja: '控えめ（30%）' } },
                    { title: '無糖', title_v2: { en: 'No sugar', 'zh-tw': '無糖', ja: '無糖' } },
                  ],
                },
                {
                  title: '冰塊',
                  title_v2: { en: 'Ice level', 'zh-tw': '冰塊', ja: '氷の量' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    { title: '正常冰', title_v2: { en: 'Regular ice', 'zh-tw': '正常冰', ja: '普通' } },
                    { title: '少冰', title_v2: { en: 'Less ice', 'zh-tw': '少冰', ja: '少なめ' }, selected: true },
                    { title: '微冰', title_v2: { en: 'Light ice', 'zh-tw': '微冰', ja: 'ほんの少し' } },
                    { title: '去冰', title_v2: { en: 'No ice', 'zh-tw': '去冰', ja: '氷なし' } },
                    { title: '溫', title_v2: { en: 'Warm', 'zh-tw': '溫', ja: 'ホット' } },
                  ],
                },
                {
                  title: '加料',
                  title_v2: { en: 'Toppings', 'zh-tw': '加料', ja: 'トッピング' },
                  rule: { type: 'range', min: 0, max: 3 },
                  modifiers: [
                    {
                      title: '珍珠',
                      title_v2: { en: 'Tapioca pearls', 'zh-tw': '珍珠', ja: 'タピオカ' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '椰果',
                      title_v2: { en: 'Coconut jelly', 'zh-tw': '椰果', ja: 'ナタデココ' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '仙草凍',
                      title_v2: { en: 'Grass jelly', 'zh-tw': '仙草凍', ja: '仙草ゼリー' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '芋圓',
                      title_v2: { en: 'Taro balls', 'zh-tw': '芋圓', ja: 'タロイモ団子' },
                      price: 1500,
                      max_quantity: 2,
                    },
                    {
                      title: '布丁',
                      title_v2: { en: 'Egg pudding', 'zh-tw': '布丁', ja: 'プリン' },
                      price: 1500,
                      max_quantity: 2,
                    },
                    {
                      title: '奶蓋',
                      title_v2: { en: 'Cheese foam', 'zh-tw': '奶蓋', ja: 'チーズフォーム' },
                      price: 2000,
                    },
                  ],
                },
              ],
            },
            {
              title: '布丁奶茶',
              title_v2: { en: 'Pudding Milk Tea', 'zh-tw': '布丁奶茶', ja: 'プリンミルクティー' },
              description: '整顆雞蛋布丁沉在奶茶裡，用粗吸管一口吸起。',
              description_v2: {
                en: 'A whole wobbly egg pudding sunk in milk tea — slurp it up through a wide straw.',
                'zh-tw': '整顆雞蛋布丁沉在奶茶裡，用粗吸管一口吸起。',
                ja: 'ぷるぷるのプリンを丸ごと一個入れたミルクティー。太いストローでどうぞ。',
              },
              image: 'bubble-tea',
              price: 6500,
              allergens: ['milk', 'eggs'],
              groups: [
                {
                  title: '容量',
                  title_v2: { en: 'Size', 'zh-tw': '容量', ja: 'サイズ' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: '中杯（M）',
                      title_v2: { en: 'Medium (500 ml)', 'zh-tw': '中杯（M）', ja: 'M（500ml）' },
                      selected: true,
                    },
                    {
                      title: '大杯（L）',
                      title_v2: { en: 'Large (700 ml)', 'zh-tw': '大杯（L）', ja: 'L（700ml）' },
                      price: 1000,
                    },
                  ],
                },
                {
                  title: '甜度',
                  title_v2: { en: 'Sugar level', 'zh-tw': '甜度', ja: '甘さ' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: '正常糖',
                      title_v2: { en: 'Regular sugar (100%)', 'zh-tw': '正常糖', ja: '普通（100%）' },
                    },
                    { title: '少糖', title_v2: { en: 'Less sugar (70%)', 'zh-tw': '少糖', ja: '少なめ（70%）' } },
                    {
                      title: '半糖',
                      title_v2: { en: 'Half sugar (50%)', 'zh-tw': '半糖', ja: '半分（50%）' },
                      selected: true,
                    },
                    { title: '微糖', title_v2: { en: 'Light sugar (30%)', 'zh-tw': '微糖', ja: '控えめ（30%）' } },
                    { title: '無糖', title_v2: { en: 'No sugar', 'zh-tw': '無糖', ja: '無糖' } },
                  ],
                },
                {
                  title: '冰塊',
                  title_v2: { en: 'Ice level', 'zh-tw': '冰塊', ja: '氷の量' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    { title: '正常冰', title_v2: { en: 'Regular ice', 'zh-tw': '正常冰', ja: '普通' } },
                    { title: '少冰', title_v2: { en: 'Less ice', 'zh-tw': '少冰', ja: '少なめ' }, selected: true },
                    { title: '微冰', title_v2: { en: 'Light ice', 'zh-tw': '微冰', ja: 'ほんの少し' } },
                    { title: '去冰', title_v2: { en: 'No ice', 'zh-tw': '去冰', ja: '氷なし' } },
                    { title: '溫', title_v2: { en: 'Warm', 'zh-tw': '溫', ja: 'ホット' } },
                  ],
                },
                {
                  title: '加料',
                  title_v2: { en: 'Toppings', 'zh-tw': '加料', ja: 'トッピング' },
                  rule: { type: 'range', min: 0, max: 3 },
                  modifiers: [
                    {
                      title: '珍珠',
                      title_v2: { en: 'Tapioca pearls', 'zh-tw': '珍珠', ja: 'タピオカ' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '椰果',
                      title_v2: { en: 'Coconut jelly', 'zh-tw': '椰果', ja: 'ナタデココ' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '仙草凍',
                      title_v2: { en: 'Grass jelly', 'zh-tw': '仙草凍', ja: '仙草ゼリー' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '芋圓',
                      title_v2: { en: 'Taro balls', 'zh-tw': '芋圓', ja: 'タロイモ団子' },
                      price: 1500,
                      max_quantity: 2,
                    },
                    {
                      title: '布丁',
                      title_v2: { en: 'Egg pudding', 'zh-tw': '布丁', ja: 'プリン' },
                      price: 1500,
                      max_quantity: 2,
                    },
                    {
                      title: '奶蓋',
                      title_v2: { en: 'Cheese foam', 'zh-tw': '奶蓋', ja: 'チーズフォーム' },
                      price: 2000,
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          title: '鮮果茶',
          title_v2: { en: 'Fresh Fruit Teas', 'zh-tw': '鮮果茶', ja: 'フルーツティー' },
          items: [
            {
              title: '百香果綠茶',
              title_v2: { en: 'Passion Fruit Green Tea', 'zh-tw': '百香果綠茶', ja: 'パッションフルーツ緑茶' },
              description: '新鮮百香果連籽搖入茉莉綠茶，酸香爽口。',
              description_v2: {
                en: 'Fresh passion fruit, seeds and all, shaken into jasmine green tea — bright and tangy.',
                'zh-tw': '新鮮百香果連籽搖入茉莉綠茶，酸香爽口。',
                ja: '種ごとのパッションフルーツをジャスミン緑茶にシェイク。爽やかな酸味。',
              },
              image: 'juice',
              price: 5500,
              is_halal: true,
              groups: [
                {
                  title: '容量',
                  title_v2: { en: 'Size', 'zh-tw': '容量', ja: 'サイズ' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: '中杯（M）',
                      title_v2: { en: 'Medium (500 ml)', 'zh-tw': '中杯（M）', ja: 'M（500ml）' },
                      selected: true,
                    },
                    {
                      title: '大杯（L）',
                      title_v2: { en: 'Large (700 ml)', 'zh-tw': '大杯（L）', ja: 'L（700ml）' },
                      price: 1000,
                    },
                  ],
                },
                {
                  title: '甜度',
                  title_v2: { en: 'Sugar level', 'zh-tw': '甜度', ja: '甘さ' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: '正常糖',
                      title_v2: { en: 'Regular sugar (100%)', 'zh-tw': '正常糖', ja: '普通（100%）' },
                    },
                    { title: '少糖', title_v2: { en: 'Less sugar (70%)', 'zh-tw': '少糖', ja: '少なめ（70%）' } },
                    {
                      title: '半糖',
                      title_v2: { en: 'Half sugar (50%)', 'zh-tw': '半糖', ja: '半分（50%）' },
                      selected: true,
                    },
                    { title: '微糖', title_v2: { en: 'Light sugar (30%)', 'zh-tw': '微糖', ja: '控えめ（30%）' } },
                    { title: '無糖', title_v2: { en: 'No sugar', 'zh-tw': '無糖', ja: '無糖' } },
                  ],
                },
                {
                  title: '冰塊',
                  title_v2: { en: 'Ice level', 'zh-tw': '冰塊', ja: '氷の量' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    { title: '正常冰', title_v2: { en: 'Regular ice', 'zh-tw': '正常冰', ja: '普通' } },
                    { title: '少冰', title_v2: { en: 'Less ice', 'zh-tw': '少冰', ja: '少なめ' }, selected: true },
                    { title: '微冰', title_v2: { en: 'Light ice', 'zh-tw': '微冰', ja: 'ほんの少し' } },
                    { title: '去冰', title_v2: { en: 'No ice', 'zh-tw': '去冰', ja: '氷なし' } },
                    { title: '溫', title_v2: { en: 'Warm', 'zh-tw': '溫', ja: 'ホット' }, enabled: false },
                  ],
                },
                {
                  title: '加料',
                  title_v2: { en: 'Toppings', 'zh-tw': '加料', ja: 'トッピング' },
                  rule: { type: 'range', min: 0, max: 3 },
                  modifiers: [
                    {
                      title: '珍珠',
                      title_v2: { en: 'Tapioca pearls', 'zh-tw': '珍珠', ja: 'タピオカ' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '椰果',
                      title_v2: { en: 'Coconut jelly', 'zh-tw': '椰果', ja: 'ナタデココ' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '仙草凍',
                      title_v2: { en: 'Grass jelly', 'zh-tw': '仙草凍', ja: '仙草ゼリー' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '芋圓',
                      title_v2: { en: 'Taro balls', 'zh-tw': '芋圓', ja: 'タロイモ団子' },
                      price: 1500,
                      max_quantity: 2,
                    },
                    {
                      title: '布丁',
                      title_v2: { en: 'Egg pudding', 'zh-tw': '布丁', ja: 'プリン' },
                      price: 1500,
                      max_quantity: 2,
                    },
                    {
                      title: '奶蓋',
                      title_v2: { en: 'Cheese foam', 'zh-tw': '奶蓋', ja: 'チーズフォーム' },
                      price: 2000,
                    },
                  ],
                },
              ],
            },
            {
              title: '柳橙綠茶',
              title_v2: { en: 'Fresh Orange Green Tea', 'zh-tw': '柳橙綠茶', ja: 'オレンジ緑茶' },
              description: '現榨柳橙汁與綠茶，果香十足。',
              description_v2: {
                en: 'Freshly squeezed orange juice with green tea, full of sunny citrus.',
                'zh-tw': '現榨柳橙汁與綠茶，果香十足。',
                ja: '搾りたてオレンジジュースと緑茶で、果実感たっぷり。',
              },
              image: 'juice',
              price: 6000,
              is_halal: true,
              groups: [
                {
                  title: '容量',
                  title_v2: { en: 'Size', 'zh-tw': '容量', ja: 'サイズ' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: '中杯（M）',
                      title_v2: { en: 'Medium (500 ml)', 'zh-tw': '中杯（M）', ja: 'M（500ml）' },
                      selected: true,
                    },
                    {
                      title: '大杯（L）',
                      title_v2: { en: 'Large (700 ml)', 'zh-tw': '大杯（L）', ja: 'L（700ml）' },
                      price: 1000,
                    },
                  ],
                },
                {
                  title: '甜度',
                  title_v2: { en: 'Sugar level', 'zh-tw': '甜度', ja: '甘さ' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: '正常糖',
                      title_v2: { en: 'Regular sugar (100%)', 'zh-tw': '正常糖', ja: '普通（100%）' },
                    },
                    { title: '少糖', title_v2: { en: 'Less sugar (70%)', 'zh-tw': '少糖', ja: '少なめ（70%）' } },
                    {
                      title: '半糖',
                      title_v2: { en: 'Half sugar (50%)', 'zh-tw': '半糖', ja: '半分（50%）' },
                      selected: true,
                    },
                    { title: '微糖', title_v2: { en: 'Light sugar (30%)', 'zh-tw': '微糖', ja: '控えめ（30%）' } },
                    { title: '無糖', title_v2: { en: 'No sugar', 'zh-tw': '無糖', ja: '無糖' } },
                  ],
                },
                {
                  title: '冰塊',
                  title_v2: { en: 'Ice level', 'zh-tw': '冰塊', ja: '氷の量' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    { title: '正常冰', title_v2: { en: 'Regular ice', 'zh-tw': '正常冰', ja: '普通' } },
                    { title: '少冰', title_v2: { en: 'Less ice', 'zh-tw': '少冰', ja: '少なめ' }, selected: true },
                    { title: '微冰', title_v2: { en: 'Light ice', 'zh-tw': '微冰', ja: 'ほんの少し' } },
                    { title: '去冰', title_v2: { en: 'No ice', 'zh-tw': '去冰', ja: '氷なし' } },
                    { title: '溫', title_v2: { en: 'Warm', 'zh-tw': '溫', ja: 'ホット' }, enabled: false },
                  ],
                },
                {
                  title: '加料',
                  title_v2: { en: 'Toppings', 'zh-tw': '加料', ja: 'トッピング' },
                  rule: { type: 'range', min: 0, max: 3 },
                  modifiers: [
                    {
                      title: '珍珠',
                      title_v2: { en: 'Tapioca pearls', 'zh-tw': '珍珠', ja: 'タピオカ' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '椰果',
                      title_v2: { en: 'Coconut jelly', 'zh-tw': '椰果', ja: 'ナタデココ' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '仙草凍',
                      title_v2: { en: 'Grass jelly', 'zh-tw': '仙草凍', ja: '仙草ゼリー' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '芋圓',
                      title_v2: { en: 'Taro balls', 'zh-tw': '芋圓', ja: 'タロイモ団子' },
                      price: 1500,
                      max_quantity: 2,
                    },
                    {
                      title: '布丁',
                      title_v2: { en: 'Egg pudding', 'zh-tw': '布丁', ja: 'プリン' },
                      price: 1500,
                      max_quantity: 2,
                    },
                    {
                      title: '奶蓋',
                      title_v2: { en: 'Cheese foam', 'zh-tw': '奶蓋', ja: 'チーズフォーム' },
                      price: 2000,
                    },
                  ],
                },
              ],
            },
            {
              title: '葡萄柚綠茶',
              title_v2: { en: 'Grapefruit Green Tea', 'zh-tw': '葡萄柚綠茶', ja: 'グレープフルーツ緑茶' },
              description: '整顆葡萄柚果肉搭配綠茶，微苦清香。',
              description_v2: {
                en: 'Ruby grapefruit pulp in green tea, with a refreshing bittersweet edge.',
                'zh-tw': '整顆葡萄柚果肉搭配綠茶，微苦清香。',
                ja: 'ルビーグレープフルーツの果肉入り緑茶。ほろ苦くて爽やか。',
              },
              image: 'juice',
              price: 6500,
              discount_price: 5500,
              is_halal: true,
              groups: [
                {
                  title: '容量',
                  title_v2: { en: 'Size', 'zh-tw': '容量', ja: 'サイズ' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: '中杯（M）',
                      title_v2: { en: 'Medium (500 ml)', 'zh-tw': '中杯（M）', ja: 'M（500ml）' },
                      selected: true,
                    },
                    {
                      title: '大杯（L）',
                      title_v2: { en: 'Large (700 ml)', 'zh-tw': '大杯（L）', ja: 'L（700ml）' },
                      price: 1000,
                    },
                  ],
                },
                {
                  title: '甜度',
                  title_v2: { en: 'Sugar level', 'zh-tw': '甜度', ja: '甘さ' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: '正常糖',
                      title_v2: { en: 'Regular sugar (100%)', 'zh-tw': '正常糖', ja: '普通（100%）' },
                    },
                    { title: '少糖', title_v2: { en: 'Less sugar (70%)', 'zh-tw': '少糖', ja: '少なめ（70%）' } },
                    {
                      title: '半糖',
                      title_v2: { en: 'Half sugar (50%)', 'zh-tw': '半糖', ja: '半分（50%）' },
                      selected: true,
                    },
                    { title: '微糖', title_v2: { en: 'Light sugar (30%)', 'zh-tw': '微糖', ja: '控えめ（30%）' } },
                    { title: '無糖', title_v2: { en: 'No sugar', 'zh-tw': '無糖', ja: '無糖' } },
                  ],
                },
                {
                  title: '冰塊',
                  title_v2: { en: 'Ice level', 'zh-tw': '冰塊', ja: '氷の量' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    { title: '正常冰', title_v2: { en: 'Regular ice', 'zh-tw': '正常冰', ja: '普通' } },
                    { title: '少冰', title_v2: { en: 'Less ice', 'zh-tw': '少冰', ja: '少なめ' }, selected: true },
                    { title: '微冰', title_v2: { en: 'Light ice', 'zh-tw': '微冰', ja: 'ほんの少し' } },
                    { title: '去冰', title_v2: { en: 'No ice', 'zh-tw': '去冰', ja: '氷なし' } },
                    { title: '溫', title_v2: { en: 'Warm', 'zh-tw': '溫', ja: 'ホット' }, enabled: false },
                  ],
                },
                {
                  title: '加料',
                  title_v2: { en: 'Toppings', 'zh-tw': '加料', ja: 'トッピング' },
                  rule: { type: 'range', min: 0, max: 3 },
                  modifiers: [
                    {
                      title: '珍珠',
                      title_v2: { en: 'Tapioca pearls', 'zh-tw': '珍珠', ja: 'タピオカ' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '椰果',
                      title_v2: { en: 'Coconut jelly', 'zh-tw': '椰果', ja: 'ナタデココ' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '仙草凍',
                      title_v2: { en: 'Grass jelly', 'zh-tw': '仙草凍', ja: '仙草ゼリー' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '芋圓',
                      title_v2: { en: 'Taro balls', 'zh-tw': '芋圓', ja: 'タロイモ団子' },
                      price: 1500,
                      max_quantity: 2,
                    },
                    {
                      title: '布丁',
                      title_v2: { en: 'Egg pudding', 'zh-tw': '布丁', ja: 'プリン' },
                      price: 1500,
                      max_quantity: 2,
                    },
                    {
                      title: '奶蓋',
                      title_v2: { en: 'Cheese foam', 'zh-tw': '奶蓋', ja: 'チーズフォーム' },
                      price: 2000,
                    },
                  ],
                },
              ],
            },
            {
              title: '冬瓜檸檬',
              title_v2: { en: 'Winter Melon Lemonade', 'zh-tw': '冬瓜檸檬', ja: '冬瓜レモン' },
              description: '古早味冬瓜茶加上現擠檸檬。',
              description_v2: {
                en: 'Old-school winter melon tea brightened with freshly squeezed lemon.',
                'zh-tw': '古早味冬瓜茶加上現擠檸檬。',
                ja: '昔ながらの冬瓜茶に搾りたてレモンをプラス。',
              },
              image: 'juice',
              price: 5000,
              is_halal: true,
              groups: [
                {
                  title: '容量',
                  title_v2: { en: 'Size', 'zh-tw': '容量', ja: 'サイズ' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: '中杯（M）',
                      title_v2: { en: 'Medium (500 ml)', 'zh-tw': '中杯（M）', ja: 'M（500ml）' },
                      selected: true,
                    },
                    {
                      title: '大杯（L）',
                      title_v2: { en: 'Large (700 ml)', 'zh-tw': '大杯（L）', ja: 'L（700ml）' },
                      price: 1000,
                    },
                  ],
                },
                {
                  title: '甜度',
                  title_v2: { en: 'Sugar level', 'zh-tw': '甜度', ja: '甘さ' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: '正常糖',
                      title_v2: { en: 'Regular sugar (100%)', 'zh-tw': '正常糖', ja: '普通（100%）' },
                      selected: true,
                    },
                    { title: '少糖', title_v2: { en: 'Less sugar (70%)', 'zh-tw': '少糖', ja: '少なめ（70%）' } },
                    { title: '半糖', title_v2: { en: 'Half sugar (50%)', 'zh-tw': '半糖', ja: '半分（50%）' } },
                    { title: '微糖', title_v2: { en: 'Light sugar (30%)', 'zh-tw': '微糖', ja: '控えめ（30%）' } },
                    { title: '無糖', title_v2: { en: 'No sugar', 'zh-tw': '無糖', ja: '無糖' } },
                  ],
                },
                {
                  title: '冰塊',
                  title_v2: { en: 'Ice level', 'zh-tw': '冰塊', ja: '氷の量' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    { title: '正常冰', title_v2: { en: 'Regular ice', 'zh-tw': '正常冰', ja: '普通' } },
                    { title: '少冰', title_v2: { en: 'Less ice', 'zh-tw': '少冰', ja: '少なめ' }, selected: true },
                    { title: '微冰', title_v2: { en: 'Light ice', 'zh-tw': '微冰', ja: 'ほんの少し' } },
                    { title: '去冰', title_v2: { en: 'No ice', 'zh-tw': '去冰', ja: '氷なし' } },
                    { title: '溫', title_v2: { en: 'Warm', 'zh-tw': '溫', ja: 'ホット' }, enabled: false },
                  ],
                },
                {
                  title: '加料',
                  title_v2: { en: 'Toppings', 'zh-tw': '加料', ja: 'トッピング' },
                  rule: { type: 'range', min: 0, max: 3 },
                  modifiers: [
                    {
                      title: '珍珠',
                      title_v2: { en: 'Tapioca pearls', 'zh-tw': '珍珠', ja: 'タピオカ' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '椰果',
                      title_v2: { en: 'Coconut jelly', 'zh-tw': '椰果', ja: 'ナタデココ' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '仙草凍',
                      title_v2: { en: 'Grass jelly', 'zh-tw': '仙草凍', ja: '仙草ゼリー' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '芋圓',
                      title_v2: { en: 'Taro balls', 'zh-tw': '芋圓', ja: 'タロイモ団子' },
                      price: 1500,
                      max_quantity: 2,
                    },
                    {
                      title: '布丁',
                      title_v2: { en: 'Egg pudding', 'zh-tw': '布丁', ja: 'プリン' },
                      price: 1500,
                      max_quantity: 2,
                    },
                    {
                      title: '奶蓋',
                      title_v2: { en: 'Cheese foam', 'zh-tw': '奶蓋', ja: 'チーズフォーム' },
                      price: 2000,
                    },
                  ],
                },
              ],
            },
            {
              title: '芒果冰沙',
              title_v2: { en: 'Mango Smoothie', 'zh-tw': '芒果冰沙', ja: 'マンゴースムージー' },
              description: '台南愛文芒果打成冰沙，季節限定。',
              description_v2: {
                en: 'Tainan Irwin mangoes blended into a frosty smoothie. Seasonal.',
                'zh-tw': '台南愛文芒果打成冰沙，季節限定。',
                ja: '台南産アーウィンマンゴーのスムージー。季節限定。',
              },
              image: 'juice',
              price: 7500,
              is_halal: true,
              oos: true,
              groups: [
                {
                  title: '容量',
                  title_v2: { en: 'Size', 'zh-tw': '容量', ja: 'サイズ' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: '中杯（M）',
                      title_v2: { en: 'Medium (500 ml)', 'zh-tw': '中杯（M）', ja: 'M（500ml）' },
                      selected: true,
                    },
                    {
                      title: '大杯（L）',
                      title_v2: { en: 'Large (700 ml)', 'zh-tw': '大杯（L）', ja: 'L（700ml）' },
                      price: 1500,
                    },
                  ],
                },
                {
                  title: '甜度',
                  title_v2: { en: 'Sugar level', 'zh-tw': '甜度', ja: '甘さ' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: '正常糖',
                      title_v2: { en: 'Regular sugar (100%)', 'zh-tw': '正常糖', ja: '普通（100%）' },
                    },
                    { title: '少糖', title_v2: { en: 'Less sugar (70%)', 'zh-tw': '少糖', ja: '少なめ（70%）' } },
                    {
                      title: '半糖',
                      title_v2: { en: 'Half sugar (50%)', 'zh-tw': '半糖', ja: '半分（50%）' },
                      selected: true,
                    },
                    { title: '微糖', title_v2: { en: 'Light sugar (30%)', 'zh-tw': '微糖', ja: '控えめ（30%）' } },
                    { title: '無糖', title_v2: { en: 'No sugar', 'zh-tw': '無糖', ja: '無糖' } },
                  ],
                },
                {
                  title: '加料',
                  title_v2: { en: 'Toppings', 'zh-tw': '加料', ja: 'トッピング' },
                  rule: { type: 'range', min: 0, max: 3 },
                  modifiers: [
                    {
                      title: '珍珠',
                      title_v2: { en: 'Tapioca pearls', 'zh-tw': '珍珠', ja: 'タピオカ' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '椰果',
                      title_v2: { en: 'Coconut jelly', 'zh-tw': '椰果', ja: 'ナタデココ' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '仙草凍',
                      title_v2: { en: 'Grass jelly', 'zh-tw': '仙草凍', ja: '仙草ゼリー' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    {
                      title: '芋圓',
                      title_v2: { en: 'Taro balls', 'zh-tw': '芋圓', ja: 'タロイモ団子' },
                      price: 1500,
                      max_quantity: 2,
                    },
                    {
                      title: '布丁',
                      title_v2: { en: 'Egg pudding', 'zh-tw': '布丁', ja: 'プリン' },
                      price: 1500,
                      max_quantity: 2,
                    },
                    {
                      title: '奶蓋',
                      title_v2: { en: 'Cheese foam', 'zh-tw': '奶蓋', ja: 'チーズフォーム' },
                      price: 2000,
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      title: '點心輕食',
      title_v2: { en: 'Snacks & Bites', 'zh-tw': '點心輕食', ja: '軽食・スナック' },
      categories: [
        {
          title: '早餐（蛋餅・飯糰）',
          title_v2: {
            en: 'Breakfast (Egg Crepes & Rice Rolls)',
            'zh-tw': '早餐（蛋餅・飯糰）',
            ja: '朝食（蛋餅・台湾おにぎり）',
          },
          window: { start_time: 700, end_time: 1030 },
          items: [
            {
              title: '原味蛋餅',
              title_v2: { en: 'Classic Egg Crepe', 'zh-tw': '原味蛋餅', ja: 'プレーン蛋餅（台湾風卵クレープ）' },
              description: '手工餅皮煎上雞蛋與蔥花，外酥內軟。',
              description_v2: {
                en: 'Hand-rolled crepe pan-fried with egg and scallions — crisp outside, soft inside.',
                'zh-tw': '手工餅皮煎上雞蛋與蔥花，外酥內軟。',
                ja: '手作りの生地に卵とねぎを焼き付けた、外はカリッと中はもちもちの台湾朝ごはん。',
              },
              image: 'egg',
              price: 3500,
              allergens: ['gluten', 'eggs', 'soy'],
              preparation_time: 6,
              groups: [
                {
                  title: '醬料',
                  title_v2: { en: 'Sauces', 'zh-tw': '醬料', ja: 'ソース' },
                  rule: { type: 'range', min: 1, max: 2 },
                  modifiers: [
                    { title: '醬油膏', title_v2: { en: 'Thick soy sauce', 'zh-tw': '醬油膏', ja: '醤油だれ' } },
                    {
                      title: '甜辣醬',
                      title_v2: { en: 'Sweet chilli sauce', 'zh-tw': '甜辣醬', ja: 'スイートチリソース' },
                    },
                    { title: '辣椒醬', title_v2: { en: 'Hot chilli sauce', 'zh-tw': '辣椒醬', ja: '唐辛子ソース' } },
                    { title: '番茄醬', title_v2: { en: 'Ketchup', 'zh-tw': '番茄醬', ja: 'ケチャップ' } },
                  ],
                },
              ],
            },
            {
              title: '起司蛋餅',
              title_v2: { en: 'Cheese Egg Crepe', 'zh-tw': '起司蛋餅', ja: 'チーズ蛋餅' },
              description: '蛋餅包入融化的起司片，鹹香牽絲。',
              description_v2: {
                en: 'Our egg crepe wrapped around melting cheese — salty, stretchy and satisfying.',
                'zh-tw': '蛋餅包入融化的起司片，鹹香牽絲。',
                ja: 'とろけるチーズを包んだ蛋餅。塩気とのびるチーズがたまりません。',
              },
              image: 'egg',
              price: 4500,
              allergens: ['gluten', 'eggs', 'milk', 'soy'],
              preparation_time: 6,
              groups: [
                {
                  title: '醬料',
                  title_v2: { en: 'Sauces', 'zh-tw': '醬料', ja: 'ソース' },
                  rule: { type: 'range', min: 1, max: 2 },
                  modifiers: [
                    { title: '醬油膏', title_v2: { en: 'Thick soy sauce', 'zh-tw': '醬油膏', ja: '醤油だれ' } },
                    {
                      title: '甜辣醬',
                      title_v2: { en: 'Sweet chilli sauce', 'zh-tw': '甜辣醬', ja: 'スイートチリソース' },
                    },
                    { title: '辣椒醬', title_v2: { en: 'Hot chilli sauce', 'zh-tw': '辣椒醬', ja: '唐辛子ソース' } },
                    { title: '番茄醬', title_v2: { en: 'Ketchup', 'zh-tw': '番茄醬', ja: 'ケチャップ' } },
                  ],
                },
              ],
            },
            {
              title: '玉米蛋餅',
              title_v2: { en: 'Sweetcorn Egg Crepe', 'zh-tw': '玉米蛋餅', ja: 'コーン蛋餅' },
              description: '香甜玉米粒與蛋液一起煎。',
              description_v2: {
                en: 'Sweet corn kernels folded into the egg before frying.',
                'zh-tw': '香甜玉米粒與蛋液一起煎。',
                ja: '甘いコーンを卵と一緒に焼き上げました。',
              },
              image: 'egg',
              price: 4500,
              allergens: ['gluten', 'eggs', 'soy'],
              preparation_time: 6,
              groups: [
                {
                  title: '醬料',
                  title_v2: { en: 'Sauces', 'zh-tw': '醬料', ja: 'ソース' },
                  rule: { type: 'range', min: 1, max: 2 },
                  modifiers: [
                    { title: '醬油膏', title_v2: { en: 'Thick soy sauce', 'zh-tw': '醬油膏', ja: '醤油だれ' } },
                    {
                      title: '甜辣醬',
                      title_v2: { en: 'Sweet chilli sauce', 'zh-tw': '甜辣醬', ja: 'スイートチリソース' },
                    },
                    { title: '辣椒醬', title_v2: { en: 'Hot chilli sauce', 'zh-tw': '辣椒醬', ja: '唐辛子ソース' } },
                    { title: '番茄醬', title_v2: { en: 'Ketchup', 'zh-tw': '番茄醬', ja: 'ケチャップ' } },
                  ],
                },
              ],
            },
            {
              title: '鮪魚蛋餅',
              title_v2: { en: 'Tuna Egg Crepe', 'zh-tw': '鮪魚蛋餅', ja: 'ツナ蛋餅' },
              description: '鮪魚沙拉與洋蔥丁捲入蛋餅。',
              description_v2: {
                en: 'Tuna mayo and diced onion rolled into a crisp egg crepe.',
                'zh-tw': '鮪魚沙拉與洋蔥丁捲入蛋餅。',
                ja: 'ツナマヨと刻み玉ねぎを蛋餅でくるりと巻いて。',
              },
              image: 'egg',
              price: 5000,
              allergens: ['gluten', 'eggs', 'fish', 'soy'],
              preparation_time: 6,
              groups: [
                {
                  title: '醬料',
                  title_v2: { en: 'Sauces', 'zh-tw': '醬料', ja: 'ソース' },
                  rule: { type: 'range', min: 1, max: 2 },
                  modifiers: [
                    { title: '醬油膏', title_v2: { en: 'Thick soy sauce', 'zh-tw': '醬油膏', ja: '醤油だれ' } },
                    {
                      title: '甜辣醬',
                      title_v2: { en: 'Sweet chilli sauce', 'zh-tw': '甜辣醬', ja: 'スイートチリソース' },
                    },
                    { title: '辣椒醬', title_v2: { en: 'Hot chilli sauce', 'zh-tw': '辣椒醬', ja: '唐辛子ソース' } },
                    { title: '番茄醬', title_v2: { en: 'Ketchup', 'zh-tw': '番茄醬', ja: 'ケチャップ' } },
                  ],
                },
              ],
            },
            {
              title: '傳統飯糰',
              title_v2: { en: 'Traditional Sticky Rice Roll', 'zh-tw': '傳統飯糰', ja: '台湾おにぎり（飯糰）' },
              description:
                '溫熱的糯米包入酥脆油條、肉鬆、菜脯與滷蛋，用保鮮膜緊緊捏成一捲，是台灣人早上趕路時的最佳夥伴。',
              description_v2: {
                en: "Warm glutinous rice pressed tightly around a crunchy fried dough stick, fluffy pork floss, sweet-salty pickled radish and half a braised egg. Taiwan's favourite grab-and-go breakfast, wrapped to eat on the walk to work.",
                'zh-tw':
                  '溫熱的糯米包入酥脆油條、肉鬆、菜脯與滷蛋，用保鮮膜緊緊捏成一捲，是台灣人早上趕路時的最佳夥伴。',
                ja: '温かいもち米で、サクサクの揚げパン、肉でんぶ、切り干し大根の漬物、煮玉子を包んでぎゅっと握った一本。台湾の朝の定番、歩きながらどうぞ。',
              },
              image: 'bento',
              price: 4500,
              allergens: ['gluten', 'eggs', 'soy'],
              groups: [
                {
                  title: '米種',
                  title_v2: { en: 'Rice', 'zh-tw': '米種', ja: 'お米' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: '白糯米',
                      title_v2: { en: 'White glutinous rice', 'zh-tw': '白糯米', ja: '白もち米' },
                      selected: true,
                    },
                    {
                      title: '紫米',
                      title_v2: { en: 'Purple glutinous rice', 'zh-tw': '紫米', ja: '紫米' },
                      price: 500,
                    },
                  ],
                },
              ],
            },
            {
              title: '蛋餅早餐套餐',
              title_v2: { en: 'Egg Crepe Breakfast Set', 'zh-tw': '蛋餅早餐套餐', ja: '蛋餅モーニングセット' },
              description: '任選一份蛋餅，搭配一杯早餐飲品。',
              description_v2: {
                en: 'Any egg crepe plus a morning drink, sweetened how you like it.',
                'zh-tw': '任選一份蛋餅，搭配一杯早餐飲品。',
                ja: 'お好きな蛋餅に朝のドリンクを一杯。甘さも選べます。',
              },
              image: 'egg',
              price: 6500,
              crossed_price: 7500,
              allergens: ['gluten', 'eggs', 'soy'],
              groups: [
                {
                  title: '蛋餅',
                  title_v2: { en: 'Egg crepe', 'zh-tw': '蛋餅', ja: '蛋餅' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: '原味蛋餅',
                      title_v2: { en: 'Classic egg crepe', 'zh-tw': '原味蛋餅', ja: 'プレーン蛋餅' },
                      selected: true,
                    },
                    {
                      title: '起司蛋餅',
                      title_v2: { en: 'Cheese egg crepe', 'zh-tw': '起司蛋餅', ja: 'チーズ蛋餅' },
                      price: 1000,
                    },
                    {
                      title: '鮪魚蛋餅',
                      title_v2: { en: 'Tuna egg crepe', 'zh-tw': '鮪魚蛋餅', ja: 'ツナ蛋餅' },
                      price: 1500,
                    },
                  ],
                },
                {
                  title: '飲料',
                  title_v2: { en: 'Drink', 'zh-tw': '飲料', ja: 'ドリンク' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: '紅茶',
                      title_v2: { en: 'Black tea', 'zh-tw': '紅茶', ja: '紅茶' },
                      selected: true,
                      groups: [
                        {
                          title: '甜度',
                          title_v2: { en: 'Sugar level', 'zh-tw': '甜度', ja: '甘さ' },
                          rule: { type: 'exact', value: 1 },
                          modifiers: [
                            { title: '正常糖', title_v2: { en: 'Regular sugar', 'zh-tw': '正常糖', ja: '普通' } },
                            {
                              title: '半糖',
                              title_v2: { en: 'Half sugar', 'zh-tw': '半糖', ja: '半分' },
                              selected: true,
                            },
                            { title: '無糖', title_v2: { en: 'No sugar', 'zh-tw': '無糖', ja: '無糖' } },
                          ],
                        },
                      ],
                    },
                    {
                      title: '奶茶',
                      title_v2: { en: 'Milk tea', 'zh-tw': '奶茶', ja: 'ミルクティー' },
                      price: 500,
                      groups: [
                        {
                          title: '甜度',
                          title_v2: { en: 'Sugar level', 'zh-tw': '甜度', ja: '甘さ' },
                          rule: { type: 'exact', value: 1 },
                          modifiers: [
                            { title: '正常糖', title_v2: { en: 'Regular sugar', 'zh-tw': '正常糖', ja: '普通' } },
                            {
                              title: '半糖',
                              title_v2: { en: 'Half sugar', 'zh-tw': '半糖', ja: '半分' },
                              selected: true,
                            },
                            { title: '無糖', title_v2: { en: 'No sugar', 'zh-tw': '無糖', ja: '無糖' } },
                          ],
                        },
                      ],
                    },
                    {
                      title: '豆漿',
                      title_v2: { en: 'Soy milk', 'zh-tw': '豆漿', ja: '豆乳' },
                      groups: [
                        {
                          title: '甜度',
                          title_v2: { en: 'Sugar level', 'zh-tw': '甜度', ja: '甘さ' },
                          rule: { type: 'exact', value: 1 },
                          modifiers: [
                            {
                              title: '有糖',
                              title_v2: { en: 'Sweetened', 'zh-tw': '有糖', ja: '加糖' },
                              selected: true,
                            },
                            { title: '無糖', title_v2: { en: 'Unsweetened', 'zh-tw': '無糖', ja: '無糖' } },
                          ],
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          title: '鹹酥點心',
          title_v2: { en: 'Savoury Street Snacks', 'zh-tw': '鹹酥點心', ja: '台湾屋台スナック' },
          items: [
            {
              title: '鹽酥雞',
              title_v2: { en: 'Taiwanese Popcorn Chicken', 'zh-tw': '鹽酥雞', ja: '台湾風から揚げ（塩酥鶏）' },
              description: '一口大小的雞腿肉酥炸，撒上胡椒鹽與炸九層塔。',
              description_v2: {
                en: 'Bite-size thigh pieces fried crisp and tossed with pepper salt and fried basil.',
                'zh-tw': '一口大小的雞腿肉酥炸，撒上胡椒鹽與炸九層塔。',
                ja: 'ひと口大の鶏もも肉をカリッと揚げ、胡椒塩と揚げバジルで。',
              },
              image: 'fried-chicken',
              price: 7000,
              allergens: ['gluten', 'soy'],
              preparation_time: 10,
              groups: [
                {
                  title: '調味',
                  title_v2: { en: 'Seasoning', 'zh-tw': '調味', ja: '味付け' },
                  rule: { type: 'range', min: 1, max: 2 },
                  modifiers: [
                    {
                      title: '胡椒鹽',
                      title_v2: { en: 'Salt & white pepper', 'zh-tw': '胡椒鹽', ja: '胡椒塩' },
                      selected: true,
                    },
                    { title: '梅粉', title_v2: { en: 'Plum powder', 'zh-tw': '梅粉', ja: '梅パウダー' } },
                    { title: '辣粉', title_v2: { en: 'Chilli powder', 'zh-tw': '辣粉', ja: '唐辛子パウダー' } },
                    { title: '九層塔', title_v2: { en: 'Fried Thai basil', 'zh-tw': '九層塔', ja: '揚げバジル' } },
                  ],
                },
              ],
            },
            {
              title: '炸雞排',
              title_v2: { en: 'Giant Fried Chicken Cutlet', 'zh-tw': '炸雞排', ja: '大判フライドチキン（鶏排）' },
              description: '整片雞胸肉拍扁醃漬一夜，裹上地瓜粉炸到金黃酥脆，比臉還大，撒上胡椒鹽，夜市的經典滋味。',
              description_v2: {
                en: 'A whole chicken breast pounded flat, marinated overnight in garlic and five-spice, coated in coarse sweet-potato starch and fried until shatteringly crisp. Bigger than your face and finished with pepper salt — a night-market legend.',
                'zh-tw': '整片雞胸肉拍扁醃漬一夜，裹上地瓜粉炸到金黃酥脆，比臉還大，撒上胡椒鹽，夜市的經典滋味。',
                ja: '鶏むね肉を丸ごと叩いて伸ばし、にんにくと五香粉で一晩漬け込み、さつまいも粉をまぶしてカリッと揚げました。顔より大きい夜市の定番です。',
              },
              image: 'fried-chicken',
              price: 8000,
              allergens: ['gluten', 'soy'],
              preparation_time: 12,
              groups: [
                {
                  title: '切法',
                  title_v2: { en: 'Cut', 'zh-tw': '切法', ja: 'カット' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: '切塊',
                      title_v2: { en: 'Cut into pieces', 'zh-tw': '切塊', ja: 'カットする' },
                      selected: true,
                    },
                    { title: '不切', title_v2: { en: 'Whole', 'zh-tw': '不切', ja: 'カットしない' } },
                  ],
                },
                {
                  title: '調味',
                  title_v2: { en: 'Seasoning', 'zh-tw': '調味', ja: '味付け' },
                  rule: { type: 'range', min: 1, max: 2 },
                  modifiers: [
                    {
                      title: '胡椒鹽',
                      title_v2: { en: 'Salt & white pepper', 'zh-tw': '胡椒鹽', ja: '胡椒塩' },
                      selected: true,
                    },
                    { title: '梅粉', title_v2: { en: 'Plum powder', 'zh-tw': '梅粉', ja: '梅パウダー' } },
                    { title: '辣粉', title_v2: { en: 'Chilli powder', 'zh-tw': '辣粉', ja: '唐辛子パウダー' } },
                    { title: '九層塔', title_v2: { en: 'Fried Thai basil', 'zh-tw': '九層塔', ja: '揚げバジル' } },
                  ],
                },
              ],
            },
            {
              title: '地瓜球',
              title_v2: { en: 'Sweet Potato Balls', 'zh-tw': '地瓜球', ja: 'さつまいもボール' },
              description: '地瓜泥與樹薯粉揉成小球，炸得外酥內空、QQ彈彈。',
              description_v2: {
                en: 'Puffed sweet potato balls, crisp outside, hollow and chewy inside.',
                'zh-tw': '地瓜泥與樹薯粉揉成小球，炸得外酥內空、QQ彈彈。',
                ja: 'さつまいもとタピオカ粉の生地を揚げた、外はカリッと中は空洞でもちもちのボール。',
              },
              image: 'donut',
              price: 4500,
            },
            {
              title: '甜不辣',
              title_v2: { en: 'Tempura Fish Cake', 'zh-tw': '甜不辣', ja: '台湾風さつま揚げ（甜不辣）' },
              description: '炸魚漿條淋上甜辣醬，撒上蒜泥。',
              description_v2: {
                en: 'Fried fish cake strips with sweet chilli sauce and a hit of garlic.',
                'zh-tw': '炸魚漿條淋上甜辣醬，撒上蒜泥。',
                ja: '揚げた魚のすり身にスイートチリソースとにんにくをのせて。',
              },
              image: 'skewers',
              price: 4500,
              allergens: ['fish', 'gluten', 'soy'],
            },
            {
              title: '梅粉薯條',
              title_v2: { en: 'Plum-Dusted Fries', 'zh-tw': '梅粉薯條', ja: '梅パウダーのフライドポテト' },
              description: '粗薯條撒上酸甜梅粉，停不下來。',
              description_v2: {
                en: 'Thick-cut fries dusted with sweet-and-sour plum powder. Dangerously moreish.',
                'zh-tw': '粗薯條撒上酸甜梅粉，停不下來。',
                ja: '太切りポテトに甘酸っぱい梅パウダーをまぶして。止まらない美味しさ。',
              },
              image: 'fries',
              price: 4000,
            },
          ],
        },
        {
          title: '甜點',
          title_v2: { en: 'Desserts', 'zh-tw': '甜點', ja: 'デザート' },
          items: [
            {
              title: '黑糖豆花',
              title_v2: { en: 'Brown Sugar Tofu Pudding', 'zh-tw': '黑糖豆花', ja: '黒糖豆花' },
              description: '手工豆花淋上黑糖薑汁，可選配料。',
              description_v2: {
                en: 'Silky house-made tofu pudding in brown sugar and ginger syrup, with your choice of toppings.',
                'zh-tw': '手工豆花淋上黑糖薑汁，可選配料。',
                ja: 'なめらかな手作り豆花に黒糖生姜シロップ。トッピングを選べます。',
              },
              image: 'ice-cream',
              price: 5000,
              allergens: ['soy'],
              groups: [
                {
                  title: '配料',
                  title_v2: { en: 'Toppings', 'zh-tw': '配料', ja: 'トッピング' },
                  rule: { type: 'range', min: 1, max: 2 },
                  modifiers: [
                    { title: '花生', title_v2: { en: 'Stewed peanuts', 'zh-tw': '花生', ja: '煮落花生' } },
                    { title: '粉圓', title_v2: { en: 'Tapioca pearls', 'zh-tw': '粉圓', ja: 'タピオカ' } },
                    { title: '紅豆', title_v2: { en: 'Red beans', 'zh-tw': '紅豆', ja: '小豆' } },
                    { title: '芋圓', title_v2: { en: 'Taro balls', 'zh-tw': '芋圓', ja: 'タロイモ団子' } },
                  ],
                },
              ],
            },
            {
              title: '綜合芋圓',
              title_v2: { en: 'Taro Ball Dessert Bowl', 'zh-tw': '綜合芋圓', ja: 'タロイモ団子のデザート' },
              description: '九份風芋圓、地瓜圓加仙草與剉冰。',
              description_v2: {
                en: 'Jiufen-style taro and sweet potato balls with grass jelly over shaved ice.',
                'zh-tw': '九份風芋圓、地瓜圓加仙草與剉冰。',
                ja: '九份風のタロイモ団子とさつまいも団子、仙草ゼリーをかき氷にのせて。',
              },
              image: 'ice-cream',
              price: 6000,
            },
            {
              title: '雞蛋糕（8顆）',
              title_v2: { en: 'Mini Egg Cakes (8 pcs)', 'zh-tw': '雞蛋糕（8顆）', ja: '鶏蛋糕（ミニカステラ 8個）' },
              description: '現烤小雞蛋糕，外皮微酥、內裡鬆軟。',
              description_v2: {
                en: 'Freshly baked mini egg cakes, lightly crisp outside and fluffy within.',
                'zh-tw': '現烤小雞蛋糕，外皮微酥、內裡鬆軟。',
                ja: '焼きたてのミニカステラ。外はさっくり、中はふわふわ。',
              },
              image: 'cake',
              price: 4000,
              allergens: ['gluten', 'eggs', 'milk'],
            },
            {
              title: '珍珠鮮奶酪',
              title_v2: { en: 'Bubble Milk Panna Cotta', 'zh-tw': '珍珠鮮奶酪', ja: 'タピオカミルクパンナコッタ' },
              description: '滑嫩鮮奶酪上鋪黑糖珍珠。',
              description_v2: {
                en: 'Wobbly fresh-milk panna cotta topped with brown sugar pearls.',
                'zh-tw': '滑嫩鮮奶酪上鋪黑糖珍珠。',
                ja: 'なめらかなミルクパンナコッタに黒糖タピオカをのせて。',
              },
              image: 'cake',
              price: 5500,
              allergens: ['milk'],
            },
          ],
        },
        {
          title: '套餐',
          title_v2: { en: 'Combos', 'zh-tw': '套餐', ja: 'セットメニュー' },
          items: [
            {
              title: '雞排珍奶套餐',
              title_v2: {
                en: 'Chicken Cutlet & Bubble Tea Combo',
                'zh-tw': '雞排珍奶套餐',
                ja: '鶏排とタピオカミルクティーのセット',
              },
              description: '招牌炸雞排配一杯中杯飲品，夜市經典組合。',
              description_v2: {
                en: 'Our giant chicken cutlet with a medium drink — the classic night-market pairing.',
                'zh-tw': '招牌炸雞排配一杯中杯飲品，夜市經典組合。',
                ja: '大判鶏排にMサイズのドリンク。夜市の定番の組み合わせです。',
              },
              image: 'fried-chicken',
              price: 13000,
              crossed_price: 14000,
              allergens: ['gluten', 'soy', 'milk'],
              preparation_time: 12,
              groups: [
                {
                  title: '調味',
                  title_v2: { en: 'Seasoning', 'zh-tw': '調味', ja: '味付け' },
                  rule: { type: 'range', min: 1, max: 2 },
                  modifiers: [
                    {
                      title: '胡椒鹽',
                      title_v2: { en: 'Salt & white pepper', 'zh-tw': '胡椒鹽', ja: '胡椒塩' },
                      selected: true,
                    },
                    { title: '梅粉', title_v2: { en: 'Plum powder', 'zh-tw': '梅粉', ja: '梅パウダー' } },
                    { title: '辣粉', title_v2: { en: 'Chilli powder', 'zh-tw': '辣粉', ja: '唐辛子パウダー' } },
                    { title: '九層塔', title_v2: { en: 'Fried Thai basil', 'zh-tw': '九層塔', ja: '揚げバジル' } },
                  ],
                },
                {
                  title: '飲料',
                  title_v2: { en: 'Drink', 'zh-tw': '飲料', ja: 'ドリンク' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: '招牌珍珠奶茶',
                      title_v2: {
                        en: 'Signature bubble milk tea',
                        'zh-tw': '招牌珍珠奶茶',
                        ja: '看板タピオカミルクティー',
                      },
                      selected: true,
                      groups: [
                        {
                          title: '甜度',
                          title_v2: { en: 'Sugar level', 'zh-tw': '甜度', ja: '甘さ' },
                          rule: { type: 'exact', value: 1 },
                          modifiers: [
                            {
                              title: '正常糖',
                              title_v2: { en: 'Regular sugar (100%)', 'zh-tw': '正常糖', ja: '普通（100%）' },
                            },
                            {
                              title: '少糖',
                              title_v2: { en: 'Less sugar (70%)', 'zh-tw': '少糖', ja: '少なめ（70%）' },
                            },
                            {
                              title: '半糖',
                              title_v2: { en: 'Half sugar (50%)', 'zh-tw': '半糖', ja: '半分（50%）' },
                              selected: true,
                            },
                            {
                              title: '微糖',
                              title_v2: { en: 'Light sugar (30%)', 'zh-tw': '微糖', ja: '控えめ（30%）' },
                            },
                            { title: '無糖', title_v2: { en: 'No sugar', 'zh-tw': '無糖', ja: '無糖' } },
                          ],
                        },
                        {
                          title: '冰塊',
                          title_v2: { en: 'Ice level', 'zh-tw': '冰塊', ja: '氷の量' },
                          rule: { type: 'exact', value: 1 },
                          modifiers: [
                            { title: '正常冰', title_v2: { en: 'Regular ice', 'zh-tw': '正常冰', ja: '普通' } },
                            {
                              title: '少冰',
                              title_v2: { en: 'Less ice', 'zh-tw': '少冰', ja: '少なめ' },
                              selected: true,
                            },
                            { title: '微冰', title_v2: { en: 'Light ice', 'zh-tw': '微冰', ja: 'ほんの少し' } },
                            { title: '去冰', title_v2: { en: 'No ice', 'zh-tw': '去冰', ja: '氷なし' } },
                            { title: '溫', title_v2: { en: 'Warm', 'zh-tw': '溫', ja: 'ホット' } },
                          ],
                        },
                      ],
                    },
                    {
                      title: '黑糖珍珠鮮奶',
                      title_v2: {
                        en: 'Brown sugar pearl fresh milk',
                        'zh-tw': '黑糖珍珠鮮奶',
                        ja: '黒糖タピオカミルク',
                      },
                      price: 1500,
                      groups: [
                        {
                          title: '甜度',
                          title_v2: { en: 'Sugar level', 'zh-tw': '甜度', ja: '甘さ' },
                          rule: { type: 'exact', value: 1 },
                          modifiers: [
                            {
                              title: '正常糖',
                              title_v2: { en: 'Regular sugar (100%)', 'zh-tw': '正常糖', ja: '普通（100%）' },
                              selected: true,
                            },
                            {
                              title: '少糖',
                              title_v2: { en: 'Less sugar (70%)', 'zh-tw': '少糖', ja: '少なめ（70%）' },
                            },
                            { title: '半糖', title_v2: { en: 'Half sugar (50%)', 'zh-tw': '半糖', ja: '半分（50%）' } },
                          ],
                        },
                        {
                          title: '冰塊',
                          title_v2: { en: 'Ice level', 'zh-tw': '冰塊', ja: '氷の量' },
                          rule: { type: 'exact', value: 1 },
                          modifiers: [
                            { title: '正常冰', title_v2: { en: 'Regular ice', 'zh-tw': '正常冰', ja: '普通' } },
                            {
                              title: '少冰',
                              title_v2: { en: 'Less ice', 'zh-tw': '少冰', ja: '少なめ' },
                              selected: true,
                            },
                            { title: '微冰', title_v2: { en: 'Light ice', 'zh-tw': '微冰', ja: 'ほんの少し' } },
                            { title: '去冰', title_v2: { en: 'No ice', 'zh-tw': '去冰', ja: '氷なし' } },
                            { title: '溫', title_v2: { en: 'Warm', 'zh-tw': '溫', ja: 'ホット' } },
                          ],
                        },
                      ],
                    },
                    {
                      title: '茉莉綠茶',
                      title_v2: { en: 'Jasmine green tea', 'zh-tw': '茉莉綠茶', ja: 'ジャスミン緑茶' },
                      groups: [
                        {
                          title: '甜度',
                          title_v2: { en: 'Sugar level', 'zh-tw': '甜度', ja: '甘さ' },
                          rule: { type: 'exact', value: 1 },
                          modifiers: [
                            {
                              title: '正常糖',
                              title_v2: { en: 'Regular sugar (100%)', 'zh-tw': '正常糖', ja: '普通（100%）' },
                            },
                            {
                              title: '少糖',
                              title_v2: { en: 'Less sugar (70%)', 'zh-tw': '少糖', ja: '少なめ（70%）' },
                            },
                            {
                              title: '半糖',
                              title_v2: { en: 'Half sugar (50%)', 'zh-tw': '半糖', ja: '半分（50%）' },
                              selected: true,
                            },
                            {
                              title: '微糖',
                              title_v2: { en: 'Light sugar (30%)', 'zh-tw': '微糖', ja: '控えめ（30%）' },
                            },
                            { title: '無糖', title_v2: { en: 'No sugar', 'zh-tw': '無糖', ja: '無糖' } },
                          ],
                        },
                        {
                          title: '冰塊',
                          title_v2: { en: 'Ice level', 'zh-tw': '冰塊', ja: '氷の量' },
                          rule: { type: 'exact', value: 1 },
                          modifiers: [
                            { title: '正常冰', title_v2: { en: 'Regular ice', 'zh-tw': '正常冰', ja: '普通' } },
                            {
                              title: '少冰',
                              title_v2: { en: 'Less ice', 'zh-tw': '少冰', ja: '少なめ' },
                              selected: true,
                            },
                            { title: '微冰', title_v2: { en: 'Light ice', 'zh-tw': '微冰', ja: 'ほんの少し' } },
                            { title: '去冰', title_v2: { en: 'No ice', 'zh-tw': '去冰', ja: '氷なし' } },
                            { title: '溫', title_v2: { en: 'Warm', 'zh-tw': '溫', ja: 'ホット' } },
                          ],
                        },
                      ],
                    },
                  ],
                },
              ],
            },
            {
              title: '午茶分享盒',
              title_v2: { en: 'Afternoon Share Box', 'zh-tw': '午茶分享盒', ja: '午後のシェアボックス' },
              description: '兩杯飲品配一到兩樣點心，適合兩人分享。',
              description_v2: {
                en: 'Two drinks plus one or two street snacks, sized for two to share.',
                'zh-tw': '兩杯飲品配一到兩樣點心，適合兩人分享。',
                ja: 'ドリンク2杯とスナック1〜2品。ふたりでシェアにぴったり。',
              },
              image: 'bubble-tea',
              price: 19900,
              prices: { delivery: 21900 },
              allergens: ['milk', 'gluten'],
              groups: [
                {
                  title: '點心',
                  title_v2: { en: 'Snacks', 'zh-tw': '點心', ja: 'スナック' },
                  rule: { type: 'range', min: 1, max: 2 },
                  modifiers: [
                    {
                      title: '鹽酥雞',
                      title_v2: { en: 'Popcorn chicken', 'zh-tw': '鹽酥雞', ja: '塩酥鶏' },
                      selected: true,
                    },
                    {
                      title: '地瓜球',
                      title_v2: { en: 'Sweet potato balls', 'zh-tw': '地瓜球', ja: 'さつまいもボール' },
                    },
                    { title: '甜不辣', title_v2: { en: 'Tempura fish cake', 'zh-tw': '甜不辣', ja: '甜不辣' } },
                    {
                      title: '梅粉薯條',
                      title_v2: { en: 'Plum-dusted fries', 'zh-tw': '梅粉薯條', ja: '梅パウダーのポテト' },
                    },
                  ],
                },
                {
                  title: '飲品（兩杯）',
                  title_v2: { en: 'Drinks (choose 2)', 'zh-tw': '飲品（兩杯）', ja: 'ドリンク（2杯）' },
                  rule: { type: 'exact', value: 2 },
                  modifiers: [
                    {
                      title: '招牌珍珠奶茶',
                      title_v2: {
                        en: 'Signature bubble milk tea',
                        'zh-tw': '招牌珍珠奶茶',
                        ja: '看板タピオカミルクティー',
                      },
                      max_quantity: 2,
                      groups: [
                        {
                          title: '甜度',
                          title_v2: { en: 'Sugar level', 'zh-tw': '甜度', ja: '甘さ' },
                          rule: { type: 'exact', value: 1 },
                          modifiers: [
                            {
                              title: '正常糖',
                              title_v2: { en: 'Regular sugar (100%)', 'zh-tw': '正常糖', ja: '普通（100%）' },
                            },
                            {
                              title: '少糖',
                              title_v2: { en: 'Less sugar (70%)', 'zh-tw': '少糖', ja: '少なめ（70%）' },
                            },
                            {
                              title: '半糖',
                              title_v2: { en: 'Half sugar (50%)', 'zh-tw': '半糖', ja: '半分（50%）' },
                              selected: true,
                            },
                            {
                              title: '微糖',
                              title_v2: { en: 'Light sugar (30%)', 'zh-tw': '微糖', ja: '控えめ（30%）' },
                            },
                            { title: '無糖', title_v2: { en: 'No sugar', 'zh-tw': '無糖', ja: '無糖' } },
                          ],
                        },
                      ],
                    },
                    {
                      title: '茉莉綠茶',
                      title_v2: { en: 'Jasmine green tea', 'zh-tw': '茉莉綠茶', ja: 'ジャスミン緑茶' },
                      max_quantity: 2,
                      groups: [
                        {
                          title: '甜度',
                          title_v2: { en: 'Sugar level', 'zh-tw': '甜度', ja: '甘さ' },
                          rule: { type: 'exact', value: 1 },
                          modifiers: [
                            {
                              title: '正常糖',
                              title_v2: { en: 'Regular sugar (100%)', 'zh-tw': '正常糖', ja: '普通（100%）' },
                            },
                            {
                              title: '少糖',
                              title_v2: { en: 'Less sugar (70%)', 'zh-tw': '少糖', ja: '少なめ（70%）' },
                            },
                            {
                              title: '半糖',
                              title_v2: { en: 'Half sugar (50%)', 'zh-tw': '半糖', ja: '半分（50%）' },
                              selected: true,
                            },
                            {
                              title: '微糖',
                              title_v2: { en: 'Light sugar (30%)', 'zh-tw': '微糖', ja: '控えめ（30%）' },
                            },
                            { title: '無糖', title_v2: { en: 'No sugar', 'zh-tw': '無糖', ja: '無糖' } },
                          ],
                        },
                      ],
                    },
                    {
                      title: '百香果綠茶',
                      title_v2: { en: 'Passion fruit green tea', 'zh-tw': '百香果綠茶', ja: 'パッションフルーツ緑茶' },
                      max_quantity: 2,
                      groups: [
                        {
                          title: '甜度',
                          title_v2: { en: 'Sugar level', 'zh-tw': '甜度', ja: '甘さ' },
                          rule: { type: 'exact', value: 1 },
                          modifiers: [
                            {
                              title: '正常糖',
                              title_v2: { en: 'Regular sugar (100%)', 'zh-tw': '正常糖', ja: '普通（100%）' },
                            },
                            {
                              title: '少糖',
                              title_v2: { en: 'Less sugar (70%)', 'zh-tw': '少糖', ja: '少なめ（70%）' },
                            },
                            {
                              title: '半糖',
                              title_v2: { en: 'Half sugar (50%)', 'zh-tw': '半糖', ja: '半分（50%）' },
                              selected: true,
                            },
                            {
                              title: '微糖',
                              title_v2: { en: 'Light sugar (30%)', 'zh-tw': '微糖', ja: '控えめ（30%）' },
                            },
                            { title: '無糖', title_v2: { en: 'No sugar', 'zh-tw': '無糖', ja: '無糖' } },
                          ],
                        },
                      ],
                    },
                    {
                      title: '芒果冰沙',
                      title_v2: { en: 'Mango smoothie', 'zh-tw': '芒果冰沙', ja: 'マンゴースムージー' },
                      max_quantity: 2,
                      enabled: false,
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
} satisfies DemoMenu;
