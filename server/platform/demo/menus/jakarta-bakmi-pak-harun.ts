import type { DemoMenu } from '../types';
/** the language the base `title` / `description` are written in */
export const localLang = 'id';
export default {
  sections: [
    {
      title: 'Menu Utama',
      title_v2: { en: 'Main Menu', id: 'Menu Utama', zh: '主菜单' },
      categories: [
        {
          title: 'Favorit Pak Harun',
          title_v2: { en: 'Pak Harun’s Favourites', id: 'Favorit Pak Harun', zh: '哈伦叔招牌' },
          is_popular_category: true,
          items: [
            {
              title: 'Bakmi Ayam Jamur Spesial',
              title_v2: {
                en: 'Special Chicken & Mushroom Bakmi',
                id: 'Bakmi Ayam Jamur Spesial',
                zh: '特制香菇鸡肉面',
              },
              description:
                'Mie telur buatan sendiri yang kenyal, diaduk dengan minyak bawang dan kecap asin, lalu diberi ayam cincang kecap dan jamur kancing. Disajikan dengan sawi hijau, bakso ayam, pangsit rebus dan semangkuk kaldu ayam bening. Tanpa babi.',
              description_v2: {
                en: 'Our springy house-made egg noodles tossed in shallot oil and light soy, crowned with soy-braised minced chicken and button mushrooms. With choy sum, chicken meatballs, a boiled wonton and a bowl of clear chicken broth. No pork in this dish.',
                id: 'Mie telur buatan sendiri yang kenyal, diaduk dengan minyak bawang dan kecap asin, lalu diberi ayam cincang kecap dan jamur kancing. Disajikan dengan sawi hijau, bakso ayam, pangsit rebus dan semangkuk kaldu ayam bening. Tanpa babi.',
              },
              image: 'noodles',
              price: 3800000,
              allergens: ['gluten', 'eggs', 'soy', 'sesame'],
              is_halal: false,
              groups: [
                {
                  title: 'Ukuran',
                  title_v2: { en: 'Size', id: 'Ukuran' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    { title: 'Biasa', title_v2: { en: 'Regular', id: 'Biasa' }, selected: true },
                    { title: 'Jumbo', title_v2: { en: 'Jumbo', id: 'Jumbo' }, price: 800000 },
                  ],
                },
                {
                  title: 'Topping Tambahan',
                  title_v2: { en: 'Extra Toppings', id: 'Topping Tambahan' },
                  rule: { type: 'range', min: 0, max: 3 },
                  modifiers: [
                    {
                      title: 'Bakso Ayam',
                      title_v2: { en: 'Chicken Meatball', id: 'Bakso Ayam' },
                      price: 500000,
                      max_quantity: 3,
                    },
                    {
                      title: 'Pangsit Goreng',
                      title_v2: { en: 'Fried Wonton', id: 'Pangsit Goreng' },
                      price: 600000,
                      max_quantity: 2,
                    },
                    { title: 'Telur Rebus', title_v2: { en: 'Boiled Egg', id: 'Telur Rebus' }, price: 500000 },
                    {
                      title: 'Ceker Ayam',
                      title_v2: { en: 'Chicken Feet', id: 'Ceker Ayam' },
                      price: 600000,
                      enabled: false,
                    },
                  ],
                },
              ],
            },
            {
              title: 'Bakmi Babi Char Siu',
              title_v2: {
                en: 'Char Siu Pork Bakmi (Contains Pork)',
                id: 'Bakmi Babi Char Siu',
                zh: '叉烧猪肉面（含猪肉）',
              },
              description:
                'MENGANDUNG BABI. Mie telur diaduk minyak babi dan kecap asin, ditumpuk irisan babi char siu panggang madu, babi cincang kecap dan kerupuk kulit babi. Dengan sawi, pangsit babi rebus dan kuah kaldu tulang babi.',
              description_v2: {
                en: 'CONTAINS PORK. Egg noodles tossed in pork lard and light soy, piled with honey-roasted char siu, soy-braised minced pork and crackling. With choy sum, a boiled pork wonton and a bowl of pork-bone broth on the side.',
                id: 'MENGANDUNG BABI. Mie telur diaduk minyak babi dan kecap asin, ditumpuk irisan babi char siu panggang madu, babi cincang kecap dan kerupuk kulit babi. Dengan sawi, pangsit babi rebus dan kuah kaldu tulang babi.',
              },
              image: 'noodles',
              price: 4500000,
              allergens: ['gluten', 'eggs', 'soy', 'sesame'],
              is_halal: false,
            },
            {
              title: 'Bakso Urat Sapi Jumbo',
              title_v2: { en: 'Jumbo Beef Tendon Meatball Soup', id: 'Bakso Urat Sapi Jumbo', zh: '巨型牛筋肉丸汤' },
              description: 'Bakso urat sapi sebesar kepalan dalam kuah sapi bening, dengan bihun dan tahu.',
              description_v2: {
                en: 'Fist-sized beef-and-tendon meatball in clear beef broth, with rice vermicelli and tofu.',
                id: 'Bakso urat sapi sebesar kepalan dalam kuah sapi bening, dengan bihun dan tahu.',
              },
              image: 'noodle-soup',
              price: 3800000,
              crossed_price: 4200000,
              allergens: ['soy', 'celery'],
              is_halal: false,
            },
            {
              title: 'Kwetiau Siram Sapi',
              title_v2: { en: 'Beef Hor Fun in Gravy', id: 'Kwetiau Siram Sapi', zh: '滑蛋牛肉河粉' },
              description: 'Kwetiau gosong wajan disiram kuah kental telur dengan irisan sapi dan sawi.',
              description_v2: {
                en: 'Wok-charred flat rice noodles under silky egg gravy with sliced beef and greens.',
                id: 'Kwetiau gosong wajan disiram kuah kental telur dengan irisan sapi dan sawi.',
              },
              image: 'noodles',
              price: 4800000,
              allergens: ['eggs', 'soy'],
              is_halal: false,
            },
            {
              title: 'Paket Bakmi Ayam Komplit',
              title_v2: { en: 'Chicken Bakmi Complete Set', id: 'Paket Bakmi Ayam Komplit', zh: '鸡肉面全套餐' },
              description: 'Bakmi ayam, lima pangsit goreng ayam dan satu minuman pilihan.',
              description_v2: {
                en: 'Chicken bakmi, five fried chicken wontons and a drink of your choice.',
                id: 'Bakmi ayam, lima pangsit goreng ayam dan satu minuman pilihan.',
              },
              image: 'bento',
              price: 5500000,
              discount_price: 4900000,
              allergens: ['gluten', 'eggs', 'soy'],
              is_halal: false,
              groups: [
                {
                  title: 'Pilih Minuman',
                  title_v2: { en: 'Choose a Drink', id: 'Pilih Minuman' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: 'Es Teh',
                      title_v2: { en: 'Iced Tea', id: 'Es Teh' },
                      selected: true,
                      groups: [
                        {
                          title: 'Tingkat Gula',
                          title_v2: { en: 'Sugar Level', id: 'Tingkat Gula' },
                          rule: { type: 'exact', value: 1 },
                          modifiers: [
                            { title: 'Manis', title_v2: { en: 'Sweet', id: 'Manis' }, selected: true },
                            { title: 'Setengah Manis', title_v2: { en: 'Half Sweet', id: 'Setengah Manis' } },
                            { title: 'Tawar', title_v2: { en: 'No Sugar', id: 'Tawar' } },
                          ],
                        },
                      ],
                    },
                    {
                      title: 'Es Jeruk Kunci',
                      title_v2: { en: 'Iced Calamansi', id: 'Es Jeruk Kunci' },
                      price: 500000,
                      groups: [
                        {
                          title: 'Tingkat Gula',
                          title_v2: { en: 'Sugar Level', id: 'Tingkat Gula' },
                          rule: { type: 'exact', value: 1 },
                          modifiers: [
                            { title: 'Manis', title_v2: { en: 'Sweet', id: 'Manis' }, selected: true },
                            { title: 'Sedikit Manis', title_v2: { en: 'Less Sweet', id: 'Sedikit Manis' } },
                          ],
                        },
                      ],
                    },
                    { title: 'Teh Liang', title_v2: { en: 'Chinese Herbal Tea', id: 'Teh Liang' }, price: 300000 },
                  ],
                },
              ],
            },
          ],
        },
        {
          title: 'Bakmi',
          title_v2: { en: 'Bakmi Noodles', id: 'Bakmi', zh: '肉面' },
          items: [
            {
              title: 'Bakmi Ayam Polos',
              title_v2: { en: 'Plain Chicken Bakmi', id: 'Bakmi Ayam Polos', zh: '清鸡肉面' },
              description: 'Bakmi dengan ayam cincang kecap dan sawi, tanpa tambahan.',
              description_v2: {
                en: 'Bakmi with soy-braised minced chicken and greens, nothing extra.',
                id: 'Bakmi dengan ayam cincang kecap dan sawi, tanpa tambahan.',
              },
              image: 'noodles',
              price: 3000000,
              allergens: ['gluten', 'eggs', 'soy'],
              is_halal: false,
            },
            {
              title: 'Bakmi Babi Cincang Kecap',
              title_v2: {
                en: 'Soy-Braised Minced Pork Bakmi (Contains Pork)',
                id: 'Bakmi Babi Cincang Kecap',
                zh: '酱油肉燥面（含猪肉）',
              },
              description: 'MENGANDUNG BABI. Bakmi dengan babi cincang masak kecap dan bawang putih goreng.',
              description_v2: {
                en: 'CONTAINS PORK. Bakmi with minced pork braised in soy and fried garlic.',
                id: 'MENGANDUNG BABI. Bakmi dengan babi cincang masak kecap dan bawang putih goreng.',
              },
              image: 'noodles',
              price: 4000000,
              allergens: ['gluten', 'eggs', 'soy'],
              is_halal: false,
            },
            {
              title: 'Bakmi Goreng Ayam',
              title_v2: { en: 'Chicken Fried Bakmi', id: 'Bakmi Goreng Ayam', zh: '鸡肉炒面' },
              description: 'Bakmi goreng wajan dengan ayam, sawi, kol dan telur.',
              description_v2: {
                en: 'Wok-fried bakmi with chicken, mustard greens, cabbage and egg.',
                id: 'Bakmi goreng wajan dengan ayam, sawi, kol dan telur.',
              },
              image: 'noodles',
              price: 3500000,
              allergens: ['gluten', 'eggs', 'soy'],
              is_halal: false,
              groups: [
                {
                  title: 'Level Pedas',
                  title_v2: { en: 'Spice Level', id: 'Level Pedas' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    { title: 'Tidak Pedas', title_v2: { en: 'Not Spicy', id: 'Tidak Pedas' }, selected: true },
                    { title: 'Pedas Sedang', title_v2: { en: 'Medium', id: 'Pedas Sedang' } },
                    { title: 'Pedas Sekali', title_v2: { en: 'Very Hot', id: 'Pedas Sekali' } },
                  ],
                },
              ],
            },
            {
              title: 'Bakmi Bangka Babi',
              title_v2: {
                en: 'Bangka-Style Pork Bakmi (Contains Pork)',
                id: 'Bakmi Bangka Babi',
                zh: '邦加猪肉面（含猪肉）',
              },
              description: 'MENGANDUNG BABI. Mie keriting khas Bangka dengan babi cincang, tauge dan kuah ikan.',
              description_v2: {
                en: 'CONTAINS PORK. Curly Bangka noodles with minced pork, bean sprouts and a light fish broth.',
                id: 'MENGANDUNG BABI. Mie keriting khas Bangka dengan babi cincang, tauge dan kuah ikan.',
              },
              image: 'noodles',
              price: 4200000,
              allergens: ['gluten', 'eggs', 'fish', 'soy'],
              is_halal: false,
            },
            {
              title: 'Bakmi Yamin Manis',
              title_v2: { en: 'Sweet Soy Yamin Noodles', id: 'Bakmi Yamin Manis', zh: '甜酱油拌面' },
              description: 'Bakmi diaduk kecap manis dengan ayam cincang, kuah dan bakso terpisah.',
              description_v2: {
                en: 'Noodles tossed in sweet soy with minced chicken; broth and meatballs on the side.',
                id: 'Bakmi diaduk kecap manis dengan ayam cincang, kuah dan bakso terpisah.',
              },
              image: 'noodles',
              price: 3400000,
              allergens: ['gluten', 'eggs', 'soy'],
              is_halal: false,
              groups: [
                {
                  title: 'Pilih Saus',
                  title_v2: { en: 'Choose Your Sauce', id: 'Pilih Saus' },
                  rule: { type: 'range', min: 1, max: 2 },
                  modifiers: [
                    { title: 'Kecap Manis', title_v2: { en: 'Sweet Soy', id: 'Kecap Manis' }, selected: true },
                    { title: 'Kecap Asin', title_v2: { en: 'Light Soy', id: 'Kecap Asin' } },
                    { title: 'Sambal Bawang', title_v2: { en: 'Garlic Chilli Sambal', id: 'Sambal Bawang' } },
                    { title: 'Minyak Cabai', title_v2: { en: 'Chilli Oil', id: 'Minyak Cabai' }, price: 200000 },
                  ],
                },
              ],
            },
            {
              title: 'Bakmi Hot Plate Seafood',
              title_v2: { en: 'Sizzling Seafood Bakmi', id: 'Bakmi Hot Plate Seafood', zh: '铁板海鲜面' },
              description: 'Bakmi di atas hot plate dengan udang, cumi dan saus telur yang mendesis.',
              description_v2: {
                en: 'Bakmi on a sizzling hot plate with prawns, squid and a bubbling egg sauce.',
                id: 'Bakmi di atas hot plate dengan udang, cumi dan saus telur yang mendesis.',
              },
              image: 'noodles',
              price: 5200000,
              allergens: ['gluten', 'eggs', 'crustaceans', 'molluscs', 'soy'],
              preparation_time: 15,
            },
          ],
        },
        {
          title: 'Bakso & Pangsit',
          title_v2: { en: 'Meatballs & Wontons', id: 'Bakso & Pangsit', zh: '肉丸与馄饨' },
          items: [
            {
              title: 'Bakso Ayam Kuah',
              title_v2: { en: 'Chicken Meatball Soup', id: 'Bakso Ayam Kuah', zh: '鸡肉丸汤' },
              description: 'Enam bakso ayam dalam kaldu ayam bening dengan sawi dan daun bawang.',
              description_v2: {
                en: 'Six chicken meatballs in clear chicken broth with greens and spring onion.',
                id: 'Enam bakso ayam dalam kaldu ayam bening dengan sawi dan daun bawang.',
              },
              image: 'noodle-soup',
              price: 2800000,
              allergens: ['celery'],
              is_halal: false,
            },
            {
              title: 'Pangsit Kuah Babi',
              title_v2: { en: 'Pork Wonton Soup (Contains Pork)', id: 'Pangsit Kuah Babi', zh: '鲜肉馄饨汤（含猪肉）' },
              description: 'MENGANDUNG BABI. Delapan pangsit isi babi dan udang dalam kuah kaldu babi.',
              description_v2: {
                en: 'CONTAINS PORK. Eight pork-and-prawn wontons in pork-bone broth.',
                id: 'MENGANDUNG BABI. Delapan pangsit isi babi dan udang dalam kuah kaldu babi.',
              },
              image: 'dumplings',
              price: 3200000,
              allergens: ['gluten', 'crustaceans', 'eggs'],
              is_halal: false,
            },
            {
              title: 'Pangsit Goreng Ayam',
              title_v2: { en: 'Fried Chicken Wontons', id: 'Pangsit Goreng Ayam', zh: '炸鸡肉馄饨' },
              description: 'Sepuluh pangsit goreng renyah isi ayam.',
              description_v2: {
                en: 'Ten crisp fried wontons filled with chicken.',
                id: 'Sepuluh pangsit goreng renyah isi ayam.',
              },
              image: 'dumplings',
              price: 3000000,
              prices: { delivery: 3300000 },
              allergens: ['gluten', 'eggs'],
              is_halal: false,
              groups: [
                {
                  title: 'Saus Cocolan',
                  title_v2: { en: 'Dipping Sauces', id: 'Saus Cocolan' },
                  rule: { type: 'range', min: 1, max: 2 },
                  modifiers: [
                    {
                      title: 'Saus Asam Manis',
                      title_v2: { en: 'Sweet & Sour', id: 'Saus Asam Manis' },
                      selected: true,
                    },
                    { title: 'Sambal Cabai', title_v2: { en: 'Chilli Sauce', id: 'Sambal Cabai' } },
                    { title: 'Mayones', title_v2: { en: 'Mayonnaise', id: 'Mayones' } },
                  ],
                },
              ],
            },
            {
              title: 'Bakso Goreng Babi',
              title_v2: {
                en: 'Fried Pork Meatballs (Contains Pork)',
                id: 'Bakso Goreng Babi',
                zh: '炸猪肉丸（含猪肉）',
              },
              description: 'MENGANDUNG BABI. Bakso babi goreng garing dengan saus cabai.',
              description_v2: {
                en: 'CONTAINS PORK. Crisp-fried pork meatballs with chilli sauce.',
                id: 'MENGANDUNG BABI. Bakso babi goreng garing dengan saus cabai.',
              },
              image: 'skewers',
              price: 3500000,
              allergens: ['gluten'],
              is_halal: false,
              oos: true,
            },
            {
              title: 'Siomay Ayam Udang',
              title_v2: { en: 'Chicken & Prawn Siu Mai', id: 'Siomay Ayam Udang', zh: '鸡肉虾仁烧卖' },
              description: 'Enam siomay kukus isi ayam dan udang.',
              description_v2: {
                en: 'Six steamed siu mai filled with chicken and prawn.',
                id: 'Enam siomay kukus isi ayam dan udang.',
              },
              image: 'dumplings',
              price: 3600000,
              allergens: ['gluten', 'crustaceans', 'eggs'],
              is_halal: false,
            },
          ],
        },
        {
          title: 'Kwetiau, Bihun & Nasi',
          title_v2: { en: 'Kway Teow, Vermicelli & Rice', id: 'Kwetiau, Bihun & Nasi', zh: '粿条、米粉与饭' },
          items: [
            {
              title: 'Kwetiau Goreng Ayam',
              title_v2: { en: 'Chicken Fried Kway Teow', id: 'Kwetiau Goreng Ayam', zh: '鸡肉炒粿条' },
              description: 'Kwetiau goreng api besar dengan ayam, tauge, telur dan kucai.',
              description_v2: {
                en: 'Flat rice noodles fried over high flame with chicken, bean sprouts, egg and chives.',
                id: 'Kwetiau goreng api besar dengan ayam, tauge, telur dan kucai.',
              },
              image: 'noodles',
              price: 4000000,
              allergens: ['eggs', 'soy'],
              is_halal: false,
            },
            {
              title: 'Kwetiau Goreng Babi Cha Siu',
              title_v2: {
                en: 'Char Siu Pork Fried Kway Teow (Contains Pork)',
                id: 'Kwetiau Goreng Babi Cha Siu',
                zh: '叉烧炒粿条（含猪肉）',
              },
              description: 'MENGANDUNG BABI. Kwetiau goreng dengan char siu, lapchiong, tauge dan telur.',
              description_v2: {
                en: 'CONTAINS PORK. Fried kway teow with char siu, Chinese sausage, bean sprouts and egg.',
                id: 'MENGANDUNG BABI. Kwetiau goreng dengan char siu, lapchiong, tauge dan telur.',
              },
              image: 'noodles',
              price: 4500000,
              allergens: ['eggs', 'soy'],
              is_halal: false,
            },
            {
              title: 'Bihun Goreng Ayam',
              title_v2: { en: 'Chicken Fried Vermicelli', id: 'Bihun Goreng Ayam', zh: '鸡肉炒米粉' },
              description: 'Bihun goreng dengan ayam, sawi dan irisan telur dadar.',
              description_v2: {
                en: 'Fried rice vermicelli with chicken, greens and sliced omelette.',
                id: 'Bihun goreng dengan ayam, sawi dan irisan telur dadar.',
              },
              image: 'noodles',
              price: 3500000,
              allergens: ['eggs', 'soy'],
              is_halal: false,
            },
            {
              title: 'Nasi Goreng Hongkong',
              title_v2: { en: 'Hong Kong-Style Fried Rice', id: 'Nasi Goreng Hongkong', zh: '港式炒饭' },
              description: 'Nasi goreng putih ala Hongkong dengan ayam, telur dan kacang polong.',
              description_v2: {
                en: 'Light Hong Kong-style fried rice with chicken, egg and green peas.',
                id: 'Nasi goreng putih ala Hongkong dengan ayam, telur dan kacang polong.',
              },
              image: 'fried-rice',
              price: 4000000,
              prices: { delivery: 4300000 },
              allergens: ['eggs', 'soy'],
              is_halal: false,
            },
            {
              title: 'Nasi Campur Babi Kecap',
              title_v2: {
                en: 'Mixed Roast Pork Rice Plate (Contains Pork)',
                id: 'Nasi Campur Babi Kecap',
                zh: '什锦烧肉饭（含猪肉）',
              },
              description:
                'MENGANDUNG BABI. Piring nasi campur klasik: babi panggang garing, char siu madu, lapchiong, babi kecap dan telur pindang, disiram saus merah kental. Disajikan dengan sup bakso babi dan sambal cabai rawit.',
              description_v2: {
                en: 'CONTAINS PORK. The classic mixed plate: crackling roast pork, honey char siu, Chinese sausage, soy-braised pork belly and a marbled tea egg under thick red sauce. Served with a small pork meatball soup and bird’s-eye chilli sambal.',
                id: 'MENGANDUNG BABI. Piring nasi campur klasik: babi panggang garing, char siu madu, lapchiong, babi kecap dan telur pindang, disiram saus merah kental. Disajikan dengan sup bakso babi dan sambal cabai rawit.',
              },
              image: 'rice-bowl',
              price: 5500000,
              allergens: ['eggs', 'soy', 'gluten', 'sesame'],
              is_halal: false,
            },
            {
              title: 'Ifumie Seafood',
              title_v2: { en: 'Crispy Yi Mein with Seafood', id: 'Ifumie Seafood', zh: '海鲜伊面' },
              description: 'Mie goreng garing disiram saus kental dengan udang, cumi dan sayuran.',
              description_v2: {
                en: 'Crisp-fried noodles smothered in a glossy sauce with prawns, squid and vegetables.',
                id: 'Mie goreng garing disiram saus kental dengan udang, cumi dan sayuran.',
              },
              image: 'noodles',
              price: 5500000,
              allergens: ['gluten', 'eggs', 'crustaceans', 'molluscs', 'soy'],
            },
          ],
        },
        {
          title: 'Capcay & Lauk',
          title_v2: { en: 'Stir-Fries & Sides', id: 'Capcay & Lauk', zh: '杂菜与小菜' },
          items: [
            {
              title: 'Capcay Kuah Ayam',
              title_v2: { en: 'Chicken Chop Suey Soup', id: 'Capcay Kuah Ayam', zh: '鸡肉杂菜汤' },
              description: 'Aneka sayuran, ayam dan bakso dalam kuah kental bawang putih.',
              description_v2: {
                en: 'Mixed vegetables, chicken and meatballs in a thick garlic gravy.',
                id: 'Aneka sayuran, ayam dan bakso dalam kuah kental bawang putih.',
              },
              image: 'soup',
              price: 4200000,
              allergens: ['soy'],
              is_halal: false,
            },
            {
              title: 'Capcay Goreng Seafood',
              title_v2: { en: 'Seafood Chop Suey', id: 'Capcay Goreng Seafood', zh: '海鲜炒杂菜' },
              description: 'Tumis sayuran dengan udang dan cumi dalam saus tiram.',
              description_v2: {
                en: 'Stir-fried vegetables with prawns and squid in oyster sauce.',
                id: 'Tumis sayuran dengan udang dan cumi dalam saus tiram.',
              },
              image: 'shrimp',
              price: 4800000,
              allergens: ['crustaceans', 'molluscs', 'soy'],
            },
            {
              title: 'Fu Yung Hai',
              title_v2: { en: 'Fu Yung Hai Omelette', id: 'Fu Yung Hai', zh: '芙蓉蟹' },
              description: 'Telur dadar tebal isi daging kepiting dan sayuran, dengan saus asam manis.',
              description_v2: {
                en: 'A thick omelette with crab meat and vegetables under sweet and sour sauce.',
                id: 'Telur dadar tebal isi daging kepiting dan sayuran, dengan saus asam manis.',
              },
              image: 'egg',
              price: 4000000,
              allergens: ['eggs', 'crustaceans'],
            },
            {
              title: 'Ayam Goreng Mentega',
              title_v2: { en: 'Butter Fried Chicken', id: 'Ayam Goreng Mentega', zh: '黄油鸡' },
              description: 'Ayam goreng dalam saus mentega, kecap Inggris dan bawang bombay.',
              description_v2: {
                en: 'Fried chicken glazed in butter, Worcestershire sauce and onion.',
                id: 'Ayam goreng dalam saus mentega, kecap Inggris dan bawang bombay.',
              },
              image: 'fried-chicken',
              price: 4500000,
              allergens: ['milk', 'fish', 'gluten'],
              is_halal: false,
            },
            {
              title: 'Sapo Tahu Ayam',
              title_v2: { en: 'Chicken & Tofu Claypot', id: 'Sapo Tahu Ayam', zh: '鸡肉豆腐煲' },
              description: 'Tahu jepang, ayam dan sayuran dalam saus tiram di pot tanah liat.',
              description_v2: {
                en: 'Egg tofu, chicken and vegetables in oyster sauce, served bubbling in a claypot.',
                id: 'Tahu jepang, ayam dan sayuran dalam saus tiram di pot tanah liat.',
              },
              image: 'curry',
              price: 4200000,
              allergens: ['eggs', 'soy', 'molluscs'],
              is_halal: false,
              preparation_time: 15,
            },
          ],
        },
        {
          title: 'Pelengkap',
          title_v2: { en: 'Extras', id: 'Pelengkap', zh: '配菜' },
          items: [
            {
              title: 'Kerupuk Udang',
              title_v2: { en: 'Prawn Crackers', id: 'Kerupuk Udang', zh: '虾片' },
              description: 'Sekantong kerupuk udang renyah.',
              description_v2: { en: 'A bag of crisp prawn crackers.', id: 'Sekantong kerupuk udang renyah.' },
              image: 'fries',
              price: 800000,
              allergens: ['crustaceans'],
            },
            {
              title: 'Ceker Ayam Kecap',
              title_v2: { en: 'Soy-Braised Chicken Feet', id: 'Ceker Ayam Kecap', zh: '酱油鸡爪' },
              description: 'Ceker ayam empuk dimasak kecap dan bawang putih.',
              description_v2: {
                en: 'Tender chicken feet braised in soy and garlic.',
                id: 'Ceker ayam empuk dimasak kecap dan bawang putih.',
              },
              image: 'fried-chicken',
              price: 2200000,
              allergens: ['soy'],
              is_halal: false,
            },
            {
              title: 'Lumpia Goreng Ayam',
              title_v2: { en: 'Chicken Spring Rolls', id: 'Lumpia Goreng Ayam', zh: '鸡肉春卷' },
              description: 'Tiga lumpia renyah isi ayam dan rebung.',
              description_v2: {
                en: 'Three crisp spring rolls with chicken and bamboo shoots.',
                id: 'Tiga lumpia renyah isi ayam dan rebung.',
              },
              image: 'pastry',
              price: 2500000,
              allergens: ['gluten', 'eggs'],
              is_halal: false,
            },
            {
              title: 'Tahu Bakso Goreng',
              title_v2: { en: 'Fried Meatball-Stuffed Tofu', id: 'Tahu Bakso Goreng', zh: '炸肉丸酿豆腐' },
              description: 'Tahu isi adonan bakso ayam, digoreng keemasan.',
              description_v2: {
                en: 'Tofu stuffed with chicken meatball paste, fried golden.',
                id: 'Tahu isi adonan bakso ayam, digoreng keemasan.',
              },
              image: 'fries',
              price: 2400000,
              allergens: ['soy'],
              is_halal: false,
              snoozed: true,
            },
          ],
        },
      ],
    },
    {
      title: 'Minuman',
      title_v2: { en: 'Drinks', id: 'Minuman', zh: '饮品' },
      categories: [
        {
          title: 'Minuman Dingin & Panas',
          title_v2: { en: 'Cold & Hot Drinks', id: 'Minuman Dingin & Panas', zh: '冷热饮品' },
          items: [
            {
              title: 'Es Teh Manis',
              title_v2: { en: 'Iced Sweet Tea', id: 'Es Teh Manis', zh: '冰甜茶' },
              description: 'Teh melati dengan gula dan es.',
              description_v2: { en: 'Jasmine tea with sugar over ice.', id: 'Teh melati dengan gula dan es.' },
              image: 'tea',
              price: 800000,
              groups: [
                {
                  title: 'Es',
                  title_v2: { en: 'Ice', id: 'Es' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    { title: 'Es Normal', title_v2: { en: 'Regular Ice', id: 'Es Normal' }, selected: true },
                    { title: 'Sedikit Es', title_v2: { en: 'Less Ice', id: 'Sedikit Es' } },
                    { title: 'Tanpa Es', title_v2: { en: 'No Ice', id: 'Tanpa Es' } },
                  ],
                },
              ],
            },
            {
              title: 'Es Jeruk Kunci',
              title_v2: { en: 'Iced Calamansi', id: 'Es Jeruk Kunci', zh: '冰金桔水' },
              description: 'Jeruk kunci segar dengan sirup gula.',
              description_v2: {
                en: 'Fresh calamansi lime with sugar syrup.',
                id: 'Jeruk kunci segar dengan sirup gula.',
              },
              image: 'juice',
              price: 1500000,
            },
            {
              title: 'Teh Liang',
              title_v2: { en: 'Chinese Herbal Cooling Tea', id: 'Teh Liang', zh: '凉茶' },
              description: 'Teh herbal dingin khas Tionghoa, sedikit manis.',
              description_v2: {
                en: 'Chilled Chinese herbal cooling tea, lightly sweet.',
                id: 'Teh herbal dingin khas Tionghoa, sedikit manis.',
              },
              image: 'tea',
              price: 1200000,
            },
            {
              title: 'Kopi Susu Panas',
              title_v2: { en: 'Hot Coffee with Condensed Milk', id: 'Kopi Susu Panas', zh: '热炼奶咖啡' },
              description: 'Kopi saring dengan susu kental manis.',
              description_v2: {
                en: 'Filtered coffee with sweetened condensed milk.',
                id: 'Kopi saring dengan susu kental manis.',
              },
              image: 'coffee',
              price: 1500000,
              allergens: ['milk'],
              groups: [
                {
                  title: 'Tambahan',
                  title_v2: { en: 'Extras', id: 'Tambahan' },
                  rule: { type: 'range', min: 0, max: 3 },
                  modifiers: [
                    {
                      title: 'Ekstra Shot Kopi',
                      title_v2: { en: 'Extra Coffee Shot', id: 'Ekstra Shot Kopi' },
                      price: 500000,
                      max_quantity: 2,
                    },
                    {
                      title: 'Ekstra Susu',
                      title_v2: { en: 'Extra Condensed Milk', id: 'Ekstra Susu' },
                      price: 300000,
                    },
                  ],
                },
              ],
            },
            {
              title: 'Air Mineral',
              title_v2: { en: 'Mineral Water', id: 'Air Mineral', zh: '矿泉水' },
              description: 'Botol 600 ml.',
              description_v2: { en: '600 ml bottle.', id: 'Botol 600 ml.' },
              image: 'soda',
              price: 600000,
            },
          ],
        },
        {
          title: 'Bir',
          title_v2: { en: 'Beer', id: 'Bir', zh: '啤酒' },
          alc_beverages: true,
          is_age_restricted: true,
          is_id_verification_required: true,
          consent_message: {
            en: 'You must be 21 or older to order alcoholic drinks. Please have a valid ID ready on delivery.',
            id: 'Anda harus berusia 21 tahun atau lebih untuk memesan minuman beralkohol. Siapkan kartu identitas yang sah saat pesanan diantar.',
            zh: '您必须年满21岁才能订购含酒精饮品。送达时请出示有效身份证件。',
          },
          items: [
            {
              title: 'Bir Tiga Lentera Lager 330 ml',
              title_v2: {
                en: 'Tiga Lentera Lager 330 ml',
                id: 'Bir Tiga Lentera Lager 330 ml',
                zh: '三灯笼拉格啤酒 330毫升',
              },
              description: 'Lager ringan dan segar, 4,7% alkohol.',
              description_v2: { en: 'A crisp, light lager, 4.7% ABV.', id: 'Lager ringan dan segar, 4,7% alkohol.' },
              image: 'beer',
              price: 4000000,
              allergens: ['gluten'],
              alc_bevarages: true,
              is_age_restricted: true,
            },
            {
              title: 'Bir Tiga Lentera Hitam 330 ml',
              title_v2: {
                en: 'Tiga Lentera Stout 330 ml',
                id: 'Bir Tiga Lentera Hitam 330 ml',
                zh: '三灯笼黑啤 330毫升',
              },
              description: 'Stout hitam dengan aroma kopi dan karamel, 6,5% alkohol.',
              description_v2: {
                en: 'A dark stout with coffee and caramel notes, 6.5% ABV.',
                id: 'Stout hitam dengan aroma kopi dan karamel, 6,5% alkohol.',
              },
              image: 'beer',
              price: 4500000,
              allergens: ['gluten'],
              alc_bevarages: true,
              is_age_restricted: true,
            },
            {
              title: 'Bir Tiga Lentera Pilsner 620 ml',
              title_v2: {
                en: 'Tiga Lentera Pilsner 620 ml',
                id: 'Bir Tiga Lentera Pilsner 620 ml',
                zh: '三灯笼皮尔森啤酒 620毫升',
              },
              description: 'Botol besar untuk berbagi, pilsner pahit segar, 4,9% alkohol.',
              description_v2: {
                en: 'A large sharing bottle of crisp, hoppy pilsner, 4.9% ABV.',
                id: 'Botol besar untuk berbagi, pilsner pahit segar, 4,9% alkohol.',
              },
              image: 'beer',
              price: 6500000,
              crossed_price: 7000000,
              allergens: ['gluten'],
              alc_bevarages: true,
              is_age_restricted: true,
            },
          ],
        },
      ],
    },
    {
      title: 'Spesial Akhir Pekan',
      title_v2: { en: 'Weekend Specials', id: 'Spesial Akhir Pekan', zh: '周末特供' },
      available_times: {
        6: [{ start_time: 1000, end_time: 2100 }],
        7: [{ start_time: 1000, end_time: 2100 }],
      },
      categories: [
        {
          title: 'Hanya Sabtu & Minggu',
          title_v2: { en: 'Saturday & Sunday Only', id: 'Hanya Sabtu & Minggu', zh: '仅限周六日' },
          items: [
            {
              title: 'Bakmi Babi Panggang Madu Spesial',
              title_v2: {
                en: 'Honey Roast Pork Bakmi Special (Contains Pork)',
                id: 'Bakmi Babi Panggang Madu Spesial',
                zh: '蜜汁烧肉面特供（含猪肉）',
              },
              description:
                'MENGANDUNG BABI. Hanya akhir pekan: samcan babi dipanggang dua kali dengan madu dan ngohiong hingga kulitnya meletup renyah, disajikan di atas bakmi lebar buatan tangan dengan minyak bawang, sawi dan acar cabai.',
              description_v2: {
                en: 'CONTAINS PORK. Weekends only: pork belly double-roasted with honey and five-spice until the crackling shatters, laid over hand-cut wide noodles with shallot oil, greens and pickled chillies.',
                id: 'MENGANDUNG BABI. Hanya akhir pekan: samcan babi dipanggang dua kali dengan madu dan ngohiong hingga kulitnya meletup renyah, disajikan di atas bakmi lebar buatan tangan dengan minyak bawang, sawi dan acar cabai.',
              },
              image: 'noodles',
              price: 6500000,
              allergens: ['gluten', 'eggs', 'soy'],
              is_halal: false,
              preparation_time: 20,
            },
            {
              title: 'Bebek Panggang Hongkong',
              title_v2: { en: 'Hong Kong Roast Duck (Half)', id: 'Bebek Panggang Hongkong', zh: '港式烧鸭（半只）' },
              description:
                'Setengah ekor bebek yang dibumbui semalaman dengan rempah lima dan bawang putih, lalu dipanggang gantung sampai kulitnya mengilap dan renyah. Dipotong di tempat, dengan saus plum, nasi hainan dan sayur caisim.',
              description_v2: {
                en: 'Half a duck marinated overnight in five-spice and garlic, then hang-roasted until the skin turns glossy and crackling. Carved to order and served with plum sauce, Hainanese chicken-fat rice and choy sum.',
                id: 'Setengah ekor bebek yang dibumbui semalaman dengan rempah lima dan bawang putih, lalu dipanggang gantung sampai kulitnya mengilap dan renyah. Dipotong di tempat, dengan saus plum, nasi hainan dan sayur caisim.',
              },
              image: 'rice-bowl',
              price: 12500000,
              allergens: ['soy', 'sesame', 'gluten'],
              preparation_time: 25,
              groups: [
                {
                  title: 'Porsi',
                  title_v2: { en: 'Portion', id: 'Porsi' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    { title: 'Setengah Ekor', title_v2: { en: 'Half Duck', id: 'Setengah Ekor' }, selected: true },
                    { title: 'Satu Ekor', title_v2: { en: 'Whole Duck', id: 'Satu Ekor' }, price: 11000000 },
                  ],
                },
              ],
            },
            {
              title: 'Sup Kimlo Ayam',
              title_v2: { en: 'Chicken Kimlo Soup', id: 'Sup Kimlo Ayam', zh: '金鲁鸡汤' },
              description: 'Sup bening dengan ayam, jamur kuping, sedap malam kering dan soun.',
              description_v2: {
                en: 'Clear soup with chicken, wood-ear mushroom, dried daylily buds and glass noodles.',
                id: 'Sup bening dengan ayam, jamur kuping, sedap malam kering dan soun.',
              },
              image: 'soup',
              price: 4500000,
              allergens: ['celery'],
              is_halal: false,
            },
            {
              title: 'Nasi Goreng Lapchiong',
              title_v2: {
                en: 'Chinese Sausage Fried Rice (Contains Pork)',
                id: 'Nasi Goreng Lapchiong',
                zh: '腊肠炒饭（含猪肉）',
              },
              description: 'MENGANDUNG BABI. Nasi goreng dengan lapchiong babi, telur dan daun bawang.',
              description_v2: {
                en: 'CONTAINS PORK. Fried rice with pork lap cheong sausage, egg and spring onion.',
                id: 'MENGANDUNG BABI. Nasi goreng dengan lapchiong babi, telur dan daun bawang.',
              },
              image: 'fried-rice',
              price: 5000000,
              discount_price: 4500000,
              allergens: ['eggs', 'soy'],
              is_halal: false,
            },
          ],
        },
      ],
    },
  ],
} satisfies DemoMenu;
