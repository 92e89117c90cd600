import type { DemoMenu } from '../types';
/** the language the base `title` / `description` are written in */
export const localLang = 'ja';
export default {
  sections: [
    {
      title: 'ラーメン・ご飯',
      title_v2: { en: 'Ramen & Rice', ja: 'ラーメン・ご飯', 'zh-tw': '拉麵・飯類' },
      categories: [
        {
          title: '看板ラーメン',
          title_v2: { en: 'Signature Ramen', ja: '看板ラーメン', 'zh-tw': '招牌拉麵' },
          is_popular_category: true,
          items: [
            {
              title: '醤油ラーメン',
              title_v2: { en: 'Shoyu Ramen', ja: '醤油ラーメン', 'zh-tw': '醬油拉麵' },
              description:
                '丸鶏と煮干しを毎朝炊き出した澄んだスープに、三種の醤油をブレンドした返しを合わせました。自家製の中細ストレート麺、低温調理の肩ロースチャーシュー、穂先メンマ、九条ねぎ、のりをのせた、開店以来の一杯です。',
              description_v2: {
                en: 'Our first bowl since opening day: a clear broth of whole chicken and dried sardines simmered fresh every morning, seasoned with a blend of three soy sauces. Topped with house-made thin straight noodles, slow-cooked pork shoulder chashu, tender bamboo tips, Kujo green onion and nori.',
                ja: '丸鶏と煮干しを毎朝炊き出した澄んだスープに、三種の醤油をブレンドした返しを合わせました。自家製の中細ストレート麺、低温調理の肩ロースチャーシュー、穂先メンマ、九条ねぎ、のりをのせた、開店以来の一杯です。',
                'zh-tw':
                  '開店以來的招牌：每天早上用全雞與小魚乾熬出清澈高湯，再調入三種醬油混合的醬汁。搭配自製中細直麵、低溫慢煮梅花叉燒、筍尖、九條蔥與海苔。',
              },
              image: 'noodle-soup',
              price: 98000,
              prices: { delivery: 108000 },
              allergens: ['gluten', 'soy', 'fish'],
              groups: [
                {
                  title: '麺の硬さ',
                  title_v2: { en: 'Noodle firmness', ja: '麺の硬さ', 'zh-tw': '麵條軟硬度' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    { title: 'やわらかめ', title_v2: { en: 'Soft', ja: 'やわらかめ', 'zh-tw': '偏軟' } },
                    { title: 'ふつう', title_v2: { en: 'Regular', ja: 'ふつう', 'zh-tw': '普通' }, selected: true },
                    { title: 'かため', title_v2: { en: 'Firm', ja: 'かため', 'zh-tw': '偏硬' } },
                  ],
                },
                {
                  title: 'トッピング',
                  title_v2: { en: 'Toppings', ja: 'トッピング', 'zh-tw': '加點配料' },
                  rule: { type: 'range', min: 0, max: 3 },
                  modifiers: [
                    {
                      title: '味玉',
                      title_v2: { en: 'Marinated soft-boiled egg', ja: '味玉', 'zh-tw': '溏心蛋' },
                      price: 15000,
                      max_quantity: 2,
                    },
                    {
                      title: 'チャーシュー1枚',
                      title_v2: { en: 'Extra slice of chashu', ja: 'チャーシュー1枚', 'zh-tw': '加叉燒一片' },
                      price: 30000,
                      max_quantity: 3,
                    },
                    {
                      title: 'メンマ増し',
                      title_v2: { en: 'Extra bamboo shoots', ja: 'メンマ増し', 'zh-tw': '加筍乾' },
                      price: 12000,
                    },
                    {
                      title: 'のり3枚',
                      title_v2: { en: 'Nori (3 sheets)', ja: 'のり3枚', 'zh-tw': '海苔三片' },
                      price: 10000,
                      max_quantity: 3,
                    },
                    {
                      title: '九条ねぎ増し',
                      title_v2: { en: 'Extra Kujo green onion', ja: '九条ねぎ増し', 'zh-tw': '加九條蔥' },
                      price: 15000,
                    },
                    {
                      title: '岩のり',
                      title_v2: { en: 'Wild rock seaweed', ja: '岩のり', 'zh-tw': '岩海苔' },
                      price: 20000,
                      enabled: false,
                    },
                  ],
                },
                {
                  title: 'セットメニュー',
                  title_v2: { en: 'Make it a set', ja: 'セットメニュー', 'zh-tw': '升級套餐' },
                  rule: { type: 'range', min: 0, max: 1 },
                  modifiers: [
                    {
                      title: '餃子セット（3個）',
                      title_v2: { en: 'Gyoza set (3 pcs)', ja: '餃子セット（3個）', 'zh-tw': '煎餃套餐（3顆）' },
                      price: 30000,
                      groups: [
                        {
                          title: '餃子のタレ',
                          title_v2: { en: 'Gyoza dip', ja: '餃子のタレ', 'zh-tw': '煎餃沾醬' },
                          rule: { type: 'exact', value: 1 },
                          modifiers: [
                            {
                              title: '酢醤油',
                              title_v2: { en: 'Soy & vinegar', ja: '酢醤油', 'zh-tw': '醋醬油' },
                              selected: true,
                            },
                            {
                              title: '酢こしょう',
                              title_v2: { en: 'Vinegar & black pepper', ja: '酢こしょう', 'zh-tw': '黑胡椒醋' },
                            },
                            { title: 'ラー油', title_v2: { en: 'Chili oil', ja: 'ラー油', 'zh-tw': '辣油' } },
                          ],
                        },
                      ],
                    },
                    {
                      title: 'ミニチャーシュー丼セット',
                      title_v2: {
                        en: 'Mini chashu rice bowl set',
                        ja: 'ミニチャーシュー丼セット',
                        'zh-tw': '迷你叉燒丼套餐',
                      },
                      price: 35000,
                    },
                    {
                      title: 'ドリンクセット',
                      title_v2: { en: 'Drink set', ja: 'ドリンクセット', 'zh-tw': '飲料套餐' },
                      price: 20000,
                      groups: [
                        {
                          title: 'ドリンク',
                          title_v2: { en: 'Drink', ja: 'ドリンク', 'zh-tw': '飲料' },
                          rule: { type: 'exact', value: 1 },
                          modifiers: [
                            {
                              title: 'ウーロン茶',
                              title_v2: { en: 'Oolong tea', ja: 'ウーロン茶', 'zh-tw': '烏龍茶' },
                              selected: true,
                              groups: [
                                {
                                  title: '氷の量',
                                  title_v2: { en: 'Ice', ja: '氷の量', 'zh-tw': '冰塊' },
                                  rule: { type: 'exact', value: 1 },
                                  modifiers: [
                                    {
                                      title: '氷ふつう',
                                      title_v2: { en: 'Regular ice', ja: '氷ふつう', 'zh-tw': '正常冰' },
                                      selected: true,
                                    },
                                    {
                                      title: '氷少なめ',
                                      title_v2: { en: 'Light ice', ja: '氷少なめ', 'zh-tw': '少冰' },
                                    },
                                    { title: '氷なし', title_v2: { en: 'No ice', ja: '氷なし', 'zh-tw': '去冰' } },
                                  ],
                                },
                              ],
                            },
                            { title: 'コーラ', title_v2: { en: 'Cola', ja: 'コーラ', 'zh-tw': '可樂' } },
                            {
                              title: '柚子ソーダ',
                              title_v2: { en: 'Yuzu soda', ja: '柚子ソーダ', 'zh-tw': '柚子蘇打' },
                              price: 10000,
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
              title: '塩ラーメン',
              title_v2: { en: 'Shio Ramen with Clam Broth', ja: '塩ラーメン', 'zh-tw': '蛤蜊鹽味拉麵' },
              description:
                '鶏ガラと蛤のだしを合わせた黄金色のスープを、沖縄の海塩と白醤油で繊細に仕上げました。柚子の皮、三つ葉、鶏むね肉のレアチャーシューを添えた、最後の一滴まで飲み干せる軽やかな一杯です。',
              description_v2: {
                en: 'A golden broth of chicken bones and hamaguri clams, delicately seasoned with Okinawan sea salt and white soy. Finished with yuzu zest, mitsuba and blushing-pink chicken breast chashu — light enough to drink down to the very last drop.',
                ja: '鶏ガラと蛤のだしを合わせた黄金色のスープを、沖縄の海塩と白醤油で繊細に仕上げました。柚子の皮、三つ葉、鶏むね肉のレアチャーシューを添えた、最後の一滴まで飲み干せる軽やかな一杯です。',
                'zh-tw':
                  '以雞骨與文蛤熬出金黃清湯，用沖繩海鹽與白醬油細緻調味。點綴柚子皮、鴨兒芹與低溫雞胸叉燒，清爽得讓人把湯喝到最後一滴。',
              },
              image: 'noodle-soup',
              price: 98000,
              allergens: ['gluten', 'soy', 'molluscs'],
              groups: [
                {
                  title: '麺の硬さ',
                  title_v2: { en: 'Noodle firmness', ja: '麺の硬さ', 'zh-tw': '麵條軟硬度' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    { title: 'やわらかめ', title_v2: { en: 'Soft', ja: 'やわらかめ', 'zh-tw': '偏軟' } },
                    { title: 'ふつう', title_v2: { en: 'Regular', ja: 'ふつう', 'zh-tw': '普通' }, selected: true },
                    { title: 'かため', title_v2: { en: 'Firm', ja: 'かため', 'zh-tw': '偏硬' } },
                  ],
                },
                {
                  title: 'トッピング',
                  title_v2: { en: 'Toppings', ja: 'トッピング', 'zh-tw': '加點配料' },
                  rule: { type: 'range', min: 0, max: 3 },
                  modifiers: [
                    {
                      title: '味玉',
                      title_v2: { en: 'Marinated soft-boiled egg', ja: '味玉', 'zh-tw': '溏心蛋' },
                      price: 15000,
                      max_quantity: 2,
                    },
                    {
                      title: '鶏チャーシュー増し',
                      title_v2: { en: 'Extra chicken chashu', ja: '鶏チャーシュー増し', 'zh-tw': '加雞肉叉燒' },
                      price: 30000,
                      max_quantity: 2,
                    },
                    {
                      title: '柚子胡椒',
                      title_v2: { en: 'Yuzu-chili paste', ja: '柚子胡椒', 'zh-tw': '柚子胡椒' },
                      price: 5000,
                    },
                  ],
                },
              ],
            },
            {
              title: '味噌ラーメン',
              title_v2: { en: 'Miso Ramen', ja: '味噌ラーメン', 'zh-tw': '味噌拉麵' },
              description: '三種の味噌をブレンドし、中華鍋で野菜と炒め合わせた札幌スタイル。太ちぢれ麺。',
              description_v2: {
                en: 'Sapporo-style: a blend of three misos wok-tossed with vegetables and minced pork, with thick wavy noodles.',
                ja: '三種の味噌をブレンドし、中華鍋で野菜と炒め合わせた札幌スタイル。太ちぢれ麺。',
                'zh-tw': '札幌風格：三種味噌與蔬菜、豬絞肉大火快炒，搭配粗捲麵。',
              },
              image: 'noodle-soup',
              price: 108000,
              prices: { delivery: 118000 },
              allergens: ['gluten', 'soy', 'sesame'],
              groups: [
                {
                  title: '辛さ',
                  title_v2: { en: 'Spice level', ja: '辛さ', 'zh-tw': '辣度' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: '辛くない',
                      title_v2: { en: 'Not spicy', ja: '辛くない', 'zh-tw': '不辣' },
                      selected: true,
                    },
                    { title: 'ピリ辛', title_v2: { en: 'Mildly spicy', ja: 'ピリ辛', 'zh-tw': '小辣' } },
                    { title: '激辛', title_v2: { en: 'Very spicy', ja: '激辛', 'zh-tw': '大辣' }, price: 5000 },
                  ],
                },
                {
                  title: 'トッピング',
                  title_v2: { en: 'Toppings', ja: 'トッピング', 'zh-tw': '加點配料' },
                  rule: { type: 'range', min: 0, max: 3 },
                  modifiers: [
                    {
                      title: 'バター',
                      title_v2: { en: 'Hokkaido butter', ja: 'バター', 'zh-tw': '北海道奶油' },
                      price: 10000,
                      max_quantity: 2,
                    },
                    {
                      title: 'コーン',
                      title_v2: { en: 'Sweet corn', ja: 'コーン', 'zh-tw': '玉米' },
                      price: 10000,
                      max_quantity: 2,
                    },
                    {
                      title: '味玉',
                      title_v2: { en: 'Marinated soft-boiled egg', ja: '味玉', 'zh-tw': '溏心蛋' },
                      price: 15000,
                      max_quantity: 2,
                    },
                    {
                      title: 'もやし増し',
                      title_v2: { en: 'Extra bean sprouts', ja: 'もやし増し', 'zh-tw': '加豆芽' },
                      price: 5000,
                    },
                  ],
                },
                {
                  title: 'セットメニュー',
                  title_v2: { en: 'Make it a set', ja: 'セットメニュー', 'zh-tw': '升級套餐' },
                  rule: { type: 'range', min: 0, max: 1 },
                  modifiers: [
                    {
                      title: '餃子セット（3個）',
                      title_v2: { en: 'Gyoza set (3 pcs)', ja: '餃子セット（3個）', 'zh-tw': '煎餃套餐（3顆）' },
                      price: 30000,
                    },
                    {
                      title: 'ミニチャーシュー丼セット',
                      title_v2: {
                        en: 'Mini chashu rice bowl set',
                        ja: 'ミニチャーシュー丼セット',
                        'zh-tw': '迷你叉燒丼套餐',
                      },
                      price: 35000,
                    },
                  ],
                },
              ],
            },
            {
              title: '豚骨ラーメン',
              title_v2: { en: 'Tonkotsu Ramen', ja: '豚骨ラーメン', 'zh-tw': '豚骨拉麵' },
              description:
                '豚のげんこつを十八時間、強火で炊き続けた白濁スープ。クリーミーでコクがありながら後味はすっきり。博多風の極細麺に、きくらげ、紅しょうが、焦がしにんにく油を添えて。替え玉もどうぞ。',
              description_v2: {
                en: 'Pork bones boiled hard for eighteen hours into a milky-white broth that is rich and creamy yet clean on the finish. Served with ultra-thin Hakata-style noodles, wood-ear mushroom, pickled red ginger and a swirl of black garlic oil. Ask for a noodle refill!',
                ja: '豚のげんこつを十八時間、強火で炊き続けた白濁スープ。クリーミーでコクがありながら後味はすっきり。博多風の極細麺に、きくらげ、紅しょうが、焦がしにんにく油を添えて。替え玉もどうぞ。',
                'zh-tw':
                  '豬大骨以大火熬煮十八小時，湯頭乳白濃郁卻尾韻清爽。搭配博多風極細麵、木耳、紅薑與焦香蒜油，歡迎加麵！',
              },
              image: 'noodle-soup',
              price: 105000,
              allergens: ['gluten', 'soy', 'sesame'],
              groups: [
                {
                  title: '麺の硬さ',
                  title_v2: { en: 'Noodle firmness', ja: '麺の硬さ', 'zh-tw': '麵條軟硬度' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    { title: 'やわ', title_v2: { en: 'Soft', ja: 'やわ', 'zh-tw': '軟' } },
                    { title: 'ふつう', title_v2: { en: 'Regular', ja: 'ふつう', 'zh-tw': '普通' } },
                    { title: 'かた', title_v2: { en: 'Firm', ja: 'かた', 'zh-tw': '硬' }, selected: true },
                    { title: 'バリかた', title_v2: { en: 'Extra firm', ja: 'バリかた', 'zh-tw': '超硬' } },
                    {
                      title: '粉落とし',
                      title_v2: { en: 'Barely cooked', ja: '粉落とし', 'zh-tw': '極硬（只燙幾秒）' },
                    },
                  ],
                },
                {
                  title: 'トッピング',
                  title_v2: { en: 'Toppings', ja: 'トッピング', 'zh-tw': '加點配料' },
                  rule: { type: 'range', min: 0, max: 3 },
                  modifiers: [
                    {
                      title: '替え玉',
                      title_v2: { en: 'Noodle refill', ja: '替え玉', 'zh-tw': '加麵' },
                      price: 15000,
                      max_quantity: 2,
                    },
                    {
                      title: '辛子高菜',
                      title_v2: { en: 'Spicy pickled mustard greens', ja: '辛子高菜', 'zh-tw': '辣炒高菜' },
                      price: 10000,
                    },
                    {
                      title: 'チャーシュー1枚',
                      title_v2: { en: 'Extra slice of chashu', ja: 'チャーシュー1枚', 'zh-tw': '加叉燒一片' },
                      price: 30000,
                      max_quantity: 3,
                    },
                    {
                      title: '味玉',
                      title_v2: { en: 'Marinated soft-boiled egg', ja: '味玉', 'zh-tw': '溏心蛋' },
                      price: 15000,
                      max_quantity: 2,
                    },
                  ],
                },
              ],
            },
            {
              title: '特製醤油ラーメン',
              title_v2: { en: 'Deluxe Shoyu Ramen', ja: '特製醤油ラーメン', 'zh-tw': '特製醬油拉麵' },
              description: '醤油ラーメンに味玉、チャーシュー3枚、のり増し、ワンタン2個をのせた全部のせ。',
              description_v2: {
                en: 'Our shoyu ramen with everything: marinated egg, three slices of chashu, extra nori and two pork wontons.',
                ja: '醤油ラーメンに味玉、チャーシュー3枚、のり増し、ワンタン2個をのせた全部のせ。',
                'zh-tw': '醬油拉麵全配料版：溏心蛋、叉燒三片、加量海苔與豬肉餛飩兩顆。',
              },
              image: 'noodle-soup',
              price: 138000,
              crossed_price: 158000,
              allergens: ['gluten', 'soy', 'fish', 'eggs'],
              groups: [
                {
                  title: '麺の硬さ',
                  title_v2: { en: 'Noodle firmness', ja: '麺の硬さ', 'zh-tw': '麵條軟硬度' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    { title: 'やわらかめ', title_v2: { en: 'Soft', ja: 'やわらかめ', 'zh-tw': '偏軟' } },
                    { title: 'ふつう', title_v2: { en: 'Regular', ja: 'ふつう', 'zh-tw': '普通' }, selected: true },
                    { title: 'かため', title_v2: { en: 'Firm', ja: 'かため', 'zh-tw': '偏硬' } },
                  ],
                },
              ],
            },
          ],
        },
        {
          title: 'つけ麺・まぜそば',
          title_v2: { en: 'Tsukemen & Soupless Noodles', ja: 'つけ麺・まぜそば', 'zh-tw': '沾麵・拌麵' },
          items: [
            {
              title: '濃厚魚介つけ麺',
              title_v2: { en: 'Rich Seafood Tsukemen', ja: '濃厚魚介つけ麺', 'zh-tw': '濃厚魚介沾麵' },
              description:
                '豚骨と鶏ガラに、さば節と煮干しをたっぷり合わせた、とろみのある濃厚なつけ汁。全粒粉入りの極太麺は冷水でしっかり締めて、小麦の香りともちもちの食感を楽しめます。最後は割りスープでどうぞ。',
              description_v2: {
                en: 'A thick, glossy dipping broth of pork and chicken bones loaded with mackerel flakes and dried sardines. The extra-thick wholewheat noodles are chilled in cold water for a springy bite and nutty aroma. Finish by thinning the leftover broth with our dashi to sip.',
                ja: '豚骨と鶏ガラに、さば節と煮干しをたっぷり合わせた、とろみのある濃厚なつけ汁。全粒粉入りの極太麺は冷水でしっかり締めて、小麦の香りともちもちの食感を楽しめます。最後は割りスープでどうぞ。',
                'zh-tw':
                  '以豚骨、雞骨加上大量鯖魚節與小魚乾熬成濃稠沾汁。全麥極粗麵以冰水緊縮，Q彈又帶麥香。吃完麵後可加入高湯把沾汁喝完。',
              },
              image: 'noodles',
              price: 110000,
              allergens: ['gluten', 'soy', 'fish'],
              preparation_time: 12,
              groups: [
                {
                  title: '麺の量',
                  title_v2: { en: 'Noodle portion', ja: '麺の量', 'zh-tw': '麵量' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: '並盛（200g）',
                      title_v2: { en: 'Regular (200 g)', ja: '並盛（200g）', 'zh-tw': '普通（200克）' },
                      selected: true,
                    },
                    {
                      title: '中盛（300g）',
                      title_v2: { en: 'Medium (300 g)', ja: '中盛（300g）', 'zh-tw': '中份（300克）' },
                    },
                    {
                      title: '大盛（400g）',
                      title_v2: { en: 'Large (400 g)', ja: '大盛（400g）', 'zh-tw': '大份（400克）' },
                      price: 15000,
                    },
                  ],
                },
                {
                  title: 'トッピング',
                  title_v2: { en: 'Toppings', ja: 'トッピング', 'zh-tw': '加點配料' },
                  rule: { type: 'range', min: 0, max: 3 },
                  modifiers: [
                    {
                      title: '味玉',
                      title_v2: { en: 'Marinated soft-boiled egg', ja: '味玉', 'zh-tw': '溏心蛋' },
                      price: 15000,
                      max_quantity: 2,
                    },
                    {
                      title: 'チャーシュー1枚',
                      title_v2: { en: 'Extra slice of chashu', ja: 'チャーシュー1枚', 'zh-tw': '加叉燒一片' },
                      price: 30000,
                      max_quantity: 3,
                    },
                    { title: '魚粉', title_v2: { en: 'Fish powder', ja: '魚粉', 'zh-tw': '魚粉' }, price: 5000 },
                  ],
                },
              ],
            },
            {
              title: '辛つけ麺',
              title_v2: { en: 'Spicy Tsukemen', ja: '辛つけ麺', 'zh-tw': '辣味沾麵' },
              description: '濃厚つけ汁に自家製ラー油と花椒を効かせた、しびれる辛さの一杯。',
              description_v2: {
                en: 'Our rich dipping broth fired up with house chili oil and numbing Sichuan pepper.',
                ja: '濃厚つけ汁に自家製ラー油と花椒を効かせた、しびれる辛さの一杯。',
                'zh-tw': '濃厚沾汁加入自製辣油與花椒，香麻夠勁。',
              },
              image: 'noodles',
              price: 118000,
              allergens: ['gluten', 'soy', 'fish', 'sesame'],
              preparation_time: 12,
              groups: [
                {
                  title: '辛さ',
                  title_v2: { en: 'Spice level', ja: '辛さ', 'zh-tw': '辣度' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    { title: '1辛', title_v2: { en: 'Level 1 (mild)', ja: '1辛', 'zh-tw': '1辣（微辣）' } },
                    {
                      title: '2辛',
                      title_v2: { en: 'Level 2 (medium)', ja: '2辛', 'zh-tw': '2辣（中辣）' },
                      selected: true,
                    },
                    { title: '3辛', title_v2: { en: 'Level 3 (hot)', ja: '3辛', 'zh-tw': '3辣（大辣）' } },
                    {
                      title: '5辛',
                      title_v2: { en: 'Level 5 (fire)', ja: '5辛', 'zh-tw': '5辣（爆辣）' },
                      price: 10000,
                    },
                  ],
                },
              ],
            },
            {
              title: '油そば',
              title_v2: { en: 'Abura Soba (Soupless Ramen)', ja: '油そば', 'zh-tw': '油拌麵' },
              description: 'タレと香味油を絡めた太麺に、卵黄、チャーシュー、ねぎ。お好みの味変でどうぞ。',
              description_v2: {
                en: 'Thick noodles tossed in soy tare and aromatic oil, with egg yolk, chashu and green onion. Pick your flavour boosters.',
                ja: 'タレと香味油を絡めた太麺に、卵黄、チャーシュー、ねぎ。お好みの味変でどうぞ。',
                'zh-tw': '粗麵拌上醬汁與香味油，配生蛋黃、叉燒與蔥花，可自選調味。',
              },
              image: 'noodles',
              price: 95000,
              allergens: ['gluten', 'soy', 'eggs', 'sesame'],
              groups: [
                {
                  title: '味変',
                  title_v2: { en: 'Flavour boosters (choose 1–2)', ja: '味変（1〜2つ）', 'zh-tw': '調味（選1〜2種）' },
                  rule: { type: 'range', min: 1, max: 2 },
                  modifiers: [
                    { title: 'お酢', title_v2: { en: 'Rice vinegar', ja: 'お酢', 'zh-tw': '米醋' }, selected: true },
                    { title: 'ラー油', title_v2: { en: 'Chili oil', ja: 'ラー油', 'zh-tw': '辣油' }, selected: true },
                    {
                      title: '刻みにんにく',
                      title_v2: { en: 'Chopped raw garlic', ja: '刻みにんにく', 'zh-tw': '蒜末' },
                    },
                    { title: 'マヨネーズ', title_v2: { en: 'Japanese mayo', ja: 'マヨネーズ', 'zh-tw': '日式美乃滋' } },
                  ],
                },
              ],
            },
            {
              title: '担々麺',
              title_v2: { en: 'Tantanmen', ja: '担々麺', 'zh-tw': '擔擔麵' },
              description: '練りごまと自家製ラー油の濃厚スープに、甘辛い肉味噌とチンゲン菜。',
              description_v2: {
                en: 'Creamy sesame and house chili-oil broth with sweet-spicy pork miso and bok choy.',
                ja: '練りごまと自家製ラー油の濃厚スープに、甘辛い肉味噌とチンゲン菜。',
                'zh-tw': '芝麻醬與自製辣油的濃郁湯頭，配甜辣肉燥與青江菜。',
              },
              image: 'noodle-soup',
              price: 115000,
              allergens: ['gluten', 'soy', 'sesame', 'peanuts'],
              snoozed: true,
            },
          ],
        },
        {
          title: 'ご飯もの',
          title_v2: { en: 'Rice Dishes', ja: 'ご飯もの', 'zh-tw': '飯類' },
          items: [
            {
              title: 'チャーシュー丼',
              title_v2: { en: 'Chashu Rice Bowl', ja: 'チャーシュー丼', 'zh-tw': '叉燒丼' },
              description: '炙ったチャーシューを甘辛ダレで、ねぎとマヨネーズをのせて。',
              description_v2: {
                en: 'Torched chashu in a sweet soy glaze over rice, with green onion and mayo.',
                ja: '炙ったチャーシューを甘辛ダレで、ねぎとマヨネーズをのせて。',
                'zh-tw': '炙燒叉燒淋上甜醬油，鋪在白飯上，再加蔥花與美乃滋。',
              },
              image: 'rice-bowl',
              price: 48000,
              allergens: ['gluten', 'soy', 'eggs'],
            },
            {
              title: '明太子ご飯',
              title_v2: { en: 'Spicy Cod Roe Rice', ja: '明太子ご飯', 'zh-tw': '明太子飯' },
              description: '博多の辛子明太子と刻みのりをのせた白ご飯。',
              description_v2: {
                en: 'Steamed rice topped with Hakata spicy cod roe and shredded nori.',
                ja: '博多の辛子明太子と刻みのりをのせた白ご飯。',
                'zh-tw': '白飯鋪上博多辣味明太子與海苔絲。',
              },
              image: 'rice-bowl',
              price: 38000,
              allergens: ['fish', 'soy'],
            },
            {
              title: '鮭茶漬け',
              title_v2: { en: 'Salmon Ochazuke', ja: '鮭茶漬け', 'zh-tw': '鮭魚茶泡飯' },
              description: '焼き鮭のほぐし身とあられに、熱々のだしをかけて。〆にも。',
              description_v2: {
                en: 'Flaked grilled salmon and rice crackers on rice, with hot dashi poured over. A perfect finisher.',
                ja: '焼き鮭のほぐし身とあられに、熱々のだしをかけて。〆にも。',
                'zh-tw': '烤鮭魚碎與米果鋪在飯上，淋入熱高湯，最適合收尾。',
              },
              image: 'rice-bowl',
              price: 55000,
              allergens: ['fish', 'soy'],
            },
            {
              title: 'ライス',
              title_v2: { en: 'Steamed Rice', ja: 'ライス', 'zh-tw': '白飯' },
              description: '新潟県産コシヒカリ。',
              description_v2: {
                en: 'Niigata Koshihikari rice.',
                ja: '新潟県産コシヒカリ。',
                'zh-tw': '新潟縣產越光米。',
              },
              image: 'rice-bowl',
              price: 15000,
              groups: [
                {
                  title: 'サイズ',
                  title_v2: { en: 'Size', ja: 'サイズ', 'zh-tw': '份量' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    { title: '小', title_v2: { en: 'Small', ja: '小', 'zh-tw': '小碗' } },
                    { title: '並', title_v2: { en: 'Regular', ja: '並', 'zh-tw': '普通' }, selected: true },
                    { title: '大', title_v2: { en: 'Large', ja: '大', 'zh-tw': '大碗' }, price: 5000 },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      title: '居酒屋',
      title_v2: { en: 'Izakaya', ja: '居酒屋', 'zh-tw': '居酒屋' },
      categories: [
        {
          title: '一品料理',
          title_v2: { en: 'Small Plates', ja: '一品料理', 'zh-tw': '下酒小菜' },
          items: [
            {
              title: '焼き餃子',
              title_v2: { en: 'Pan-Fried Gyoza (6 pcs)', ja: '焼き餃子（6個）', 'zh-tw': '日式煎餃（6顆）' },
              description: '国産豚とキャベツ、にらの餡。羽根つきでパリッと焼き上げます。',
              description_v2: {
                en: 'Japanese pork, cabbage and garlic chive filling, pan-fried with a lacy, crispy skirt.',
                ja: '国産豚とキャベツ、にらの餡。羽根つきでパリッと焼き上げます。',
                'zh-tw': '日本國產豬肉、高麗菜與韭菜內餡，煎出酥脆冰花。',
              },
              image: 'dumplings',
              price: 48000,
              discount_price: 40000,
              allergens: ['gluten', 'soy', 'sesame'],
              groups: [
                {
                  title: 'タレ',
                  title_v2: { en: 'Dips (choose 1–2)', ja: 'タレ（1〜2つ）', 'zh-tw': '沾醬（選1〜2種）' },
                  rule: { type: 'range', min: 1, max: 2 },
                  modifiers: [
                    {
                      title: '酢醤油',
                      title_v2: { en: 'Soy & vinegar', ja: '酢醤油', 'zh-tw': '醋醬油' },
                      selected: true,
                    },
                    {
                      title: '酢こしょう',
                      title_v2: { en: 'Vinegar & black pepper', ja: '酢こしょう', 'zh-tw': '黑胡椒醋' },
                    },
                    { title: 'ラー油', title_v2: { en: 'Chili oil', ja: 'ラー油', 'zh-tw': '辣油' } },
                    { title: '柚子胡椒', title_v2: { en: 'Yuzu-chili paste', ja: '柚子胡椒', 'zh-tw': '柚子胡椒' } },
                  ],
                },
              ],
            },
            {
              title: '鶏の唐揚げ',
              title_v2: { en: 'Karaage Fried Chicken', ja: '鶏の唐揚げ', 'zh-tw': '日式炸雞' },
              description: '生姜醤油に漬け込んだもも肉を二度揚げ。外はカリッ、中はジューシー。',
              description_v2: {
                en: 'Ginger-soy marinated chicken thigh, double-fried: crunchy outside, juicy inside.',
                ja: '生姜醤油に漬け込んだもも肉を二度揚げ。外はカリッ、中はジューシー。',
                'zh-tw': '薑汁醬油醃漬的雞腿肉，兩次油炸，外酥內多汁。',
              },
              image: 'fried-chicken',
              price: 65000,
              crossed_price: 72000,
              allergens: ['gluten', 'soy', 'eggs'],
              groups: [
                {
                  title: 'お好みで',
                  title_v2: { en: 'Extras', ja: 'お好みで', 'zh-tw': '加點' },
                  rule: { type: 'range', min: 0, max: 3 },
                  modifiers: [
                    {
                      title: 'マヨネーズ',
                      title_v2: { en: 'Japanese mayo', ja: 'マヨネーズ', 'zh-tw': '日式美乃滋' },
                      price: 5000,
                    },
                    {
                      title: 'ねぎ塩ダレ',
                      title_v2: { en: 'Green onion & salt sauce', ja: 'ねぎ塩ダレ', 'zh-tw': '蔥鹽醬' },
                      price: 10000,
                    },
                    {
                      title: '自家製タルタル',
                      title_v2: { en: 'House tartar sauce', ja: '自家製タルタル', 'zh-tw': '自製塔塔醬' },
                      price: 15000,
                    },
                    {
                      title: '唐揚げ1個追加',
                      title_v2: { en: 'One more piece', ja: '唐揚げ1個追加', 'zh-tw': '加一塊炸雞' },
                      price: 15000,
                      max_quantity: 3,
                    },
                  ],
                },
              ],
            },
            {
              title: '枝豆',
              title_v2: { en: 'Edamame', ja: '枝豆', 'zh-tw': '鹽味毛豆' },
              description: '茹でたての枝豆に粗塩をひとふり。',
              description_v2: {
                en: 'Freshly boiled soybeans with a pinch of coarse salt.',
                ja: '茹でたての枝豆に粗塩をひとふり。',
                'zh-tw': '現煮毛豆撒上粗鹽。',
              },
              image: 'salad',
              price: 38000,
              allergens: ['soy'],
            },
            {
              title: '冷奴',
              title_v2: { en: 'Chilled Silken Tofu', ja: '冷奴', 'zh-tw': '日式涼拌豆腐' },
              description: '絹ごし豆腐に生姜、ねぎ、かつお節。',
              description_v2: {
                en: 'Silken tofu with ginger, green onion and bonito flakes.',
                ja: '絹ごし豆腐に生姜、ねぎ、かつお節。',
                'zh-tw': '嫩豆腐配薑泥、蔥花與柴魚片。',
              },
              image: 'salad',
              price: 35000,
              allergens: ['soy', 'fish'],
            },
            {
              title: 'だし巻き玉子',
              title_v2: { en: 'Dashi Rolled Omelette', ja: 'だし巻き玉子', 'zh-tw': '高湯玉子燒' },
              description: 'かつおだしをたっぷり含ませた、ふわふわの玉子焼き。大根おろし添え。',
              description_v2: {
                en: 'A fluffy rolled omelette soaked with bonito dashi, with grated daikon.',
                ja: 'かつおだしをたっぷり含ませた、ふわふわの玉子焼き。大根おろし添え。',
                'zh-tw': '吸飽柴魚高湯的蓬鬆玉子燒，附蘿蔔泥。',
              },
              image: 'egg',
              price: 52000,
              allergens: ['eggs', 'fish', 'soy'],
              preparation_time: 10,
            },
            {
              title: 'ポテトサラダ',
              title_v2: { en: 'Japanese Potato Salad', ja: 'ポテトサラダ', 'zh-tw': '日式馬鈴薯沙拉' },
              description: 'いぶりがっこと半熟卵を混ぜた大人のポテサラ。',
              description_v2: {
                en: 'Grown-up potato salad with smoked daikon pickle and soft-boiled egg.',
                ja: 'いぶりがっこと半熟卵を混ぜた大人のポテサラ。',
                'zh-tw': '拌入煙燻醃蘿蔔與半熟蛋的大人味馬鈴薯沙拉。',
              },
              image: 'salad',
              price: 45000,
              allergens: ['eggs', 'mustard'],
            },
            {
              title: '焼き鳥盛り合わせ',
              title_v2: {
                en: 'Yakitori Platter (5 skewers)',
                ja: '焼き鳥盛り合わせ（5本）',
                'zh-tw': '綜合烤雞串（5串）',
              },
              description: 'もも、ねぎま、つくね、皮、砂肝を備長炭で。',
              description_v2: {
                en: 'Thigh, thigh & leek, meatball, skin and gizzard, grilled over binchotan.',
                ja: 'もも、ねぎま、つくね、皮、砂肝を備長炭で。',
                'zh-tw': '雞腿、蔥段雞肉、雞肉丸、雞皮與雞胗，以備長炭燒烤。',
              },
              image: 'skewers',
              price: 88000,
              allergens: ['gluten', 'soy', 'eggs'],
              preparation_time: 15,
              groups: [
                {
                  title: '味付け',
                  title_v2: { en: 'Seasoning', ja: '味付け', 'zh-tw': '調味' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    { title: 'タレ', title_v2: { en: 'Sweet soy glaze', ja: 'タレ', 'zh-tw': '醬燒' }, selected: true },
                    { title: '塩', title_v2: { en: 'Salt', ja: '塩', 'zh-tw': '鹽烤' } },
                    {
                      title: 'タレと塩ハーフ',
                      title_v2: { en: 'Half and half', ja: 'タレと塩ハーフ', 'zh-tw': '醬燒鹽烤各半' },
                    },
                  ],
                },
              ],
            },
            {
              title: 'たこわさ',
              title_v2: { en: 'Octopus with Wasabi', ja: 'たこわさ', 'zh-tw': '芥末章魚' },
              description: '生だこを本わさびの茎と和えた定番のつまみ。',
              description_v2: {
                en: 'Raw octopus tossed with chopped wasabi stems — the classic drinking snack.',
                ja: '生だこを本わさびの茎と和えた定番のつまみ。',
                'zh-tw': '生章魚拌山葵莖，經典下酒菜。',
              },
              image: 'sushi',
              price: 42000,
              allergens: ['molluscs', 'soy'],
            },
            {
              title: '牛すじ煮込み',
              title_v2: { en: 'Simmered Beef Tendon', ja: '牛すじ煮込み', 'zh-tw': '味噌燉牛筋' },
              description: '牛すじと大根、こんにゃくを味噌でとろとろに煮込みました。',
              description_v2: {
                en: 'Beef tendon, daikon and konjac stewed in miso until meltingly soft.',
                ja: '牛すじと大根、こんにゃくを味噌でとろとろに煮込みました。',
                'zh-tw': '牛筋、白蘿蔔與蒟蒻以味噌燉至軟嫩入味。',
              },
              image: 'curry',
              price: 68000,
              allergens: ['soy', 'gluten'],
            },
          ],
        },
        {
          title: 'ソフトドリンク',
          title_v2: { en: 'Soft Drinks', ja: 'ソフトドリンク', 'zh-tw': '無酒精飲料' },
          items: [
            {
              title: 'ウーロン茶',
              title_v2: { en: 'Oolong Tea', ja: 'ウーロン茶', 'zh-tw': '烏龍茶' },
              description: '冷たいウーロン茶。',
              description_v2: { en: 'Iced oolong tea.', ja: '冷たいウーロン茶。', 'zh-tw': '冰烏龍茶。' },
              image: 'tea',
              price: 30000,
            },
            {
              title: '柚子ソーダ',
              title_v2: { en: 'Yuzu Soda', ja: '柚子ソーダ', 'zh-tw': '柚子蘇打' },
              description: '高知県産柚子の自家製シロップをソーダで。',
              description_v2: {
                en: 'House syrup of Kochi yuzu topped with soda.',
                ja: '高知県産柚子の自家製シロップをソーダで。',
                'zh-tw': '高知縣產柚子自製糖漿加蘇打水。',
              },
              image: 'soda',
              price: 42000,
            },
            {
              title: 'コーラ',
              title_v2: { en: 'Cola', ja: 'コーラ', 'zh-tw': '可樂' },
              description: '瓶入りのコーラ。',
              description_v2: { en: 'Bottled cola.', ja: '瓶入りのコーラ。', 'zh-tw': '瓶裝可樂。' },
              image: 'soda',
              price: 35000,
            },
            {
              title: 'ラムネ',
              title_v2: { en: 'Ramune Soda', ja: 'ラムネ', 'zh-tw': '彈珠汽水' },
              description: 'ビー玉入りの懐かしいラムネ。',
              description_v2: {
                en: 'The nostalgic marble-sealed soda.',
                ja: 'ビー玉入りの懐かしいラムネ。',
                'zh-tw': '懷舊彈珠瓶汽水。',
              },
              image: 'soda',
              price: 38000,
            },
          ],
        },
        {
          title: 'お酒',
          title_v2: { en: 'Beer, Sake & Highballs', ja: 'お酒', 'zh-tw': '啤酒・日本酒・高球' },
          alc_beverages: true,
          is_age_restricted: true,
          is_id_verification_required: true,
          consent_message: {
            en: 'You must be 20 or older to order alcoholic drinks. Please have a valid ID ready on delivery.',
            ja: 'お酒のご注文は20歳以上の方に限ります。お届けの際に年齢確認のため身分証明書をご用意ください。',
            'zh-tw': '未滿20歲者不得訂購酒類。外送時請準備有效身分證件以供查驗。',
          },
          items: [
            {
              title: '星生ビール',
              title_v2: { en: 'Hoshi Draft Beer', ja: '星生ビール', 'zh-tw': '星生啤酒' },
              description: 'キンキンに冷えた樽生ラガー。ラーメンとの相性抜群。',
              description_v2: {
                en: 'Ice-cold lager on draught — made for ramen.',
                ja: 'キンキンに冷えた樽生ラガー。ラーメンとの相性抜群。',
                'zh-tw': '冰涼生啤酒，配拉麵最對味。',
              },
              image: 'beer',
              price: 65000,
              discount_price: 49000,
              allergens: ['gluten'],
              alc_bevarages: true,
              is_age_restricted: true,
              groups: [
                {
                  title: 'サイズ',
                  title_v2: { en: 'Size', ja: 'サイズ', 'zh-tw': '尺寸' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: '中ジョッキ',
                      title_v2: { en: 'Medium mug', ja: '中ジョッキ', 'zh-tw': '中杯' },
                      selected: true,
                    },
                    {
                      title: '大ジョッキ',
                      title_v2: { en: 'Large mug', ja: '大ジョッキ', 'zh-tw': '大杯' },
                      price: 30000,
                    },
                  ],
                },
              ],
            },
            {
              title: '北斗ラガー 中瓶',
              title_v2: {
                en: 'Hokuto Lager (500 ml bottle)',
                ja: '北斗ラガー 中瓶',
                'zh-tw': '北斗拉格啤酒（500毫升瓶裝）',
              },
              description: 'しっかりした苦味の瓶ラガー。みんなで分けて。',
              description_v2: {
                en: 'A crisp, properly bitter bottled lager for sharing.',
                ja: 'しっかりした苦味の瓶ラガー。みんなで分けて。',
                'zh-tw': '苦味扎實的瓶裝拉格，適合大家分享。',
              },
              image: 'beer',
              price: 75000,
              allergens: ['gluten'],
              alc_bevarages: true,
              is_age_restricted: true,
            },
            {
              title: '星影ハイボール',
              title_v2: { en: 'Hoshikage Whisky Highball', ja: '星影ハイボール', 'zh-tw': '星影威士忌高球' },
              description: '国産ウイスキー「星影」を強炭酸で割った、すっきり爽快な一杯。',
              description_v2: {
                en: 'Our Hoshikage Japanese whisky topped with extra-sparkling soda — crisp and refreshing.',
                ja: '国産ウイスキー「星影」を強炭酸で割った、すっきり爽快な一杯。',
                'zh-tw': '日本威士忌「星影」加入強氣泡蘇打，清爽暢快。',
              },
              image: 'cocktail',
              price: 55000,
              alc_bevarages: true,
              is_age_restricted: true,
              groups: [
                {
                  title: '濃さ',
                  title_v2: { en: 'Strength', ja: '濃さ', 'zh-tw': '濃度' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    { title: 'ふつう', title_v2: { en: 'Regular', ja: 'ふつう', 'zh-tw': '普通' }, selected: true },
                    { title: '濃いめ', title_v2: { en: 'Strong', ja: '濃いめ', 'zh-tw': '加濃' }, price: 10000 },
                  ],
                },
              ],
            },
            {
              title: '柚子ハイボール',
              title_v2: { en: 'Yuzu Highball', ja: '柚子ハイボール', 'zh-tw': '柚子高球' },
              description: '星影ハイボールに柚子果汁をたっぷり。',
              description_v2: {
                en: 'Our whisky highball with a generous splash of yuzu juice.',
                ja: '星影ハイボールに柚子果汁をたっぷり。',
                'zh-tw': '星影高球加入大量柚子汁。',
              },
              image: 'cocktail',
              price: 60000,
              alc_bevarages: true,
              is_age_restricted: true,
            },
            {
              title: '純米酒「月灯り」',
              title_v2: { en: 'Tsukiakari Junmai Sake', ja: '純米酒「月灯り」', 'zh-tw': '純米酒「月燈」' },
              description: '米の旨味が豊かな辛口純米酒。冷やでも燗でも。',
              description_v2: {
                en: 'A dry junmai sake full of rice umami — lovely chilled or warmed.',
                ja: '米の旨味が豊かな辛口純米酒。冷やでも燗でも。',
                'zh-tw': '米香濃郁的辛口純米酒，冰飲或溫飲皆宜。',
              },
              image: 'cocktail',
              price: 90000,
              alc_bevarages: true,
              is_age_restricted: true,
              groups: [
                {
                  title: '量',
                  title_v2: { en: 'Serving', ja: '量', 'zh-tw': '份量' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: '一合（180ml）',
                      title_v2: { en: '1 gō (180 ml)', ja: '一合（180ml）', 'zh-tw': '一合（180毫升）' },
                      selected: true,
                    },
                    {
                      title: '二合（360ml）',
                      title_v2: { en: '2 gō (360 ml)', ja: '二合（360ml）', 'zh-tw': '二合（360毫升）' },
                      price: 80000,
                    },
                  ],
                },
                {
                  title: '温度',
                  title_v2: { en: 'Temperature', ja: '温度', 'zh-tw': '溫度' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    { title: '冷酒', title_v2: { en: 'Chilled', ja: '冷酒', 'zh-tw': '冰飲' }, selected: true },
                    { title: '常温', title_v2: { en: 'Room temperature', ja: '常温', 'zh-tw': '常溫' } },
                    { title: '熱燗', title_v2: { en: 'Hot', ja: '熱燗', 'zh-tw': '熱飲' } },
                  ],
                },
              ],
            },
            {
              title: '自家製梅酒',
              title_v2: { en: 'House Umeshu (Plum Liqueur)', ja: '自家製梅酒', 'zh-tw': '自家釀梅酒' },
              description: '南高梅を一年漬け込んだ、まろやかな梅酒。',
              description_v2: {
                en: 'Mellow plum liqueur made with Nanko plums steeped for a full year.',
                ja: '南高梅を一年漬け込んだ、まろやかな梅酒。',
                'zh-tw': '以南高梅浸漬一整年，口感圓潤。',
              },
              image: 'cocktail',
              price: 60000,
              alc_bevarages: true,
              is_age_restricted: true,
              groups: [
                {
                  title: '飲み方',
                  title_v2: { en: 'How to serve', ja: '飲み方', 'zh-tw': '喝法' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: 'ロック',
                      title_v2: { en: 'On the rocks', ja: 'ロック', 'zh-tw': '加冰' },
                      selected: true,
                    },
                    { title: 'ソーダ割り', title_v2: { en: 'With soda', ja: 'ソーダ割り', 'zh-tw': '加蘇打' } },
                    { title: 'お湯割り', title_v2: { en: 'With hot water', ja: 'お湯割り', 'zh-tw': '加熱水' } },
                  ],
                },
              ],
            },
            {
              title: 'レモンサワー',
              title_v2: { en: 'Lemon Sour', ja: 'レモンサワー', 'zh-tw': '檸檬沙瓦' },
              description: '焼酎と生搾りレモン、強炭酸。',
              description_v2: {
                en: 'Shochu, freshly squeezed lemon and sharp soda.',
                ja: '焼酎と生搾りレモン、強炭酸。',
                'zh-tw': '燒酎、現榨檸檬與強氣泡水。',
              },
              image: 'cocktail',
              price: 50000,
              alc_bevarages: true,
              is_age_restricted: true,
            },
          ],
        },
      ],
    },
    {
      title: '週末限定',
      title_v2: { en: 'Weekend Only', ja: '週末限定', 'zh-tw': '週末限定' },
      available_times: {
        6: [{ start_time: 1100, end_time: 2200 }],
        7: [{ start_time: 1100, end_time: 2200 }],
      },
      categories: [
        {
          title: '週末限定メニュー',
          title_v2: { en: 'Weekend Specials', ja: '週末限定メニュー', 'zh-tw': '週末限定菜單' },
          items: [
            {
              title: '濃厚鶏白湯ラーメン',
              title_v2: { en: 'Rich Chicken Paitan Ramen', ja: '濃厚鶏白湯ラーメン', 'zh-tw': '濃厚雞白湯拉麵' },
              description:
                '土曜と日曜だけ仕込む、鶏ガラともみじをポタージュのようにとろとろになるまで炊いた白湯スープ。全粒粉の平打ち麺、炙り鶏チャーシュー、味玉、揚げごぼうをのせた、週末だけのご褒美ラーメンです。',
              description_v2: {
                en: 'Made only on Saturdays and Sundays: chicken bones and feet simmered until the broth turns velvety like a potage. With flat wholewheat noodles, torched chicken chashu, a marinated egg and crispy burdock — a weekend treat.',
                ja: '土曜と日曜だけ仕込む、鶏ガラともみじをポタージュのようにとろとろになるまで炊いた白湯スープ。全粒粉の平打ち麺、炙り鶏チャーシュー、味玉、揚げごぼうをのせた、週末だけのご褒美ラーメンです。',
                'zh-tw':
                  '只在週六、週日熬製：雞骨與雞爪熬到如濃湯般綿滑的白湯。搭配全麥寬麵、炙燒雞叉燒、溏心蛋與炸牛蒡，週末限定的犒賞。',
              },
              image: 'noodle-soup',
              price: 128000,
              allergens: ['gluten', 'soy', 'eggs'],
              preparation_time: 15,
            },
            {
              title: '濃厚煮干しそば',
              title_v2: { en: 'Rich Niboshi Sardine Ramen', ja: '濃厚煮干しそば', 'zh-tw': '濃厚小魚乾拉麵' },
              description: '煮干しを大量に使った、ほろ苦くて香り高いセメント系スープ。',
              description_v2: {
                en: 'A thick, slightly bitter and deeply aromatic broth made with a mountain of dried sardines.',
                ja: '煮干しを大量に使った、ほろ苦くて香り高いセメント系スープ。',
                'zh-tw': '使用大量小魚乾熬製，微苦香濃的濃稠湯頭。',
              },
              image: 'noodle-soup',
              price: 118000,
              allergens: ['gluten', 'soy', 'fish'],
            },
            {
              title: '海老ワンタン麺',
              title_v2: { en: 'Shrimp Wonton Noodle Soup', ja: '海老ワンタン麺', 'zh-tw': '鮮蝦餛飩麵' },
              description: 'ぷりぷりの海老ワンタン5個を塩スープで。',
              description_v2: {
                en: 'Five plump shrimp wontons in our clear salt broth.',
                ja: 'ぷりぷりの海老ワンタン5個を塩スープで。',
                'zh-tw': '五顆彈牙鮮蝦餛飩，配清爽鹽味湯頭。',
              },
              image: 'dumplings',
              price: 138000,
              allergens: ['crustaceans', 'gluten', 'soy', 'sesame'],
              oos: true,
            },
            {
              title: '季節の天ぷら盛り合わせ',
              title_v2: { en: 'Seasonal Tempura Platter', ja: '季節の天ぷら盛り合わせ', 'zh-tw': '季節天婦羅拼盤' },
              description: '海老、白身魚、旬の野菜を軽い衣で。抹茶塩と天つゆで。',
              description_v2: {
                en: 'Prawn, white fish and seasonal vegetables in a light batter, with matcha salt and tentsuyu.',
                ja: '海老、白身魚、旬の野菜を軽い衣で。抹茶塩と天つゆで。',
                'zh-tw': '鮮蝦、白肉魚與當季蔬菜裹上輕薄麵衣，附抹茶鹽與天婦羅沾醬。',
              },
              image: 'shrimp',
              price: 98000,
              allergens: ['gluten', 'eggs', 'crustaceans', 'fish', 'soy'],
              preparation_time: 15,
            },
            {
              title: '鯛めし',
              title_v2: { en: 'Sea Bream Rice', ja: '鯛めし', 'zh-tw': '鯛魚炊飯' },
              description: '焼いた真鯛をだしで炊き込んだご飯。香り豊かな週末の〆に。',
              description_v2: {
                en: 'Rice cooked in dashi with grilled red sea bream — a fragrant weekend finisher.',
                ja: '焼いた真鯛をだしで炊き込んだご飯。香り豊かな週末の〆に。',
                'zh-tw': '以高湯與烤真鯛一同炊煮的米飯，香氣四溢的週末收尾。',
              },
              image: 'fish',
              price: 88000,
              allergens: ['fish', 'soy'],
              preparation_time: 20,
            },
          ],
        },
      ],
    },
  ],
} satisfies DemoMenu;
