import type { DemoMenu } from '../types';
/** the language the base `title` / `description` are written in */
export const localLang = 'zh-tw';
export default {
  sections: [
    {
      title: '麵飯',
      title_v2: { en: 'Noodles & Rice', 'zh-tw': '麵飯', ja: '麺・ご飯' },
      categories: [
        {
          title: '招牌推薦',
          title_v2: { en: 'Signature Bowls', 'zh-tw': '招牌推薦', ja: '看板メニュー' },
          is_popular_category: true,
          items: [
            {
              title: '紅燒牛肉麵',
              title_v2: { en: 'Red-Braised Beef Noodle Soup', 'zh-tw': '紅燒牛肉麵', ja: '紅焼牛肉麺' },
              description:
                '牛腱與牛肋以豆瓣醬、醬油和八角慢燉八小時，湯頭濃郁微辣，配上Q彈寬麵、酸菜與青蔥。阿明三十年不變的招牌味道。',
              description_v2: {
                en: 'Our house classic: beef shank and short rib braised for eight hours with chilli bean paste, soy and star anise until spoon-tender, served in a rich, gently spicy broth over chewy wide noodles with pickled mustard greens and scallions.',
                'zh-tw':
                  '牛腱與牛肋以豆瓣醬、醬油和八角慢燉八小時，湯頭濃郁微辣，配上Q彈寬麵、酸菜與青蔥。阿明三十年不變的招牌味道。',
                ja: '牛すね肉とバラ肉を豆板醤・醤油・八角で8時間じっくり煮込んだ、創業30年の看板の味。コクのあるピリ辛スープにもちもちの幅広麺、高菜漬けとねぎを添えて。',
              },
              image: 'noodle-soup',
              price: 22000,
              prices: { delivery: 23500 },
              allergens: ['gluten', 'soy'],
              groups: [
                {
                  title: '麵條',
                  title_v2: { en: 'Noodles', 'zh-tw': '麵條', ja: '麺の種類' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: '寬麵',
                      title_v2: { en: 'Wide wheat noodles', 'zh-tw': '寬麵', ja: '幅広麺' },
                      selected: true,
                    },
                    { title: '細麵', title_v2: { en: 'Thin wheat noodles', 'zh-tw': '細麵', ja: '細麺' } },
                    {
                      title: '刀削麵',
                      title_v2: { en: 'Knife-cut noodles', 'zh-tw': '刀削麵', ja: '刀削麺' },
                      price: 1000,
                    },
                    {
                      title: '米粉',
                      title_v2: { en: 'Rice vermicelli', 'zh-tw': '米粉', ja: 'ビーフン' },
                      enabled: false,
                    },
                  ],
                },
                {
                  title: '辣度',
                  title_v2: { en: 'Spice level', 'zh-tw': '辣度', ja: '辛さ' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    { title: '不辣', title_v2: { en: 'Not spicy', 'zh-tw': '不辣', ja: '辛さなし' }, selected: true },
                    { title: '小辣', title_v2: { en: 'Mild', 'zh-tw': '小辣', ja: '小辛' } },
                    { title: '中辣', title_v2: { en: 'Medium', 'zh-tw': '中辣', ja: '中辛' } },
                    { title: '大辣', title_v2: { en: 'Hot', 'zh-tw': '大辣', ja: '大辛' } },
                  ],
                },
                {
                  title: '加料',
                  title_v2: { en: 'Extras', 'zh-tw': '加料', ja: 'トッピング追加' },
                  rule: { type: 'range', min: 0, max: 3 },
                  modifiers: [
                    {
                      title: '加牛肉',
                      title_v2: { en: 'Extra braised beef', 'zh-tw': '加牛肉', ja: '牛肉増量' },
                      price: 8000,
                      max_quantity: 2,
                    },
                    {
                      title: '加牛筋',
                      title_v2: { en: 'Extra beef tendon', 'zh-tw': '加牛筋', ja: '牛すじ増量' },
                      price: 8000,
                      max_quantity: 2,
                    },
                    { title: '加麵', title_v2: { en: 'Extra noodles', 'zh-tw': '加麵', ja: '麺大盛り' }, price: 2000 },
                    {
                      title: '滷蛋',
                      title_v2: { en: 'Soy-braised egg', 'zh-tw': '滷蛋', ja: '煮玉子' },
                      price: 1500,
                      max_quantity: 2,
                    },
                    {
                      title: '加酸菜',
                      title_v2: { en: 'Extra pickled mustard greens', 'zh-tw': '加酸菜', ja: '高菜漬け増量' },
                      price: 1000,
                    },
                  ],
                },
              ],
            },
            {
              title: '清燉牛肉麵',
              title_v2: { en: 'Clear-Broth Beef Noodle Soup', 'zh-tw': '清燉牛肉麵', ja: '清燉牛肉麺（塩味スープ）' },
              description:
                '以牛骨與白蘿蔔熬煮一夜的清澈湯頭，只用海鹽與少許當歸提味，搭配軟嫩牛肋條與細麵，清爽不油膩，喝得到牛肉最純粹的甜味。',
              description_v2: {
                en: 'A clear, golden broth simmered overnight from beef bones and daikon, seasoned only with sea salt and a whisper of angelica root, poured over thin noodles and tender slices of short rib. Light, clean and deeply beefy.',
                'zh-tw':
                  '以牛骨與白蘿蔔熬煮一夜的清澈湯頭，只用海鹽與少許當歸提味，搭配軟嫩牛肋條與細麵，清爽不油膩，喝得到牛肉最純粹的甜味。',
                ja: '牛骨と大根を一晩煮出した澄んだスープを、海塩と少しの当帰だけで味付け。やわらかな牛バラ肉と細麺で、あっさりしながらも牛肉本来の甘みが広がります。',
              },
              image: 'noodle-soup',
              price: 23000,
              allergens: ['gluten'],
              groups: [
                {
                  title: '麵條',
                  title_v2: { en: 'Noodles', 'zh-tw': '麵條', ja: '麺の種類' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    { title: '寬麵', title_v2: { en: 'Wide wheat noodles', 'zh-tw': '寬麵', ja: '幅広麺' } },
                    {
                      title: '細麵',
                      title_v2: { en: 'Thin wheat noodles', 'zh-tw': '細麵', ja: '細麺' },
                      selected: true,
                    },
                    {
                      title: '刀削麵',
                      title_v2: { en: 'Knife-cut noodles', 'zh-tw': '刀削麵', ja: '刀削麺' },
                      price: 1000,
                    },
                    {
                      title: '米粉',
                      title_v2: { en: 'Rice vermicelli', 'zh-tw': '米粉', ja: 'ビーフン' },
                      enabled: false,
                    },
                  ],
                },
                {
                  title: '加料',
                  title_v2: { en: 'Extras', 'zh-tw': '加料', ja: 'トッピング追加' },
                  rule: { type: 'range', min: 0, max: 3 },
                  modifiers: [
                    {
                      title: '加牛肉',
                      title_v2: { en: 'Extra braised beef', 'zh-tw': '加牛肉', ja: '牛肉増量' },
                      price: 8000,
                      max_quantity: 2,
                    },
                    {
                      title: '加牛筋',
                      title_v2: { en: 'Extra beef tendon', 'zh-tw': '加牛筋', ja: '牛すじ増量' },
                      price: 8000,
                      max_quantity: 2,
                    },
                    { title: '加麵', title_v2: { en: 'Extra noodles', 'zh-tw': '加麵', ja: '麺大盛り' }, price: 2000 },
                    {
                      title: '滷蛋',
                      title_v2: { en: 'Soy-braised egg', 'zh-tw': '滷蛋', ja: '煮玉子' },
                      price: 1500,
                      max_quantity: 2,
                    },
                    {
                      title: '加酸菜',
                      title_v2: { en: 'Extra pickled mustard greens', 'zh-tw': '加酸菜', ja: '高菜漬け増量' },
                      price: 1000,
                    },
                  ],
                },
              ],
            },
            {
              title: '半筋半肉牛肉麵',
              title_v2: {
                en: 'Half Beef, Half Tendon Noodle Soup',
                'zh-tw': '半筋半肉牛肉麵',
                ja: '牛肉と牛すじの半々牛肉麺',
              },
              description: '一半大塊牛腱、一半燉到透明軟糯的牛筋，浸在紅燒湯頭裡，膠質豐富，是熟客最常點的一碗。',
              description_v2: {
                en: 'Half chunky braised beef shank, half melt-in-the-mouth tendon cooked until glossy and translucent, in our red-braised broth. Rich in collagen, deeply savoury and the bowl our regulars order without looking at the menu.',
                'zh-tw': '一半大塊牛腱、一半燉到透明軟糯的牛筋，浸在紅燒湯頭裡，膠質豐富，是熟客最常點的一碗。',
                ja: '大ぶりの牛すね肉と、とろとろになるまで煮込んだ牛すじを半分ずつ。コラーゲンたっぷりの紅焼スープで、常連さんが必ず頼む一杯です。',
              },
              image: 'noodle-soup',
              price: 26000,
              prices: { delivery: 27500 },
              allergens: ['gluten', 'soy'],
              groups: [
                {
                  title: '麵條',
                  title_v2: { en: 'Noodles', 'zh-tw': '麵條', ja: '麺の種類' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: '寬麵',
                      title_v2: { en: 'Wide wheat noodles', 'zh-tw': '寬麵', ja: '幅広麺' },
                      selected: true,
                    },
                    { title: '細麵', title_v2: { en: 'Thin wheat noodles', 'zh-tw': '細麵', ja: '細麺' } },
                    {
                      title: '刀削麵',
                      title_v2: { en: 'Knife-cut noodles', 'zh-tw': '刀削麵', ja: '刀削麺' },
                      price: 1000,
                    },
                    {
                      title: '米粉',
                      title_v2: { en: 'Rice vermicelli', 'zh-tw': '米粉', ja: 'ビーフン' },
                      enabled: false,
                    },
                  ],
                },
                {
                  title: '辣度',
                  title_v2: { en: 'Spice level', 'zh-tw': '辣度', ja: '辛さ' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    { title: '不辣', title_v2: { en: 'Not spicy', 'zh-tw': '不辣', ja: '辛さなし' }, selected: true },
                    { title: '小辣', title_v2: { en: 'Mild', 'zh-tw': '小辣', ja: '小辛' } },
                    { title: '中辣', title_v2: { en: 'Medium', 'zh-tw': '中辣', ja: '中辛' } },
                    { title: '大辣', title_v2: { en: 'Hot', 'zh-tw': '大辣', ja: '大辛' } },
                  ],
                },
                {
                  title: '加料',
                  title_v2: { en: 'Extras', 'zh-tw': '加料', ja: 'トッピング追加' },
                  rule: { type: 'range', min: 0, max: 3 },
                  modifiers: [
                    {
                      title: '加牛肉',
                      title_v2: { en: 'Extra braised beef', 'zh-tw': '加牛肉', ja: '牛肉増量' },
                      price: 8000,
                      max_quantity: 2,
                    },
                    {
                      title: '加牛筋',
                      title_v2: { en: 'Extra beef tendon', 'zh-tw': '加牛筋', ja: '牛すじ増量' },
                      price: 8000,
                      max_quantity: 2,
                    },
                    { title: '加麵', title_v2: { en: 'Extra noodles', 'zh-tw': '加麵', ja: '麺大盛り' }, price: 2000 },
                    {
                      title: '滷蛋',
                      title_v2: { en: 'Soy-braised egg', 'zh-tw': '滷蛋', ja: '煮玉子' },
                      price: 1500,
                      max_quantity: 2,
                    },
                    {
                      title: '加酸菜',
                      title_v2: { en: 'Extra pickled mustard greens', 'zh-tw': '加酸菜', ja: '高菜漬け増量' },
                      price: 1000,
                    },
                  ],
                },
              ],
            },
            {
              title: '番茄牛肉麵',
              title_v2: { en: 'Tomato Beef Noodle Soup', 'zh-tw': '番茄牛肉麵', ja: 'トマト牛肉麺' },
              description: '新鮮牛番茄與牛肉同燉，湯頭酸甜開胃。',
              description_v2: {
                en: 'Beef braised with ripe tomatoes for a tangy, gently sweet broth that wakes up the appetite.',
                'zh-tw': '新鮮牛番茄與牛肉同燉，湯頭酸甜開胃。',
                ja: '完熟トマトと牛肉を一緒に煮込んだ、甘酸っぱく食欲をそそるスープ。',
              },
              image: 'noodle-soup',
              price: 24000,
              discount_price: 21000,
              allergens: ['gluten', 'soy'],
              groups: [
                {
                  title: '麵條',
                  title_v2: { en: 'Noodles', 'zh-tw': '麵條', ja: '麺の種類' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: '寬麵',
                      title_v2: { en: 'Wide wheat noodles', 'zh-tw': '寬麵', ja: '幅広麺' },
                      selected: true,
                    },
                    { title: '細麵', title_v2: { en: 'Thin wheat noodles', 'zh-tw': '細麵', ja: '細麺' } },
                    {
                      title: '刀削麵',
                      title_v2: { en: 'Knife-cut noodles', 'zh-tw': '刀削麵', ja: '刀削麺' },
                      price: 1000,
                    },
                    {
                      title: '米粉',
                      title_v2: { en: 'Rice vermicelli', 'zh-tw': '米粉', ja: 'ビーフン' },
                      enabled: false,
                    },
                  ],
                },
              ],
            },
            {
              title: '招牌牛肉麵套餐',
              title_v2: { en: 'Signature Beef Noodle Set', 'zh-tw': '招牌牛肉麵套餐', ja: '看板牛肉麺セット' },
              description: '任選一碗招牌牛肉麵，搭配一到兩樣小菜與一杯飲料，甜度可自由調整，第一次來也能吃得像老主顧。',
              description_v2: {
                en: 'Pick any of our signature beef noodle soups, add one or two side dishes from the cold counter and a drink sweetened just the way you like it. The easiest way to eat like a regular on your very first visit.',
                'zh-tw': '任選一碗招牌牛肉麵，搭配一到兩樣小菜與一杯飲料，甜度可自由調整，第一次來也能吃得像老主顧。',
                ja: 'お好みの看板牛肉麺に、小皿料理を1〜2品とドリンクを一杯。ドリンクの甘さも選べて、初めての方でも常連気分を味わえるセットです。',
              },
              image: 'bento',
              price: 29900,
              crossed_price: 34000,
              allergens: ['gluten', 'soy', 'eggs'],
              groups: [
                {
                  title: '主餐',
                  title_v2: { en: 'Choose your noodles', 'zh-tw': '主餐', ja: '麺を選ぶ' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: '紅燒牛肉麵',
                      title_v2: { en: 'Red-braised beef noodle soup', 'zh-tw': '紅燒牛肉麵', ja: '紅焼牛肉麺' },
                      selected: true,
                    },
                    {
                      title: '清燉牛肉麵',
                      title_v2: { en: 'Clear-broth beef noodle soup', 'zh-tw': '清燉牛肉麵', ja: '清燉牛肉麺' },
                      price: 1000,
                    },
                    {
                      title: '番茄牛肉麵',
                      title_v2: { en: 'Tomato beef noodle soup', 'zh-tw': '番茄牛肉麵', ja: 'トマト牛肉麺' },
                      price: 2000,
                    },
                  ],
                },
                {
                  title: '小菜',
                  title_v2: { en: 'Side dishes', 'zh-tw': '小菜', ja: '小皿料理' },
                  rule: { type: 'range', min: 1, max: 2 },
                  modifiers: [
                    { title: '滷蛋', title_v2: { en: 'Soy-braised egg', 'zh-tw': '滷蛋', ja: '煮玉子' } },
                    {
                      title: '滷豆干',
                      title_v2: { en: 'Braised dried tofu', 'zh-tw': '滷豆干', ja: '押し豆腐の醤油煮' },
                    },
                    { title: '滷海帶', title_v2: { en: 'Braised kelp', 'zh-tw': '滷海帶', ja: '昆布の醤油煮' } },
                    {
                      title: '涼拌小黃瓜',
                      title_v2: { en: 'Smashed cucumber salad', 'zh-tw': '涼拌小黃瓜', ja: 'たたききゅうり' },
                    },
                    {
                      title: '皮蛋豆腐',
                      title_v2: { en: 'Silken tofu with century egg', 'zh-tw': '皮蛋豆腐', ja: 'ピータン豆腐' },
                      price: 1000,
                    },
                  ],
                },
                {
                  title: '飲料',
                  title_v2: { en: 'Drink', 'zh-tw': '飲料', ja: 'ドリンク' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: '古早味紅茶',
                      title_v2: { en: 'Old-fashioned black tea', 'zh-tw': '古早味紅茶', ja: '昔ながらの紅茶' },
                      selected: true,
                      groups: [
                        {
                          title: '甜度',
                          title_v2: { en: 'Sweetness', 'zh-tw': '甜度', ja: '甘さ' },
                          rule: { type: 'exact', value: 1 },
                          modifiers: [
                            {
                              title: '正常甜',
                              title_v2: { en: 'Regular sweetness', 'zh-tw': '正常甜', ja: '普通の甘さ' },
                              selected: true,
                            },
                            { title: '半糖', title_v2: { en: 'Half sugar', 'zh-tw': '半糖', ja: '甘さ半分' } },
                            { title: '微糖', title_v2: { en: 'Light sugar', 'zh-tw': '微糖', ja: '甘さ控えめ' } },
                            { title: '無糖', title_v2: { en: 'No sugar', 'zh-tw': '無糖', ja: '無糖' } },
                          ],
                        },
                      ],
                    },
                    {
                      title: '冬瓜茶',
                      title_v2: { en: 'Winter melon tea', 'zh-tw': '冬瓜茶', ja: '冬瓜茶' },
                      groups: [
                        {
                          title: '甜度',
                          title_v2: { en: 'Sweetness', 'zh-tw': '甜度', ja: '甘さ' },
                          rule: { type: 'exact', value: 1 },
                          modifiers: [
                            {
                              title: '正常甜',
                              title_v2: { en: 'Regular sweetness', 'zh-tw': '正常甜', ja: '普通の甘さ' },
                              selected: true,
                            },
                            { title: '半糖', title_v2: { en: 'Half sugar', 'zh-tw': '半糖', ja: '甘さ半分' } },
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
                          title_v2: { en: 'Sweetness', 'zh-tw': '甜度', ja: '甘さ' },
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
                    {
                      title: '酸梅湯',
                      title_v2: { en: 'Sour plum drink', 'zh-tw': '酸梅湯', ja: '酸梅湯' },
                      price: 500,
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          title: '麵食',
          title_v2: { en: 'Noodles & Wontons', 'zh-tw': '麵食', ja: '麺・ワンタン' },
          items: [
            {
              title: '麻辣牛肉麵',
              title_v2: { en: 'Sichuan Mala Beef Noodle Soup', 'zh-tw': '麻辣牛肉麵', ja: '麻辣牛肉麺' },
              description: '花椒與辣椒炒香的麻辣湯頭，麻而不嗆，辣得過癮。',
              description_v2: {
                en: 'Braised beef in a numbing Sichuan peppercorn and chilli broth — tingly, fiery and addictive.',
                'zh-tw': '花椒與辣椒炒香的麻辣湯頭，麻而不嗆，辣得過癮。',
                ja: '花椒と唐辛子を炒めて香りを出した、しびれる辛さの麻辣スープ。',
              },
              image: 'noodle-soup',
              price: 24000,
              allergens: ['gluten', 'soy', 'sesame'],
              groups: [
                {
                  title: '辣度',
                  title_v2: { en: 'Spice level', 'zh-tw': '辣度', ja: '辛さ' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    { title: '小辣', title_v2: { en: 'Mild', 'zh-tw': '小辣', ja: '小辛' } },
                    { title: '中辣', title_v2: { en: 'Medium', 'zh-tw': '中辣', ja: '中辛' }, selected: true },
                    { title: '大辣', title_v2: { en: 'Hot', 'zh-tw': '大辣', ja: '大辛' } },
                    { title: '地獄辣', title_v2: { en: 'Inferno', 'zh-tw': '地獄辣', ja: '激辛' } },
                  ],
                },
                {
                  title: '麵條',
                  title_v2: { en: 'Noodles', 'zh-tw': '麵條', ja: '麺の種類' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: '寬麵',
                      title_v2: { en: 'Wide wheat noodles', 'zh-tw': '寬麵', ja: '幅広麺' },
                      selected: true,
                    },
                    { title: '細麵', title_v2: { en: 'Thin wheat noodles', 'zh-tw': '細麵', ja: '細麺' } },
                    {
                      title: '刀削麵',
                      title_v2: { en: 'Knife-cut noodles', 'zh-tw': '刀削麵', ja: '刀削麺' },
                      price: 1000,
                    },
                    {
                      title: '米粉',
                      title_v2: { en: 'Rice vermicelli', 'zh-tw': '米粉', ja: 'ビーフン' },
                      enabled: false,
                    },
                  ],
                },
              ],
            },
            {
              title: '牛肉乾拌麵',
              title_v2: { en: 'Dry Beef Noodles with Braising Sauce', 'zh-tw': '牛肉乾拌麵', ja: '汁なし牛肉和え麺' },
              description: '寬麵拌上紅燒醬汁、牛肉塊與蔥花，另附清湯一碗。',
              description_v2: {
                en: 'Wide noodles tossed in reduced braising sauce with beef chunks and scallions, with a small bowl of clear broth.',
                'zh-tw': '寬麵拌上紅燒醬汁、牛肉塊與蔥花，另附清湯一碗。',
                ja: '幅広麺に煮込みダレと牛肉、ねぎを絡めて。澄ましスープ付き。',
              },
              image: 'noodles',
              price: 20000,
              allergens: ['gluten', 'soy', 'sesame'],
              groups: [
                {
                  title: '辣度',
                  title_v2: { en: 'Spice level', 'zh-tw': '辣度', ja: '辛さ' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    { title: '不辣', title_v2: { en: 'Not spicy', 'zh-tw': '不辣', ja: '辛さなし' }, selected: true },
                    { title: '小辣', title_v2: { en: 'Mild', 'zh-tw': '小辣', ja: '小辛' } },
                    { title: '中辣', title_v2: { en: 'Medium', 'zh-tw': '中辣', ja: '中辛' } },
                    { title: '大辣', title_v2: { en: 'Hot', 'zh-tw': '大辣', ja: '大辛' } },
                  ],
                },
              ],
            },
            {
              title: '炸醬麵',
              title_v2: { en: 'Zhajiang Noodles', 'zh-tw': '炸醬麵', ja: 'ジャージャー麺' },
              description: '豆干丁與豬絞肉炒製的甜麵醬，配小黃瓜絲。',
              description_v2: {
                en: 'Noodles with minced pork and diced tofu in sweet bean sauce, topped with crisp cucumber.',
                'zh-tw': '豆干丁與豬絞肉炒製的甜麵醬，配小黃瓜絲。',
                ja: '豚ひき肉と押し豆腐を甜麺醤で炒めた肉味噌に、きゅうりの千切りを添えて。',
              },
              image: 'noodles',
              price: 9000,
              allergens: ['gluten', 'soy'],
            },
            {
              title: '麻醬麵',
              title_v2: { en: 'Sesame Paste Noodles', 'zh-tw': '麻醬麵', ja: '胡麻ダレ和え麺' },
              description: '芝麻醬加花生醬調製，香濃滑順，淋上烏醋更對味。',
              description_v2: {
                en: 'Silky noodles in a sesame and peanut sauce — a splash of black vinegar makes it sing.',
                'zh-tw': '芝麻醬加花生醬調製，香濃滑順，淋上烏醋更對味。',
                ja: '胡麻と落花生のペーストで作る濃厚ダレ。黒酢をかけるとさらに美味。',
              },
              image: 'noodles',
              price: 7000,
              allergens: ['gluten', 'soy', 'sesame', 'peanuts'],
            },
            {
              title: '紅油抄手',
              title_v2: { en: 'Wontons in Chilli Oil', 'zh-tw': '紅油抄手', ja: '紅油抄手（ワンタンのラー油がけ）' },
              description: '手包鮮肉餛飩淋上自製紅油、蒜泥與花椒粉。',
              description_v2: {
                en: 'Hand-wrapped pork wontons in house chilli oil with garlic and ground Sichuan pepper.',
                'zh-tw': '手包鮮肉餛飩淋上自製紅油、蒜泥與花椒粉。',
                ja: '手包みの豚肉ワンタンに自家製ラー油、にんにく、花椒をかけて。',
              },
              image: 'dumplings',
              price: 9500,
              allergens: ['gluten', 'soy', 'sesame'],
            },
            {
              title: '餛飩湯麵',
              title_v2: { en: 'Wonton Noodle Soup', 'zh-tw': '餛飩湯麵', ja: 'ワンタン麺' },
              description: '大顆鮮肉餛飩與細麵，清爽大骨湯底。',
              description_v2: {
                en: 'Plump pork wontons and thin noodles in a light pork-bone broth.',
                'zh-tw': '大顆鮮肉餛飩與細麵，清爽大骨湯底。',
                ja: '大ぶりの豚肉ワンタンと細麺、あっさり豚骨スープで。',
              },
              image: 'noodle-soup',
              price: 10000,
              allergens: ['gluten', 'soy'],
            },
            {
              title: '牛肉湯麵',
              title_v2: { en: 'Beef Broth Noodle Soup (No Meat)', 'zh-tw': '牛肉湯麵', ja: '牛肉スープ麺（肉なし）' },
              description: '同樣的紅燒湯頭，不加牛肉，小資族最愛。',
              description_v2: {
                en: 'Our red-braised broth and noodles without the beef — all of the flavour, lighter on the wallet.',
                'zh-tw': '同樣的紅燒湯頭，不加牛肉，小資族最愛。',
                ja: '紅焼スープと麺だけのお手頃な一杯。牛肉なしでも味はそのまま。',
              },
              image: 'noodle-soup',
              price: 11000,
              allergens: ['gluten', 'soy'],
              groups: [
                {
                  title: '麵條',
                  title_v2: { en: 'Noodles', 'zh-tw': '麵條', ja: '麺の種類' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: '寬麵',
                      title_v2: { en: 'Wide wheat noodles', 'zh-tw': '寬麵', ja: '幅広麺' },
                      selected: true,
                    },
                    { title: '細麵', title_v2: { en: 'Thin wheat noodles', 'zh-tw': '細麵', ja: '細麺' } },
                    {
                      title: '刀削麵',
                      title_v2: { en: 'Knife-cut noodles', 'zh-tw': '刀削麵', ja: '刀削麺' },
                      price: 1000,
                    },
                    {
                      title: '米粉',
                      title_v2: { en: 'Rice vermicelli', 'zh-tw': '米粉', ja: 'ビーフン' },
                      enabled: false,
                    },
                  ],
                },
                {
                  title: '加料',
                  title_v2: { en: 'Extras', 'zh-tw': '加料', ja: 'トッピング追加' },
                  rule: { type: 'range', min: 0, max: 3 },
                  modifiers: [
                    {
                      title: '加牛肉',
                      title_v2: { en: 'Extra braised beef', 'zh-tw': '加牛肉', ja: '牛肉増量' },
                      price: 8000,
                      max_quantity: 2,
                    },
                    {
                      title: '加牛筋',
                      title_v2: { en: 'Extra beef tendon', 'zh-tw': '加牛筋', ja: '牛すじ増量' },
                      price: 8000,
                      max_quantity: 2,
                    },
                    { title: '加麵', title_v2: { en: 'Extra noodles', 'zh-tw': '加麵', ja: '麺大盛り' }, price: 2000 },
                    {
                      title: '滷蛋',
                      title_v2: { en: 'Soy-braised egg', 'zh-tw': '滷蛋', ja: '煮玉子' },
                      price: 1500,
                      max_quantity: 2,
                    },
                    {
                      title: '加酸菜',
                      title_v2: { en: 'Extra pickled mustard greens', 'zh-tw': '加酸菜', ja: '高菜漬け増量' },
                      price: 1000,
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          title: '飯類與水餃',
          title_v2: { en: 'Rice & Dumplings', 'zh-tw': '飯類與水餃', ja: 'ご飯・水餃子' },
          items: [
            {
              title: '滷肉飯',
              title_v2: { en: 'Braised Pork Rice', 'zh-tw': '滷肉飯', ja: '魯肉飯（ルーローハン）' },
              description: '肥瘦相間的豬五花以醬油、紅蔥頭慢滷，淋在白飯上。',
              description_v2: {
                en: 'Hand-cut pork belly stewed with soy and fried shallots, spooned over steamed rice.',
                'zh-tw': '肥瘦相間的豬五花以醬油、紅蔥頭慢滷，淋在白飯上。',
                ja: '手切りの豚バラを醤油とフライドエシャロットでじっくり煮込み、ご飯にたっぷりと。',
              },
              image: 'rice-bowl',
              price: 4500,
              allergens: ['soy'],
              groups: [
                {
                  title: '份量',
                  title_v2: { en: 'Size', 'zh-tw': '份量', ja: 'サイズ' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    { title: '小碗', title_v2: { en: 'Small', 'zh-tw': '小碗', ja: '小' }, selected: true },
                    { title: '大碗', title_v2: { en: 'Large', 'zh-tw': '大碗', ja: '大' }, price: 1500 },
                  ],
                },
              ],
            },
            {
              title: '雞肉飯',
              title_v2: { en: 'Shredded Chicken Rice', 'zh-tw': '雞肉飯', ja: '鶏肉飯（ジーローファン）' },
              description: '手撕雞絲、雞油與紅蔥酥，嘉義風味。',
              description_v2: {
                en: 'Chiayi-style rice with hand-pulled chicken, a drizzle of chicken fat and crispy shallots.',
                'zh-tw': '手撕雞絲、雞油與紅蔥酥，嘉義風味。',
                ja: '裂いた鶏肉、鶏油、フライドエシャロットをのせた嘉義風ご飯。',
              },
              image: 'rice-bowl',
              price: 5500,
              allergens: ['soy'],
            },
            {
              title: '排骨飯',
              title_v2: { en: 'Fried Pork Chop Rice', 'zh-tw': '排骨飯', ja: '排骨飯（台湾風豚カツご飯）' },
              description: '醃漬入味的帶骨豬排裹粉酥炸，附三樣配菜與半顆滷蛋。',
              description_v2: {
                en: 'Marinated bone-in pork chop fried until crisp, with three vegetable sides and half a braised egg.',
                'zh-tw': '醃漬入味的帶骨豬排裹粉酥炸，附三樣配菜與半顆滷蛋。',
                ja: '下味をつけた骨付き豚ロースをカリッと揚げ、野菜のおかず3品と煮玉子半分を添えて。',
              },
              image: 'bento',
              price: 13000,
              allergens: ['gluten', 'soy', 'eggs'],
              preparation_time: 12,
            },
            {
              title: '高麗菜豬肉水餃（10顆）',
              title_v2: {
                en: 'Pork & Cabbage Dumplings (10 pcs)',
                'zh-tw': '高麗菜豬肉水餃（10顆）',
                ja: '豚肉とキャベツの水餃子（10個）',
              },
              description: '每天早上現包，皮薄餡多，咬下就爆汁。',
              description_v2: {
                en: 'Wrapped fresh every morning: thin skins, juicy pork and sweet cabbage.',
                'zh-tw': '每天早上現包，皮薄餡多，咬下就爆汁。',
                ja: '毎朝手包み。薄皮に豚肉とキャベツの餡がたっぷり、肉汁があふれます。',
              },
              image: 'dumplings',
              price: 8000,
              allergens: ['gluten', 'soy', 'sesame'],
              preparation_time: 10,
              groups: [
                {
                  title: '沾醬',
                  title_v2: { en: 'Dipping sauces', 'zh-tw': '沾醬', ja: 'つけダレ' },
                  rule: { type: 'range', min: 1, max: 2 },
                  modifiers: [
                    { title: '醬油', title_v2: { en: 'Soy sauce', 'zh-tw': '醬油', ja: '醤油' } },
                    {
                      title: '自製辣油',
                      title_v2: { en: 'House chilli oil', 'zh-tw': '自製辣油', ja: '自家製ラー油' },
                    },
                    { title: '烏醋', title_v2: { en: 'Black vinegar', 'zh-tw': '烏醋', ja: '黒酢' } },
                    { title: '蒜泥', title_v2: { en: 'Minced garlic', 'zh-tw': '蒜泥', ja: 'おろしにんにく' } },
                  ],
                },
              ],
            },
            {
              title: '牛肉湯餃',
              title_v2: { en: 'Beef Dumplings in Broth', 'zh-tw': '牛肉湯餃', ja: '牛肉スープ餃子' },
              description: '牛肉青蔥水餃十顆，泡在清燉牛肉湯裡。',
              description_v2: {
                en: 'Ten beef-and-scallion dumplings floating in our clear beef broth.',
                'zh-tw': '牛肉青蔥水餃十顆，泡在清燉牛肉湯裡。',
                ja: '牛肉とねぎの水餃子10個を、清燉牛肉スープで。',
              },
              image: 'dumplings',
              price: 15000,
              crossed_price: 17000,
              allergens: ['gluten', 'soy'],
              preparation_time: 10,
            },
          ],
        },
      ],
    },
    {
      title: '小菜湯品',
      title_v2: { en: 'Small Eats & Soups', 'zh-tw': '小菜湯品', ja: '小皿・スープ' },
      categories: [
        {
          title: '小菜',
          title_v2: { en: 'Side Dishes', 'zh-tw': '小菜', ja: '小皿料理' },
          items: [
            {
              title: '滷蛋',
              title_v2: { en: 'Soy-Braised Egg', 'zh-tw': '滷蛋', ja: '煮玉子' },
              description: '在牛肉滷汁中燉到入味的滷蛋。',
              description_v2: {
                en: 'An egg simmered in the beef braising liquor until deep amber.',
                'zh-tw': '在牛肉滷汁中燉到入味的滷蛋。',
                ja: '牛肉の煮汁でじっくり煮込んだ味付け卵。',
              },
              image: 'egg',
              price: 1500,
              allergens: ['eggs', 'soy'],
            },
            {
              title: '滷豆干',
              title_v2: { en: 'Braised Dried Tofu', 'zh-tw': '滷豆干', ja: '押し豆腐の醤油煮' },
              description: 'Q彈豆干滷透，淋上香油與蔥花。',
              description_v2: {
                en: 'Firm pressed tofu braised through, finished with sesame oil and scallions.',
                'zh-tw': 'Q彈豆干滷透，淋上香油與蔥花。',
                ja: '弾力のある押し豆腐を煮込み、ごま油とねぎで仕上げ。',
              },
              image: 'salad',
              price: 3500,
              allergens: ['soy', 'sesame'],
            },
            {
              title: '滷海帶',
              title_v2: { en: 'Braised Kelp Knots', 'zh-tw': '滷海帶', ja: '結び昆布の醤油煮' },
              description: '海帶結慢滷，鹹香下飯。',
              description_v2: {
                en: 'Knotted kelp braised in soy — salty, savoury and great alongside noodles.',
                'zh-tw': '海帶結慢滷，鹹香下飯。',
                ja: '結び昆布を醤油でじっくり煮込みました。',
              },
              image: 'salad',
              price: 3500,
              allergens: ['soy'],
            },
            {
              title: '皮蛋豆腐',
              title_v2: { en: 'Silken Tofu with Century Egg', 'zh-tw': '皮蛋豆腐', ja: 'ピータン豆腐' },
              description: '冰涼嫩豆腐配皮蛋、柴魚片與醬油膏。',
              description_v2: {
                en: 'Chilled silken tofu with century egg, bonito flakes and thick soy.',
                'zh-tw': '冰涼嫩豆腐配皮蛋、柴魚片與醬油膏。',
                ja: '冷たい絹ごし豆腐にピータン、かつお節、醤油だれ。',
              },
              image: 'salad',
              price: 6000,
              allergens: ['eggs', 'soy', 'fish'],
            },
            {
              title: '涼拌小黃瓜',
              title_v2: { en: 'Smashed Cucumber Salad', 'zh-tw': '涼拌小黃瓜', ja: 'たたききゅうりの和え物' },
              description: '拍碎的小黃瓜拌蒜末、醋與香油，爽脆解膩。',
              description_v2: {
                en: 'Smashed cucumbers with garlic, vinegar and sesame oil — crisp and refreshing.',
                'zh-tw': '拍碎的小黃瓜拌蒜末、醋與香油，爽脆解膩。',
                ja: 'たたいたきゅうりをにんにく、酢、ごま油で和えた箸休め。',
              },
              image: 'salad',
              price: 4000,
              allergens: ['sesame'],
            },
            {
              title: '燙青菜',
              title_v2: { en: 'Blanched Greens with Pork Sauce', 'zh-tw': '燙青菜', ja: '青菜の湯通し 肉そぼろがけ' },
              description: '當季青菜快燙，淋上肉燥與油蔥。',
              description_v2: {
                en: 'Seasonal greens, quickly blanched and topped with pork sauce and shallot oil.',
                'zh-tw': '當季青菜快燙，淋上肉燥與油蔥。',
                ja: '旬の青菜をさっと茹で、肉そぼろとねぎ油をかけて。',
              },
              image: 'salad',
              price: 5000,
              allergens: ['soy'],
              groups: [
                {
                  title: '青菜',
                  title_v2: { en: 'Choice of greens', 'zh-tw': '青菜', ja: '野菜を選ぶ' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: '地瓜葉',
                      title_v2: { en: 'Sweet potato leaves', 'zh-tw': '地瓜葉', ja: 'さつまいもの葉' },
                      selected: true,
                    },
                    { title: '高麗菜', title_v2: { en: 'Cabbage', 'zh-tw': '高麗菜', ja: 'キャベツ' } },
                    { title: 'A菜', title_v2: { en: 'Taiwanese lettuce', 'zh-tw': 'A菜', ja: '台湾レタス（A菜）' } },
                    {
                      title: '空心菜',
                      title_v2: { en: 'Water spinach', 'zh-tw': '空心菜', ja: '空芯菜' },
                      enabled: false,
                    },
                  ],
                },
              ],
            },
            {
              title: '滷牛腱',
              title_v2: { en: 'Sliced Braised Beef Shank', 'zh-tw': '滷牛腱', ja: '牛すね肉の冷菜' },
              description: '整條牛腱以老滷汁燉煮後浸泡一夜，冷藏切片，紋理分明，淋上蒜泥醬油與辣油，是下酒的最佳良伴。',
              description_v2: {
                en: 'A whole beef shank braised in our master stock and left to soak overnight, then chilled and sliced thin so the marbled tendon shows. Dressed with garlic soy and a drizzle of chilli oil — perfect with a cold beer.',
                'zh-tw': '整條牛腱以老滷汁燉煮後浸泡一夜，冷藏切片，紋理分明，淋上蒜泥醬油與辣油，是下酒的最佳良伴。',
                ja: '牛すね肉を一本丸ごと秘伝の煮汁で煮込んで一晩漬け込み、冷やして薄切りに。にんにく醤油とラー油をかけた、ビールのお供に最高の一品です。',
              },
              image: 'steak',
              price: 15000,
              allergens: ['soy', 'sesame'],
            },
            {
              title: '蔥油餅',
              title_v2: { en: 'Scallion Pancake', 'zh-tw': '蔥油餅', ja: 'ねぎ餅' },
              description: '層層酥脆的手工蔥油餅，現點現煎。',
              description_v2: {
                en: 'Flaky, hand-rolled scallion pancake, pan-fried to order.',
                'zh-tw': '層層酥脆的手工蔥油餅，現點現煎。',
                ja: '注文を受けてから焼く、層がサクサクの手作りねぎ餅。',
              },
              image: 'flatbread',
              price: 4500,
              allergens: ['gluten'],
              snoozed: true,
              preparation_time: 8,
              groups: [
                {
                  title: '加料',
                  title_v2: { en: 'Add-ons', 'zh-tw': '加料', ja: 'トッピング' },
                  rule: { type: 'range', min: 0, max: 2 },
                  modifiers: [
                    {
                      title: '加蛋',
                      title_v2: { en: 'Add a fried egg', 'zh-tw': '加蛋', ja: '卵をプラス' },
                      price: 1500,
                    },
                    { title: '九層塔', title_v2: { en: 'Thai basil', 'zh-tw': '九層塔', ja: 'バジル' }, price: 500 },
                  ],
                },
              ],
            },
          ],
        },
        {
          title: '湯品',
          title_v2: { en: 'Soups', 'zh-tw': '湯品', ja: 'スープ' },
          items: [
            {
              title: '貢丸湯',
              title_v2: { en: 'Pork Ball Soup', 'zh-tw': '貢丸湯', ja: '肉団子スープ' },
              description: '新竹風味貢丸，湯裡撒上芹菜末。',
              description_v2: {
                en: 'Bouncy Hsinchu-style pork balls in clear broth with chopped celery.',
                'zh-tw': '新竹風味貢丸，湯裡撒上芹菜末。',
                ja: '弾力のある新竹風豚肉団子に、刻みセロリを散らして。',
              },
              image: 'soup',
              price: 4000,
              allergens: ['celery'],
            },
            {
              title: '酸辣湯',
              title_v2: { en: 'Hot and Sour Soup', 'zh-tw': '酸辣湯', ja: '酸辣湯（サンラータン）' },
              description: '豆腐、木耳、筍絲與蛋花，酸香微辣。',
              description_v2: {
                en: 'Tofu, wood-ear mushroom, bamboo shoots and egg ribbons in a peppery, tangy broth.',
                'zh-tw': '豆腐、木耳、筍絲與蛋花，酸香微辣。',
                ja: '豆腐、きくらげ、たけのこ、溶き卵入りの酸っぱ辛いスープ。',
              },
              image: 'soup',
              price: 5000,
              allergens: ['eggs', 'soy', 'gluten'],
            },
            {
              title: '蛋花湯',
              title_v2: { en: 'Egg Drop Soup', 'zh-tw': '蛋花湯', ja: 'かき玉スープ' },
              description: '滑嫩蛋花與青蔥。',
              description_v2: {
                en: 'Silky egg ribbons and scallions in a light broth.',
                'zh-tw': '滑嫩蛋花與青蔥。',
                ja: 'ふんわり卵とねぎのやさしいスープ。',
              },
              image: 'soup',
              price: 3500,
              allergens: ['eggs'],
            },
            {
              title: '牛肚湯',
              title_v2: { en: 'Beef Tripe Soup', 'zh-tw': '牛肚湯', ja: '牛ハチノスのスープ' },
              description: '燉到軟嫩的牛肚配清燉湯頭與薑絲。',
              description_v2: {
                en: 'Tender honeycomb tripe in clear beef broth with slivers of ginger.',
                'zh-tw': '燉到軟嫩的牛肚配清燉湯頭與薑絲。',
                ja: 'やわらかく煮込んだハチノスと生姜の千切りを、澄んだ牛スープで。',
              },
              image: 'soup',
              price: 12000,
              oos: true,
            },
          ],
        },
      ],
    },
    {
      title: '飲料',
      title_v2: { en: 'Drinks', 'zh-tw': '飲料', ja: 'ドリンク' },
      categories: [
        {
          title: '飲品',
          title_v2: { en: 'Soft Drinks', 'zh-tw': '飲品', ja: 'ソフトドリンク' },
          items: [
            {
              title: '古早味紅茶',
              title_v2: { en: 'Old-Fashioned Black Tea', 'zh-tw': '古早味紅茶', ja: '昔ながらの紅茶' },
              description: '大鍋熬煮的焦糖香紅茶，冰涼解渴。',
              description_v2: {
                en: 'Slow-brewed black tea with a caramel note, served ice cold.',
                'zh-tw': '大鍋熬煮的焦糖香紅茶，冰涼解渴。',
                ja: '大鍋で煮出したカラメル香る紅茶を冷たく。',
              },
              image: 'tea',
              price: 3000,
              groups: [
                {
                  title: '甜度',
                  title_v2: { en: 'Sweetness', 'zh-tw': '甜度', ja: '甘さ' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: '正常甜',
                      title_v2: { en: 'Regular sweetness', 'zh-tw': '正常甜', ja: '普通の甘さ' },
                      selected: true,
                    },
                    { title: '半糖', title_v2: { en: 'Half sugar', 'zh-tw': '半糖', ja: '甘さ半分' } },
                    { title: '微糖', title_v2: { en: 'Light sugar', 'zh-tw': '微糖', ja: '甘さ控えめ' } },
                    { title: '無糖', title_v2: { en: 'No sugar', 'zh-tw': '無糖', ja: '無糖' } },
                  ],
                },
              ],
            },
            {
              title: '冬瓜茶',
              title_v2: { en: 'Winter Melon Tea', 'zh-tw': '冬瓜茶', ja: '冬瓜茶' },
              description: '冬瓜與黑糖熬成的古早味甜茶。',
              description_v2: {
                en: 'Winter melon simmered with brown sugar — a sweet, old-school thirst quencher.',
                'zh-tw': '冬瓜與黑糖熬成的古早味甜茶。',
                ja: '冬瓜と黒糖を煮詰めた昔ながらの甘いお茶。',
              },
              image: 'tea',
              price: 3000,
              discount_price: 2500,
            },
            {
              title: '豆漿',
              title_v2: { en: 'Fresh Soy Milk', 'zh-tw': '豆漿', ja: '豆乳' },
              description: '每日現磨黃豆漿，香醇濃郁。',
              description_v2: {
                en: 'Soy milk ground fresh every morning, rich and nutty.',
                'zh-tw': '每日現磨黃豆漿，香醇濃郁。',
                ja: '毎朝挽きたての濃厚な豆乳。',
              },
              image: 'juice',
              price: 3500,
              allergens: ['soy'],
              groups: [
                {
                  title: '甜度',
                  title_v2: { en: 'Sweetness', 'zh-tw': '甜度', ja: '甘さ' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    { title: '有糖', title_v2: { en: 'Sweetened', 'zh-tw': '有糖', ja: '加糖' }, selected: true },
                    { title: '無糖', title_v2: { en: 'Unsweetened', 'zh-tw': '無糖', ja: '無糖' } },
                  ],
                },
                {
                  title: '溫度',
                  title_v2: { en: 'Temperature', 'zh-tw': '溫度', ja: '温度' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    { title: '冰', title_v2: { en: 'Iced', 'zh-tw': '冰', ja: 'アイス' }, selected: true },
                    { title: '熱', title_v2: { en: 'Hot', 'zh-tw': '熱', ja: 'ホット' } },
                  ],
                },
              ],
            },
            {
              title: '酸梅湯',
              title_v2: { en: 'Sour Plum Drink', 'zh-tw': '酸梅湯', ja: '酸梅湯（梅ドリンク）' },
              description: '烏梅、山楂與洛神熬煮，酸甜解辣。',
              description_v2: {
                en: 'Smoked plum, hawthorn and roselle — sweet, tart and the perfect cool-down after chilli.',
                'zh-tw': '烏梅、山楂與洛神熬煮，酸甜解辣。',
                ja: '烏梅、サンザシ、ローゼルを煮出した甘酸っぱいドリンク。辛い料理のあとに。',
              },
              image: 'juice',
              price: 4000,
            },
            {
              title: '檸檬愛玉',
              title_v2: { en: 'Lemon Aiyu Jelly Drink', 'zh-tw': '檸檬愛玉', ja: 'レモン愛玉ゼリードリンク' },
              description: '手洗愛玉凍配現擠檸檬汁。',
              description_v2: {
                en: 'Hand-washed aiyu fig jelly in freshly squeezed lemonade.',
                'zh-tw': '手洗愛玉凍配現擠檸檬汁。',
                ja: '手もみの愛玉ゼリーに搾りたてレモン。',
              },
              image: 'juice',
              price: 4500,
            },
          ],
        },
        {
          title: '台灣啤酒與酒類',
          title_v2: { en: 'Taiwanese Beer & Spirits', 'zh-tw': '台灣啤酒與酒類', ja: '台湾ビール・お酒' },
          alc_beverages: true,
          is_age_restricted: true,
          is_id_verification_required: true,
          consent_message: {
            en: 'You must be 18 or older to order alcoholic drinks. Please have a valid ID ready on delivery.',
            'zh-tw': '未滿18歲不得購買酒類。外送時請備妥有效身分證件以供查驗。',
            ja: 'お酒のご注文は18歳以上の方に限ります。お届けの際は有効な身分証明書をご用意ください。',
          },
          items: [
            {
              title: '寶島金標生啤酒（330ml）',
              title_v2: {
                en: 'Formosa Gold Label Draught (330 ml)',
                'zh-tw': '寶島金標生啤酒（330ml）',
                ja: '宝島ゴールドラベル生ビール（330ml）',
              },
              description: '清爽順口的台式拉格，帶淡淡蓬萊米香。',
              description_v2: {
                en: 'Crisp Taiwanese lager brewed with ponlai rice for a light, clean finish.',
                'zh-tw': '清爽順口的台式拉格，帶淡淡蓬萊米香。',
                ja: '蓬莱米を使った、すっきり軽やかな台湾ラガー。',
              },
              image: 'beer',
              price: 8000,
              allergens: ['gluten'],
              alc_bevarages: true,
              is_age_restricted: true,
            },
            {
              title: '港都經典拉格（600ml）',
              title_v2: {
                en: 'Harbour City Classic Lager (600 ml)',
                'zh-tw': '港都經典拉格（600ml）',
                ja: '港都クラシックラガー（600ml）',
              },
              description: '大瓶裝經典拉格，麥香飽滿，適合與朋友分享。',
              description_v2: {
                en: 'A big bottle of malty classic lager for sharing around the table.',
                'zh-tw': '大瓶裝經典拉格，麥香飽滿，適合與朋友分享。',
                ja: '麦の香り豊かなクラシックラガーの大瓶。みんなでシェアに。',
              },
              image: 'beer',
              price: 10000,
              allergens: ['gluten'],
              alc_bevarages: true,
              is_age_restricted: true,
            },
            {
              title: '阿里山芒果啤酒',
              title_v2: { en: 'Alishan Mango Beer', 'zh-tw': '阿里山芒果啤酒', ja: '阿里山マンゴービール' },
              description: '加入愛文芒果汁的水果啤酒，酒精濃度2.8%。',
              description_v2: {
                en: 'Fruity beer with Irwin mango juice, 2.8% ABV.',
                'zh-tw': '加入愛文芒果汁的水果啤酒，酒精濃度2.8%。',
                ja: 'アーウィンマンゴー果汁入りのフルーツビール。アルコール度数2.8%。',
              },
              image: 'beer',
              price: 9000,
              allergens: ['gluten'],
              alc_bevarages: true,
              is_age_restricted: true,
            },
            {
              title: '山嵐小麥白啤酒',
              title_v2: { en: 'Mountain Mist Wheat Beer', 'zh-tw': '山嵐小麥白啤酒', ja: '山嵐ホワイトビール' },
              description: '帶柑橘皮與芫荽籽香氣的比利時風小麥啤酒。',
              description_v2: {
                en: 'Belgian-style wheat beer with notes of orange peel and coriander seed.',
                'zh-tw': '帶柑橘皮與芫荽籽香氣的比利時風小麥啤酒。',
                ja: 'オレンジピールとコリアンダーが香るベルギースタイルの白ビール。',
              },
              image: 'beer',
              price: 12000,
              allergens: ['gluten'],
              alc_bevarages: true,
              is_age_restricted: true,
            },
            {
              title: '海峽金樽高粱酒 58度（300ml）',
              title_v2: {
                en: 'Strait Gold Kaoliang 58% (300 ml)',
                'zh-tw': '海峽金樽高粱酒 58度（300ml）',
                ja: '海峡金樽 高粱酒58度（300ml）',
              },
              description: '金門風格高粱酒，香氣濃烈，建議小口慢飲。',
              description_v2: {
                en: 'Fiery Kinmen-style sorghum spirit — sip slowly, ideally between bites of braised beef.',
                'zh-tw': '金門風格高粱酒，香氣濃烈，建議小口慢飲。',
                ja: '金門スタイルの香り高い高粱酒。少しずつ味わってどうぞ。',
              },
              image: 'cocktail',
              price: 28000,
              allergens: ['gluten'],
              alc_bevarages: true,
              is_age_restricted: true,
            },
          ],
        },
      ],
    },
  ],
} satisfies DemoMenu;
