import type { DemoGroup, DemoMenu } from '../types';
/** the language the base `title` / `description` are written in */
export const localLang = 'id';

// Reusable modifier groups (functions, so every item gets its own copy).
const olesan = (): DemoGroup => ({
  title: 'Olesan',
  title_v2: { en: 'Spread', id: 'Olesan' },
  rule: { type: 'exact', value: 1 },
  modifiers: [
    { title: 'Margarin', title_v2: { en: 'Margarine', id: 'Margarin' }, selected: true },
    { title: 'Mentega Premium', title_v2: { en: 'Premium butter', id: 'Mentega Premium' }, price: 1500000 },
  ],
});

const adonan = (): DemoGroup => ({
  title: 'Jenis Adonan',
  title_v2: { en: 'Batter', id: 'Jenis Adonan' },
  rule: { type: 'exact', value: 1 },
  modifiers: [
    { title: 'Original', title_v2: { en: 'Original', id: 'Original' }, selected: true },
    { title: 'Pandan', title_v2: { en: 'Pandan', id: 'Pandan' }, price: 500000 },
    { title: 'Cokelat', title_v2: { en: 'Chocolate', id: 'Cokelat' }, price: 500000 },
    { title: 'Red Velvet', title_v2: { en: 'Red velvet', id: 'Red Velvet' }, price: 1000000 },
    { title: 'Green Tea', title_v2: { en: 'Green tea', id: 'Green Tea' }, price: 1000000, enabled: false },
  ],
});

const toppingManis = (): DemoGroup => ({
  title: 'Topping Tambahan',
  title_v2: { en: 'Extra toppings', id: 'Topping Tambahan' },
  rule: { type: 'range', min: 0, max: 3 },
  modifiers: [
    { title: 'Keju Cheddar', title_v2: { en: 'Cheddar cheese', id: 'Keju Cheddar' }, price: 800000, max_quantity: 2 },
    {
      title: 'Meses Cokelat',
      title_v2: { en: 'Chocolate sprinkles', id: 'Meses Cokelat' },
      price: 500000,
      max_quantity: 2,
    },
    {
      title: 'Kacang Sangrai',
      title_v2: { en: 'Roasted peanuts', id: 'Kacang Sangrai' },
      price: 500000,
      max_quantity: 2,
    },
    { title: 'Wijen Sangrai', title_v2: { en: 'Toasted sesame', id: 'Wijen Sangrai' }, price: 300000 },
    {
      title: 'Biskuit Cokelat Remuk',
      title_v2: { en: 'Crushed chocolate cookies', id: 'Biskuit Cokelat Remuk' },
      price: 800000,
    },
    { title: 'Susu Kental Manis', title_v2: { en: 'Condensed milk drizzle', id: 'Susu Kental Manis' }, price: 300000 },
  ],
});

const ukuranLoyang = (): DemoGroup => ({
  title: 'Ukuran',
  title_v2: { en: 'Size', id: 'Ukuran' },
  rule: { type: 'exact', value: 1 },
  modifiers: [
    {
      title: 'Loyang Biasa (8 potong)',
      title_v2: { en: 'Regular pan (8 slices)', id: 'Loyang Biasa (8 potong)' },
      selected: true,
    },
    {
      title: 'Loyang Jumbo (12 potong)',
      title_v2: { en: 'Jumbo pan (12 slices)', id: 'Loyang Jumbo (12 potong)' },
      price: 2500000,
    },
  ],
});

const jumlahTelur = (): DemoGroup => ({
  title: 'Jumlah Telur',
  title_v2: { en: 'Number of eggs', id: 'Jumlah Telur' },
  rule: { type: 'exact', value: 1 },
  modifiers: [
    { title: '2 Telur Ayam', title_v2: { en: '2 chicken eggs', id: '2 Telur Ayam' }, selected: true },
    { title: '3 Telur Ayam', title_v2: { en: '3 chicken eggs', id: '3 Telur Ayam' }, price: 600000 },
    { title: '4 Telur Ayam', title_v2: { en: '4 chicken eggs', id: '4 Telur Ayam' }, price: 1200000 },
    { title: '3 Telur Bebek', title_v2: { en: '3 duck eggs', id: '3 Telur Bebek' }, price: 1500000 },
  ],
});

const pelengkapTelur = (): DemoGroup => ({
  title: 'Pilih Pelengkap',
  title_v2: { en: 'Choose sides', id: 'Pilih Pelengkap' },
  rule: { type: 'range', min: 1, max: 2 },
  modifiers: [
    {
      title: 'Acar Timun & Cabai Rawit',
      title_v2: { en: 'Cucumber pickle & bird’s-eye chilli', id: 'Acar Timun & Cabai Rawit' },
      selected: true,
    },
    { title: 'Kuah Cuka Pedas', title_v2: { en: 'Spicy vinegar dip', id: 'Kuah Cuka Pedas' } },
    { title: 'Saus Sambal', title_v2: { en: 'Chilli sauce', id: 'Saus Sambal' } },
    { title: 'Kuah Kari Kentang', title_v2: { en: 'Potato curry dip', id: 'Kuah Kari Kentang' }, price: 500000 },
  ],
});

const tingkatGula = (): DemoGroup => ({
  title: 'Tingkat Gula',
  title_v2: { en: 'Sugar level', id: 'Tingkat Gula' },
  rule: { type: 'exact', value: 1 },
  modifiers: [
    { title: 'Normal', title_v2: { en: 'Normal', id: 'Normal' }, selected: true },
    { title: 'Kurang Manis', title_v2: { en: 'Less sweet', id: 'Kurang Manis' } },
    { title: 'Tanpa Gula', title_v2: { en: 'No sugar', id: 'Tanpa Gula' } },
  ],
});

const panasDingin = (): DemoGroup => ({
  title: 'Panas atau Dingin',
  title_v2: { en: 'Hot or iced', id: 'Panas atau Dingin' },
  rule: { type: 'exact', value: 1 },
  modifiers: [
    { title: 'Dingin', title_v2: { en: 'Iced', id: 'Dingin' }, selected: true },
    { title: 'Panas', title_v2: { en: 'Hot', id: 'Panas' } },
  ],
});

const everyEvening = [{ start_time: 1600, end_time: 2300 }];

export default {
  sections: [
    {
      title: 'Martabak & Terang Bulan',
      title_v2: { en: 'Martabak & sweet pancakes', id: 'Martabak & Terang Bulan' },
      categories: [
        {
          title: 'Andalan Bulan Sabit',
          title_v2: { en: 'Bulan Sabit favourites', id: 'Andalan Bulan Sabit' },
          is_popular_category: true,
          is_halal: true,
          items: [
            {
              title: 'Martabak Manis Spesial Bulan Sabit',
              title_v2: {
                en: 'Bulan Sabit Special Sweet Martabak',
                id: 'Martabak Manis Spesial Bulan Sabit',
                ms: 'Apam Balik Istimewa Bulan Sabit',
              },
              description:
                'Martabak manis tebal bersarang yang dipanggang di loyang besi, dilumuri mentega, lalu diisi penuh cokelat meses, kacang sangrai, keju cheddar, wijen, dan susu kental manis. Dipotong delapan dan masih hangat saat sampai.',
              description_v2: {
                en: 'Our thick, honeycombed sweet pancake baked in a cast-iron pan, brushed generously with butter and packed with chocolate sprinkles, roasted peanuts, cheddar, sesame and condensed milk. Cut into eight and still warm when it arrives.',
                id: 'Martabak manis tebal bersarang yang dipanggang di loyang besi, dilumuri mentega, lalu diisi penuh cokelat meses, kacang sangrai, keju cheddar, wijen, dan susu kental manis. Dipotong delapan dan masih hangat saat sampai.',
              },
              image: 'cake',
              price: 8500000,
              prices: { delivery: 9500000 },
              allergens: ['gluten', 'eggs', 'milk', 'peanuts', 'sesame'],
              is_halal: true,
              preparation_time: 20,
              groups: [ukuranLoyang(), adonan(), olesan(), toppingManis()],
            },
            {
              title: 'Martabak Telur Daging Sapi',
              title_v2: { en: 'Beef & Egg Martabak', id: 'Martabak Telur Daging Sapi', ms: 'Murtabak Daging Lembu' },
              description:
                'Kulit tipis yang dibanting sampai transparan, diisi daging sapi cincang berbumbu kari, telur, dan daun bawang, lalu digoreng di wajan datar sampai renyah keemasan. Disajikan dengan acar timun, cabai rawit, dan kuah cuka.',
              description_v2: {
                en: 'Paper-thin dough slapped out until translucent, filled with curry-spiced minced beef, egg and spring onion, then griddle-fried until golden and crisp. Served with cucumber pickle, bird’s-eye chillies and a tangy vinegar dip.',
                id: 'Kulit tipis yang dibanting sampai transparan, diisi daging sapi cincang berbumbu kari, telur, dan daun bawang, lalu digoreng di wajan datar sampai renyah keemasan. Disajikan dengan acar timun, cabai rawit, dan kuah cuka.',
              },
              image: 'flatbread',
              price: 7000000,
              prices: { delivery: 7800000 },
              allergens: ['gluten', 'eggs'],
              is_halal: true,
              preparation_time: 15,
              groups: [jumlahTelur(), pelengkapTelur()],
            },
            {
              title: 'Terang Bulan Keju Susu',
              title_v2: {
                en: 'Cheese & Condensed Milk Pancake',
                id: 'Terang Bulan Keju Susu',
                ms: 'Apam Balik Keju Susu',
              },
              description: 'Terang bulan lembut dengan keju cheddar parut melimpah dan siraman susu kental manis.',
              description_v2: {
                en: 'A fluffy sweet pancake heaped with grated cheddar and drizzled with condensed milk.',
                id: 'Terang bulan lembut dengan keju cheddar parut melimpah dan siraman susu kental manis.',
              },
              image: 'cake',
              price: 6500000,
              crossed_price: 7500000,
              allergens: ['gluten', 'eggs', 'milk'],
              is_halal: true,
              groups: [ukuranLoyang(), olesan(), toppingManis()],
            },
            {
              title: 'Martabak Tipis Kering Cokelat Keju',
              title_v2: {
                en: 'Crispy Thin Chocolate Cheese Martabak',
                id: 'Martabak Tipis Kering Cokelat Keju',
                ms: 'Apam Balik Nipis Rangup Coklat Keju',
              },
              description: 'Martabak tipis yang renyah seperti kerupuk, diisi cokelat leleh dan keju.',
              description_v2: {
                en: 'A wafer-thin martabak that shatters like a cracker, filled with melted chocolate and cheese.',
                id: 'Martabak tipis yang renyah seperti kerupuk, diisi cokelat leleh dan keju.',
              },
              image: 'flatbread',
              price: 6000000,
              allergens: ['gluten', 'eggs', 'milk', 'soy'],
              is_halal: true,
              groups: [olesan()],
            },
            {
              title: 'Martabak Telur Rendang',
              title_v2: { en: 'Beef Rendang Martabak', id: 'Martabak Telur Rendang', ms: 'Murtabak Rendang' },
              description: 'Isian rendang daging sapi Padang yang dimasak berjam-jam, telur, dan bawang bombai.',
              description_v2: {
                en: 'Filled with slow-cooked Padang beef rendang, egg and onion.',
                id: 'Isian rendang daging sapi Padang yang dimasak berjam-jam, telur, dan bawang bombai.',
              },
              image: 'flatbread',
              price: 8500000,
              allergens: ['gluten', 'eggs'],
              is_halal: true,
              preparation_time: 15,
              groups: [jumlahTelur(), pelengkapTelur()],
            },
          ],
        },
        {
          title: 'Martabak Manis',
          title_v2: { en: 'Sweet martabak', id: 'Martabak Manis' },
          is_halal: true,
          items: [
            {
              title: 'Martabak Manis Cokelat Kacang',
              title_v2: {
                en: 'Chocolate Peanut Sweet Martabak',
                id: 'Martabak Manis Cokelat Kacang',
                ms: 'Apam Balik Coklat Kacang',
              },
              description: 'Klasik tak tergantikan: meses cokelat dan kacang tanah sangrai tumbuk.',
              description_v2: {
                en: 'The timeless classic: chocolate sprinkles and crushed roasted peanuts.',
                id: 'Klasik tak tergantikan: meses cokelat dan kacang tanah sangrai tumbuk.',
              },
              image: 'cake',
              price: 5000000,
              allergens: ['gluten', 'eggs', 'milk', 'peanuts'],
              is_halal: true,
              groups: [ukuranLoyang(), adonan(), olesan(), toppingManis()],
            },
            {
              title: 'Martabak Manis Keju',
              title_v2: { en: 'Cheese Sweet Martabak', id: 'Martabak Manis Keju', ms: 'Apam Balik Keju' },
              description: 'Keju cheddar parut tebal di atas olesan mentega dan gula.',
              description_v2: {
                en: 'A thick layer of grated cheddar over butter and sugar.',
                id: 'Keju cheddar parut tebal di atas olesan mentega dan gula.',
              },
              image: 'cake',
              price: 5500000,
              allergens: ['gluten', 'eggs', 'milk'],
              is_halal: true,
              groups: [ukuranLoyang(), adonan(), olesan(), toppingManis()],
            },
            {
              title: 'Martabak Manis Pandan Srikaya',
              title_v2: {
                en: 'Pandan Kaya Sweet Martabak',
                id: 'Martabak Manis Pandan Srikaya',
                ms: 'Apam Balik Pandan Kaya',
              },
              description: 'Adonan pandan hijau harum dengan isian srikaya telur dan kelapa muda.',
              description_v2: {
                en: 'Fragrant green pandan batter filled with egg kaya and young coconut.',
                id: 'Adonan pandan hijau harum dengan isian srikaya telur dan kelapa muda.',
              },
              image: 'cake',
              price: 6000000,
              allergens: ['gluten', 'eggs', 'milk'],
              is_halal: true,
              groups: [ukuranLoyang(), olesan(), toppingManis()],
            },
            {
              title: 'Martabak Manis Red Velvet Keju Krim',
              title_v2: {
                en: 'Red Velvet Cream Cheese Martabak',
                id: 'Martabak Manis Red Velvet Keju Krim',
                ms: 'Apam Balik Red Velvet Keju Krim',
              },
              description: 'Adonan red velvet dengan krim keju manis-asam dan remahan biskuit.',
              description_v2: {
                en: 'Red velvet batter with tangy-sweet cream cheese and cookie crumbs.',
                id: 'Adonan red velvet dengan krim keju manis-asam dan remahan biskuit.',
              },
              image: 'cake',
              price: 7500000,
              allergens: ['gluten', 'eggs', 'milk'],
              is_halal: true,
              groups: [ukuranLoyang(), olesan(), toppingManis()],
            },
            {
              title: 'Martabak Manis Ketan Hitam Susu',
              title_v2: {
                en: 'Black Sticky Rice Sweet Martabak',
                id: 'Martabak Manis Ketan Hitam Susu',
                ms: 'Apam Balik Pulut Hitam Susu',
              },
              description: 'Adonan ketan hitam yang legit dengan susu kental manis dan keju.',
              description_v2: {
                en: 'Rich black glutinous rice batter with condensed milk and cheese.',
                id: 'Adonan ketan hitam yang legit dengan susu kental manis dan keju.',
              },
              image: 'cake',
              price: 6500000,
              allergens: ['gluten', 'eggs', 'milk'],
              is_halal: true,
              groups: [ukuranLoyang(), olesan(), toppingManis()],
            },
            {
              title: 'Martabak Manis Cokelat Hazelnut Pisang',
              title_v2: {
                en: 'Chocolate Hazelnut Banana Martabak',
                id: 'Martabak Manis Cokelat Hazelnut Pisang',
                ms: 'Apam Balik Coklat Hazelnut Pisang',
              },
              description: 'Selai cokelat hazelnut, irisan pisang raja, dan taburan hazelnut panggang.',
              description_v2: {
                en: 'Chocolate hazelnut spread, sliced raja bananas and toasted hazelnuts.',
                id: 'Selai cokelat hazelnut, irisan pisang raja, dan taburan hazelnut panggang.',
              },
              image: 'cake',
              price: 7800000,
              discount_price: 7000000,
              allergens: ['gluten', 'eggs', 'milk', 'nuts', 'soy'],
              is_halal: true,
              groups: [ukuranLoyang(), adonan(), olesan(), toppingManis()],
            },
            {
              title: 'Martabak Mini Aneka Rasa',
              title_v2: {
                en: 'Mini Sweet Martabak Box',
                id: 'Martabak Mini Aneka Rasa',
                ms: 'Apam Balik Mini Pelbagai Rasa',
              },
              description: 'Enam martabak manis mini, pilih satu atau dua rasa.',
              description_v2: {
                en: 'Six mini sweet martabak in one or two flavours of your choice.',
                id: 'Enam martabak manis mini, pilih satu atau dua rasa.',
              },
              image: 'cake',
              price: 4500000,
              allergens: ['gluten', 'eggs', 'milk'],
              is_halal: true,
              groups: [
                {
                  title: 'Pilih Rasa',
                  title_v2: { en: 'Choose flavours', id: 'Pilih Rasa' },
                  rule: { type: 'range', min: 1, max: 2 },
                  modifiers: [
                    { title: 'Cokelat Kacang', title_v2: { en: 'Chocolate peanut', id: 'Cokelat Kacang' } },
                    { title: 'Keju Susu', title_v2: { en: 'Cheese & condensed milk', id: 'Keju Susu' } },
                    { title: 'Pandan Srikaya', title_v2: { en: 'Pandan kaya', id: 'Pandan Srikaya' } },
                    {
                      title: 'Cokelat Hazelnut',
                      title_v2: { en: 'Chocolate hazelnut', id: 'Cokelat Hazelnut' },
                      price: 500000,
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          title: 'Martabak Telur',
          title_v2: { en: 'Savoury egg martabak', id: 'Martabak Telur' },
          is_halal: true,
          items: [
            {
              title: 'Martabak Telur Ayam',
              title_v2: { en: 'Chicken & Egg Martabak', id: 'Martabak Telur Ayam', ms: 'Murtabak Ayam' },
              description: 'Ayam cincang berbumbu, telur, dan daun bawang dalam kulit renyah.',
              description_v2: {
                en: 'Spiced minced chicken, egg and spring onion in a crisp pastry.',
                id: 'Ayam cincang berbumbu, telur, dan daun bawang dalam kulit renyah.',
              },
              image: 'flatbread',
              price: 5500000,
              allergens: ['gluten', 'eggs'],
              is_halal: true,
              groups: [jumlahTelur(), pelengkapTelur()],
            },
            {
              title: 'Martabak Telur Kornet Keju',
              title_v2: {
                en: 'Corned Beef & Cheese Martabak',
                id: 'Martabak Telur Kornet Keju',
                ms: 'Murtabak Daging Kornet Keju',
              },
              description: 'Kornet sapi, telur, dan keju mozzarella yang meleleh saat dipotong.',
              description_v2: {
                en: 'Corned beef, egg and mozzarella that stretches when you pull a slice.',
                id: 'Kornet sapi, telur, dan keju mozzarella yang meleleh saat dipotong.',
              },
              image: 'flatbread',
              price: 6500000,
              allergens: ['gluten', 'eggs', 'milk'],
              is_halal: true,
              groups: [jumlahTelur(), pelengkapTelur()],
            },
            {
              title: 'Martabak Telur Bebek Spesial',
              title_v2: {
                en: 'Special Duck Egg Martabak',
                id: 'Martabak Telur Bebek Spesial',
                ms: 'Murtabak Telur Itik Istimewa',
              },
              description: 'Empat telur bebek dan daging sapi cincang untuk rasa yang lebih gurih dan pekat.',
              description_v2: {
                en: 'Four duck eggs and minced beef for a richer, deeper flavour.',
                id: 'Empat telur bebek dan daging sapi cincang untuk rasa yang lebih gurih dan pekat.',
              },
              image: 'flatbread',
              price: 7500000,
              allergens: ['gluten', 'eggs'],
              is_halal: true,
              groups: [pelengkapTelur()],
            },
            {
              title: 'Martabak Telur Tuna Pedas',
              title_v2: { en: 'Spicy Tuna Martabak', id: 'Martabak Telur Tuna Pedas', ms: 'Murtabak Tuna Pedas' },
              description: 'Tuna suwir bumbu rica-rica, telur, dan kemangi.',
              description_v2: {
                en: 'Flaked tuna in fiery rica-rica spices with egg and lemon basil.',
                id: 'Tuna suwir bumbu rica-rica, telur, dan kemangi.',
              },
              image: 'flatbread',
              price: 6800000,
              allergens: ['gluten', 'eggs', 'fish'],
              is_halal: true,
              groups: [jumlahTelur(), pelengkapTelur()],
            },
            {
              title: 'Martabak Telur Sayur',
              title_v2: { en: 'Vegetable & Egg Martabak', id: 'Martabak Telur Sayur', ms: 'Murtabak Sayur' },
              description: 'Kol, wortel, daun bawang, dan telur. Tanpa daging.',
              description_v2: {
                en: 'Cabbage, carrot, spring onion and egg. No meat.',
                id: 'Kol, wortel, daun bawang, dan telur. Tanpa daging.',
              },
              image: 'flatbread',
              price: 4500000,
              allergens: ['gluten', 'eggs'],
              is_halal: true,
              oos: true,
              groups: [jumlahTelur(), pelengkapTelur()],
            },
          ],
        },
      ],
    },
    {
      title: 'Jajanan & Minuman',
      title_v2: { en: 'Snacks, desserts & drinks', id: 'Jajanan & Minuman' },
      categories: [
        {
          title: 'Pisang Goreng & Gorengan',
          title_v2: { en: 'Fried bananas & fritters', id: 'Pisang Goreng & Gorengan' },
          is_halal: true,
          items: [
            {
              title: 'Pisang Goreng Pasir',
              title_v2: { en: 'Crumbed Fried Banana', id: 'Pisang Goreng Pasir', ms: 'Pisang Goreng Rangup' },
              description: 'Pisang kepok berbalut tepung roti, digoreng sampai super renyah.',
              description_v2: {
                en: 'Kepok bananas coated in breadcrumbs and fried extra crunchy.',
                id: 'Pisang kepok berbalut tepung roti, digoreng sampai super renyah.',
              },
              image: 'donut',
              price: 2500000,
              allergens: ['gluten', 'eggs'],
              is_halal: true,
            },
            {
              title: 'Pisang Goreng Madu Cokelat Keju',
              title_v2: {
                en: 'Honey Fried Banana with Chocolate & Cheese',
                id: 'Pisang Goreng Madu Cokelat Keju',
                ms: 'Pisang Goreng Madu Coklat Keju',
              },
              description: 'Pisang goreng ala Pontianak dengan madu, saus cokelat, dan keju parut.',
              description_v2: {
                en: 'Pontianak-style fried bananas with honey, chocolate sauce and grated cheese.',
                id: 'Pisang goreng ala Pontianak dengan madu, saus cokelat, dan keju parut.',
              },
              image: 'donut',
              price: 3000000,
              allergens: ['gluten', 'milk'],
              is_halal: true,
              groups: [
                {
                  title: 'Topping Tambahan',
                  title_v2: { en: 'Extra toppings', id: 'Topping Tambahan' },
                  rule: { type: 'range', min: 0, max: 3 },
                  modifiers: [
                    {
                      title: 'Keju Ekstra',
                      title_v2: { en: 'Extra cheese', id: 'Keju Ekstra' },
                      price: 500000,
                      max_quantity: 3,
                    },
                    {
                      title: 'Es Krim Vanila',
                      title_v2: { en: 'Vanilla ice cream', id: 'Es Krim Vanila' },
                      price: 800000,
                    },
                    {
                      title: 'Saus Gula Aren',
                      title_v2: { en: 'Palm sugar sauce', id: 'Saus Gula Aren' },
                      price: 300000,
                    },
                  ],
                },
              ],
            },
            {
              title: 'Pisang Molen',
              title_v2: { en: 'Banana Pastry Rolls', id: 'Pisang Molen', ms: 'Kuih Pisang Molen' },
              description: 'Lima pisang kecil dibalut kulit pastri berlapis, digoreng garing.',
              description_v2: {
                en: 'Five little bananas wrapped in flaky pastry and fried until crisp.',
                id: 'Lima pisang kecil dibalut kulit pastri berlapis, digoreng garing.',
              },
              image: 'pastry',
              price: 2000000,
              allergens: ['gluten', 'eggs', 'milk'],
              is_halal: true,
            },
            {
              title: 'Tahu Isi Pedas',
              title_v2: { en: 'Spicy Stuffed Tofu', id: 'Tahu Isi Pedas', ms: 'Tauhu Sumbat Pedas' },
              description: 'Tahu goreng isi sayuran dan bihun, dengan cabai rawit hijau.',
              description_v2: {
                en: 'Fried tofu stuffed with vegetables and glass noodles, with green bird’s-eye chillies.',
                id: 'Tahu goreng isi sayuran dan bihun, dengan cabai rawit hijau.',
              },
              image: 'fried-chicken',
              price: 2000000,
              allergens: ['soy', 'gluten'],
              is_halal: true,
            },
            {
              title: 'Cakwe Medan Saus Asam',
              title_v2: {
                en: 'Medan Crullers with Tangy Sauce',
                id: 'Cakwe Medan Saus Asam',
                ms: 'Cakoi Medan Sos Masam',
              },
              description: 'Cakwe goreng hangat dengan saus asam manis bawang putih.',
              description_v2: {
                en: 'Warm fried crullers with a sweet-sour garlic sauce.',
                id: 'Cakwe goreng hangat dengan saus asam manis bawang putih.',
              },
              image: 'donut',
              price: 2500000,
              allergens: ['gluten'],
              is_halal: true,
            },
            {
              title: 'Bakwan Sayur',
              title_v2: { en: 'Vegetable Fritters', id: 'Bakwan Sayur', ms: 'Cucur Sayur' },
              description: 'Bakwan kol, wortel, dan tauge yang garing, dengan cabai rawit.',
              description_v2: {
                en: 'Crisp cabbage, carrot and beansprout fritters with bird’s-eye chillies.',
                id: 'Bakwan kol, wortel, dan tauge yang garing, dengan cabai rawit.',
              },
              image: 'fries',
              price: 1800000,
              allergens: ['gluten'],
              is_halal: true,
            },
          ],
        },
        {
          title: 'Es & Pencuci Mulut',
          title_v2: { en: 'Shaved ice & desserts', id: 'Es & Pencuci Mulut' },
          is_halal: true,
          items: [
            {
              title: 'Es Campur Bulan Sabit',
              title_v2: {
                en: 'Bulan Sabit Mixed Shaved Ice',
                id: 'Es Campur Bulan Sabit',
                ms: 'Ais Kacang Campur Bulan Sabit',
              },
              description:
                'Es serut segunung dengan cincau hitam, kolang-kaling, alpukat, nangka, kelapa muda, tape singkong, dan mutiara sagu, disiram sirup cocopandan dan susu kental manis. Segar, manis, dan penuh kejutan di setiap suapan.',
              description_v2: {
                en: 'A mountain of shaved ice over black grass jelly, palm fruit, avocado, jackfruit, young coconut, fermented cassava and sago pearls, drenched in rose-pandan syrup and condensed milk. Refreshing, sweet and full of surprises in every spoonful.',
                id: 'Es serut segunung dengan cincau hitam, kolang-kaling, alpukat, nangka, kelapa muda, tape singkong, dan mutiara sagu, disiram sirup cocopandan dan susu kental manis. Segar, manis, dan penuh kejutan di setiap suapan.',
              },
              image: 'ice-cream',
              price: 3000000,
              crossed_price: 3500000,
              allergens: ['milk'],
              is_halal: true,
            },
            {
              title: 'Es Teler',
              title_v2: { en: 'Es Teler Avocado Coconut Sundae', id: 'Es Teler', ms: 'Ais Teler' },
              description: 'Alpukat, kelapa muda, dan nangka dengan santan, susu, dan es serut.',
              description_v2: {
                en: 'Avocado, young coconut and jackfruit with coconut milk, condensed milk and shaved ice.',
                id: 'Alpukat, kelapa muda, dan nangka dengan santan, susu, dan es serut.',
              },
              image: 'ice-cream',
              price: 3200000,
              allergens: ['milk'],
              is_halal: true,
            },
            {
              title: 'Es Cendol Durian',
              title_v2: { en: 'Durian Cendol', id: 'Es Cendol Durian', ms: 'Cendol Durian' },
              description: 'Cendol pandan, santan gurih, gula aren cair, dan daging durian Medan.',
              description_v2: {
                en: 'Pandan cendol, creamy coconut milk, liquid palm sugar and Medan durian flesh.',
                id: 'Cendol pandan, santan gurih, gula aren cair, dan daging durian Medan.',
              },
              image: 'ice-cream',
              price: 3500000,
              is_halal: true,
              snoozed: true,
            },
            {
              title: 'Es Doger',
              title_v2: { en: 'Es Doger Coconut Ice', id: 'Es Doger', ms: 'Ais Doger' },
              description: 'Es serut santan merah muda dengan tape, ketan hitam, dan roti tawar.',
              description_v2: {
                en: 'Pink coconut-milk shaved ice with fermented cassava, black sticky rice and bread.',
                id: 'Es serut santan merah muda dengan tape, ketan hitam, dan roti tawar.',
              },
              image: 'ice-cream',
              price: 2500000,
              allergens: ['milk', 'gluten'],
              is_halal: true,
            },
            {
              title: 'Es Pisang Ijo',
              title_v2: { en: 'Green Banana Dessert', id: 'Es Pisang Ijo', ms: 'Ais Pisang Hijau' },
              description: 'Pisang berbalut adonan pandan, bubur sumsum, sirup merah, dan susu.',
              description_v2: {
                en: 'Banana wrapped in pandan dough with rice-flour pudding, red syrup and condensed milk.',
                id: 'Pisang berbalut adonan pandan, bubur sumsum, sirup merah, dan susu.',
              },
              image: 'ice-cream',
              price: 2800000,
              allergens: ['milk'],
              is_halal: true,
            },
          ],
        },
        {
          title: 'Minuman',
          title_v2: { en: 'Drinks', id: 'Minuman' },
          is_halal: true,
          items: [
            {
              title: 'Es Teh Manis Jumbo',
              title_v2: { en: 'Jumbo Iced Sweet Tea', id: 'Es Teh Manis Jumbo', ms: 'Teh O Ais Jumbo' },
              description: 'Teh melati manis dalam gelas jumbo.',
              description_v2: {
                en: 'Sweet jasmine tea in a jumbo glass.',
                id: 'Teh melati manis dalam gelas jumbo.',
              },
              image: 'tea',
              price: 1000000,
              is_halal: true,
              groups: [tingkatGula()],
            },
            {
              title: 'Es Jeruk Peras',
              title_v2: { en: 'Fresh Orange Juice on Ice', id: 'Es Jeruk Peras', ms: 'Jus Oren Perah Ais' },
              description: 'Jeruk Medan diperas segar.',
              description_v2: {
                en: 'Freshly squeezed Medan oranges.',
                id: 'Jeruk Medan diperas segar.',
              },
              image: 'juice',
              price: 1500000,
              is_halal: true,
              groups: [tingkatGula()],
            },
            {
              title: 'Teh Tarik',
              title_v2: { en: 'Pulled Milk Tea', id: 'Teh Tarik', ms: 'Teh Tarik' },
              description: 'Teh susu kental ditarik sampai berbusa.',
              description_v2: {
                en: 'Strong tea with condensed milk, pulled until frothy.',
                id: 'Teh susu kental ditarik sampai berbusa.',
              },
              image: 'tea',
              price: 1800000,
              allergens: ['milk'],
              is_halal: true,
              groups: [panasDingin(), tingkatGula()],
            },
            {
              title: 'Es Kopi Susu Gula Aren',
              title_v2: { en: 'Iced Palm Sugar Coffee', id: 'Es Kopi Susu Gula Aren', ms: 'Kopi Susu Gula Kabung Ais' },
              description: 'Kopi susu dingin dengan gula aren, teman makan martabak paling pas.',
              description_v2: {
                en: 'Iced milk coffee with palm sugar, the perfect partner for martabak.',
                id: 'Kopi susu dingin dengan gula aren, teman makan martabak paling pas.',
              },
              image: 'coffee',
              price: 2200000,
              allergens: ['milk'],
              is_halal: true,
              groups: [tingkatGula()],
            },
            {
              title: 'Es Alpukat Kocok',
              title_v2: { en: 'Avocado Shake with Chocolate', id: 'Es Alpukat Kocok', ms: 'Jus Avokado Coklat' },
              description: 'Alpukat mentega dikocok dengan susu, disiram susu cokelat.',
              description_v2: {
                en: 'Buttery avocado blended with milk and swirled with chocolate milk.',
                id: 'Alpukat mentega dikocok dengan susu, disiram susu cokelat.',
              },
              image: 'juice',
              price: 2800000,
              allergens: ['milk'],
              is_halal: true,
            },
            {
              title: 'Es Kelapa Muda',
              title_v2: { en: 'Iced Young Coconut', id: 'Es Kelapa Muda', ms: 'Air Kelapa Muda Ais' },
              description: 'Air dan kerokan daging kelapa muda dengan sirup gula.',
              description_v2: {
                en: 'Young coconut water and scraped flesh with a little syrup.',
                id: 'Air dan kerokan daging kelapa muda dengan sirup gula.',
              },
              image: 'juice',
              price: 2000000,
              is_halal: true,
            },
          ],
        },
      ],
    },
    {
      title: 'Sajian Malam',
      title_v2: { en: 'Evening specials', id: 'Sajian Malam' },
      available_times: {
        1: everyEvening,
        2: everyEvening,
        3: everyEvening,
        4: everyEvening,
        5: everyEvening,
        6: everyEvening,
        7: everyEvening,
      },
      categories: [
        {
          title: 'Hangat di Malam Hari',
          title_v2: { en: 'Night-time warmers', id: 'Hangat di Malam Hari' },
          is_halal: true,
          items: [
            {
              title: 'Wedang Ronde',
              title_v2: { en: 'Ginger Soup with Glutinous Rice Balls', id: 'Wedang Ronde', ms: 'Ronde Air Halia' },
              description:
                'Minuman malam khas Jawa: kuah jahe bakar dan serai yang hangat dan pedas, dengan bola-bola ketan isi kacang tanah, kolang-kaling, roti tawar, dan kacang sangrai. Cocok untuk menemani angin malam Jakarta.',
              description_v2: {
                en: 'A classic Javanese night-time drink: warming, peppery charred-ginger and lemongrass broth with glutinous rice balls filled with ground peanuts, palm fruit, bread cubes and roasted peanuts. Made for cool Jakarta nights.',
                id: 'Minuman malam khas Jawa: kuah jahe bakar dan serai yang hangat dan pedas, dengan bola-bola ketan isi kacang tanah, kolang-kaling, roti tawar, dan kacang sangrai. Cocok untuk menemani angin malam Jakarta.',
              },
              image: 'soup',
              price: 2500000,
              allergens: ['peanuts', 'gluten'],
              is_halal: true,
            },
            {
              title: 'Bandrek Susu',
              title_v2: { en: 'Spiced Ginger Milk', id: 'Bandrek Susu', ms: 'Bandrek Susu' },
              description: 'Jahe, gula aren, kayu manis, dan cengkih, dengan susu kental manis.',
              description_v2: {
                en: 'Ginger, palm sugar, cinnamon and clove with condensed milk.',
                id: 'Jahe, gula aren, kayu manis, dan cengkih, dengan susu kental manis.',
              },
              image: 'tea',
              price: 2000000,
              allergens: ['milk'],
              is_halal: true,
              groups: [tingkatGula()],
            },
            {
              title: 'Sekoteng',
              title_v2: { en: 'Sekoteng Ginger Drink', id: 'Sekoteng', ms: 'Sekoteng' },
              description: 'Kuah jahe manis dengan kacang hijau, kacang tanah, pacar cina, dan roti.',
              description_v2: {
                en: 'Sweet ginger broth with mung beans, peanuts, sago pearls and bread.',
                id: 'Kuah jahe manis dengan kacang hijau, kacang tanah, pacar cina, dan roti.',
              },
              image: 'soup',
              price: 2500000,
              allergens: ['peanuts', 'gluten', 'milk'],
              is_halal: true,
            },
            {
              title: 'Martabak HAR Palembang',
              title_v2: {
                en: 'Palembang HAR Martabak with Curry',
                id: 'Martabak HAR Palembang',
                ms: 'Murtabak HAR Palembang',
              },
              description: 'Martabak telur bebek utuh dengan kuah kari kentang dan kecap cabai.',
              description_v2: {
                en: 'Martabak with a whole duck egg, served with potato curry gravy and chilli soy sauce.',
                id: 'Martabak telur bebek utuh dengan kuah kari kentang dan kecap cabai.',
              },
              image: 'curry',
              price: 4500000,
              allergens: ['gluten', 'eggs', 'soy'],
              is_halal: true,
              preparation_time: 15,
            },
            {
              title: 'Roti Bakar Bandung',
              title_v2: { en: 'Bandung-Style Thick Toast', id: 'Roti Bakar Bandung', ms: 'Roti Bakar Bandung' },
              description: 'Roti tebal dibakar dengan mentega, isi satu atau dua rasa pilihan.',
              description_v2: {
                en: 'Thick bread grilled with butter and filled with one or two flavours of your choice.',
                id: 'Roti tebal dibakar dengan mentega, isi satu atau dua rasa pilihan.',
              },
              image: 'sandwich',
              price: 4000000,
              allergens: ['gluten', 'milk', 'eggs'],
              is_halal: true,
              groups: [
                {
                  title: 'Pilih Isian',
                  title_v2: { en: 'Choose fillings', id: 'Pilih Isian' },
                  rule: { type: 'range', min: 1, max: 2 },
                  modifiers: [
                    { title: 'Cokelat', title_v2: { en: 'Chocolate', id: 'Cokelat' } },
                    { title: 'Keju', title_v2: { en: 'Cheese', id: 'Keju' } },
                    { title: 'Srikaya', title_v2: { en: 'Kaya', id: 'Srikaya' } },
                    { title: 'Selai Stroberi', title_v2: { en: 'Strawberry jam', id: 'Selai Stroberi' } },
                    { title: 'Kornet Sapi', title_v2: { en: 'Corned beef', id: 'Kornet Sapi' }, price: 800000 },
                  ],
                },
              ],
            },
            {
              title: 'Jagung Bakar Pedas Manis',
              title_v2: {
                en: 'Sweet & Spicy Grilled Corn',
                id: 'Jagung Bakar Pedas Manis',
                ms: 'Jagung Bakar Pedas Manis',
              },
              description: 'Jagung manis dibakar di atas arang dengan olesan mentega dan sambal kecap.',
              description_v2: {
                en: 'Sweet corn grilled over charcoal, brushed with butter and sweet-soy chilli glaze.',
                id: 'Jagung manis dibakar di atas arang dengan olesan mentega dan sambal kecap.',
              },
              image: 'skewers',
              price: 2000000,
              allergens: ['milk', 'soy'],
              is_halal: true,
            },
            {
              title: 'Paket Begadang',
              title_v2: { en: 'Late-Night Martabak Set', id: 'Paket Begadang', ms: 'Set Berjaga Malam' },
              description: 'Satu martabak pilihan dan satu minuman, untuk nonton bola atau lembur malam.',
              description_v2: {
                en: 'One martabak of your choice and a drink, for late football matches or overtime.',
                id: 'Satu martabak pilihan dan satu minuman, untuk nonton bola atau lembur malam.',
              },
              image: 'flatbread',
              price: 7500000,
              discount_price: 6500000,
              allergens: ['gluten', 'eggs', 'milk'],
              is_halal: true,
              groups: [
                {
                  title: 'Pilih Martabak',
                  title_v2: { en: 'Choose your martabak', id: 'Pilih Martabak' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: 'Martabak Manis Cokelat Keju',
                      title_v2: { en: 'Chocolate cheese sweet martabak', id: 'Martabak Manis Cokelat Keju' },
                      selected: true,
                      groups: [olesan()],
                    },
                    {
                      title: 'Martabak Telur Ayam',
                      title_v2: { en: 'Chicken & egg martabak', id: 'Martabak Telur Ayam' },
                      groups: [jumlahTelur()],
                    },
                    {
                      title: 'Martabak Telur Daging Sapi',
                      title_v2: { en: 'Beef & egg martabak', id: 'Martabak Telur Daging Sapi' },
                      price: 1000000,
                      groups: [jumlahTelur()],
                    },
                  ],
                },
                {
                  title: 'Pilih Minuman',
                  title_v2: { en: 'Choose your drink', id: 'Pilih Minuman' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: 'Es Teh Manis Jumbo',
                      title_v2: { en: 'Jumbo iced sweet tea', id: 'Es Teh Manis Jumbo' },
                      selected: true,
                      groups: [tingkatGula()],
                    },
                    {
                      title: 'Teh Tarik',
                      title_v2: { en: 'Pulled milk tea', id: 'Teh Tarik' },
                      groups: [panasDingin(), tingkatGula()],
                    },
                    {
                      title: 'Bandrek Susu',
                      title_v2: { en: 'Spiced ginger milk', id: 'Bandrek Susu' },
                      groups: [tingkatGula()],
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
