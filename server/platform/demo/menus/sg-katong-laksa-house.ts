import type { DemoGroup, DemoMenu } from '../types';
/** the language the base `title` / `description` are written in */
export const localLang = 'en';

// Shared modifier groups (Katong Laksa House, Singapore food hall; prices in SGD cents).

const laksaSpice: DemoGroup = {
  title: 'Spice Level',
  title_v2: { en: 'Spice Level', zh: '辣度', ms: 'Tahap Pedas' },
  rule: { type: 'exact', value: 1 },
  modifiers: [
    { title: 'Mild', title_v2: { en: 'Mild', zh: '微辣', ms: 'Kurang Pedas' } },
    { title: 'Medium', title_v2: { en: 'Medium', zh: '中辣', ms: 'Sederhana' }, selected: true },
    { title: 'Shiok Spicy', title_v2: { en: 'Shiok Spicy', zh: '大辣', ms: 'Pedas Berapi' } },
    { title: 'Sambal on the Side', title_v2: { en: 'Sambal on the Side', zh: '参巴另放', ms: 'Sambal Berasingan' } },
  ],
};

const laksaNoodle: DemoGroup = {
  title: 'Noodle Type',
  title_v2: { en: 'Noodle Type', zh: '面条种类', ms: 'Jenis Mi' },
  rule: { type: 'exact', value: 1 },
  modifiers: [
    {
      title: 'Thick Bee Hoon (Cut Short)',
      title_v2: { en: 'Thick Bee Hoon (Cut Short)', zh: '粗米粉（剪短）', ms: 'Bihun Kasar (Dipotong)' },
      selected: true,
    },
    { title: 'Thin Bee Hoon', title_v2: { en: 'Thin Bee Hoon', zh: '幼米粉', ms: 'Bihun Halus' } },
    { title: 'Yellow Noodles', title_v2: { en: 'Yellow Noodles', zh: '黄面', ms: 'Mi Kuning' } },
    {
      title: 'Half Bee Hoon, Half Noodles',
      title_v2: { en: 'Half Bee Hoon, Half Noodles', zh: '米粉黄面各半', ms: 'Separuh Bihun, Separuh Mi' },
    },
  ],
};

const laksaAddOns: DemoGroup = {
  title: 'Add-ons',
  title_v2: { en: 'Add-ons', zh: '加料', ms: 'Tambahan' },
  rule: { type: 'range', min: 0, max: 3 },
  modifiers: [
    {
      title: 'Extra Cockles',
      title_v2: { en: 'Extra Cockles', zh: '加血蚶', ms: 'Tambah Kerang' },
      price: 150,
      max_quantity: 2,
    },
    {
      title: 'Prawns (3 pcs)',
      title_v2: { en: 'Prawns (3 pcs)', zh: '鲜虾（3只）', ms: 'Udang (3 ekor)' },
      price: 250,
      max_quantity: 2,
    },
    { title: 'Fishcake Slices', title_v2: { en: 'Fishcake Slices', zh: '鱼饼片', ms: 'Hirisan Kek Ikan' }, price: 100 },
    { title: 'Tau Pok', title_v2: { en: 'Tau Pok', zh: '豆卜', ms: 'Tau Pok' }, price: 80, max_quantity: 3 },
    { title: 'Hard-Boiled Egg', title_v2: { en: 'Hard-Boiled Egg', zh: '白煮蛋', ms: 'Telur Rebus' }, price: 80 },
    { title: 'Otah Slice', title_v2: { en: 'Otah Slice', zh: '乌达片', ms: 'Hirisan Otah' }, price: 200 },
    {
      title: 'Quail Eggs',
      title_v2: { en: 'Quail Eggs', zh: '鹌鹑蛋', ms: 'Telur Puyuh' },
      price: 120,
      enabled: false,
    },
  ],
};

const noodleType: DemoGroup = {
  title: 'Noodle Type',
  title_v2: { en: 'Noodle Type', zh: '面条种类', ms: 'Jenis Mi' },
  rule: { type: 'exact', value: 1 },
  modifiers: [
    { title: 'Yellow Noodles', title_v2: { en: 'Yellow Noodles', zh: '黄面', ms: 'Mi Kuning' }, selected: true },
    { title: 'Thick Bee Hoon', title_v2: { en: 'Thick Bee Hoon', zh: '粗米粉', ms: 'Bihun Kasar' } },
    { title: 'Thin Bee Hoon', title_v2: { en: 'Thin Bee Hoon', zh: '幼米粉', ms: 'Bihun Halus' } },
    { title: 'Kway Teow', title_v2: { en: 'Kway Teow', zh: '粿条', ms: 'Kuey Teow' } },
    { title: 'Mee Kia', title_v2: { en: 'Mee Kia', zh: '面仔', ms: 'Mi Kia' } },
  ],
};

const spiceLevel: DemoGroup = {
  title: 'Spice Level',
  title_v2: { en: 'Spice Level', zh: '辣度', ms: 'Tahap Pedas' },
  rule: { type: 'exact', value: 1 },
  modifiers: [
    { title: 'No Chilli', title_v2: { en: 'No Chilli', zh: '不辣', ms: 'Tanpa Cili' } },
    { title: 'Less Spicy', title_v2: { en: 'Less Spicy', zh: '少辣', ms: 'Kurang Pedas' } },
    { title: 'Normal', title_v2: { en: 'Normal', zh: '正常辣', ms: 'Biasa' }, selected: true },
    { title: 'Extra Spicy', title_v2: { en: 'Extra Spicy', zh: '加辣', ms: 'Lebih Pedas' } },
  ],
};

const noodleAddOns: DemoGroup = {
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
      title: 'Extra Prawns',
      title_v2: { en: 'Extra Prawns', zh: '加虾', ms: 'Tambah Udang' },
      price: 250,
      max_quantity: 2,
    },
    {
      title: 'Fried Fish Nuggets',
      title_v2: { en: 'Fried Fish Nuggets', zh: '炸鱼块', ms: 'Ketulan Ikan Goreng' },
      price: 150,
    },
    {
      title: 'Ngoh Hiang Slices',
      title_v2: { en: 'Ngoh Hiang Slices', zh: '五香卷片', ms: 'Hirisan Ngoh Hiang' },
      price: 150,
    },
    { title: 'Extra Noodles', title_v2: { en: 'Extra Noodles', zh: '加面', ms: 'Tambah Mi' }, price: 100 },
  ],
};

const sweetness: DemoGroup = {
  title: 'Sweetness',
  title_v2: { en: 'Sweetness', zh: '甜度', ms: 'Tahap Kemanisan' },
  rule: { type: 'exact', value: 1 },
  modifiers: [
    { title: 'Normal', title_v2: { en: 'Normal', zh: '正常', ms: 'Biasa' }, selected: true },
    { title: 'Less Sweet (Siew Dai)', title_v2: { en: 'Less Sweet (Siew Dai)', zh: '少甜', ms: 'Kurang Manis' } },
    { title: 'No Sugar (Kosong)', title_v2: { en: 'No Sugar (Kosong)', zh: '无糖', ms: 'Tanpa Gula (Kosong)' } },
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

const temperature: DemoGroup = {
  title: 'Hot or Iced',
  title_v2: { en: 'Hot or Iced', zh: '冷热', ms: 'Panas atau Ais' },
  rule: { type: 'exact', value: 1 },
  modifiers: [
    { title: 'Hot', title_v2: { en: 'Hot', zh: '热', ms: 'Panas' }, selected: true },
    { title: 'Iced', title_v2: { en: 'Iced', zh: '冰', ms: 'Ais' }, price: 30 },
  ],
};

const setDrink: DemoGroup = {
  title: 'Set Drink',
  title_v2: { en: 'Set Drink', zh: '套餐饮料', ms: 'Minuman Set' },
  rule: { type: 'exact', value: 1 },
  modifiers: [
    {
      title: 'Bandung',
      title_v2: { en: 'Bandung', zh: '玫瑰奶', ms: 'Bandung' },
      selected: true,
      groups: [sweetness, iceLevel],
    },
    {
      title: 'Lime Juice with Sour Plum',
      title_v2: { en: 'Lime Juice with Sour Plum', zh: '酸梅酸柑汁', ms: 'Jus Limau Asam Boi' },
      groups: [sweetness, iceLevel],
    },
    { title: 'Kopi', title_v2: { en: 'Kopi', zh: '咖啡', ms: 'Kopi' }, groups: [temperature, sweetness] },
    { title: 'Teh', title_v2: { en: 'Teh', zh: '奶茶', ms: 'Teh' }, groups: [temperature, sweetness] },
    {
      title: 'Fresh Young Coconut',
      title_v2: { en: 'Fresh Young Coconut', zh: '新鲜椰子', ms: 'Kelapa Muda Segar' },
      price: 250,
      enabled: false,
    },
  ],
};

export default {
  sections: [
    {
      title: 'Laksa, Noodles & Rice',
      title_v2: { en: 'Laksa, Noodles & Rice', zh: '叻沙、面食与饭类', ms: 'Laksa, Mi & Nasi' },
      categories: [
        {
          title: 'Signature Laksa',
          title_v2: { en: 'Signature Laksa', zh: '招牌叻沙', ms: 'Laksa Istimewa' },
          is_popular_category: true,
          items: [
            {
              title: 'Katong Laksa',
              title_v2: { en: 'Katong Laksa', zh: '加东叻沙', ms: 'Laksa Katong' },
              description:
                'The bowl that made our street famous: thick bee hoon cut short so you can eat it with just a spoon, in a rich coconut gravy pounded fresh each morning from dried shrimp, candlenut, lemongrass and chilli. Topped with cockles, prawns, fishcake, tau pok and laksa leaf.',
              description_v2: {
                en: 'The bowl that made our street famous: thick bee hoon cut short so you can eat it with just a spoon, in a rich coconut gravy pounded fresh each morning from dried shrimp, candlenut, lemongrass and chilli. Topped with cockles, prawns, fishcake, tau pok and laksa leaf.',
                zh: '让我们这条街出名的一碗：粗米粉剪短，只用汤匙便能吃。浓郁椰浆汤底每天早上以虾米、石栗、香茅和辣椒现舂现煮，铺上血蚶、鲜虾、鱼饼、豆卜和叻沙叶。',
                ms: 'Mangkuk yang menjadikan jalan kami terkenal: bihun kasar dipotong pendek supaya boleh dimakan dengan sudu sahaja, dalam kuah santan pekat yang ditumbuk segar setiap pagi daripada udang kering, buah keras, serai dan cili. Dihiasi kerang, udang, kek ikan, tau pok dan daun kesum.',
              },
              image: 'noodle-soup',
              price: 650,
              prices: { delivery: 700 },
              allergens: ['crustaceans', 'molluscs', 'fish', 'soy'],
              groups: [laksaSpice, laksaNoodle, laksaAddOns],
            },
            {
              title: 'Big Prawn Laksa',
              title_v2: { en: 'Big Prawn Laksa', zh: '大虾叻沙', ms: 'Laksa Udang Besar' },
              description: 'Our classic laksa crowned with four butterflied tiger prawns.',
              description_v2: {
                en: 'Our classic laksa crowned with four butterflied tiger prawns.',
                zh: '经典叻沙，加上四只开边老虎虾。',
                ms: 'Laksa klasik kami dengan empat ekor udang harimau yang dibelah.',
              },
              image: 'noodle-soup',
              price: 980,
              allergens: ['crustaceans', 'molluscs', 'fish', 'soy'],
              groups: [laksaSpice, laksaNoodle, laksaAddOns],
            },
            {
              title: 'Seafood Laksa',
              title_v2: { en: 'Seafood Laksa', zh: '海鲜叻沙', ms: 'Laksa Makanan Laut' },
              description: 'Prawns, squid, scallops and fish slices in our coconut laksa gravy.',
              description_v2: {
                en: 'Prawns, squid, scallops and fish slices in our coconut laksa gravy.',
                zh: '鲜虾、苏东、带子和鱼片，浸在椰浆叻沙汤里。',
                ms: 'Udang, sotong, kekapis dan hirisan ikan dalam kuah laksa santan kami.',
              },
              image: 'noodle-soup',
              price: 1150,
              crossed_price: 1280,
              allergens: ['crustaceans', 'molluscs', 'fish', 'soy'],
              groups: [laksaSpice, laksaNoodle, laksaAddOns],
            },
            {
              title: 'Laksa Goreng',
              title_v2: { en: 'Laksa Goreng (Dry Laksa)', zh: '干炒叻沙', ms: 'Laksa Goreng' },
              description: 'All the laksa flavour, wok-fried dry with egg, prawns and bean sprouts.',
              description_v2: {
                en: 'All the laksa flavour, wok-fried dry with egg, prawns and bean sprouts.',
                zh: '叻沙风味干炒，加鸡蛋、鲜虾和豆芽，镬气十足。',
                ms: 'Semua rasa laksa, digoreng kering dengan telur, udang dan taugeh.',
              },
              image: 'noodles',
              price: 750,
              allergens: ['crustaceans', 'fish', 'soy', 'eggs'],
              groups: [laksaSpice, laksaAddOns],
            },
            {
              title: 'Laksa Yong Tau Foo',
              title_v2: { en: 'Laksa Yong Tau Foo', zh: '叻沙酿豆腐', ms: 'Laksa Yong Tau Foo' },
              description: 'Seven pieces of fish-paste stuffed tofu, bitter gourd and chilli in laksa gravy.',
              description_v2: {
                en: 'Seven pieces of fish-paste stuffed tofu, bitter gourd and chilli in laksa gravy.',
                zh: '七件酿豆腐、酿苦瓜和酿辣椒，配叻沙汤。',
                ms: 'Tujuh ketul tauhu, peria dan cili sumbat isi ikan dalam kuah laksa.',
              },
              image: 'noodle-soup',
              price: 800,
              allergens: ['fish', 'soy', 'crustaceans'],
              groups: [laksaSpice, laksaNoodle],
            },
            {
              title: 'Katong Laksa Lunch Set',
              title_v2: { en: 'Katong Laksa Lunch Set', zh: '加东叻沙午餐套餐', ms: 'Set Tengah Hari Laksa Katong' },
              description: 'A bowl of Katong laksa, one otah and a drink of your choice.',
              description_v2: {
                en: 'A bowl of Katong laksa, one otah and a drink of your choice.',
                zh: '加东叻沙一碗、乌达一条，另加自选饮料。',
                ms: 'Semangkuk laksa Katong, seketul otah dan minuman pilihan anda.',
              },
              image: 'noodle-soup',
              price: 1050,
              discount_price: 950,
              allergens: ['crustaceans', 'molluscs', 'fish', 'soy', 'eggs', 'milk'],
              groups: [laksaSpice, laksaNoodle, setDrink],
            },
          ],
        },
        {
          title: 'Noodles',
          title_v2: { en: 'Noodles', zh: '面食', ms: 'Mi' },
          items: [
            {
              title: 'Mee Siam',
              title_v2: { en: 'Mee Siam', zh: '暹罗米粉', ms: 'Mee Siam' },
              description:
                'Thin bee hoon simmered in a sweet, sour and gently spicy gravy of tamarind, fermented soybean and dried shrimp rempah, then finished with a halved boiled egg, fried tau pok, chives and a squeeze of calamansi. Tangy, bright and deeply comforting.',
              description_v2: {
                en: 'Thin bee hoon simmered in a sweet, sour and gently spicy gravy of tamarind, fermented soybean and dried shrimp rempah, then finished with a halved boiled egg, fried tau pok, chives and a squeeze of calamansi. Tangy, bright and deeply comforting.',
                zh: '幼米粉以罗望子、豆酱和虾米香料熬成的酸甜微辣汤汁煨煮，再加上半颗白煮蛋、炸豆卜、韭菜，挤一点酸柑汁。酸香开胃，暖心又满足。',
                ms: 'Bihun halus dimasak dalam kuah asam jawa, taucu dan rempah udang kering yang manis, masam dan sedikit pedas, kemudian dihidang dengan separuh telur rebus, tau pok goreng, daun kucai dan perahan limau kasturi. Masam segar dan sangat menyelerakan.',
              },
              image: 'noodles',
              price: 550,
              allergens: ['crustaceans', 'soy', 'eggs'],
              groups: [spiceLevel, noodleAddOns],
            },
            {
              title: 'Lor Mee',
              title_v2: { en: 'Lor Mee', zh: '卤面', ms: 'Lor Mee' },
              description:
                'Flat yellow noodles drowned in a thick, glossy five-spice gravy thickened with egg, topped with braised pork belly, fried fish nuggets, ngoh hiang and half a braised egg. Dress it your way with black vinegar, raw minced garlic and chilli. Contains pork.',
              description_v2: {
                en: 'Flat yellow noodles drowned in a thick, glossy five-spice gravy thickened with egg, topped with braised pork belly, fried fish nuggets, ngoh hiang and half a braised egg. Dress it your way with black vinegar, raw minced garlic and chilli. Contains pork.',
                zh: '扁黄面浸满以鸡蛋勾芡的浓稠五香卤汁，铺上卤五花肉、炸鱼块、五香卷和半颗卤蛋。黑醋、生蒜蓉和辣椒随你加。含猪肉。',
                ms: 'Mi kuning leper dalam kuah lima rempah yang pekat dan berkilat, dipekatkan dengan telur, dihiasi perut babi rebus, ketulan ikan goreng, ngoh hiang dan separuh telur rebus kicap. Tambah cuka hitam, bawang putih cincang dan cili ikut citarasa. Mengandungi babi.',
              },
              image: 'noodles',
              price: 550,
              allergens: ['gluten', 'eggs', 'fish', 'soy'],
              groups: [
                noodleType,
                {
                  title: 'Condiments',
                  title_v2: { en: 'Condiments', zh: '佐料', ms: 'Perasa' },
                  rule: { type: 'range', min: 1, max: 2 },
                  modifiers: [
                    {
                      title: 'Black Vinegar',
                      title_v2: { en: 'Black Vinegar', zh: '黑醋', ms: 'Cuka Hitam' },
                      max_quantity: 2,
                    },
                    {
                      title: 'Minced Garlic',
                      title_v2: { en: 'Minced Garlic', zh: '蒜蓉', ms: 'Bawang Putih Cincang' },
                      max_quantity: 2,
                    },
                    { title: 'Chilli Paste', title_v2: { en: 'Chilli Paste', zh: '辣椒酱', ms: 'Pes Cili' } },
                    { title: 'Fresh Coriander', title_v2: { en: 'Fresh Coriander', zh: '香菜', ms: 'Daun Ketumbar' } },
                  ],
                },
                noodleAddOns,
              ],
            },
            {
              title: 'Prawn Noodle Soup',
              title_v2: { en: 'Prawn Noodle Soup', zh: '虾面', ms: 'Mi Udang' },
              description: 'A deep, sweet broth of roasted prawn heads, with prawns and kangkong.',
              description_v2: {
                en: 'A deep, sweet broth of roasted prawn heads, with prawns and kangkong.',
                zh: '以烤香虾头熬成的浓甜汤头，配鲜虾和空心菜。',
                ms: 'Kuah pekat dan manis daripada kepala udang panggang, dengan udang dan kangkung.',
              },
              image: 'noodle-soup',
              price: 650,
              prices: { delivery: 700 },
              allergens: ['crustaceans', 'gluten', 'soy', 'eggs'],
              groups: [
                {
                  title: 'Soup or Dry',
                  title_v2: { en: 'Soup or Dry', zh: '汤或干', ms: 'Berkuah atau Kering' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    { title: 'Soup', title_v2: { en: 'Soup', zh: '汤', ms: 'Berkuah' }, selected: true },
                    {
                      title: 'Dry (Soup on the Side)',
                      title_v2: { en: 'Dry (Soup on the Side)', zh: '干（汤另上）', ms: 'Kering (Kuah Berasingan)' },
                    },
                  ],
                },
                noodleType,
                spiceLevel,
                noodleAddOns,
              ],
            },
            {
              title: 'Big Prawn & Pork Rib Noodles',
              title_v2: {
                en: 'Big Prawn & Pork Rib Noodles',
                zh: '大虾排骨面',
                ms: 'Mi Udang Besar & Tulang Rusuk Babi',
              },
              description: 'Our prawn broth with jumbo prawns and fall-off-the-bone pork ribs. Contains pork.',
              description_v2: {
                en: 'Our prawn broth with jumbo prawns and fall-off-the-bone pork ribs. Contains pork.',
                zh: '招牌虾汤配大虾与软烂排骨。含猪肉。',
                ms: 'Kuah udang kami dengan udang besar dan tulang rusuk babi yang lembut. Mengandungi babi.',
              },
              image: 'noodle-soup',
              price: 1080,
              preparation_time: 12,
              allergens: ['crustaceans', 'gluten', 'soy', 'eggs'],
              groups: [noodleType, spiceLevel],
            },
            {
              title: 'Mee Rebus',
              title_v2: { en: 'Mee Rebus', zh: '马来卤面', ms: 'Mee Rebus' },
              description: 'Yellow noodles in a thick sweet potato and dried shrimp gravy, with egg and lime.',
              description_v2: {
                en: 'Yellow noodles in a thick sweet potato and dried shrimp gravy, with egg and lime.',
                zh: '黄面淋上番薯虾米浓汁，配鸡蛋和酸柑。',
                ms: 'Mi kuning dalam kuah pekat ubi keledek dan udang kering, dengan telur dan limau.',
              },
              image: 'noodles',
              price: 550,
              allergens: ['gluten', 'eggs', 'soy', 'crustaceans', 'peanuts'],
              groups: [spiceLevel, noodleAddOns],
            },
          ],
        },
        {
          title: 'Rice & Nyonya Mains',
          title_v2: { en: 'Rice & Nyonya Mains', zh: '饭类与娘惹主菜', ms: 'Nasi & Hidangan Utama Nyonya' },
          items: [
            {
              title: 'Nasi Lemak with Otah',
              title_v2: { en: 'Nasi Lemak with Otah', zh: '乌达椰浆饭', ms: 'Nasi Lemak dengan Otah' },
              description: 'Coconut rice, grilled otah, fried egg, ikan bilis, peanuts and sambal.',
              description_v2: {
                en: 'Coconut rice, grilled otah, fried egg, ikan bilis, peanuts and sambal.',
                zh: '椰浆饭配烤乌达、煎蛋、江鱼仔、花生和参巴辣椒。',
                ms: 'Nasi lemak dengan otah bakar, telur goreng, ikan bilis, kacang dan sambal.',
              },
              image: 'rice-bowl',
              price: 750,
              allergens: ['fish', 'eggs', 'peanuts', 'crustaceans'],
              groups: [spiceLevel],
            },
            {
              title: 'Chap Chye Rice',
              title_v2: { en: 'Chap Chye Rice', zh: '娘惹杂菜饭', ms: 'Nasi Chap Chye' },
              description: 'Nyonya braised cabbage with glass noodles, lily buds and fermented beancurd.',
              description_v2: {
                en: 'Nyonya braised cabbage with glass noodles, lily buds and fermented beancurd.',
                zh: '娘惹焖包菜，加冬粉、金针和南乳。',
                ms: 'Kubis masak Nyonya dengan soohoon, kim chiam dan tauhu peram.',
              },
              image: 'rice-bowl',
              price: 650,
              allergens: ['soy', 'gluten', 'crustaceans'],
            },
            {
              title: 'Nyonya Curry Chicken Rice',
              title_v2: { en: 'Nyonya Curry Chicken Rice', zh: '娘惹咖喱鸡饭', ms: 'Nasi Kari Ayam Nyonya' },
              description: 'Chicken and potato in a fragrant, lemak curry with kaffir lime leaves.',
              description_v2: {
                en: 'Chicken and potato in a fragrant, lemak curry with kaffir lime leaves.',
                zh: '鸡肉和马铃薯煮成香浓椰香咖喱，加疯柑叶。',
                ms: 'Ayam dan kentang dalam kari berlemak yang wangi dengan daun limau purut.',
              },
              image: 'curry',
              price: 780,
              allergens: ['crustaceans'],
              groups: [spiceLevel],
            },
            {
              title: 'Babi Pongteh Rice',
              title_v2: { en: 'Babi Pongteh Rice', zh: '娘惹豆酱焖猪肉饭', ms: 'Nasi Babi Pongteh' },
              description: 'Pork belly and shiitake stewed with fermented soybean and gula melaka. Contains pork.',
              description_v2: {
                en: 'Pork belly and shiitake stewed with fermented soybean and gula melaka. Contains pork.',
                zh: '五花肉和香菇以豆酱与椰糖慢炖。含猪肉。',
                ms: 'Perut babi dan cendawan shiitake direneh dengan taucu dan gula melaka. Mengandungi babi.',
              },
              image: 'curry',
              price: 850,
              allergens: ['soy', 'gluten'],
            },
            {
              title: 'Sambal Sotong Rice',
              title_v2: { en: 'Sambal Sotong Rice', zh: '参巴苏东饭', ms: 'Nasi Sambal Sotong' },
              description: "Tender squid rings in sweet-spicy sambal. Today's squid is sold out.",
              description_v2: {
                en: "Tender squid rings in sweet-spicy sambal. Today's squid is sold out.",
                zh: '嫩苏东圈配甜辣参巴。今日苏东已售完。',
                ms: 'Gelang sotong lembut dalam sambal manis pedas. Sotong hari ini sudah habis.',
              },
              image: 'rice-bowl',
              price: 880,
              snoozed: true,
              allergens: ['molluscs', 'crustaceans'],
              groups: [spiceLevel],
            },
          ],
        },
      ],
    },
    {
      title: 'Otah, Kueh, Drinks & Desserts',
      title_v2: {
        en: 'Otah, Kueh, Drinks & Desserts',
        zh: '乌达、糕点、饮料与甜品',
        ms: 'Otah, Kuih, Minuman & Pencuci Mulut',
      },
      categories: [
        {
          title: 'Otah & Small Bites',
          title_v2: { en: 'Otah & Small Bites', zh: '乌达与小食', ms: 'Otah & Snek' },
          items: [
            {
              title: 'Otah',
              title_v2: { en: 'Otah (1 piece)', zh: '乌达（1条）', ms: 'Otah-Otah (1 keping)' },
              description: 'Spiced mackerel custard grilled in banana leaf over charcoal.',
              description_v2: {
                en: 'Spiced mackerel custard grilled in banana leaf over charcoal.',
                zh: '香料鲭鱼浆包在香蕉叶里，炭火烤香。',
                ms: 'Isi ikan tenggiri berempah dibalut daun pisang dan dibakar atas arang.',
              },
              image: 'fish',
              price: 200,
              allergens: ['fish', 'eggs'],
              groups: [
                {
                  title: 'Otah Style',
                  title_v2: { en: 'Otah Style', zh: '乌达口味', ms: 'Jenis Otah' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: 'Classic Mackerel',
                      title_v2: { en: 'Classic Mackerel', zh: '经典鲭鱼', ms: 'Tenggiri Klasik' },
                      selected: true,
                    },
                    {
                      title: 'Prawn & Fish',
                      title_v2: { en: 'Prawn & Fish', zh: '鲜虾鱼肉', ms: 'Udang & Ikan' },
                      price: 50,
                    },
                    { title: 'Extra Spicy', title_v2: { en: 'Extra Spicy', zh: '特辣', ms: 'Lebih Pedas' } },
                  ],
                },
              ],
            },
            {
              title: 'Otah Bun',
              title_v2: { en: 'Otah Bun', zh: '乌达包', ms: 'Pau Otah' },
              description: 'Fluffy steamed bun stuffed with spicy otah.',
              description_v2: {
                en: 'Fluffy steamed bun stuffed with spicy otah.',
                zh: '松软包子夹香辣乌达。',
                ms: 'Pau kukus gebu berinti otah pedas.',
              },
              image: 'pastry',
              price: 250,
              allergens: ['gluten', 'fish', 'eggs'],
            },
            {
              title: 'Ngoh Hiang',
              title_v2: { en: 'Ngoh Hiang', zh: '五香卷', ms: 'Ngoh Hiang' },
              description: 'Five-spice minced meat and prawn rolls in beancurd skin, fried crisp.',
              description_v2: {
                en: 'Five-spice minced meat and prawn rolls in beancurd skin, fried crisp.',
                zh: '腐皮包五香肉碎与虾，炸至香脆。',
                ms: 'Gulungan daging cincang dan udang lima rempah dalam kulit tauhu, digoreng rangup.',
              },
              image: 'skewers',
              price: 600,
              allergens: ['soy', 'gluten', 'crustaceans'],
            },
            {
              title: 'Kueh Pie Tee',
              title_v2: { en: 'Kueh Pie Tee (6 pcs)', zh: '小金杯（6个）', ms: 'Kuih Pie Tee (6 biji)' },
              description:
                'Crisp, paper-thin "top hat" pastry cups, fried fresh in brass moulds, filled at the last minute with braised jicama and bamboo shoot, a poached prawn, egg floss and coriander. Spoon on the sweet chilli. A Peranakan party favourite.',
              description_v2: {
                en: 'Crisp, paper-thin "top hat" pastry cups, fried fresh in brass moulds, filled at the last minute with braised jicama and bamboo shoot, a poached prawn, egg floss and coriander. Spoon on the sweet chilli. A Peranakan party favourite.',
                zh: '以铜模现炸的薄脆"小礼帽"金杯，上桌前才填入焖沙葛与笋丝，放上鲜虾、蛋丝和香菜，再淋甜辣酱。土生华人宴客必备。',
                ms: 'Cawan pastri "topi tinggi" yang rangup dan nipis, digoreng segar dalam acuan tembaga, diisi pada saat akhir dengan sengkuang dan rebung masak, seekor udang rebus, serunding telur dan daun ketumbar. Tambah cili manis. Kegemaran majlis Peranakan.',
              },
              image: 'pastry',
              price: 800,
              crossed_price: 900,
              preparation_time: 10,
              allergens: ['gluten', 'eggs', 'crustaceans'],
            },
            {
              title: 'Nyonya Popiah',
              title_v2: { en: 'Nyonya Popiah', zh: '娘惹薄饼', ms: 'Popiah Nyonya' },
              description: 'Soft spring roll with braised turnip, egg, prawn, peanuts and lettuce.',
              description_v2: {
                en: 'Soft spring roll with braised turnip, egg, prawn, peanuts and lettuce.',
                zh: '软薄饼皮包焖沙葛、鸡蛋、鲜虾、花生和生菜。',
                ms: 'Popiah basah dengan sengkuang masak, telur, udang, kacang dan salad.',
              },
              image: 'sandwich',
              price: 450,
              allergens: ['gluten', 'crustaceans', 'peanuts', 'eggs', 'soy'],
              groups: [
                {
                  title: 'Sauces',
                  title_v2: { en: 'Sauces (choose 1 or 2)', zh: '酱料（选1至2种）', ms: 'Sos (pilih 1 atau 2)' },
                  rule: { type: 'range', min: 1, max: 2 },
                  modifiers: [
                    {
                      title: 'Sweet Sauce',
                      title_v2: { en: 'Sweet Sauce', zh: '甜酱', ms: 'Sos Manis' },
                      selected: true,
                    },
                    { title: 'Chilli', title_v2: { en: 'Chilli', zh: '辣椒', ms: 'Cili' } },
                    { title: 'Garlic Paste', title_v2: { en: 'Garlic Paste', zh: '蒜蓉', ms: 'Pes Bawang Putih' } },
                  ],
                },
              ],
            },
            {
              title: 'Fried Fishcake',
              title_v2: { en: 'Fried Fishcake', zh: '炸鱼饼', ms: 'Kek Ikan Goreng' },
              description: 'Bouncy handmade fishcake, sliced and served with chilli sauce.',
              description_v2: {
                en: 'Bouncy handmade fishcake, sliced and served with chilli sauce.',
                zh: '手打弹牙鱼饼，切片配辣椒酱。',
                ms: 'Kek ikan buatan tangan yang kenyal, dihiris dengan sos cili.',
              },
              image: 'fish',
              price: 400,
              allergens: ['fish'],
            },
            {
              title: 'Prawn Crackers',
              title_v2: { en: 'Prawn Crackers', zh: '虾饼', ms: 'Keropok Udang' },
              description: 'Light, airy crackers for dipping in laksa gravy.',
              description_v2: {
                en: 'Light, airy crackers for dipping in laksa gravy.',
                zh: '轻盈酥脆，蘸叻沙汤一流。',
                ms: 'Keropok ringan dan rangup untuk dicicah dalam kuah laksa.',
              },
              image: 'fries',
              price: 250,
              allergens: ['crustaceans'],
            },
          ],
        },
        {
          title: 'Nyonya Kueh',
          title_v2: { en: 'Nyonya Kueh', zh: '娘惹糕', ms: 'Kuih Nyonya' },
          items: [
            {
              title: 'Kueh Lapis',
              title_v2: { en: 'Kueh Lapis', zh: '九层糕', ms: 'Kuih Lapis' },
              description: 'Nine bouncy rainbow layers of coconut and rice flour. Peel and enjoy.',
              description_v2: {
                en: 'Nine bouncy rainbow layers of coconut and rice flour. Peel and enjoy.',
                zh: '椰浆米粉做成的九层彩虹糕，一层层撕着吃。',
                ms: 'Sembilan lapisan pelangi santan dan tepung beras yang kenyal. Kopek dan nikmati.',
              },
              image: 'cake',
              price: 160,
            },
            {
              title: 'Ondeh-Ondeh',
              title_v2: { en: 'Ondeh-Ondeh (4 pcs)', zh: '椰丝糖球（4粒）', ms: 'Onde-Onde (4 biji)' },
              description: 'Pandan glutinous rice balls that burst with molten gula melaka.',
              description_v2: {
                en: 'Pandan glutinous rice balls that burst with molten gula melaka.',
                zh: '班兰糯米球，一咬爆出椰糖浆。',
                ms: 'Bebola pulut pandan yang meletus dengan gula melaka cair.',
              },
              image: 'donut',
              price: 300,
            },
            {
              title: 'Kueh Salat',
              title_v2: { en: 'Kueh Salat', zh: '斑斓糯米糕', ms: 'Kuih Seri Muka' },
              description: 'Blue-pea glutinous rice under a silky pandan custard.',
              description_v2: {
                en: 'Blue-pea glutinous rice under a silky pandan custard.',
                zh: '蝶豆花糯米底，铺上滑嫩班兰蛋奶层。',
                ms: 'Pulut bunga telang di bawah lapisan kastard pandan yang lembut.',
              },
              image: 'cake',
              price: 180,
              allergens: ['eggs'],
            },
            {
              title: 'Ang Ku Kueh',
              title_v2: { en: 'Ang Ku Kueh', zh: '红龟粿', ms: 'Kuih Ku Merah' },
              description: 'Soft red tortoise-shaped kueh with a sweet filling.',
              description_v2: {
                en: 'Soft red tortoise-shaped kueh with a sweet filling.',
                zh: '软糯红龟粿，内有甜馅。',
                ms: 'Kuih ku merah lembut berbentuk kura-kura dengan inti manis.',
              },
              image: 'cake',
              price: 160,
              allergens: ['peanuts'],
              groups: [
                {
                  title: 'Filling',
                  title_v2: { en: 'Filling', zh: '馅料', ms: 'Inti' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: 'Mung Bean',
                      title_v2: { en: 'Mung Bean', zh: '绿豆', ms: 'Kacang Hijau' },
                      selected: true,
                    },
                    {
                      title: 'Crushed Peanut',
                      title_v2: { en: 'Crushed Peanut', zh: '花生碎', ms: 'Kacang Tanah Tumbuk' },
                    },
                    { title: 'Grated Coconut', title_v2: { en: 'Grated Coconut', zh: '椰丝', ms: 'Kelapa Parut' } },
                  ],
                },
              ],
            },
            {
              title: 'Kueh Dadar',
              title_v2: { en: 'Kueh Dadar', zh: '椰丝卷', ms: 'Kuih Dadar' },
              description: 'Pandan crêpe rolled around gula melaka coconut.',
              description_v2: {
                en: 'Pandan crêpe rolled around gula melaka coconut.',
                zh: '班兰薄饼卷着椰糖椰丝。',
                ms: 'Lempeng pandan digulung dengan inti kelapa gula melaka.',
              },
              image: 'pastry',
              price: 180,
              allergens: ['gluten', 'eggs'],
            },
            {
              title: 'Pulut Tai Tai',
              title_v2: { en: 'Pulut Tai Tai', zh: '蓝花糯米糕', ms: 'Pulut Tai Tai' },
              description: 'Blue-pea glutinous rice squares with house-made kaya.',
              description_v2: {
                en: 'Blue-pea glutinous rice squares with house-made kaya.',
                zh: '蝶豆花糯米糕配自制咖椰。',
                ms: 'Pulut bunga telang berpotong dengan kaya buatan sendiri.',
              },
              image: 'cake',
              price: 200,
              allergens: ['eggs'],
            },
            {
              title: 'Assorted Nyonya Kueh Box',
              title_v2: {
                en: 'Assorted Nyonya Kueh Box (8 pcs)',
                zh: '娘惹糕礼盒（8件）',
                ms: 'Kotak Kuih Nyonya Campuran (8 biji)',
              },
              description: "Eight of today's kueh, packed in a gift box. Good for the office.",
              description_v2: {
                en: "Eight of today's kueh, packed in a gift box. Good for the office.",
                zh: '八件当日娘惹糕，礼盒装，适合带去办公室分享。',
                ms: 'Lapan kuih hari ini dalam kotak hadiah. Sesuai untuk pejabat.',
              },
              image: 'cake',
              price: 1200,
              discount_price: 1080,
              allergens: ['eggs', 'peanuts', 'gluten'],
            },
          ],
        },
        {
          title: 'Drinks',
          title_v2: { en: 'Drinks', zh: '饮料', ms: 'Minuman' },
          items: [
            {
              title: 'Bandung',
              title_v2: { en: 'Bandung', zh: '玫瑰奶', ms: 'Bandung' },
              description: 'Pink rose syrup with evaporated milk, served icy cold.',
              description_v2: {
                en: 'Pink rose syrup with evaporated milk, served icy cold.',
                zh: '粉红玫瑰糖浆加淡奶，冰凉上桌。',
                ms: 'Sirap ros merah jambu dengan susu cair, dihidang sejuk.',
              },
              image: 'bubble-tea',
              price: 250,
              allergens: ['milk'],
              groups: [sweetness, iceLevel],
            },
            {
              title: 'Lime Juice with Sour Plum',
              title_v2: { en: 'Lime Juice with Sour Plum', zh: '酸梅酸柑汁', ms: 'Jus Limau Asam Boi' },
              description: 'Fresh calamansi with a salty-sour dried plum. Cuts through the lemak.',
              description_v2: {
                en: 'Fresh calamansi with a salty-sour dried plum. Cuts through the lemak.',
                zh: '鲜榨酸柑汁加咸酸梅，解椰浆之腻。',
                ms: 'Limau kasturi segar dengan asam boi masin-masam. Menyegarkan selepas makanan berlemak.',
              },
              image: 'juice',
              price: 250,
              groups: [sweetness, iceLevel],
            },
            {
              title: 'Kopi',
              title_v2: { en: 'Kopi', zh: '咖啡', ms: 'Kopi' },
              description: 'Thick Nanyang coffee with condensed milk.',
              description_v2: {
                en: 'Thick Nanyang coffee with condensed milk.',
                zh: '浓郁南洋咖啡加炼奶。',
                ms: 'Kopi Nanyang pekat dengan susu pekat manis.',
              },
              image: 'coffee',
              price: 180,
              allergens: ['milk'],
              groups: [temperature, sweetness],
            },
            {
              title: 'Teh',
              title_v2: { en: 'Teh', zh: '奶茶', ms: 'Teh' },
              description: 'Strong pulled tea with condensed milk.',
              description_v2: {
                en: 'Strong pulled tea with condensed milk.',
                zh: '浓拉茶加炼奶。',
                ms: 'Teh pekat dengan susu pekat manis.',
              },
              image: 'tea',
              price: 180,
              allergens: ['milk'],
              groups: [temperature, sweetness],
            },
            {
              title: 'Homemade Barley',
              title_v2: { en: 'Homemade Barley', zh: '自制薏米水', ms: 'Air Barli' },
              description: 'Lightly sweet pearl barley with a hint of pandan.',
              description_v2: {
                en: 'Lightly sweet pearl barley with a hint of pandan.',
                zh: '清甜薏米水，带淡淡班兰香。',
                ms: 'Air barli manis sedikit dengan aroma pandan.',
              },
              image: 'juice',
              price: 200,
              allergens: ['gluten'],
              groups: [sweetness, iceLevel],
            },
            {
              title: 'Fresh Young Coconut',
              title_v2: { en: 'Fresh Young Coconut', zh: '新鲜椰子', ms: 'Kelapa Muda Segar' },
              description: 'Chilled whole Thai coconut, opened to order.',
              description_v2: {
                en: 'Chilled whole Thai coconut, opened to order.',
                zh: '冰镇泰国椰子，现点现开。',
                ms: 'Kelapa Thai sejuk, dibuka ikut pesanan.',
              },
              image: 'juice',
              price: 450,
              oos: true,
            },
            {
              title: 'Chrysanthemum Tea',
              title_v2: { en: 'Chrysanthemum Tea', zh: '菊花茶', ms: 'Teh Kekwa' },
              description: 'Cooling chrysanthemum brewed with rock sugar.',
              description_v2: {
                en: 'Cooling chrysanthemum brewed with rock sugar.',
                zh: '冰糖菊花茶，清热降火。',
                ms: 'Teh kekwa yang menyejukkan, dimasak dengan gula batu.',
              },
              image: 'tea',
              price: 200,
              groups: [temperature, sweetness],
            },
          ],
        },
        {
          title: 'Desserts',
          title_v2: { en: 'Desserts', zh: '甜品', ms: 'Pencuci Mulut' },
          items: [
            {
              title: 'Chendol',
              title_v2: { en: 'Chendol', zh: '珍多冰', ms: 'Cendol' },
              description: 'Shaved ice, pandan jelly, coconut milk and smoky gula melaka.',
              description_v2: {
                en: 'Shaved ice, pandan jelly, coconut milk and smoky gula melaka.',
                zh: '刨冰、班兰粉条、椰奶和焦香椰糖。',
                ms: 'Ais kisar, cendol pandan, santan dan gula melaka yang wangi.',
              },
              image: 'ice-cream',
              price: 350,
              groups: [
                {
                  title: 'Toppings',
                  title_v2: { en: 'Toppings', zh: '配料', ms: 'Topping' },
                  rule: { type: 'range', min: 0, max: 3 },
                  modifiers: [
                    {
                      title: 'Red Beans',
                      title_v2: { en: 'Red Beans', zh: '红豆', ms: 'Kacang Merah' },
                      price: 50,
                      max_quantity: 2,
                    },
                    { title: 'Attap Chee', title_v2: { en: 'Attap Chee', zh: '亚答籽', ms: 'Buah Atap' }, price: 80 },
                    {
                      title: 'Sweet Corn',
                      title_v2: { en: 'Sweet Corn', zh: '甜玉米', ms: 'Jagung Manis' },
                      price: 50,
                    },
                    {
                      title: 'Extra Gula Melaka',
                      title_v2: { en: 'Extra Gula Melaka', zh: '加椰糖', ms: 'Tambah Gula Melaka' },
                      price: 50,
                      max_quantity: 3,
                    },
                    {
                      title: 'Durian Pulp',
                      title_v2: { en: 'Durian Pulp', zh: '榴莲肉', ms: 'Isi Durian' },
                      price: 250,
                    },
                  ],
                },
              ],
            },
            {
              title: 'Pulut Hitam',
              title_v2: { en: 'Pulut Hitam', zh: '黑糯米粥', ms: 'Bubur Pulut Hitam' },
              description: 'Warm black glutinous rice porridge with a swirl of coconut cream.',
              description_v2: {
                en: 'Warm black glutinous rice porridge with a swirl of coconut cream.',
                zh: '温热黑糯米粥，淋上椰浆。',
                ms: 'Bubur pulut hitam suam dengan santan pekat.',
              },
              image: 'soup',
              price: 300,
            },
            {
              title: 'Bubur Cha Cha',
              title_v2: { en: 'Bubur Cha Cha', zh: '摩摩喳喳', ms: 'Bubur Cha Cha' },
              description: 'Sweet potato, yam and sago in pandan coconut milk, hot or cold.',
              description_v2: {
                en: 'Sweet potato, yam and sago in pandan coconut milk, hot or cold.',
                zh: '番薯、芋头和西米，煮入班兰椰奶，冷热皆宜。',
                ms: 'Ubi keledek, keladi dan sagu dalam santan pandan, panas atau sejuk.',
              },
              image: 'soup',
              price: 300,
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
              title: 'Sago Gula Melaka',
              title_v2: { en: 'Sago Gula Melaka', zh: '椰糖西米', ms: 'Sagu Gula Melaka' },
              description: 'Chilled sago pudding with coconut milk and palm sugar syrup.',
              description_v2: {
                en: 'Chilled sago pudding with coconut milk and palm sugar syrup.',
                zh: '冰凉西米布丁，淋椰奶和椰糖浆。',
                ms: 'Puding sagu sejuk dengan santan dan sirap gula melaka.',
              },
              image: 'ice-cream',
              price: 300,
            },
          ],
        },
      ],
    },
    {
      title: 'Weekend Nyonya Specials',
      title_v2: { en: 'Weekend Nyonya Specials', zh: '周末娘惹特餐', ms: 'Hidangan Istimewa Nyonya Hujung Minggu' },
      available_times: {
        6: [{ start_time: 1000, end_time: 2100 }],
        7: [{ start_time: 1000, end_time: 2100 }],
      },
      categories: [
        {
          title: 'Weekend Specials',
          title_v2: { en: 'Weekend Specials', zh: '周末特餐', ms: 'Istimewa Hujung Minggu' },
          items: [
            {
              title: 'Ayam Buah Keluak',
              title_v2: { en: 'Ayam Buah Keluak', zh: '黑果焖鸡', ms: 'Ayam Buah Keluak' },
              description:
                'The soul of Peranakan cooking: chicken braised in a tamarind and rempah gravy with buah keluak nuts, each soaked for days, cracked and filled with their own earthy, chocolate-dark paste. Served with steamed rice. Only on weekends, and it goes fast.',
              description_v2: {
                en: 'The soul of Peranakan cooking: chicken braised in a tamarind and rempah gravy with buah keluak nuts, each soaked for days, cracked and filled with their own earthy, chocolate-dark paste. Served with steamed rice. Only on weekends, and it goes fast.',
                zh: '土生华人菜的灵魂：鸡肉以罗望子和香料酱汁焖煮，加入浸泡数日的黑果，敲开后填回浓郁如黑巧克力般的果肉酱。配白饭。只在周末供应，售完即止。',
                ms: 'Jiwa masakan Peranakan: ayam direneh dalam kuah asam jawa dan rempah bersama buah keluak yang direndam berhari-hari, dipecahkan dan diisi semula dengan isinya yang pekat seperti coklat gelap. Dihidang dengan nasi putih. Hanya pada hujung minggu, cepat habis.',
              },
              image: 'curry',
              price: 1480,
              preparation_time: 15,
              allergens: ['crustaceans'],
            },
            {
              title: 'Crayfish Laksa',
              title_v2: { en: 'Crayfish Laksa', zh: '小龙虾叻沙', ms: 'Laksa Udang Karang' },
              description:
                'Our weekend showstopper: a whole split crayfish, tiger prawns and cockles in a double-strength laksa gravy simmered with extra prawn shells. Served with thick bee hoon and a side of sambal. Big enough to make you go quiet.',
              description_v2: {
                en: 'Our weekend showstopper: a whole split crayfish, tiger prawns and cockles in a double-strength laksa gravy simmered with extra prawn shells. Served with thick bee hoon and a side of sambal. Big enough to make you go quiet.',
                zh: '周末压轴：整只开边小龙虾、老虎虾和血蚶，泡在加入大量虾壳熬煮的双倍浓叻沙汤里。配粗米粉与参巴辣椒。分量足以让你埋头猛吃。',
                ms: 'Hidangan utama hujung minggu: seekor udang karang dibelah, udang harimau dan kerang dalam kuah laksa dua kali ganda pekat yang dimasak dengan kulit udang tambahan. Dihidang dengan bihun kasar dan sambal. Cukup besar sampai anda terdiam.',
              },
              image: 'shrimp',
              price: 1880,
              prices: { delivery: 1980 },
              preparation_time: 15,
              allergens: ['crustaceans', 'molluscs', 'fish', 'soy'],
              groups: [laksaSpice, laksaNoodle],
            },
            {
              title: 'Itek Tim',
              title_v2: { en: 'Itek Tim (Duck & Salted Vegetable Soup)', zh: '咸菜鸭汤', ms: 'Itik Tim' },
              description: 'Duck, salted mustard greens, tomato and sour plum simmered into a tangy soup.',
              description_v2: {
                en: 'Duck, salted mustard greens, tomato and sour plum simmered into a tangy soup.',
                zh: '鸭肉、咸菜、番茄和酸梅熬成酸香汤品。',
                ms: 'Itik, sawi masin, tomato dan asam boi direneh menjadi sup yang masam segar.',
              },
              image: 'soup',
              price: 1280,
              allergens: ['soy'],
            },
            {
              title: 'Nasi Ulam',
              title_v2: { en: 'Nasi Ulam', zh: '娘惹香草饭', ms: 'Nasi Ulam' },
              description: 'Rice tossed with finely shredded herbs, toasted coconut, salted fish and dried shrimp.',
              description_v2: {
                en: 'Rice tossed with finely shredded herbs, toasted coconut, salted fish and dried shrimp.',
                zh: '米饭拌入细切香草、烤椰丝、咸鱼和虾米。',
                ms: 'Nasi digaul dengan ulam-ulaman yang dihiris halus, kerisik, ikan masin dan udang kering.',
              },
              image: 'fried-rice',
              price: 980,
              allergens: ['fish', 'crustaceans'],
            },
          ],
        },
      ],
    },
  ],
} satisfies DemoMenu;
