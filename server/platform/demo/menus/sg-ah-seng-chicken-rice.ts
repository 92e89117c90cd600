import type { DemoGroup, DemoMenu } from '../types';
/** the language the base `title` / `description` are written in */
export const localLang = 'en';

// Shared modifier groups (Ah Seng Chicken Rice, Singapore food hall; prices in SGD cents).

const sweetness: DemoGroup = {
  title: 'Sweetness',
  title_v2: { en: 'Sweetness', zh: '甜度', ms: 'Tahap Kemanisan' },
  rule: { type: 'exact', value: 1 },
  modifiers: [
    { title: 'Normal', title_v2: { en: 'Normal', zh: '正常', ms: 'Biasa' }, selected: true },
    { title: 'Less Sweet (Siew Dai)', title_v2: { en: 'Less Sweet (Siew Dai)', zh: '少甜', ms: 'Kurang Manis' } },
    { title: 'Extra Sweet (Ka Dai)', title_v2: { en: 'Extra Sweet (Ka Dai)', zh: '加甜', ms: 'Lebih Manis' } },
    { title: 'No Sugar (Kosong)', title_v2: { en: 'No Sugar (Kosong)', zh: '无糖', ms: 'Tanpa Gula (Kosong)' } },
  ],
};

const temperature: DemoGroup = {
  title: 'Hot or Iced',
  title_v2: { en: 'Hot or Iced', zh: '冷热', ms: 'Panas atau Ais' },
  rule: { type: 'exact', value: 1 },
  modifiers: [
    { title: 'Hot', title_v2: { en: 'Hot', zh: '热', ms: 'Panas' }, selected: true },
    { title: 'Iced', title_v2: { en: 'Iced', zh: '冰', ms: 'Ais' }, price: 30 },
  ],
};

const iceLevel: DemoGroup = {
  title: 'Ice Level',
  title_v2: { en: 'Ice Level', zh: '冰量', ms: 'Tahap Ais' },
  rule: { type: 'exact', value: 1 },
  modifiers: [
    { title: 'Regular Ice', title_v2: { en: 'Regular Ice', zh: '正常冰', ms: 'Ais Biasa' }, selected: true },
    { title: 'Less Ice', title_v2: { en: 'Less Ice', zh: '少冰', ms: 'Kurang Ais' } },
    { title: 'No Ice', title_v2: { en: 'No Ice', zh: '去冰', ms: 'Tanpa Ais' } },
  ],
};

const riceChoice: DemoGroup = {
  title: 'Rice',
  title_v2: { en: 'Rice', zh: '饭', ms: 'Nasi' },
  rule: { type: 'exact', value: 1 },
  modifiers: [
    {
      title: 'Fragrant Chicken Rice',
      title_v2: { en: 'Fragrant Chicken Rice', zh: '香喷喷鸡油饭', ms: 'Nasi Ayam Wangi' },
      selected: true,
    },
    { title: 'Less Rice', title_v2: { en: 'Less Rice', zh: '少饭', ms: 'Kurang Nasi' } },
    {
      title: 'Upsize Fragrant Rice',
      title_v2: { en: 'Upsize Fragrant Rice', zh: '加大鸡油饭', ms: 'Nasi Wangi Saiz Besar' },
      price: 50,
    },
    { title: 'Plain White Rice', title_v2: { en: 'Plain White Rice', zh: '白饭', ms: 'Nasi Putih' } },
    { title: 'Brown Rice', title_v2: { en: 'Brown Rice', zh: '糙米饭', ms: 'Nasi Perang' }, price: 50, enabled: false },
  ],
};

const chickenCut: DemoGroup = {
  title: 'Chicken Cut',
  title_v2: { en: 'Chicken Cut', zh: '鸡肉部位', ms: 'Bahagian Ayam' },
  rule: { type: 'exact', value: 1 },
  modifiers: [
    { title: 'Mixed Cut', title_v2: { en: 'Mixed Cut', zh: '随意部位', ms: 'Campuran' }, selected: true },
    { title: 'Breast Meat', title_v2: { en: 'Breast Meat', zh: '鸡胸肉', ms: 'Daging Dada' } },
    { title: 'Upper Thigh', title_v2: { en: 'Upper Thigh', zh: '上腿肉', ms: 'Peha Atas' }, price: 80 },
    { title: 'Drumstick', title_v2: { en: 'Drumstick', zh: '鸡腿', ms: 'Peha Bawah' }, price: 150 },
  ],
};

const chickenSauces: DemoGroup = {
  title: 'Chilli & Sauces',
  title_v2: { en: 'Chilli & Sauces', zh: '辣椒与酱料', ms: 'Cili & Sos' },
  rule: { type: 'range', min: 1, max: 2 },
  modifiers: [
    {
      title: 'Lime Chilli Sauce',
      title_v2: { en: 'Lime Chilli Sauce', zh: '酸柑辣椒酱', ms: 'Sos Cili Limau' },
      max_quantity: 2,
    },
    { title: 'Pounded Ginger', title_v2: { en: 'Pounded Ginger', zh: '姜蓉', ms: 'Halia Tumbuk' }, max_quantity: 2 },
    { title: 'Thick Dark Soy Sauce', title_v2: { en: 'Thick Dark Soy Sauce', zh: '黑酱油', ms: 'Kicap Pekat' } },
  ],
};

const chickenAddOns: DemoGroup = {
  title: 'Add-ons',
  title_v2: { en: 'Add-ons', zh: '加料', ms: 'Tambahan' },
  rule: { type: 'range', min: 0, max: 3 },
  modifiers: [
    {
      title: 'Braised Egg',
      title_v2: { en: 'Braised Egg', zh: '卤蛋', ms: 'Telur Rebus Kicap' },
      price: 100,
      max_quantity: 2,
    },
    {
      title: 'Extra Chicken',
      title_v2: { en: 'Extra Chicken', zh: '加鸡肉', ms: 'Tambah Ayam' },
      price: 250,
      max_quantity: 2,
    },
    { title: 'Braised Tofu', title_v2: { en: 'Braised Tofu', zh: '卤豆腐', ms: 'Tauhu Rebus Kicap' }, price: 100 },
    {
      title: 'Liver & Gizzard',
      title_v2: { en: 'Liver & Gizzard', zh: '鸡肝鸡胗', ms: 'Hati & Hempedal' },
      price: 150,
    },
    { title: 'Extra Cucumber', title_v2: { en: 'Extra Cucumber', zh: '加黄瓜', ms: 'Tambah Timun' }, price: 30 },
  ],
};

const roastSauces: DemoGroup = {
  title: 'Sauces',
  title_v2: { en: 'Sauces', zh: '酱料', ms: 'Sos' },
  rule: { type: 'range', min: 1, max: 2 },
  modifiers: [
    {
      title: 'Char Siew Gravy',
      title_v2: { en: 'Char Siew Gravy', zh: '叉烧酱汁', ms: 'Kuah Char Siew' },
      selected: true,
    },
    {
      title: 'Lime Chilli Sauce',
      title_v2: { en: 'Lime Chilli Sauce', zh: '酸柑辣椒酱', ms: 'Sos Cili Limau' },
      max_quantity: 2,
    },
    { title: 'Hot Mustard', title_v2: { en: 'Hot Mustard', zh: '黄芥末', ms: 'Mustard Pedas' } },
  ],
};

const roastAddOns: DemoGroup = {
  title: 'Add-ons',
  title_v2: { en: 'Add-ons', zh: '加料', ms: 'Tambahan' },
  rule: { type: 'range', min: 0, max: 3 },
  modifiers: [
    {
      title: 'Extra Char Siew',
      title_v2: { en: 'Extra Char Siew', zh: '加叉烧', ms: 'Tambah Char Siew' },
      price: 250,
      max_quantity: 2,
    },
    {
      title: 'Extra Roast Pork',
      title_v2: { en: 'Extra Roast Pork', zh: '加烧肉', ms: 'Tambah Babi Panggang' },
      price: 280,
      max_quantity: 2,
    },
    {
      title: 'Braised Egg',
      title_v2: { en: 'Braised Egg', zh: '卤蛋', ms: 'Telur Rebus Kicap' },
      price: 100,
      max_quantity: 2,
    },
    { title: 'Extra Cucumber', title_v2: { en: 'Extra Cucumber', zh: '加黄瓜', ms: 'Tambah Timun' }, price: 30 },
  ],
};

const setDrink: DemoGroup = {
  title: 'Set Drink',
  title_v2: { en: 'Set Drink', zh: '套餐饮料', ms: 'Minuman Set' },
  rule: { type: 'exact', value: 1 },
  modifiers: [
    {
      title: 'Homemade Barley',
      title_v2: { en: 'Homemade Barley', zh: '自制薏米水', ms: 'Air Barli' },
      selected: true,
      groups: [sweetness, iceLevel],
    },
    { title: 'Kopi', title_v2: { en: 'Kopi', zh: '咖啡', ms: 'Kopi' }, groups: [temperature, sweetness] },
    { title: 'Teh', title_v2: { en: 'Teh', zh: '奶茶', ms: 'Teh' }, groups: [temperature, sweetness] },
    {
      title: 'Lime Juice',
      title_v2: { en: 'Lime Juice', zh: '酸柑汁', ms: 'Jus Limau' },
      price: 50,
      groups: [sweetness, iceLevel],
    },
    {
      title: 'Sugar Cane Juice',
      title_v2: { en: 'Sugar Cane Juice', zh: '甘蔗水', ms: 'Air Tebu' },
      price: 100,
      groups: [iceLevel],
    },
  ],
};

export default {
  sections: [
    {
      title: 'Chicken Rice & Roast Meats',
      title_v2: { en: 'Chicken Rice & Roast Meats', zh: '鸡饭与烧腊', ms: 'Nasi Ayam & Daging Panggang' },
      categories: [
        {
          title: 'Ah Seng Signatures',
          title_v2: { en: 'Ah Seng Signatures', zh: '亚成招牌', ms: 'Hidangan Istimewa Ah Seng' },
          is_popular_category: true,
          items: [
            {
              title: 'Hainanese Steamed Chicken Rice',
              title_v2: { en: 'Hainanese Steamed Chicken Rice', zh: '海南白鸡饭', ms: 'Nasi Ayam Hainan Kukus' },
              description:
                'Our pride since 1986: a kampong-style chicken poached gently in master stock, plunged into ice water for silky skin, then dressed in sesame oil and light soy. Served with rice cooked in chicken fat, pandan and ginger, plus a bowl of clear broth.',
              description_v2: {
                en: 'Our pride since 1986: a kampong-style chicken poached gently in master stock, plunged into ice water for silky skin, then dressed in sesame oil and light soy. Served with rice cooked in chicken fat, pandan and ginger, plus a bowl of clear broth.',
                zh: '自1986年的骄傲：甘榜鸡以老汤慢火浸熟，再过冰水令鸡皮滑嫩，淋上麻油与生抽。配以鸡油、香兰叶和姜同煮的香饭，附清甜鸡汤一碗。',
                ms: 'Kebanggaan kami sejak 1986: ayam kampung direbus perlahan dalam stok induk, direndam air ais supaya kulitnya licin, lalu disiram minyak bijan dan kicap cair. Dihidang bersama nasi yang dimasak dengan lemak ayam, pandan dan halia, serta semangkuk sup jernih.',
              },
              image: 'rice-bowl',
              price: 550,
              prices: { delivery: 620 },
              allergens: ['soy', 'gluten', 'sesame'],
              groups: [chickenCut, riceChoice, chickenSauces, chickenAddOns],
            },
            {
              title: 'Roasted Chicken Rice',
              title_v2: { en: 'Roasted Chicken Rice', zh: '烧鸡饭', ms: 'Nasi Ayam Panggang' },
              description: 'Honey-glazed roast chicken with crackly amber skin, over fragrant chicken rice.',
              description_v2: {
                en: 'Honey-glazed roast chicken with crackly amber skin, over fragrant chicken rice.',
                zh: '蜜汁烧鸡，鸡皮金黄香脆，配香喷喷鸡油饭。',
                ms: 'Ayam panggang bersalut madu dengan kulit keemasan yang rangup, bersama nasi ayam wangi.',
              },
              image: 'rice-bowl',
              price: 550,
              allergens: ['soy', 'gluten', 'sesame'],
              groups: [chickenCut, riceChoice, chickenSauces, chickenAddOns],
            },
            {
              title: 'Soy Sauce Chicken Rice',
              title_v2: { en: 'Soy Sauce Chicken Rice', zh: '豉油鸡饭', ms: 'Nasi Ayam Kicap' },
              description: 'Chicken braised in superior soy, rock sugar and star anise until glossy and sweet.',
              description_v2: {
                en: 'Chicken braised in superior soy, rock sugar and star anise until glossy and sweet.',
                zh: '以上等酱油、冰糖和八角卤制，色泽油亮，咸中带甜。',
                ms: 'Ayam direneh dalam kicap premium, gula batu dan bunga lawang hingga berkilat dan manis.',
              },
              image: 'rice-bowl',
              price: 580,
              allergens: ['soy', 'gluten', 'sesame'],
              groups: [chickenCut, riceChoice, chickenSauces, chickenAddOns],
            },
            {
              title: 'Chicken Drumstick Rice',
              title_v2: { en: 'Chicken Drumstick Rice', zh: '鸡腿饭', ms: 'Nasi Ayam Peha' },
              description: 'A whole steamed or roasted drumstick, deboned and sliced, for the hungry.',
              description_v2: {
                en: 'A whole steamed or roasted drumstick, deboned and sliced, for the hungry.',
                zh: '一整只白鸡腿或烧鸡腿，去骨切块，分量十足。',
                ms: 'Seketul peha ayam kukus atau panggang, dibuang tulang dan dihiris, untuk yang lapar.',
              },
              image: 'rice-bowl',
              price: 700,
              allergens: ['soy', 'gluten', 'sesame'],
              groups: [
                {
                  title: 'Chicken Style',
                  title_v2: { en: 'Chicken Style', zh: '鸡肉做法', ms: 'Gaya Ayam' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    { title: 'Steamed', title_v2: { en: 'Steamed', zh: '白切', ms: 'Kukus' }, selected: true },
                    { title: 'Roasted', title_v2: { en: 'Roasted', zh: '烧', ms: 'Panggang' } },
                  ],
                },
                riceChoice,
                chickenSauces,
              ],
            },
            {
              title: 'Half Chicken',
              title_v2: { en: 'Half Chicken', zh: '半只鸡', ms: 'Separuh Ekor Ayam' },
              description:
                'Half a bird for two to three to share, chopped on the bone the Hainanese way and laid over cucumber and coriander. Choose steamed, roasted or soy sauce; comes with chilli, ginger and dark soy. Add rice separately.',
              description_v2: {
                en: 'Half a bird for two to three to share, chopped on the bone the Hainanese way and laid over cucumber and coriander. Choose steamed, roasted or soy sauce; comes with chilli, ginger and dark soy. Add rice separately.',
                zh: '半只鸡，适合两至三人分享，按海南传统带骨斩件，铺在黄瓜与香菜上。可选白切、烧鸡或豉油鸡，附辣椒、姜蓉和黑酱油。米饭另点。',
                ms: 'Separuh ekor ayam untuk dikongsi dua hingga tiga orang, dipotong bersama tulang cara Hainan dan dihidang atas timun serta daun ketumbar. Pilih kukus, panggang atau kicap; disertakan cili, halia dan kicap pekat. Nasi dipesan berasingan.',
              },
              image: 'fried-chicken',
              price: 1600,
              prices: { delivery: 1750 },
              preparation_time: 10,
              allergens: ['soy', 'gluten', 'sesame'],
              groups: [
                {
                  title: 'Chicken Style',
                  title_v2: { en: 'Chicken Style', zh: '鸡肉做法', ms: 'Gaya Ayam' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    { title: 'Steamed', title_v2: { en: 'Steamed', zh: '白切', ms: 'Kukus' }, selected: true },
                    { title: 'Roasted', title_v2: { en: 'Roasted', zh: '烧鸡', ms: 'Panggang' } },
                    { title: 'Soy Sauce', title_v2: { en: 'Soy Sauce', zh: '豉油鸡', ms: 'Kicap' }, price: 100 },
                  ],
                },
                chickenSauces,
              ],
            },
            {
              title: 'Whole Chicken',
              title_v2: { en: 'Whole Chicken', zh: '全鸡', ms: 'Seekor Ayam Penuh' },
              description:
                'A whole kampong chicken for the family table, prepared to order and chopped Hainanese style. Our chef pours over the warm soy-sesame dressing just before packing so the skin stays supple. Best with four plates of fragrant rice.',
              description_v2: {
                en: 'A whole kampong chicken for the family table, prepared to order and chopped Hainanese style. Our chef pours over the warm soy-sesame dressing just before packing so the skin stays supple. Best with four plates of fragrant rice.',
                zh: '整只甘榜鸡，现点现斩，海南式摆盘，适合全家享用。师傅在打包前才淋上温热的酱油麻油汁，鸡皮保持嫩滑。搭配四碟香饭最佳。',
                ms: 'Seekor ayam kampung penuh untuk hidangan keluarga, disediakan ikut pesanan dan dipotong cara Hainan. Cef kami menuang sos kicap-bijan suam sejurus sebelum dibungkus supaya kulit kekal lembut. Paling sedap dengan empat pinggan nasi wangi.',
              },
              image: 'fried-chicken',
              price: 3000,
              crossed_price: 3400,
              preparation_time: 20,
              allergens: ['soy', 'gluten', 'sesame'],
              groups: [
                {
                  title: 'Chicken Style',
                  title_v2: { en: 'Chicken Style', zh: '鸡肉做法', ms: 'Gaya Ayam' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    { title: 'Steamed', title_v2: { en: 'Steamed', zh: '白切', ms: 'Kukus' }, selected: true },
                    { title: 'Roasted', title_v2: { en: 'Roasted', zh: '烧鸡', ms: 'Panggang' } },
                    {
                      title: 'Half Steamed, Half Roasted',
                      title_v2: {
                        en: 'Half Steamed, Half Roasted',
                        zh: '白切烧鸡各半',
                        ms: 'Separuh Kukus, Separuh Panggang',
                      },
                      price: 100,
                    },
                  ],
                },
                chickenSauces,
              ],
            },
          ],
        },
        {
          title: 'Roast Meats',
          title_v2: {
            en: 'Roast Meats (Contains Pork)',
            zh: '烧腊（含猪肉）',
            ms: 'Daging Panggang (Mengandungi Babi)',
          },
          items: [
            {
              title: 'Char Siew Rice',
              title_v2: { en: 'Char Siew Rice', zh: '叉烧饭', ms: 'Nasi Char Siew' },
              description: 'Honey-glazed barbecued pork shoulder, charred at the edges. Contains pork.',
              description_v2: {
                en: 'Honey-glazed barbecued pork shoulder, charred at the edges. Contains pork.',
                zh: '蜜汁叉烧，选用梅头肉，边缘焦香。含猪肉。',
                ms: 'Bahu babi panggang bersalut madu, hangus sedikit di tepi. Mengandungi babi.',
              },
              image: 'rice-bowl',
              price: 550,
              allergens: ['soy', 'gluten', 'sesame'],
              groups: [riceChoice, roastSauces, roastAddOns],
            },
            {
              title: 'Roast Pork Rice',
              title_v2: { en: 'Roast Pork Rice', zh: '烧肉饭', ms: 'Nasi Babi Panggang Rangup' },
              description: 'Siew yoke with crackling that shatters, served with hot mustard. Contains pork.',
              description_v2: {
                en: 'Siew yoke with crackling that shatters, served with hot mustard. Contains pork.',
                zh: '脆皮烧肉，皮脆肉嫩，配黄芥末。含猪肉。',
                ms: 'Siew yoke dengan kulit yang sangat rangup, dihidang bersama mustard. Mengandungi babi.',
              },
              image: 'rice-bowl',
              price: 600,
              allergens: ['soy', 'gluten', 'mustard'],
              groups: [riceChoice, roastSauces, roastAddOns],
            },
            {
              title: 'Char Siew & Roast Pork Rice',
              title_v2: { en: 'Char Siew & Roast Pork Rice', zh: '叉烧烧肉饭', ms: 'Nasi Char Siew & Babi Panggang' },
              description: 'The best of both: sweet char siew and crispy siew yoke. Contains pork.',
              description_v2: {
                en: 'The best of both: sweet char siew and crispy siew yoke. Contains pork.',
                zh: '双拼之选：甜香叉烧配脆皮烧肉。含猪肉。',
                ms: 'Gabungan terbaik: char siew manis dan siew yoke rangup. Mengandungi babi.',
              },
              image: 'rice-bowl',
              price: 650,
              allergens: ['soy', 'gluten', 'sesame', 'mustard'],
              groups: [riceChoice, roastSauces, roastAddOns],
            },
            {
              title: 'Three-Treasure Rice',
              title_v2: { en: 'Three-Treasure Rice', zh: '三宝饭', ms: 'Nasi Tiga Khazanah' },
              description:
                "Can't decide? Have all three: steamed chicken, honey char siew and crackling roast pork fanned over fragrant rice, with a braised egg, cucumber and our signature lime chilli. The plate regulars order on payday. Contains pork.",
              description_v2: {
                en: "Can't decide? Have all three: steamed chicken, honey char siew and crackling roast pork fanned over fragrant rice, with a braised egg, cucumber and our signature lime chilli. The plate regulars order on payday. Contains pork.",
                zh: '难以取舍？三样全要：白切鸡、蜜汁叉烧和脆皮烧肉铺满香饭，再加卤蛋、黄瓜和招牌酸柑辣椒。熟客发薪日的首选。含猪肉。',
                ms: 'Tak boleh pilih? Ambil ketiga-tiganya: ayam kukus, char siew madu dan babi panggang rangup atas nasi wangi, dengan telur rebus kicap, timun dan sos cili limau istimewa kami. Pilihan pelanggan tetap pada hari gaji. Mengandungi babi.',
              },
              image: 'bento',
              price: 800,
              prices: { delivery: 900 },
              allergens: ['soy', 'gluten', 'sesame', 'eggs', 'mustard'],
              groups: [riceChoice, roastSauces, roastAddOns],
            },
            {
              title: 'Char Siew Wanton Noodles',
              title_v2: { en: 'Char Siew Wanton Noodles', zh: '叉烧云吞面', ms: 'Mi Wantan Char Siew' },
              description: 'Springy egg noodles tossed in chilli and lard oil, with char siew and prawn wantons.',
              description_v2: {
                en: 'Springy egg noodles tossed in chilli and lard oil, with char siew and prawn wantons.',
                zh: '弹牙蛋面拌辣椒与猪油，配叉烧和鲜虾云吞。',
                ms: 'Mi telur kenyal digaul dengan cili dan minyak babi, bersama char siew dan wantan udang.',
              },
              image: 'noodles',
              price: 600,
              allergens: ['gluten', 'eggs', 'crustaceans', 'soy', 'sesame'],
              groups: [
                {
                  title: 'Spice Level',
                  title_v2: { en: 'Spice Level', zh: '辣度', ms: 'Tahap Pedas' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    { title: 'No Chilli', title_v2: { en: 'No Chilli', zh: '不辣', ms: 'Tanpa Cili' } },
                    {
                      title: 'Normal Chilli',
                      title_v2: { en: 'Normal Chilli', zh: '正常辣', ms: 'Pedas Biasa' },
                      selected: true,
                    },
                    { title: 'Extra Chilli', title_v2: { en: 'Extra Chilli', zh: '加辣', ms: 'Lebih Pedas' } },
                  ],
                },
                roastAddOns,
              ],
            },
            {
              title: 'Roast Duck Rice',
              title_v2: { en: 'Roast Duck Rice', zh: '烧鸭饭', ms: 'Nasi Itik Panggang' },
              description: "Cantonese roast duck with five-spice gravy. Back tomorrow: today's ducks are sold out.",
              description_v2: {
                en: "Cantonese roast duck with five-spice gravy. Back tomorrow: today's ducks are sold out.",
                zh: '广式烧鸭配五香卤汁。今日已售罄，明天再见。',
                ms: 'Itik panggang Kantonis dengan kuah lima rempah. Habis hari ini, kembali esok.',
              },
              image: 'rice-bowl',
              price: 700,
              snoozed: true,
              allergens: ['soy', 'gluten', 'sesame'],
              groups: [riceChoice, chickenSauces],
            },
          ],
        },
        {
          title: 'Value Sets',
          title_v2: { en: 'Value Sets', zh: '超值套餐', ms: 'Set Jimat' },
          items: [
            {
              title: 'Chicken Rice Set Meal',
              title_v2: { en: 'Chicken Rice Set Meal', zh: '鸡饭套餐', ms: 'Set Nasi Ayam' },
              description: 'Steamed or roasted chicken rice, oyster sauce greens, soup of the day and a drink.',
              description_v2: {
                en: 'Steamed or roasted chicken rice, oyster sauce greens, soup of the day and a drink.',
                zh: '白切鸡或烧鸡饭，配蚝油青菜、例汤及饮料一杯。',
                ms: 'Nasi ayam kukus atau panggang, sayur sos tiram, sup hari ini dan minuman.',
              },
              image: 'bento',
              price: 950,
              crossed_price: 1100,
              allergens: ['soy', 'gluten', 'sesame', 'molluscs'],
              groups: [
                {
                  title: 'Chicken Style',
                  title_v2: { en: 'Chicken Style', zh: '鸡肉做法', ms: 'Gaya Ayam' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    { title: 'Steamed', title_v2: { en: 'Steamed', zh: '白切', ms: 'Kukus' }, selected: true },
                    { title: 'Roasted', title_v2: { en: 'Roasted', zh: '烧鸡', ms: 'Panggang' } },
                  ],
                },
                riceChoice,
                setDrink,
              ],
            },
            {
              title: 'Char Siew Lunch Set',
              title_v2: { en: 'Char Siew Lunch Set', zh: '叉烧午餐套餐', ms: 'Set Makan Tengah Hari Char Siew' },
              description: 'Char siew rice with a braised egg and a drink, at a lunch-hour price. Contains pork.',
              description_v2: {
                en: 'Char siew rice with a braised egg and a drink, at a lunch-hour price. Contains pork.',
                zh: '叉烧饭加卤蛋和饮料，午市特价。含猪肉。',
                ms: 'Nasi char siew dengan telur rebus kicap dan minuman, harga istimewa waktu makan tengah hari. Mengandungi babi.',
              },
              image: 'bento',
              price: 750,
              discount_price: 690,
              allergens: ['soy', 'gluten', 'sesame', 'eggs'],
              groups: [riceChoice, setDrink],
            },
            {
              title: 'Family Feast for 4',
              title_v2: { en: 'Family Feast for 4', zh: '四人家庭套餐', ms: 'Hidangan Keluarga untuk 4' },
              description:
                'Dinner sorted for four: a whole steamed or roasted chicken, a plate of char siew, two vegetables, four fragrant rice, a pot of soup and a jug of drink. Everything packed separately so the chicken stays silky and the rice stays hot.',
              description_v2: {
                en: 'Dinner sorted for four: a whole steamed or roasted chicken, a plate of char siew, two vegetables, four fragrant rice, a pot of soup and a jug of drink. Everything packed separately so the chicken stays silky and the rice stays hot.',
                zh: '四人晚餐一次搞定：整只白切鸡或烧鸡、叉烧一碟、两道青菜、四碗香饭、一锅汤和一壶饮料。分开包装，鸡肉保持滑嫩，米饭依然热腾腾。',
                ms: 'Makan malam untuk empat orang: seekor ayam kukus atau panggang, sepinggan char siew, dua jenis sayur, empat nasi wangi, seperiuk sup dan sejag minuman. Semua dibungkus berasingan supaya ayam kekal lembut dan nasi kekal panas.',
              },
              image: 'bento',
              price: 4200,
              discount_price: 3800,
              preparation_time: 20,
              allergens: ['soy', 'gluten', 'sesame', 'molluscs'],
              groups: [
                {
                  title: 'Chicken Style',
                  title_v2: { en: 'Chicken Style', zh: '鸡肉做法', ms: 'Gaya Ayam' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    { title: 'Steamed', title_v2: { en: 'Steamed', zh: '白切', ms: 'Kukus' }, selected: true },
                    { title: 'Roasted', title_v2: { en: 'Roasted', zh: '烧鸡', ms: 'Panggang' } },
                  ],
                },
                {
                  title: 'Vegetables',
                  title_v2: { en: 'Vegetables (choose 1 or 2)', zh: '青菜（选1至2样）', ms: 'Sayur (pilih 1 atau 2)' },
                  rule: { type: 'range', min: 1, max: 2 },
                  modifiers: [
                    {
                      title: 'Oyster Sauce Kai Lan',
                      title_v2: { en: 'Oyster Sauce Kai Lan', zh: '蚝油芥兰', ms: 'Kailan Sos Tiram' },
                      max_quantity: 2,
                    },
                    {
                      title: 'Blanched Bean Sprouts',
                      title_v2: { en: 'Blanched Bean Sprouts', zh: '白灼豆芽', ms: 'Taugeh Celur' },
                      max_quantity: 2,
                    },
                    {
                      title: 'Garlic Chye Sim',
                      title_v2: { en: 'Garlic Chye Sim', zh: '蒜蓉菜心', ms: 'Sawi Bawang Putih' },
                      max_quantity: 2,
                    },
                  ],
                },
                {
                  title: 'Jug Drink',
                  title_v2: { en: 'Jug Drink', zh: '饮料（一壶）', ms: 'Minuman Sejag' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: 'Barley Jug',
                      title_v2: { en: 'Barley Jug', zh: '薏米水一壶', ms: 'Sejag Air Barli' },
                      selected: true,
                      groups: [sweetness, iceLevel],
                    },
                    {
                      title: 'Lime Juice Jug',
                      title_v2: { en: 'Lime Juice Jug', zh: '酸柑汁一壶', ms: 'Sejag Jus Limau' },
                      price: 200,
                      groups: [sweetness, iceLevel],
                    },
                    {
                      title: 'Pot of Chinese Tea',
                      title_v2: { en: 'Pot of Chinese Tea', zh: '中国茶一壶', ms: 'Seteko Teh Cina' },
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
      title: 'Vegetables, Soups & Sides',
      title_v2: { en: 'Vegetables, Soups & Sides', zh: '蔬菜、汤品与小菜', ms: 'Sayur, Sup & Lauk Sampingan' },
      categories: [
        {
          title: 'Vegetables',
          title_v2: { en: 'Vegetables', zh: '蔬菜', ms: 'Sayur-sayuran' },
          items: [
            {
              title: 'Oyster Sauce Kai Lan',
              title_v2: { en: 'Oyster Sauce Kai Lan', zh: '蚝油芥兰', ms: 'Kailan Sos Tiram' },
              description: 'Blanched Chinese kale, crisp and bright, with oyster sauce and fried shallots.',
              description_v2: {
                en: 'Blanched Chinese kale, crisp and bright, with oyster sauce and fried shallots.',
                zh: '白灼芥兰，青翠爽脆，淋蚝油撒葱酥。',
                ms: 'Kailan celur yang rangup dan hijau, dengan sos tiram dan bawang goreng.',
              },
              image: 'salad',
              price: 500,
              allergens: ['molluscs', 'soy', 'gluten'],
            },
            {
              title: 'Blanched Bean Sprouts',
              title_v2: { en: 'Blanched Bean Sprouts', zh: '白灼豆芽', ms: 'Taugeh Celur' },
              description: 'Fat Ipoh-style bean sprouts with light soy and a splash of shallot oil.',
              description_v2: {
                en: 'Fat Ipoh-style bean sprouts with light soy and a splash of shallot oil.',
                zh: '怡保式肥美豆芽，淋生抽与葱油。',
                ms: 'Taugeh gemuk gaya Ipoh dengan kicap cair dan minyak bawang.',
              },
              image: 'salad',
              price: 400,
              allergens: ['soy', 'gluten'],
            },
            {
              title: 'Sambal Kang Kong',
              title_v2: { en: 'Sambal Kang Kong', zh: '参巴马来风光', ms: 'Kangkung Sambal Belacan' },
              description: 'Water spinach wok-fried hot and fast with spicy shrimp-paste sambal.',
              description_v2: {
                en: 'Water spinach wok-fried hot and fast with spicy shrimp-paste sambal.',
                zh: '猛火快炒空心菜，配香辣峇拉煎参巴。',
                ms: 'Kangkung digoreng cepat atas api besar dengan sambal belacan pedas.',
              },
              image: 'salad',
              price: 600,
              allergens: ['crustaceans', 'fish'],
            },
            {
              title: 'Garlic Chye Sim',
              title_v2: { en: 'Garlic Chye Sim', zh: '蒜蓉菜心', ms: 'Sawi Goreng Bawang Putih' },
              description: 'Tender flowering cabbage stir-fried with plenty of golden garlic.',
              description_v2: {
                en: 'Tender flowering cabbage stir-fried with plenty of golden garlic.',
                zh: '嫩菜心以大量金黄蒜蓉清炒。',
                ms: 'Sawi lembut digoreng dengan banyak bawang putih keemasan.',
              },
              image: 'salad',
              price: 500,
            },
            {
              title: 'Braised Tofu with Minced Chicken',
              title_v2: { en: 'Braised Tofu with Minced Chicken', zh: '鸡肉碎焖豆腐', ms: 'Tauhu Masak Ayam Cincang' },
              description: 'Silken egg tofu in a savoury minced chicken and mushroom gravy.',
              description_v2: {
                en: 'Silken egg tofu in a savoury minced chicken and mushroom gravy.',
                zh: '滑嫩鸡蛋豆腐，淋鸡肉碎香菇芡汁。',
                ms: 'Tauhu telur lembut dalam kuah ayam cincang dan cendawan.',
              },
              image: 'curry',
              price: 650,
              allergens: ['soy', 'eggs', 'gluten', 'molluscs'],
            },
          ],
        },
        {
          title: 'Soups',
          title_v2: { en: 'Soups', zh: '汤品', ms: 'Sup' },
          items: [
            {
              title: 'Chicken Broth with Cabbage',
              title_v2: { en: 'Chicken Broth with Cabbage', zh: '包菜鸡汤', ms: 'Sup Ayam Kubis' },
              description: 'A bigger bowl of our clear chicken broth, with soft cabbage.',
              description_v2: {
                en: 'A bigger bowl of our clear chicken broth, with soft cabbage.',
                zh: '大碗清甜鸡汤，加软嫩包菜。',
                ms: 'Semangkuk besar sup ayam jernih kami, dengan kubis lembut.',
              },
              image: 'soup',
              price: 150,
            },
            {
              title: 'Old Cucumber Pork Rib Soup',
              title_v2: { en: 'Old Cucumber Pork Rib Soup', zh: '老黄瓜排骨汤', ms: 'Sup Tulang Babi Timun Tua' },
              description: 'Slow-boiled for hours with pork ribs, red dates and dried scallop. Contains pork.',
              description_v2: {
                en: 'Slow-boiled for hours with pork ribs, red dates and dried scallop. Contains pork.',
                zh: '排骨、红枣和干贝慢火熬煮数小时。含猪肉。',
                ms: 'Direbus perlahan berjam-jam dengan tulang rusuk babi, kurma merah dan kekapis kering. Mengandungi babi.',
              },
              image: 'soup',
              price: 450,
              allergens: ['molluscs'],
            },
            {
              title: 'Lotus Root Peanut Soup',
              title_v2: { en: 'Lotus Root Peanut Soup', zh: '莲藕花生汤', ms: 'Sup Akar Teratai & Kacang' },
              description: 'Sweet, earthy lotus root and peanuts in a rich, nourishing broth.',
              description_v2: {
                en: 'Sweet, earthy lotus root and peanuts in a rich, nourishing broth.',
                zh: '清甜莲藕与花生熬成的浓郁滋补汤。',
                ms: 'Akar teratai dan kacang tanah dalam sup pekat yang berkhasiat.',
              },
              image: 'soup',
              price: 450,
              oos: true,
              allergens: ['peanuts'],
            },
            {
              title: 'Black Chicken Herbal Soup',
              title_v2: { en: 'Black Chicken Herbal Soup', zh: '药材乌鸡汤', ms: 'Sup Herba Ayam Hitam' },
              description:
                'Silkie black chicken double-boiled for four hours with dang gui, wolfberries, red dates and dang shen. Deep, slightly bitter-sweet and warming, the way grandmothers make it when the weather turns rainy.',
              description_v2: {
                en: 'Silkie black chicken double-boiled for four hours with dang gui, wolfberries, red dates and dang shen. Deep, slightly bitter-sweet and warming, the way grandmothers make it when the weather turns rainy.',
                zh: '乌鸡加当归、枸杞、红枣和党参炖足四小时，汤色深浓，甘中带苦，暖胃暖身，就像下雨天阿嬷炖的那一碗。',
                ms: 'Ayam hitam ditim selama empat jam dengan dang gui, buah goji, kurma merah dan dang shen. Pekat, pahit-manis dan menghangatkan, seperti yang nenek masak ketika musim hujan.',
              },
              image: 'soup',
              price: 650,
              preparation_time: 10,
            },
          ],
        },
        {
          title: 'Side Dishes',
          title_v2: { en: 'Side Dishes', zh: '小菜', ms: 'Lauk Sampingan' },
          items: [
            {
              title: 'Braised Egg',
              title_v2: { en: 'Braised Egg', zh: '卤蛋', ms: 'Telur Rebus Kicap' },
              description: 'Soy-braised egg, mahogany outside, creamy yolk inside.',
              description_v2: {
                en: 'Soy-braised egg, mahogany outside, creamy yolk inside.',
                zh: '酱油卤蛋，外表红褐，蛋黄绵滑。',
                ms: 'Telur direneh kicap, perang di luar, kuning telur lembut di dalam.',
              },
              image: 'egg',
              price: 100,
              allergens: ['eggs', 'soy', 'gluten'],
            },
            {
              title: 'Chicken Liver & Gizzard',
              title_v2: { en: 'Chicken Liver & Gizzard', zh: '鸡肝鸡胗', ms: 'Hati & Hempedal Ayam' },
              description: 'Poached and sliced, with a drizzle of soy and sesame oil.',
              description_v2: {
                en: 'Poached and sliced, with a drizzle of soy and sesame oil.',
                zh: '白灼切片，淋酱油与麻油。',
                ms: 'Direbus dan dihiris, disiram kicap dan minyak bijan.',
              },
              image: 'skewers',
              price: 300,
              allergens: ['soy', 'gluten', 'sesame'],
            },
            {
              title: 'Braised Tofu Puffs',
              title_v2: { en: 'Braised Tofu Puffs', zh: '卤豆卜', ms: 'Tau Pok Rebus Kicap' },
              description: 'Spongy tofu puffs soaked in our five-spice braising liquid.',
              description_v2: {
                en: 'Spongy tofu puffs soaked in our five-spice braising liquid.',
                zh: '豆卜吸饱五香卤汁。',
                ms: 'Tau pok lembut yang menyerap kuah rempah lima rasa.',
              },
              image: 'skewers',
              price: 200,
              allergens: ['soy', 'gluten'],
            },
            {
              title: 'Fried Wantons',
              title_v2: { en: 'Fried Wantons (6 pcs)', zh: '炸云吞（6粒）', ms: 'Wantan Goreng (6 biji)' },
              description: 'Crispy prawn and chicken wantons with sweet chilli dip.',
              description_v2: {
                en: 'Crispy prawn and chicken wantons with sweet chilli dip.',
                zh: '香脆鲜虾鸡肉云吞，配甜辣酱。',
                ms: 'Wantan udang dan ayam yang rangup dengan sos cili manis.',
              },
              image: 'dumplings',
              price: 400,
              allergens: ['gluten', 'eggs', 'crustaceans', 'soy', 'sesame'],
            },
            {
              title: 'Nyonya Achar',
              title_v2: { en: 'Nyonya Achar', zh: '娘惹阿杂', ms: 'Acar Nyonya' },
              description: 'Tangy pickled cucumber, carrot and pineapple with crushed peanuts and sesame.',
              description_v2: {
                en: 'Tangy pickled cucumber, carrot and pineapple with crushed peanuts and sesame.',
                zh: '酸甜腌黄瓜、红萝卜和黄梨，撒花生碎和芝麻。',
                ms: 'Acar timun, lobak merah dan nanas yang masam manis, dengan kacang tumbuk dan bijan.',
              },
              image: 'salad',
              price: 250,
              allergens: ['peanuts', 'sesame'],
            },
          ],
        },
      ],
    },
    {
      title: 'Drinks & Desserts',
      title_v2: { en: 'Drinks & Desserts', zh: '饮料与甜品', ms: 'Minuman & Pencuci Mulut' },
      categories: [
        {
          title: 'Drinks',
          title_v2: { en: 'Drinks', zh: '饮料', ms: 'Minuman' },
          items: [
            {
              title: 'Kopi',
              title_v2: { en: 'Kopi', zh: '咖啡', ms: 'Kopi' },
              description: 'Nanyang coffee, butter-roasted and pulled, with condensed milk.',
              description_v2: {
                en: 'Nanyang coffee, butter-roasted and pulled, with condensed milk.',
                zh: '牛油炒焙南洋咖啡，加炼奶。',
                ms: 'Kopi Nanyang yang digoreng dengan mentega, bersama susu pekat manis.',
              },
              image: 'coffee',
              price: 160,
              allergens: ['milk'],
              groups: [
                temperature,
                sweetness,
                {
                  title: 'Extras',
                  title_v2: { en: 'Extras', zh: '额外', ms: 'Tambahan' },
                  rule: { type: 'range', min: 0, max: 3 },
                  modifiers: [
                    {
                      title: 'Extra Strong (Gao)',
                      title_v2: { en: 'Extra Strong (Gao)', zh: '加浓（厚）', ms: 'Lebih Pekat (Kaw)' },
                      price: 20,
                      max_quantity: 2,
                    },
                    {
                      title: 'Evaporated Milk Instead (Kopi-C)',
                      title_v2: {
                        en: 'Evaporated Milk Instead (Kopi-C)',
                        zh: '换淡奶（咖啡C）',
                        ms: 'Tukar Susu Cair (Kopi-C)',
                      },
                      price: 20,
                    },
                    { title: 'Large Cup', title_v2: { en: 'Large Cup', zh: '大杯', ms: 'Cawan Besar' }, price: 50 },
                  ],
                },
              ],
            },
            {
              title: 'Kopi-O',
              title_v2: { en: 'Kopi-O', zh: '咖啡乌', ms: 'Kopi-O' },
              description: 'Black Nanyang coffee with sugar.',
              description_v2: {
                en: 'Black Nanyang coffee with sugar.',
                zh: '南洋黑咖啡加糖。',
                ms: 'Kopi Nanyang hitam dengan gula.',
              },
              image: 'coffee',
              price: 140,
              groups: [temperature, sweetness],
            },
            {
              title: 'Teh',
              title_v2: { en: 'Teh', zh: '奶茶', ms: 'Teh' },
              description: 'Strong black tea with condensed milk.',
              description_v2: {
                en: 'Strong black tea with condensed milk.',
                zh: '浓红茶加炼奶。',
                ms: 'Teh hitam pekat dengan susu pekat manis.',
              },
              image: 'tea',
              price: 160,
              allergens: ['milk'],
              groups: [temperature, sweetness],
            },
            {
              title: 'Milo Dinosaur',
              title_v2: { en: 'Milo Dinosaur', zh: '美禄恐龙', ms: 'Milo Dinosaur' },
              description: 'Iced Milo buried under a mountain of Milo powder.',
              description_v2: {
                en: 'Iced Milo buried under a mountain of Milo powder.',
                zh: '冰美禄上堆满美禄粉。',
                ms: 'Milo ais ditimbus dengan serbuk Milo yang menggunung.',
              },
              image: 'coffee',
              price: 350,
              snoozed: true,
              allergens: ['milk', 'gluten'],
            },
            {
              title: 'Homemade Barley',
              title_v2: { en: 'Homemade Barley', zh: '自制薏米水', ms: 'Air Barli' },
              description: 'Pearl barley boiled with winter melon strips, lightly sweet.',
              description_v2: {
                en: 'Pearl barley boiled with winter melon strips, lightly sweet.',
                zh: '薏米加冬瓜条熬煮，清甜解渴。',
                ms: 'Barli direbus dengan kundur manisan, manis sedikit.',
              },
              image: 'juice',
              price: 180,
              allergens: ['gluten'],
              groups: [sweetness, iceLevel],
            },
            {
              title: 'Lime Juice',
              title_v2: { en: 'Lime Juice', zh: '酸柑汁', ms: 'Jus Limau' },
              description: 'Freshly squeezed calamansi lime, the perfect match for chilli.',
              description_v2: {
                en: 'Freshly squeezed calamansi lime, the perfect match for chilli.',
                zh: '鲜榨酸柑，配辣椒一流。',
                ms: 'Limau kasturi perah segar, padanan sempurna untuk cili.',
              },
              image: 'juice',
              price: 200,
              groups: [sweetness, iceLevel],
            },
            {
              title: 'Sugar Cane Juice',
              title_v2: { en: 'Sugar Cane Juice', zh: '甘蔗水', ms: 'Air Tebu' },
              description: 'Pressed to order, with a squeeze of lemon if you like.',
              description_v2: {
                en: 'Pressed to order, with a squeeze of lemon if you like.',
                zh: '现榨甘蔗汁，可加柠檬。',
                ms: 'Diperah ikut pesanan, boleh tambah perahan lemon.',
              },
              image: 'juice',
              price: 250,
              groups: [
                iceLevel,
                {
                  title: 'Extras',
                  title_v2: { en: 'Extras', zh: '额外', ms: 'Tambahan' },
                  rule: { type: 'range', min: 0, max: 3 },
                  modifiers: [
                    { title: 'Add Lemon', title_v2: { en: 'Add Lemon', zh: '加柠檬', ms: 'Tambah Lemon' }, price: 30 },
                    { title: 'Large Cup', title_v2: { en: 'Large Cup', zh: '大杯', ms: 'Cawan Besar' }, price: 80 },
                  ],
                },
              ],
            },
            {
              title: 'Soya Bean Milk',
              title_v2: { en: 'Soya Bean Milk', zh: '豆浆', ms: 'Susu Soya' },
              description: 'Smooth, fresh soy milk made in-house every morning.',
              description_v2: {
                en: 'Smooth, fresh soy milk made in-house every morning.',
                zh: '每早自制的香滑豆浆。',
                ms: 'Susu soya segar yang dibuat sendiri setiap pagi.',
              },
              image: 'juice',
              price: 180,
              allergens: ['soy'],
              groups: [sweetness, temperature],
            },
            {
              title: 'Chinese Tea',
              title_v2: { en: 'Chinese Tea', zh: '中国茶', ms: 'Teh Cina' },
              description: 'A pot of hot oolong, refilled free for dine-in.',
              description_v2: {
                en: 'A pot of hot oolong, refilled free for dine-in.',
                zh: '热乌龙茶一壶，堂食免费续杯。',
                ms: 'Seteko teh oolong panas, isi semula percuma untuk makan di sini.',
              },
              image: 'tea',
              price: 100,
            },
          ],
        },
        {
          title: 'Desserts',
          title_v2: { en: 'Desserts', zh: '甜品', ms: 'Pencuci Mulut' },
          items: [
            {
              title: 'Cheng Tng',
              title_v2: { en: 'Cheng Tng', zh: '清汤', ms: 'Cheng Tng' },
              description: 'Longan, white fungus, gingko nuts, barley and sweet potato in light syrup.',
              description_v2: {
                en: 'Longan, white fungus, gingko nuts, barley and sweet potato in light syrup.',
                zh: '龙眼、白木耳、白果、薏米和番薯，清甜糖水。',
                ms: 'Longan, cendawan putih, biji ginkgo, barli dan ubi keledek dalam sirap ringan.',
              },
              image: 'soup',
              price: 300,
              allergens: ['gluten'],
              groups: [
                {
                  title: 'Hot or Cold',
                  title_v2: { en: 'Hot or Cold', zh: '冷热', ms: 'Panas atau Sejuk' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    { title: 'Cold', title_v2: { en: 'Cold', zh: '冷', ms: 'Sejuk' }, selected: true },
                    { title: 'Hot', title_v2: { en: 'Hot', zh: '热', ms: 'Panas' } },
                  ],
                },
              ],
            },
            {
              title: 'Grass Jelly with Longan',
              title_v2: { en: 'Grass Jelly with Longan', zh: '龙眼仙草', ms: 'Cincau Longan' },
              description: 'Cooling black grass jelly with longans in syrup.',
              description_v2: {
                en: 'Cooling black grass jelly with longans in syrup.',
                zh: '清凉仙草配糖水龙眼。',
                ms: 'Cincau hitam yang menyejukkan dengan longan dalam sirap.',
              },
              image: 'ice-cream',
              price: 250,
            },
            {
              title: 'Almond Jelly Fruit Cocktail',
              title_v2: {
                en: 'Almond Jelly Fruit Cocktail',
                zh: '杏仁豆腐什果',
                ms: 'Agar-agar Badam dengan Buah Campuran',
              },
              description: 'Cubes of milky almond jelly with chilled fruit cocktail.',
              description_v2: {
                en: 'Cubes of milky almond jelly with chilled fruit cocktail.',
                zh: '奶香杏仁豆腐配冰凉什果。',
                ms: 'Kiub agar-agar badam bersusu dengan koktel buah sejuk.',
              },
              image: 'ice-cream',
              price: 280,
              allergens: ['milk', 'nuts'],
            },
          ],
        },
      ],
    },
  ],
} satisfies DemoMenu;
