import type { DemoMenu } from '../types';
/** the language the base `title` / `description` are written in */
export const localLang = 'en';
export default {
  sections: [
    {
      title: 'Kopi & Teh',
      title_v2: { en: 'Kopi & Teh', zh: '咖啡与茶', ms: 'Kopi & Teh' },
      categories: [
        {
          title: 'House Signatures',
          title_v2: { en: 'House Signatures', zh: '招牌饮品', ms: 'Minuman Istimewa' },
          is_popular_category: true,
          items: [
            {
              title: 'Teh Tarik',
              title_v2: { en: 'Teh Tarik', zh: '拉茶', ms: 'Teh Tarik' },
              description:
                "Strong black tea and condensed milk, pulled from cup to cup at arm's length until it wears a thick, silky foam. Sweet, smooth and frothy, exactly like the stalls of old. Ask for less sweet if you prefer.",
              description_v2: {
                en: "Strong black tea and condensed milk, pulled from cup to cup at arm's length until it wears a thick, silky foam. Sweet, smooth and frothy, exactly like the stalls of old. Ask for less sweet if you prefer.",
                zh: '浓郁红茶加炼奶，在两杯之间高高来回拉冲，直到泛起厚厚一层细滑泡沫。香甜顺滑，就是老摊子的味道。喜欢少甜也可以告诉我们。',
                ms: 'Teh hitam pekat dan susu pekat manis, ditarik dari cawan ke cawan sehingga berbuih tebal dan lembut. Manis, licin dan berbuih, sama seperti di gerai zaman dahulu. Boleh minta kurang manis.',
              },
              image: 'tea',
              price: 190,
              allergens: ['milk'],
              groups: [
                {
                  title: 'Temperature',
                  title_v2: { en: 'Temperature', zh: '冷热', ms: 'Suhu' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    { title: 'Hot', title_v2: { en: 'Hot', zh: '热', ms: 'Panas' }, selected: true },
                    { title: 'Iced (peng)', title_v2: { en: 'Iced (peng)', zh: '冰', ms: 'Ais (peng)' }, price: 50 },
                  ],
                },
                {
                  title: 'Sweetness',
                  title_v2: { en: 'Sweetness', zh: '甜度', ms: 'Tahap manis' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: 'Siew dai (less sweet)',
                      title_v2: { en: 'Siew dai (less sweet)', zh: '少甜', ms: 'Siew dai (kurang manis)' },
                    },
                    { title: 'Normal', title_v2: { en: 'Normal', zh: '正常', ms: 'Biasa' }, selected: true },
                    {
                      title: 'Ga dai (extra sweet)',
                      title_v2: { en: 'Ga dai (extra sweet)', zh: '加甜', ms: 'Ga dai (lebih manis)' },
                    },
                  ],
                },
              ],
            },
            {
              title: 'Yuan Yang',
              title_v2: { en: 'Yuan Yang', zh: '鸳鸯', ms: 'Yuan Yang (Kopi Teh)' },
              description: 'Half kopi, half teh, with condensed milk: the best of both.',
              description_v2: {
                en: 'Half kopi, half teh, with condensed milk: the best of both.',
                zh: '一半咖啡一半奶茶，加炼奶，两种享受一杯满足。',
                ms: 'Separuh kopi, separuh teh, dengan susu pekat: terbaik daripada kedua-duanya.',
              },
              image: 'coffee',
              price: 200,
              discount_price: 180,
              allergens: ['milk'],
            },
            {
              title: 'Milo Dinosaur',
              title_v2: { en: 'Milo Dinosaur', zh: '美禄恐龙', ms: 'Milo Dinosaur' },
              description:
                'A tall glass of iced Milo crowned with a generous mountain of undissolved Milo powder that you spoon up before it sinks. Crunchy, chocolatey and malty: a Singapore kopitiam legend for the sweet tooth.',
              description_v2: {
                en: 'A tall glass of iced Milo crowned with a generous mountain of undissolved Milo powder that you spoon up before it sinks. Crunchy, chocolatey and malty: a Singapore kopitiam legend for the sweet tooth.',
                zh: '一大杯冰美禄，上面堆满一座美禄粉小山，趁还没溶化赶紧舀来吃。脆脆的、满满巧克力麦芽香，是新加坡咖啡店嗜甜者的传奇饮品。',
                ms: 'Segelas besar Milo ais dengan timbunan serbuk Milo di atasnya yang dikaut dengan sudu sebelum tenggelam. Rangup, berperisa coklat dan malt: minuman legenda kopitiam Singapura untuk penggemar manis.',
              },
              image: 'coffee',
              price: 350,
              crossed_price: 390,
              prices: { delivery: 400 },
              allergens: ['milk', 'gluten'],
              groups: [
                {
                  title: 'Extras',
                  title_v2: { en: 'Extras', zh: '加料', ms: 'Tambahan' },
                  rule: { type: 'range', min: 0, max: 3 },
                  modifiers: [
                    {
                      title: 'Extra Milo powder',
                      title_v2: { en: 'Extra Milo powder', zh: '加美禄粉', ms: 'Serbuk Milo tambahan' },
                      price: 50,
                      max_quantity: 2,
                    },
                    {
                      title: 'Scoop of vanilla ice cream',
                      title_v2: {
                        en: 'Scoop of vanilla ice cream',
                        zh: '一球香草冰淇淋',
                        ms: 'Satu sudu aiskrim vanila',
                      },
                      price: 100,
                    },
                    { title: 'Less ice', title_v2: { en: 'Less ice', zh: '少冰', ms: 'Kurang ais' } },
                  ],
                },
              ],
            },
            {
              title: 'Kopi Gu You (Butter Kopi)',
              title_v2: { en: 'Kopi Gu You (Butter Kopi)', zh: '牛油咖啡', ms: 'Kopi Gu You (Kopi Mentega)' },
              description: 'Hot kopi-O with a slab of butter melting on top, old-school style.',
              description_v2: {
                en: 'Hot kopi-O with a slab of butter melting on top, old-school style.',
                zh: '热咖啡乌加一块牛油，慢慢融化，古早风味。',
                ms: 'Kopi-O panas dengan sekeping mentega yang cair di atasnya, gaya lama.',
              },
              image: 'coffee',
              price: 220,
              allergens: ['milk'],
            },
            {
              title: 'Three-Layer Tea',
              title_v2: { en: 'Three-Layer Tea', zh: '三层茶', ms: 'Teh Tiga Lapis' },
              description:
                'Dark palm sugar syrup at the bottom, creamy evaporated milk in the middle and strong iced tea floating on top, poured slowly so the layers stay apart. Stir it all together for a deep, caramel-like sweetness.',
              description_v2: {
                en: 'Dark palm sugar syrup at the bottom, creamy evaporated milk in the middle and strong iced tea floating on top, poured slowly so the layers stay apart. Stir it all together for a deep, caramel-like sweetness.',
                zh: '杯底是椰糖浆，中间是香浓淡奶，最上层是浓冰茶，缓缓倒入让三层分明。搅拌均匀后，散发如焦糖般的醇厚甜香。',
                ms: 'Sirap gula melaka di bawah, susu cair berkrim di tengah dan teh ais pekat di atas, dituang perlahan supaya lapisannya kekal. Kacau sebati untuk rasa manis seperti karamel yang mendalam.',
              },
              image: 'bubble-tea',
              price: 300,
              allergens: ['milk'],
            },
          ],
        },
        {
          title: 'Kopi',
          title_v2: { en: 'Kopi', zh: '咖啡', ms: 'Kopi' },
          items: [
            {
              title: 'Kopi',
              title_v2: { en: 'Kopi', zh: '咖啡', ms: 'Kopi' },
              description: 'Nanyang-roasted coffee with condensed milk.',
              description_v2: {
                en: 'Nanyang-roasted coffee with condensed milk.',
                zh: '南洋烘焙咖啡加炼奶。',
                ms: 'Kopi bancuhan Nanyang dengan susu pekat manis.',
              },
              image: 'coffee',
              price: 160,
              allergens: ['milk'],
              groups: [
                {
                  title: 'Strength',
                  title_v2: { en: 'Strength', zh: '浓度', ms: 'Kepekatan' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    { title: 'Po (light)', title_v2: { en: 'Po (light)', zh: '薄（淡）', ms: 'Po (cair)' } },
                    { title: 'Normal', title_v2: { en: 'Normal', zh: '正常', ms: 'Biasa' }, selected: true },
                    { title: 'Gao (strong)', title_v2: { en: 'Gao (strong)', zh: '厚（浓）', ms: 'Gao (pekat)' } },
                    {
                      title: 'Di lo (extra thick)',
                      title_v2: { en: 'Di lo (extra thick)', zh: '滴罗（特浓）', ms: 'Di lo (sangat pekat)' },
                      price: 30,
                    },
                  ],
                },
                {
                  title: 'Add-ons',
                  title_v2: { en: 'Add-ons', zh: '加料', ms: 'Tambahan' },
                  rule: { type: 'range', min: 0, max: 3 },
                  modifiers: [
                    {
                      title: 'Extra coffee shot',
                      title_v2: { en: 'Extra coffee shot', zh: '加一份咖啡', ms: 'Syot kopi tambahan' },
                      price: 50,
                      max_quantity: 2,
                    },
                    {
                      title: 'Slab of butter',
                      title_v2: { en: 'Slab of butter', zh: '加牛油', ms: 'Sekeping mentega' },
                      price: 50,
                    },
                    {
                      title: 'Extra condensed milk',
                      title_v2: { en: 'Extra condensed milk', zh: '加炼奶', ms: 'Susu pekat tambahan' },
                      price: 20,
                    },
                  ],
                },
              ],
            },
            {
              title: 'Kopi-O',
              title_v2: { en: 'Kopi-O', zh: '咖啡乌', ms: 'Kopi-O' },
              description: 'Black coffee with sugar.',
              description_v2: { en: 'Black coffee with sugar.', zh: '黑咖啡加糖。', ms: 'Kopi hitam bergula.' },
              image: 'coffee',
              price: 140,
              groups: [
                {
                  title: 'Sweetness',
                  title_v2: { en: 'Sweetness', zh: '甜度', ms: 'Tahap manis' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: 'Siew dai (less sweet)',
                      title_v2: { en: 'Siew dai (less sweet)', zh: '少甜', ms: 'Siew dai (kurang manis)' },
                    },
                    { title: 'Normal', title_v2: { en: 'Normal', zh: '正常', ms: 'Biasa' }, selected: true },
                    {
                      title: 'Ga dai (extra sweet)',
                      title_v2: { en: 'Ga dai (extra sweet)', zh: '加甜', ms: 'Ga dai (lebih manis)' },
                    },
                  ],
                },
              ],
            },
            {
              title: 'Kopi-O Kosong',
              title_v2: { en: 'Kopi-O Kosong', zh: '咖啡乌（无糖）', ms: 'Kopi-O Kosong' },
              description: 'Black coffee, no sugar.',
              description_v2: { en: 'Black coffee, no sugar.', zh: '黑咖啡，不加糖。', ms: 'Kopi hitam tanpa gula.' },
              image: 'coffee',
              price: 130,
            },
            {
              title: 'Kopi-C',
              title_v2: { en: 'Kopi-C', zh: '咖啡C', ms: 'Kopi-C' },
              description: 'Coffee with evaporated milk and sugar.',
              description_v2: {
                en: 'Coffee with evaporated milk and sugar.',
                zh: '咖啡加淡奶和糖。',
                ms: 'Kopi dengan susu cair dan gula.',
              },
              image: 'coffee',
              price: 170,
              allergens: ['milk'],
            },
            {
              title: 'Kopi Peng',
              title_v2: { en: 'Kopi Peng', zh: '咖啡冰', ms: 'Kopi Peng (Kopi Ais)' },
              description: 'Iced coffee with condensed milk.',
              description_v2: {
                en: 'Iced coffee with condensed milk.',
                zh: '冰咖啡加炼奶。',
                ms: 'Kopi ais dengan susu pekat manis.',
              },
              image: 'coffee',
              price: 200,
              allergens: ['milk'],
            },
            {
              title: 'Kopi-C Peng',
              title_v2: { en: 'Kopi-C Peng', zh: '咖啡C冰', ms: 'Kopi-C Peng' },
              description: 'Iced coffee with evaporated milk and sugar.',
              description_v2: {
                en: 'Iced coffee with evaporated milk and sugar.',
                zh: '冰咖啡加淡奶和糖。',
                ms: 'Kopi ais dengan susu cair dan gula.',
              },
              image: 'coffee',
              price: 210,
              allergens: ['milk'],
            },
          ],
        },
        {
          title: 'Teh',
          title_v2: { en: 'Teh', zh: '茶', ms: 'Teh' },
          items: [
            {
              title: 'Teh',
              title_v2: { en: 'Teh', zh: '奶茶', ms: 'Teh' },
              description: 'Black tea with condensed milk.',
              description_v2: {
                en: 'Black tea with condensed milk.',
                zh: '红茶加炼奶。',
                ms: 'Teh hitam dengan susu pekat manis.',
              },
              image: 'tea',
              price: 160,
              allergens: ['milk'],
            },
            {
              title: 'Teh-O',
              title_v2: { en: 'Teh-O', zh: '茶乌', ms: 'Teh-O' },
              description: 'Black tea with sugar.',
              description_v2: { en: 'Black tea with sugar.', zh: '红茶加糖。', ms: 'Teh hitam bergula.' },
              image: 'tea',
              price: 140,
            },
            {
              title: 'Teh-C',
              title_v2: { en: 'Teh-C', zh: '茶C', ms: 'Teh-C' },
              description: 'Black tea with evaporated milk and sugar.',
              description_v2: {
                en: 'Black tea with evaporated milk and sugar.',
                zh: '红茶加淡奶和糖。',
                ms: 'Teh hitam dengan susu cair dan gula.',
              },
              image: 'tea',
              price: 170,
              allergens: ['milk'],
            },
            {
              title: 'Teh Peng',
              title_v2: { en: 'Teh Peng', zh: '茶冰', ms: 'Teh Peng (Teh Ais)' },
              description: 'Iced milk tea with condensed milk.',
              description_v2: {
                en: 'Iced milk tea with condensed milk.',
                zh: '冰奶茶加炼奶。',
                ms: 'Teh susu ais dengan susu pekat manis.',
              },
              image: 'tea',
              price: 200,
              allergens: ['milk'],
              groups: [
                {
                  title: 'Ice level',
                  title_v2: { en: 'Ice level', zh: '冰量', ms: 'Tahap ais' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: 'Normal ice',
                      title_v2: { en: 'Normal ice', zh: '正常冰', ms: 'Ais biasa' },
                      selected: true,
                    },
                    { title: 'Less ice', title_v2: { en: 'Less ice', zh: '少冰', ms: 'Kurang ais' } },
                  ],
                },
              ],
            },
            {
              title: 'Teh-O Limau Peng',
              title_v2: { en: 'Teh-O Limau Peng', zh: '青柠冰茶乌', ms: 'Teh-O Limau Ais' },
              description: 'Iced black tea with freshly squeezed calamansi lime.',
              description_v2: {
                en: 'Iced black tea with freshly squeezed calamansi lime.',
                zh: '冰红茶加现挤酸柑汁。',
                ms: 'Teh hitam ais dengan perahan limau kasturi segar.',
              },
              image: 'tea',
              price: 200,
            },
            {
              title: 'Teh Halia',
              title_v2: { en: 'Teh Halia', zh: '姜茶', ms: 'Teh Halia' },
              description: 'Milk tea brewed with fresh ginger, warming and spicy.',
              description_v2: {
                en: 'Milk tea brewed with fresh ginger, warming and spicy.',
                zh: '以新鲜老姜冲泡的奶茶，暖胃微辣。',
                ms: 'Teh susu dibancuh dengan halia segar, menghangatkan dan sedikit pedas.',
              },
              image: 'tea',
              price: 200,
              allergens: ['milk'],
            },
          ],
        },
      ],
    },
    {
      title: 'Juices, Beer & Cider',
      title_v2: { en: 'Juices, Beer & Cider', zh: '果汁、啤酒与苹果酒', ms: 'Jus, Bir & Sider' },
      categories: [
        {
          title: 'Fresh Juices & Cold Drinks',
          title_v2: { en: 'Fresh Juices & Cold Drinks', zh: '鲜榨果汁与冷饮', ms: 'Jus Segar & Minuman Sejuk' },
          items: [
            {
              title: 'Fresh Orange Juice',
              title_v2: { en: 'Fresh Orange Juice', zh: '鲜榨橙汁', ms: 'Jus Oren Segar' },
              description: 'Squeezed to order, no added sugar.',
              description_v2: {
                en: 'Squeezed to order, no added sugar.',
                zh: '现点现榨，不加糖。',
                ms: 'Diperah ketika dipesan, tanpa gula tambahan.',
              },
              image: 'juice',
              price: 350,
              groups: [
                {
                  title: 'Ice level',
                  title_v2: { en: 'Ice level', zh: '冰量', ms: 'Tahap ais' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: 'Normal ice',
                      title_v2: { en: 'Normal ice', zh: '正常冰', ms: 'Ais biasa' },
                      selected: true,
                    },
                    { title: 'Less ice', title_v2: { en: 'Less ice', zh: '少冰', ms: 'Kurang ais' } },
                    { title: 'No ice', title_v2: { en: 'No ice', zh: '去冰', ms: 'Tanpa ais' } },
                  ],
                },
              ],
            },
            {
              title: 'Watermelon Juice',
              title_v2: { en: 'Watermelon Juice', zh: '西瓜汁', ms: 'Jus Tembikai' },
              description: 'Sweet, cooling and bright red.',
              description_v2: {
                en: 'Sweet, cooling and bright red.',
                zh: '清甜消暑，色泽鲜红。',
                ms: 'Manis, menyegarkan dan merah terang.',
              },
              image: 'juice',
              price: 350,
            },
            {
              title: 'ABC Juice (Apple, Beetroot, Carrot)',
              title_v2: {
                en: 'ABC Juice (Apple, Beetroot, Carrot)',
                zh: 'ABC果汁（苹果、甜菜根、胡萝卜）',
                ms: 'Jus ABC (Epal, Bit, Lobak Merah)',
              },
              description: 'Apple, beetroot and carrot pressed together.',
              description_v2: {
                en: 'Apple, beetroot and carrot pressed together.',
                zh: '苹果、甜菜根与胡萝卜一同鲜榨。',
                ms: 'Epal, ubi bit dan lobak merah diperah bersama.',
              },
              image: 'juice',
              price: 450,
              groups: [
                {
                  title: 'Boost',
                  title_v2: { en: 'Boost', zh: '加料', ms: 'Tambahan' },
                  rule: { type: 'range', min: 0, max: 3 },
                  modifiers: [
                    { title: 'Ginger', title_v2: { en: 'Ginger', zh: '姜', ms: 'Halia' }, price: 30 },
                    { title: 'Lemon', title_v2: { en: 'Lemon', zh: '柠檬', ms: 'Lemon' }, price: 30 },
                    { title: 'Celery', title_v2: { en: 'Celery', zh: '西芹', ms: 'Saderi' }, price: 50 },
                  ],
                },
              ],
            },
            {
              title: 'Lime Juice with Sour Plum',
              title_v2: { en: 'Lime Juice with Sour Plum', zh: '酸梅青柠汁', ms: 'Jus Limau dengan Asam Boi' },
              description: 'Calamansi lime juice with a salty sour plum.',
              description_v2: {
                en: 'Calamansi lime juice with a salty sour plum.',
                zh: '酸柑汁加一颗咸酸梅。',
                ms: 'Jus limau kasturi dengan sebiji asam boi.',
              },
              image: 'juice',
              price: 250,
            },
            {
              title: 'Iced Bandung',
              title_v2: { en: 'Iced Bandung', zh: '冰玫瑰奶露', ms: 'Air Bandung Ais' },
              description: 'Rose syrup with evaporated milk, pretty in pink.',
              description_v2: {
                en: 'Rose syrup with evaporated milk, pretty in pink.',
                zh: '玫瑰糖浆加淡奶，粉嫩可人。',
                ms: 'Sirap ros dengan susu cair, merah jambu yang cantik.',
              },
              image: 'juice',
              price: 220,
              allergens: ['milk'],
            },
            {
              title: 'Iced Barley',
              title_v2: { en: 'Iced Barley', zh: '冰薏米水', ms: 'Air Barli Ais' },
              description: 'Pearl barley simmered with winter melon sugar.',
              description_v2: {
                en: 'Pearl barley simmered with winter melon sugar.',
                zh: '薏米加冬瓜糖慢熬。',
                ms: 'Barli direneh dengan gula kundur.',
              },
              image: 'juice',
              price: 180,
              allergens: ['gluten'],
            },
          ],
        },
        {
          title: 'Beer & Cider',
          title_v2: { en: 'Beer & Cider', zh: '啤酒与苹果酒', ms: 'Bir & Sider' },
          alc_beverages: true,
          is_age_restricted: true,
          is_id_verification_required: true,
          consent_message: {
            en: 'You must be 18 or older to order alcoholic drinks. Please have a valid ID ready on delivery.',
            zh: '您必须年满18岁才能订购含酒精饮品。送达时请准备好有效身份证件。',
            ms: 'Anda mesti berumur 18 tahun ke atas untuk memesan minuman beralkohol. Sila sediakan dokumen pengenalan yang sah semasa penghantaran.',
          },
          items: [
            {
              title: 'Merlion Bay Lager (330 ml)',
              title_v2: {
                en: 'Merlion Bay Lager (330 ml)',
                zh: '鱼尾狮湾拉格啤酒（330毫升）',
                ms: 'Lager Merlion Bay (330 ml)',
              },
              description:
                'Our house lager, brewed for tropical afternoons: pale gold, crisp and lightly hoppy with a clean, dry finish. Served ice-cold in the bottle, it is the natural partner for a plate of satay or a round of toast.',
              description_v2: {
                en: 'Our house lager, brewed for tropical afternoons: pale gold, crisp and lightly hoppy with a clean, dry finish. Served ice-cold in the bottle, it is the natural partner for a plate of satay or a round of toast.',
                zh: '本店招牌拉格，专为热带午后酿造：色泽浅金，口感清爽，带淡淡酒花香，收尾干净利落。冰镇瓶装，配沙爹或烤面包都是绝配。',
                ms: 'Lager rumah kami, dibancuh untuk petang tropika: keemasan pucat, segar dan sedikit hop dengan kesudahan yang bersih dan kering. Dihidang sejuk dalam botol, sesuai dengan sate atau roti bakar.',
              },
              image: 'beer',
              price: 790,
              alc_bevarages: true,
              is_age_restricted: true,
              allergens: ['gluten'],
            },
            {
              title: 'Tanjong Pale Ale (330 ml)',
              title_v2: {
                en: 'Tanjong Pale Ale (330 ml)',
                zh: '丹戎淡色艾尔（330毫升）',
                ms: 'Pale Ale Tanjong (330 ml)',
              },
              description: 'Citrusy, amber and gently bitter.',
              description_v2: {
                en: 'Citrusy, amber and gently bitter.',
                zh: '琥珀色泽，柑橘香气，微苦回甘。',
                ms: 'Berperisa sitrus, berwarna ambar dan sedikit pahit.',
              },
              image: 'beer',
              price: 890,
              alc_bevarages: true,
              is_age_restricted: true,
              allergens: ['gluten'],
            },
            {
              title: 'Kampong Stout (330 ml)',
              title_v2: { en: 'Kampong Stout (330 ml)', zh: '甘榜黑啤（330毫升）', ms: 'Stout Kampong (330 ml)' },
              description: 'Roasty dark stout with notes of coffee and cocoa.',
              description_v2: {
                en: 'Roasty dark stout with notes of coffee and cocoa.',
                zh: '焦香黑啤，带咖啡与可可风味。',
                ms: 'Stout gelap dengan aroma kopi dan koko.',
              },
              image: 'beer',
              price: 950,
              prices: { delivery: 1050 },
              alc_bevarages: true,
              is_age_restricted: true,
              allergens: ['gluten'],
            },
            {
              title: 'Orchid Apple Cider (330 ml)',
              title_v2: {
                en: 'Orchid Apple Cider (330 ml)',
                zh: '胡姬苹果酒（330毫升）',
                ms: 'Sider Epal Orchid (330 ml)',
              },
              description: 'Crisp, semi-dry cider from green apples.',
              description_v2: {
                en: 'Crisp, semi-dry cider from green apples.',
                zh: '青苹果酿造，清爽半干。',
                ms: 'Sider separa kering yang segar daripada epal hijau.',
              },
              image: 'beer',
              price: 850,
              alc_bevarages: true,
              is_age_restricted: true,
              allergens: ['sulphites'],
            },
            {
              title: 'Sunset Pier Wheat Beer (500 ml)',
              title_v2: {
                en: 'Sunset Pier Wheat Beer (500 ml)',
                zh: '夕阳码头小麦啤酒（500毫升）',
                ms: 'Bir Gandum Sunset Pier (500 ml)',
              },
              description: 'Hazy wheat beer with banana and clove aromas.',
              description_v2: {
                en: 'Hazy wheat beer with banana and clove aromas.',
                zh: '浑浊小麦啤，带香蕉与丁香香气。',
                ms: 'Bir gandum keruh dengan aroma pisang dan cengkih.',
              },
              image: 'beer',
              price: 950,
              oos: true,
              alc_bevarages: true,
              is_age_restricted: true,
              allergens: ['gluten'],
            },
            {
              title: 'Beer Bucket (5 bottles)',
              title_v2: { en: 'Beer Bucket (5 bottles)', zh: '啤酒桶（5瓶）', ms: 'Baldi Bir (5 botol)' },
              description: 'Five ice-cold bottles, mix and match as you like.',
              description_v2: {
                en: 'Five ice-cold bottles, mix and match as you like.',
                zh: '五瓶冰镇啤酒，随意搭配。',
                ms: 'Lima botol sejuk, campur mengikut pilihan anda.',
              },
              image: 'beer',
              price: 3500,
              crossed_price: 3950,
              prices: { delivery: 3700 },
              alc_bevarages: true,
              is_age_restricted: true,
              allergens: ['gluten', 'sulphites'],
              groups: [
                {
                  title: 'Choose 5 bottles',
                  title_v2: { en: 'Choose 5 bottles', zh: '任选5瓶', ms: 'Pilih 5 botol' },
                  rule: { type: 'exact', value: 5 },
                  modifiers: [
                    {
                      title: 'Merlion Bay Lager',
                      title_v2: { en: 'Merlion Bay Lager', zh: '鱼尾狮湾拉格啤酒', ms: 'Lager Merlion Bay' },
                      max_quantity: 5,
                    },
                    {
                      title: 'Tanjong Pale Ale',
                      title_v2: { en: 'Tanjong Pale Ale', zh: '丹戎淡色艾尔', ms: 'Pale Ale Tanjong' },
                      price: 100,
                      max_quantity: 5,
                    },
                    {
                      title: 'Orchid Apple Cider',
                      title_v2: { en: 'Orchid Apple Cider', zh: '胡姬苹果酒', ms: 'Sider Epal Orchid' },
                      price: 50,
                      max_quantity: 5,
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
      title: 'Toast & Bites',
      title_v2: { en: 'Toast & Bites', zh: '烤面包与小吃', ms: 'Roti Bakar & Snek' },
      categories: [
        {
          title: 'Breakfast Toast Sets',
          title_v2: { en: 'Breakfast Toast Sets', zh: '早餐烤面包套餐', ms: 'Set Sarapan Roti Bakar' },
          window: { start_time: 700, end_time: 1100 },
          items: [
            {
              title: 'Kaya Butter Toast Set',
              title_v2: { en: 'Kaya Butter Toast Set', zh: '咖椰牛油烤面包套餐', ms: 'Set Roti Bakar Kaya Mentega' },
              description:
                'The classic Singapore breakfast: charcoal-toasted bread with house-made pandan kaya and cold butter slices, two soft-boiled eggs with dark soy and white pepper, and a hot kopi or teh of your choice.',
              description_v2: {
                en: 'The classic Singapore breakfast: charcoal-toasted bread with house-made pandan kaya and cold butter slices, two soft-boiled eggs with dark soy and white pepper, and a hot kopi or teh of your choice.',
                zh: '经典新加坡早餐：炭烤面包夹自制香兰咖椰和冰凉牛油片，配两颗半生熟蛋（淋黑酱油撒白胡椒粉），再加一杯自选咖啡或茶。',
                ms: 'Sarapan klasik Singapura: roti bakar arang dengan kaya pandan buatan sendiri dan hirisan mentega sejuk, dua biji telur separuh masak dengan kicap pekat dan lada putih, serta kopi atau teh pilihan anda.',
              },
              image: 'sandwich',
              price: 480,
              discount_price: 430,
              allergens: ['gluten', 'eggs', 'milk', 'soy'],
              groups: [
                {
                  title: 'Drink',
                  title_v2: { en: 'Drink', zh: '饮料', ms: 'Minuman' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: 'Kopi',
                      title_v2: { en: 'Kopi', zh: '咖啡', ms: 'Kopi' },
                      selected: true,
                      groups: [
                        {
                          title: 'Sweetness',
                          title_v2: { en: 'Sweetness', zh: '甜度', ms: 'Tahap manis' },
                          rule: { type: 'exact', value: 1 },
                          modifiers: [
                            {
                              title: 'Siew dai (less sweet)',
                              title_v2: { en: 'Siew dai (less sweet)', zh: '少甜', ms: 'Siew dai (kurang manis)' },
                            },
                            { title: 'Normal', title_v2: { en: 'Normal', zh: '正常', ms: 'Biasa' }, selected: true },
                            {
                              title: 'Ga dai (extra sweet)',
                              title_v2: { en: 'Ga dai (extra sweet)', zh: '加甜', ms: 'Ga dai (lebih manis)' },
                            },
                          ],
                        },
                        {
                          title: 'Temperature',
                          title_v2: { en: 'Temperature', zh: '冷热', ms: 'Suhu' },
                          rule: { type: 'exact', value: 1 },
                          modifiers: [
                            { title: 'Hot', title_v2: { en: 'Hot', zh: '热', ms: 'Panas' }, selected: true },
                            {
                              title: 'Iced (peng)',
                              title_v2: { en: 'Iced (peng)', zh: '冰', ms: 'Ais (peng)' },
                              price: 50,
                            },
                          ],
                        },
                      ],
                    },
                    {
                      title: 'Teh',
                      title_v2: { en: 'Teh', zh: '奶茶', ms: 'Teh' },
                      groups: [
                        {
                          title: 'Sweetness',
                          title_v2: { en: 'Sweetness', zh: '甜度', ms: 'Tahap manis' },
                          rule: { type: 'exact', value: 1 },
                          modifiers: [
                            {
                              title: 'Siew dai (less sweet)',
                              title_v2: { en: 'Siew dai (less sweet)', zh: '少甜', ms: 'Siew dai (kurang manis)' },
                            },
                            { title: 'Normal', title_v2: { en: 'Normal', zh: '正常', ms: 'Biasa' }, selected: true },
                            {
                              title: 'Ga dai (extra sweet)',
                              title_v2: { en: 'Ga dai (extra sweet)', zh: '加甜', ms: 'Ga dai (lebih manis)' },
                            },
                          ],
                        },
                        {
                          title: 'Temperature',
                          title_v2: { en: 'Temperature', zh: '冷热', ms: 'Suhu' },
                          rule: { type: 'exact', value: 1 },
                          modifiers: [
                            { title: 'Hot', title_v2: { en: 'Hot', zh: '热', ms: 'Panas' }, selected: true },
                            {
                              title: 'Iced (peng)',
                              title_v2: { en: 'Iced (peng)', zh: '冰', ms: 'Ais (peng)' },
                              price: 50,
                            },
                          ],
                        },
                      ],
                    },
                    {
                      title: 'Kopi-O Kosong',
                      title_v2: { en: 'Kopi-O Kosong', zh: '咖啡乌（无糖）', ms: 'Kopi-O Kosong' },
                    },
                    {
                      title: 'Teh-O',
                      title_v2: { en: 'Teh-O', zh: '茶乌', ms: 'Teh-O' },
                    },
                    {
                      title: 'Milo',
                      title_v2: { en: 'Milo', zh: '美禄', ms: 'Milo' },
                      price: 60,
                      groups: [
                        {
                          title: 'Temperature',
                          title_v2: { en: 'Temperature', zh: '冷热', ms: 'Suhu' },
                          rule: { type: 'exact', value: 1 },
                          modifiers: [
                            { title: 'Hot', title_v2: { en: 'Hot', zh: '热', ms: 'Panas' }, selected: true },
                            {
                              title: 'Iced (peng)',
                              title_v2: { en: 'Iced (peng)', zh: '冰', ms: 'Ais (peng)' },
                              price: 50,
                            },
                          ],
                        },
                      ],
                    },
                    {
                      title: 'Horlicks',
                      title_v2: { en: 'Horlicks', zh: '好立克', ms: 'Horlicks' },
                      price: 60,
                      enabled: false,
                    },
                  ],
                },
                {
                  title: 'Eggs',
                  title_v2: { en: 'Eggs', zh: '鸡蛋熟度', ms: 'Telur' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: 'Runny (soft-boiled)',
                      title_v2: { en: 'Runny (soft-boiled)', zh: '半生熟', ms: 'Separuh masak' },
                      selected: true,
                    },
                    {
                      title: 'Firmer (medium-boiled)',
                      title_v2: { en: 'Firmer (medium-boiled)', zh: '七分熟', ms: 'Lebih masak' },
                    },
                  ],
                },
                {
                  title: 'Extras',
                  title_v2: { en: 'Extras', zh: '加点', ms: 'Tambahan' },
                  rule: { type: 'range', min: 0, max: 3 },
                  modifiers: [
                    {
                      title: 'Extra soft-boiled egg',
                      title_v2: { en: 'Extra soft-boiled egg', zh: '加半生熟蛋', ms: 'Telur separuh masak tambahan' },
                      price: 90,
                      max_quantity: 2,
                    },
                    {
                      title: 'Extra slice of kaya toast',
                      title_v2: {
                        en: 'Extra slice of kaya toast',
                        zh: '加一份咖椰烤面包',
                        ms: 'Roti bakar kaya tambahan',
                      },
                      price: 150,
                    },
                    {
                      title: 'Thick butter',
                      title_v2: { en: 'Thick butter', zh: '厚牛油', ms: 'Mentega tebal' },
                      price: 30,
                    },
                  ],
                },
              ],
            },
            {
              title: 'French Toast Set',
              title_v2: { en: 'French Toast Set', zh: '法式吐司套餐', ms: 'Set Roti Perancis' },
              description: 'Egg-dipped toast with kaya and butter, plus a kopi or teh.',
              description_v2: {
                en: 'Egg-dipped toast with kaya and butter, plus a kopi or teh.',
                zh: '蛋液煎吐司配咖椰和牛油，附咖啡或茶一杯。',
                ms: 'Roti celup telur dengan kaya dan mentega, serta kopi atau teh.',
              },
              image: 'sandwich',
              price: 550,
              allergens: ['gluten', 'eggs', 'milk'],
            },
            {
              title: 'Steamed Bread Kaya Set',
              title_v2: { en: 'Steamed Bread Kaya Set', zh: '蒸面包咖椰套餐', ms: 'Set Roti Kukus Kaya' },
              description: 'Pillowy steamed bread with kaya and butter, two eggs and a drink.',
              description_v2: {
                en: 'Pillowy steamed bread with kaya and butter, two eggs and a drink.',
                zh: '松软蒸面包配咖椰牛油，两颗蛋和一杯饮料。',
                ms: 'Roti kukus lembut dengan kaya dan mentega, dua biji telur dan minuman.',
              },
              image: 'sandwich',
              price: 480,
              snoozed: true,
              allergens: ['gluten', 'eggs', 'milk'],
            },
            {
              title: 'Peanut Butter Thick Toast Set',
              title_v2: {
                en: 'Peanut Butter Thick Toast Set',
                zh: '花生酱厚片吐司套餐',
                ms: 'Set Roti Tebal Mentega Kacang',
              },
              description: 'Thick-cut toast with crunchy peanut butter, two eggs and a drink.',
              description_v2: {
                en: 'Thick-cut toast with crunchy peanut butter, two eggs and a drink.',
                zh: '厚片吐司抹颗粒花生酱，两颗蛋和一杯饮料。',
                ms: 'Roti tebal dengan mentega kacang rangup, dua biji telur dan minuman.',
              },
              image: 'sandwich',
              price: 520,
              allergens: ['gluten', 'peanuts', 'eggs', 'milk'],
            },
            {
              title: 'Chicken Ham & Cheese Toastie Set',
              title_v2: {
                en: 'Chicken Ham & Cheese Toastie Set',
                zh: '鸡肉火腿芝士吐司套餐',
                ms: 'Set Roti Bakar Ham Ayam & Keju',
              },
              description: 'Toasted sandwich with chicken ham and cheddar, plus a drink.',
              description_v2: {
                en: 'Toasted sandwich with chicken ham and cheddar, plus a drink.',
                zh: '烤三明治夹鸡肉火腿和切达芝士，附饮料一杯。',
                ms: 'Sandwic bakar dengan ham ayam dan keju cheddar, serta minuman.',
              },
              image: 'sandwich',
              price: 580,
              allergens: ['gluten', 'milk'],
            },
          ],
        },
        {
          title: 'Toast & Snacks',
          title_v2: { en: 'Toast & Snacks', zh: '烤面包与小吃', ms: 'Roti Bakar & Snek' },
          items: [
            {
              title: 'Kaya Butter Toast',
              title_v2: { en: 'Kaya Butter Toast', zh: '咖椰牛油烤面包', ms: 'Roti Bakar Kaya Mentega' },
              description: 'Crisp thin toast with pandan kaya and cold butter.',
              description_v2: {
                en: 'Crisp thin toast with pandan kaya and cold butter.',
                zh: '香脆薄片烤面包夹香兰咖椰和冰牛油。',
                ms: 'Roti bakar nipis rangup dengan kaya pandan dan mentega sejuk.',
              },
              image: 'sandwich',
              price: 220,
              allergens: ['gluten', 'eggs', 'milk'],
            },
            {
              title: 'Soft-Boiled Eggs (2 pcs)',
              title_v2: { en: 'Soft-Boiled Eggs (2 pcs)', zh: '半生熟蛋（2颗）', ms: 'Telur Separuh Masak (2 biji)' },
              description: 'With dark soy sauce and white pepper.',
              description_v2: {
                en: 'With dark soy sauce and white pepper.',
                zh: '配黑酱油和白胡椒粉。',
                ms: 'Dengan kicap pekat dan lada putih.',
              },
              image: 'egg',
              price: 180,
              allergens: ['eggs', 'soy', 'gluten'],
            },
            {
              title: 'Thick Toast',
              title_v2: { en: 'Thick Toast', zh: '厚片烤面包', ms: 'Roti Bakar Tebal' },
              description: 'Fluffy thick-cut toast with your choice of one or two spreads.',
              description_v2: {
                en: 'Fluffy thick-cut toast with your choice of one or two spreads.',
                zh: '松软厚片烤面包，可任选一至两种抹酱。',
                ms: 'Roti bakar tebal yang gebu dengan satu atau dua sapuan pilihan.',
              },
              image: 'sandwich',
              price: 250,
              allergens: ['gluten', 'milk'],
              groups: [
                {
                  title: 'Spreads',
                  title_v2: { en: 'Spreads', zh: '抹酱', ms: 'Sapuan' },
                  rule: { type: 'range', min: 1, max: 2 },
                  modifiers: [
                    { title: 'Pandan kaya', title_v2: { en: 'Pandan kaya', zh: '香兰咖椰', ms: 'Kaya pandan' } },
                    { title: 'Butter', title_v2: { en: 'Butter', zh: '牛油', ms: 'Mentega' } },
                    {
                      title: 'Peanut butter',
                      title_v2: { en: 'Peanut butter', zh: '花生酱', ms: 'Mentega kacang' },
                      price: 30,
                    },
                    {
                      title: 'Condensed milk & sugar',
                      title_v2: { en: 'Condensed milk & sugar', zh: '炼奶加砂糖', ms: 'Susu pekat & gula' },
                    },
                    {
                      title: 'Chocolate spread',
                      title_v2: { en: 'Chocolate spread', zh: '巧克力酱', ms: 'Sapuan coklat' },
                      price: 30,
                    },
                  ],
                },
              ],
            },
            {
              title: 'Otah Toast',
              title_v2: { en: 'Otah Toast', zh: '乌达烤面包', ms: 'Roti Bakar Otak-Otak' },
              description: 'Spicy grilled fish paste between two slices of toast.',
              description_v2: {
                en: 'Spicy grilled fish paste between two slices of toast.',
                zh: '两片烤面包夹香辣烤乌达鱼饼。',
                ms: 'Otak-otak ikan pedas di antara dua keping roti bakar.',
              },
              image: 'sandwich',
              price: 380,
              allergens: ['fish', 'gluten', 'eggs'],
            },
            {
              title: 'Steamed Bread with Kaya',
              title_v2: { en: 'Steamed Bread with Kaya', zh: '咖椰蒸面包', ms: 'Roti Kukus dengan Kaya' },
              description: 'Soft, warm and generously spread.',
              description_v2: {
                en: 'Soft, warm and generously spread.',
                zh: '松软温热，咖椰抹得满满。',
                ms: 'Lembut, hangat dan disapu dengan banyak kaya.',
              },
              image: 'sandwich',
              price: 240,
              allergens: ['gluten', 'eggs', 'milk'],
            },
            {
              title: 'Chicken Curry Puff',
              title_v2: { en: 'Chicken Curry Puff', zh: '鸡肉咖喱角', ms: 'Karipap Ayam' },
              description: 'Flaky pastry filled with curried chicken, potato and egg.',
              description_v2: {
                en: 'Flaky pastry filled with curried chicken, potato and egg.',
                zh: '酥皮包着咖喱鸡肉、马铃薯和鸡蛋。',
                ms: 'Pastri berlapis berinti kari ayam, kentang dan telur.',
              },
              image: 'pastry',
              price: 200,
              allergens: ['gluten', 'eggs'],
            },
          ],
        },
      ],
    },
  ],
} satisfies DemoMenu;
