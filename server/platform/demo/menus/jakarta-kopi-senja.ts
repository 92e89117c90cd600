import type { DemoGroup, DemoMenu } from '../types';
/** the language the base `title` / `description` are written in */
export const localLang = 'id';

// Reusable modifier groups (functions, so every item gets its own copy).
const ukuran = (besar = 600000): DemoGroup => ({
  title: 'Ukuran',
  title_v2: { en: 'Size', id: 'Ukuran' },
  rule: { type: 'exact', value: 1 },
  modifiers: [
    { title: 'Reguler (250 ml)', title_v2: { en: 'Regular (250 ml)', id: 'Reguler (250 ml)' }, selected: true },
    { title: 'Besar (400 ml)', title_v2: { en: 'Large (400 ml)', id: 'Besar (400 ml)' }, price: besar },
  ],
});

const pilihanSusu = (): DemoGroup => ({
  title: 'Pilihan Susu',
  title_v2: { en: 'Milk', id: 'Pilihan Susu' },
  rule: { type: 'exact', value: 1 },
  modifiers: [
    { title: 'Susu Segar', title_v2: { en: 'Fresh dairy milk', id: 'Susu Segar' }, selected: true },
    { title: 'Susu Oat', title_v2: { en: 'Oat milk', id: 'Susu Oat' }, price: 800000 },
    { title: 'Susu Kedelai', title_v2: { en: 'Soy milk', id: 'Susu Kedelai' }, price: 600000 },
    { title: 'Susu Almond', title_v2: { en: 'Almond milk', id: 'Susu Almond' }, price: 800000, enabled: false },
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
    { title: 'Ekstra Manis', title_v2: { en: 'Extra sweet', id: 'Ekstra Manis' }, price: 300000 },
  ],
});

const levelEs = (): DemoGroup => ({
  title: 'Takaran Es',
  title_v2: { en: 'Ice', id: 'Takaran Es' },
  rule: { type: 'exact', value: 1 },
  modifiers: [
    { title: 'Es Normal', title_v2: { en: 'Regular ice', id: 'Es Normal' }, selected: true },
    { title: 'Sedikit Es', title_v2: { en: 'Light ice', id: 'Sedikit Es' } },
    { title: 'Tanpa Es', title_v2: { en: 'No ice', id: 'Tanpa Es' } },
  ],
});

const panasDingin = (): DemoGroup => ({
  title: 'Panas atau Dingin',
  title_v2: { en: 'Hot or iced', id: 'Panas atau Dingin' },
  rule: { type: 'exact', value: 1 },
  modifiers: [
    { title: 'Panas', title_v2: { en: 'Hot', id: 'Panas' }, selected: true },
    { title: 'Dingin (pakai es)', title_v2: { en: 'Iced', id: 'Dingin (pakai es)' }, price: 200000 },
  ],
});

const tambahanKopi = (): DemoGroup => ({
  title: 'Tambahan',
  title_v2: { en: 'Extras', id: 'Tambahan' },
  rule: { type: 'range', min: 0, max: 3 },
  modifiers: [
    {
      title: 'Ekstra Shot Espresso',
      title_v2: { en: 'Extra espresso shot', id: 'Ekstra Shot Espresso' },
      price: 700000,
      max_quantity: 2,
    },
    { title: 'Sirup Vanila', title_v2: { en: 'Vanilla syrup', id: 'Sirup Vanila' }, price: 500000 },
    { title: 'Sirup Karamel', title_v2: { en: 'Caramel syrup', id: 'Sirup Karamel' }, price: 500000 },
    { title: 'Krim Keju Asin', title_v2: { en: 'Salted cheese foam', id: 'Krim Keju Asin' }, price: 800000 },
  ],
});

const tingkatPedas = (): DemoGroup => ({
  title: 'Tingkat Pedas',
  title_v2: { en: 'Spice level', id: 'Tingkat Pedas' },
  rule: { type: 'exact', value: 1 },
  modifiers: [
    { title: 'Tidak Pedas', title_v2: { en: 'Not spicy', id: 'Tidak Pedas' } },
    { title: 'Sedang', title_v2: { en: 'Medium', id: 'Sedang' }, selected: true },
    { title: 'Pedas', title_v2: { en: 'Hot', id: 'Pedas' } },
    { title: 'Pedas Mampus', title_v2: { en: 'Fiery', id: 'Pedas Mampus' } },
  ],
});

/** full set for espresso-and-milk drinks */
const kopiSusu = (iced: boolean): DemoGroup[] => [
  ukuran(),
  pilihanSusu(),
  tingkatGula(),
  ...(iced ? [levelEs()] : []),
  tambahanKopi(),
];

export default {
  sections: [
    {
      title: 'Menu Sepanjang Hari',
      title_v2: { en: 'All-day menu', id: 'Menu Sepanjang Hari' },
      categories: [
        {
          title: 'Andalan Senja',
          title_v2: { en: 'Senja signatures', id: 'Andalan Senja' },
          is_popular_category: true,
          is_halal: true,
          items: [
            {
              title: 'Es Kopi Susu Gula Aren',
              title_v2: {
                en: 'Iced Palm Sugar Coffee Latte',
                id: 'Es Kopi Susu Gula Aren',
                ms: 'Ais Kopi Susu Gula Kabung',
              },
              description:
                'Andalan kami sejak hari pertama: double shot espresso dari biji Jawa Barat dan Gayo, susu segar dingin, dan sirup gula aren Banten yang kami masak sendiri setiap pagi. Manisnya karamel, sedikit berasap, dan bikin nagih.',
              description_v2: {
                en: 'Our signature since day one: a double shot of West Java and Gayo espresso over cold fresh milk and a palm sugar syrup we cook ourselves every morning from Banten gula aren. Caramel-sweet, faintly smoky and dangerously easy to drink.',
                id: 'Andalan kami sejak hari pertama: double shot espresso dari biji Jawa Barat dan Gayo, susu segar dingin, dan sirup gula aren Banten yang kami masak sendiri setiap pagi. Manisnya karamel, sedikit berasap, dan bikin nagih.',
              },
              image: 'coffee',
              price: 2800000,
              prices: { delivery: 3100000 },
              allergens: ['milk'],
              is_halal: true,
              groups: kopiSusu(true),
            },
            {
              title: 'Es Kopi Senja Pandan',
              title_v2: {
                en: 'Iced Pandan Coffee Latte',
                id: 'Es Kopi Senja Pandan',
                ms: 'Ais Kopi Susu Pandan Senja',
              },
              description:
                'Espresso, susu segar, dan sirup pandan asli dengan sentuhan santan. Wangi seperti kue pandan buatan nenek.',
              description_v2: {
                en: 'Espresso, fresh milk and real pandan syrup with a touch of coconut cream. Smells like grandma’s pandan cake.',
                id: 'Espresso, susu segar, dan sirup pandan asli dengan sentuhan santan. Wangi seperti kue pandan buatan nenek.',
              },
              image: 'coffee',
              price: 3000000,
              allergens: ['milk'],
              is_halal: true,
              groups: kopiSusu(true),
            },
            {
              title: 'Es Kopi Klepon',
              title_v2: { en: 'Iced Klepon Coffee', id: 'Es Kopi Klepon', ms: 'Ais Kopi Onde-Onde' },
              description:
                'Terinspirasi jajanan klepon: kopi susu pandan, saus gula merah cair, dan taburan kelapa parut sangrai.',
              description_v2: {
                en: 'Inspired by klepon rice cakes: pandan coffee latte, molten palm sugar sauce and a sprinkle of toasted grated coconut.',
                id: 'Terinspirasi jajanan klepon: kopi susu pandan, saus gula merah cair, dan taburan kelapa parut sangrai.',
              },
              image: 'coffee',
              price: 3200000,
              crossed_price: 3600000,
              allergens: ['milk'],
              is_halal: true,
              groups: [ukuran(), pilihanSusu(), levelEs()],
            },
            {
              title: 'Roti Bakar Srikaya Keju',
              title_v2: { en: 'Kaya & Cheese Toast', id: 'Roti Bakar Srikaya Keju', ms: 'Roti Bakar Kaya Keju' },
              description:
                'Roti tebal dipanggang dengan mentega, diolesi srikaya pandan dan ditaburi keju cheddar parut.',
              description_v2: {
                en: 'Thick-cut bread toasted in butter, spread with pandan kaya and showered with grated cheddar.',
                id: 'Roti tebal dipanggang dengan mentega, diolesi srikaya pandan dan ditaburi keju cheddar parut.',
              },
              image: 'sandwich',
              price: 2600000,
              allergens: ['gluten', 'eggs', 'milk'],
              is_halal: true,
            },
            {
              title: 'Croissant Rendang',
              title_v2: { en: 'Beef Rendang Croissant', id: 'Croissant Rendang', ms: 'Croissant Rendang' },
              description:
                'Croissant mentega yang renyah berlapis-lapis, diisi rendang daging sapi yang dimasak perlahan selama delapan jam dengan santan, serai, dan cabai Padang, lalu ditutup acar timun segar.',
              description_v2: {
                en: 'A flaky, many-layered butter croissant filled with beef rendang slow-cooked for eight hours in coconut milk, lemongrass and Padang chillies, finished with a crunchy quick-pickled cucumber relish.',
                id: 'Croissant mentega yang renyah berlapis-lapis, diisi rendang daging sapi yang dimasak perlahan selama delapan jam dengan santan, serai, dan cabai Padang, lalu ditutup acar timun segar.',
              },
              image: 'pastry',
              price: 3800000,
              prices: { delivery: 4200000 },
              allergens: ['gluten', 'milk', 'eggs'],
              is_halal: true,
            },
          ],
        },
        {
          title: 'Kopi',
          title_v2: { en: 'Coffee', id: 'Kopi' },
          is_halal: true,
          items: [
            {
              title: 'Espresso',
              title_v2: { en: 'Espresso', id: 'Espresso', ms: 'Espresso' },
              description: 'Double shot dari racikan biji Nusantara kami, cokelat hitam dan gula aren di ujung lidah.',
              description_v2: {
                en: 'A double shot of our Nusantara house blend, with notes of dark chocolate and palm sugar.',
                id: 'Double shot dari racikan biji Nusantara kami, cokelat hitam dan gula aren di ujung lidah.',
              },
              image: 'coffee',
              price: 2000000,
              is_halal: true,
              groups: [tambahanKopi()],
            },
            {
              title: 'Americano',
              title_v2: { en: 'Americano', id: 'Americano', ms: 'Americano' },
              description: 'Espresso dengan air panas atau es. Ringan, bersih, cocok untuk teman kerja.',
              description_v2: {
                en: 'Espresso topped up with hot water or poured over ice. Light, clean and a good work companion.',
                id: 'Espresso dengan air panas atau es. Ringan, bersih, cocok untuk teman kerja.',
              },
              image: 'coffee',
              price: 2400000,
              is_halal: true,
              groups: [ukuran(), panasDingin(), tingkatGula(), tambahanKopi()],
            },
            {
              title: 'Cappuccino',
              title_v2: { en: 'Cappuccino', id: 'Cappuccino', ms: 'Cappuccino' },
              description: 'Espresso, susu hangat, dan busa susu tebal yang lembut.',
              description_v2: {
                en: 'Espresso, steamed milk and a thick cap of velvety foam.',
                id: 'Espresso, susu hangat, dan busa susu tebal yang lembut.',
              },
              image: 'coffee',
              price: 3000000,
              allergens: ['milk'],
              is_halal: true,
              groups: [ukuran(), panasDingin(), pilihanSusu(), tingkatGula(), tambahanKopi()],
            },
            {
              title: 'Kafe Latte',
              title_v2: { en: 'Caffè Latte', id: 'Kafe Latte', ms: 'Kafe Latte' },
              description: 'Espresso dan banyak susu hangat dengan lapisan busa tipis. Lembut dan tidak terlalu kuat.',
              description_v2: {
                en: 'Espresso with plenty of steamed milk and a thin layer of foam. Smooth and mellow.',
                id: 'Espresso dan banyak susu hangat dengan lapisan busa tipis. Lembut dan tidak terlalu kuat.',
              },
              image: 'coffee',
              price: 3200000,
              allergens: ['milk'],
              is_halal: true,
              groups: [ukuran(), panasDingin(), pilihanSusu(), tingkatGula(), tambahanKopi()],
            },
            {
              title: 'Kopi Tubruk Gayo',
              title_v2: { en: 'Gayo Tubruk Coffee', id: 'Kopi Tubruk Gayo', ms: 'Kopi Tubruk Gayo' },
              description:
                'Cara minum kopi paling jujur ala Indonesia: bubuk arabika Gayo giling kasar diseduh langsung dengan air mendidih di dalam gelas, didiamkan sampai ampasnya turun. Pekat, harum rempah, disajikan dengan gula terpisah.',
              description_v2: {
                en: 'The most honest Indonesian way to drink coffee: coarsely ground Gayo arabica brewed straight in the glass with boiling water and left to settle. Bold, spicy and aromatic, served with sugar on the side.',
                id: 'Cara minum kopi paling jujur ala Indonesia: bubuk arabika Gayo giling kasar diseduh langsung dengan air mendidih di dalam gelas, didiamkan sampai ampasnya turun. Pekat, harum rempah, disajikan dengan gula terpisah.',
              },
              image: 'coffee',
              price: 1800000,
              is_halal: true,
              groups: [tingkatGula()],
            },
            {
              title: 'Seduh Manual V60 Toraja',
              title_v2: { en: 'Toraja Pour-Over (V60)', id: 'Seduh Manual V60 Toraja', ms: 'Kopi Tapis V60 Toraja' },
              description:
                'Arabika Toraja Sapan diseduh manual dengan V60. Rasa buah merah, rempah, dan akhir yang manis.',
              description_v2: {
                en: 'Toraja Sapan arabica brewed by hand on a V60. Red fruit, gentle spice and a sweet finish.',
                id: 'Arabika Toraja Sapan diseduh manual dengan V60. Rasa buah merah, rempah, dan akhir yang manis.',
              },
              image: 'coffee',
              price: 3500000,
              discount_price: 3000000,
              is_halal: true,
              preparation_time: 8,
              groups: [panasDingin()],
            },
            {
              title: 'Kopi Tetes Flores',
              title_v2: {
                en: 'Flores Drip Coffee with Condensed Milk',
                id: 'Kopi Tetes Flores',
                ms: 'Kopi Titis Flores',
              },
              description:
                'Robusta Flores menetes perlahan dari saringan phin ke atas susu kental manis. Kuat dan manis legit.',
              description_v2: {
                en: 'Flores robusta dripped slowly through a phin filter onto sweetened condensed milk. Strong and sticky-sweet.',
                id: 'Robusta Flores menetes perlahan dari saringan phin ke atas susu kental manis. Kuat dan manis legit.',
              },
              image: 'coffee',
              price: 2800000,
              allergens: ['milk'],
              is_halal: true,
              preparation_time: 6,
              groups: [panasDingin()],
            },
            {
              title: 'Affogato Gula Aren',
              title_v2: { en: 'Palm Sugar Affogato', id: 'Affogato Gula Aren', ms: 'Affogato Gula Kabung' },
              description: 'Satu skup es krim vanila gula aren disiram double shot espresso panas.',
              description_v2: {
                en: 'A scoop of palm sugar vanilla ice cream drowned in a hot double espresso.',
                id: 'Satu skup es krim vanila gula aren disiram double shot espresso panas.',
              },
              image: 'ice-cream',
              price: 3400000,
              allergens: ['milk', 'eggs'],
              is_halal: true,
              oos: true,
            },
          ],
        },
        {
          title: 'Teh & Non-Kopi',
          title_v2: { en: 'Tea & non-coffee', id: 'Teh & Non-Kopi' },
          is_halal: true,
          items: [
            {
              title: 'Teh Tarik',
              title_v2: { en: 'Pulled Milk Tea', id: 'Teh Tarik', ms: 'Teh Tarik' },
              description: 'Teh hitam pekat dan susu kental manis, ditarik tinggi sampai berbusa.',
              description_v2: {
                en: 'Strong black tea and condensed milk, pulled high until frothy.',
                id: 'Teh hitam pekat dan susu kental manis, ditarik tinggi sampai berbusa.',
              },
              image: 'tea',
              price: 2200000,
              allergens: ['milk'],
              is_halal: true,
              groups: [panasDingin(), tingkatGula()],
            },
            {
              title: 'Es Teh Melati',
              title_v2: { en: 'Iced Jasmine Tea', id: 'Es Teh Melati', ms: 'Teh Ais Melati' },
              description: 'Teh melati tubruk khas Tegal, manis segar dengan es batu.',
              description_v2: {
                en: 'Tegal-style jasmine tea, sweet and refreshing over ice.',
                id: 'Teh melati tubruk khas Tegal, manis segar dengan es batu.',
              },
              image: 'tea',
              price: 1200000,
              is_halal: true,
              groups: [tingkatGula(), levelEs()],
            },
            {
              title: 'Cokelat Panas Bali',
              title_v2: { en: 'Balinese Hot Chocolate', id: 'Cokelat Panas Bali', ms: 'Coklat Panas Bali' },
              description:
                'Cokelat hitam 70% dari kakao Jembrana, dilelehkan dalam susu segar. Kental dan tidak terlalu manis.',
              description_v2: {
                en: '70% dark chocolate from Jembrana cacao melted into fresh milk. Rich and not too sweet.',
                id: 'Cokelat hitam 70% dari kakao Jembrana, dilelehkan dalam susu segar. Kental dan tidak terlalu manis.',
              },
              image: 'coffee',
              price: 3000000,
              allergens: ['milk'],
              is_halal: true,
              groups: [ukuran(), panasDingin(), pilihanSusu()],
            },
            {
              title: 'Matcha Latte',
              title_v2: { en: 'Matcha Latte', id: 'Matcha Latte', ms: 'Matcha Latte' },
              description: 'Matcha kocok dengan susu segar, manisnya pas.',
              description_v2: {
                en: 'Whisked matcha with fresh milk, lightly sweetened.',
                id: 'Matcha kocok dengan susu segar, manisnya pas.',
              },
              image: 'tea',
              price: 3400000,
              allergens: ['milk'],
              is_halal: true,
              snoozed: true,
              groups: [ukuran(), panasDingin(), pilihanSusu(), tingkatGula()],
            },
            {
              title: 'Es Jeruk Peras',
              title_v2: { en: 'Fresh-Squeezed Iced Orange', id: 'Es Jeruk Peras', ms: 'Jus Oren Perah Ais' },
              description: 'Jeruk Pontianak diperas saat dipesan.',
              description_v2: {
                en: 'Pontianak oranges squeezed to order.',
                id: 'Jeruk Pontianak diperas saat dipesan.',
              },
              image: 'juice',
              price: 2000000,
              is_halal: true,
              groups: [tingkatGula(), levelEs()],
            },
            {
              title: 'Wedang Jahe Serai',
              title_v2: { en: 'Ginger & Lemongrass Brew', id: 'Wedang Jahe Serai', ms: 'Air Halia Serai Panas' },
              description: 'Jahe merah bakar, serai, dan gula batu. Menghangatkan badan saat hujan.',
              description_v2: {
                en: 'Charred red ginger, lemongrass and rock sugar. Warming on a rainy day.',
                id: 'Jahe merah bakar, serai, dan gula batu. Menghangatkan badan saat hujan.',
              },
              image: 'tea',
              price: 1800000,
              is_halal: true,
            },
            {
              title: 'Es Kelapa Muda Jeruk Nipis',
              title_v2: {
                en: 'Young Coconut & Lime Cooler',
                id: 'Es Kelapa Muda Jeruk Nipis',
                ms: 'Ais Kelapa Muda Limau Nipis',
              },
              description: 'Air dan daging kelapa muda, perasan jeruk nipis, dan sedikit sirup gula.',
              description_v2: {
                en: 'Young coconut water and flesh with fresh lime and a little syrup.',
                id: 'Air dan daging kelapa muda, perasan jeruk nipis, dan sedikit sirup gula.',
              },
              image: 'juice',
              price: 2500000,
              is_halal: true,
              groups: [levelEs()],
            },
          ],
        },
        {
          title: 'Roti & Pastri',
          title_v2: { en: 'Toast & pastries', id: 'Roti & Pastri' },
          is_halal: true,
          items: [
            {
              title: 'Croissant Mentega',
              title_v2: { en: 'Butter Croissant', id: 'Croissant Mentega', ms: 'Croissant Mentega' },
              description: 'Dipanggang setiap pagi dengan mentega Prancis. Renyah di luar, lembut di dalam.',
              description_v2: {
                en: 'Baked every morning with French butter. Crisp outside, soft and airy inside.',
                id: 'Dipanggang setiap pagi dengan mentega Prancis. Renyah di luar, lembut di dalam.',
              },
              image: 'pastry',
              price: 2500000,
              allergens: ['gluten', 'milk', 'eggs'],
              is_halal: true,
            },
            {
              title: 'Croissant Cokelat',
              title_v2: { en: 'Pain au Chocolat', id: 'Croissant Cokelat', ms: 'Croissant Coklat' },
              description: 'Adonan croissant dengan dua batang cokelat hitam di dalamnya.',
              description_v2: {
                en: 'Croissant dough wrapped around two batons of dark chocolate.',
                id: 'Adonan croissant dengan dua batang cokelat hitam di dalamnya.',
              },
              image: 'pastry',
              price: 2900000,
              allergens: ['gluten', 'milk', 'eggs', 'soy'],
              is_halal: true,
            },
            {
              title: 'Roti Bakar Racik Sendiri',
              title_v2: {
                en: 'Build-Your-Own Toast',
                id: 'Roti Bakar Racik Sendiri',
                ms: 'Roti Bakar Pilihan Sendiri',
              },
              description: 'Roti bakar mentega dengan satu atau dua olesan pilihan, plus topping sesukamu.',
              description_v2: {
                en: 'Buttered toast with one or two spreads of your choice, plus any toppings you like.',
                id: 'Roti bakar mentega dengan satu atau dua olesan pilihan, plus topping sesukamu.',
              },
              image: 'sandwich',
              price: 2000000,
              allergens: ['gluten', 'milk'],
              is_halal: true,
              groups: [
                {
                  title: 'Pilih Olesan',
                  title_v2: { en: 'Choose spreads', id: 'Pilih Olesan' },
                  rule: { type: 'range', min: 1, max: 2 },
                  modifiers: [
                    { title: 'Srikaya Pandan', title_v2: { en: 'Pandan kaya', id: 'Srikaya Pandan' } },
                    { title: 'Meses Cokelat', title_v2: { en: 'Chocolate sprinkles', id: 'Meses Cokelat' } },
                    { title: 'Selai Kacang', title_v2: { en: 'Peanut butter', id: 'Selai Kacang' } },
                    { title: 'Selai Stroberi', title_v2: { en: 'Strawberry jam', id: 'Selai Stroberi' } },
                    { title: 'Susu Kental Manis', title_v2: { en: 'Condensed milk', id: 'Susu Kental Manis' } },
                  ],
                },
                {
                  title: 'Topping',
                  title_v2: { en: 'Toppings', id: 'Topping' },
                  rule: { type: 'range', min: 0, max: 3 },
                  modifiers: [
                    {
                      title: 'Keju Cheddar Parut',
                      title_v2: { en: 'Grated cheddar', id: 'Keju Cheddar Parut' },
                      price: 500000,
                      max_quantity: 2,
                    },
                    { title: 'Pisang Raja', title_v2: { en: 'Sliced raja banana', id: 'Pisang Raja' }, price: 400000 },
                    { title: 'Ovomaltine', title_v2: { en: 'Ovomaltine crunch', id: 'Ovomaltine' }, price: 600000 },
                  ],
                },
              ],
            },
            {
              title: 'Bolu Pisang Gula Aren',
              title_v2: { en: 'Palm Sugar Banana Bread', id: 'Bolu Pisang Gula Aren', ms: 'Kek Pisang Gula Kabung' },
              description: 'Sepotong tebal bolu pisang lembap dengan gula aren dan kenari panggang.',
              description_v2: {
                en: 'A thick slice of moist banana bread with palm sugar and toasted walnuts.',
                id: 'Sepotong tebal bolu pisang lembap dengan gula aren dan kenari panggang.',
              },
              image: 'cake',
              price: 2200000,
              crossed_price: 2600000,
              allergens: ['gluten', 'eggs', 'milk', 'nuts'],
              is_halal: true,
            },
            {
              title: 'Kue Lumpur Kentang',
              title_v2: { en: 'Potato Custard Cakes', id: 'Kue Lumpur Kentang', ms: 'Kuih Lumpur Kentang' },
              description: 'Tiga kue lumpur lembut dari kentang dan santan, dihias kismis.',
              description_v2: {
                en: 'Three soft, custardy potato and coconut-milk cakes topped with a raisin.',
                id: 'Tiga kue lumpur lembut dari kentang dan santan, dihias kismis.',
              },
              image: 'cake',
              price: 1500000,
              allergens: ['gluten', 'eggs', 'milk'],
              is_halal: true,
            },
          ],
        },
        {
          title: 'Camilan & Makanan Ringan',
          title_v2: { en: 'Snacks & light meals', id: 'Camilan & Makanan Ringan' },
          is_halal: true,
          items: [
            {
              title: 'Pisang Goreng Keju',
              title_v2: { en: 'Fried Banana with Cheese', id: 'Pisang Goreng Keju', ms: 'Pisang Goreng Keju' },
              description: 'Pisang kepok goreng tepung yang renyah, keju parut, dan susu kental manis.',
              description_v2: {
                en: 'Crispy battered fried bananas with grated cheese and condensed milk.',
                id: 'Pisang kepok goreng tepung yang renyah, keju parut, dan susu kental manis.',
              },
              image: 'donut',
              price: 2200000,
              allergens: ['gluten', 'milk'],
              is_halal: true,
            },
            {
              title: 'Kentang Goreng Balado',
              title_v2: { en: 'Balado Chilli Fries', id: 'Kentang Goreng Balado', ms: 'Kentang Goreng Balado' },
              description: 'Kentang goreng renyah dengan bumbu balado pedas manis.',
              description_v2: {
                en: 'Crispy fries tossed in sweet-and-spicy balado chilli seasoning.',
                id: 'Kentang goreng renyah dengan bumbu balado pedas manis.',
              },
              image: 'fries',
              price: 2500000,
              is_halal: true,
              groups: [tingkatPedas()],
            },
            {
              title: 'Tahu Cabai Garam',
              title_v2: { en: 'Salt & Chilli Tofu', id: 'Tahu Cabai Garam', ms: 'Tauhu Cili Garam' },
              description: 'Tahu sutra goreng garing, ditumis bawang putih, cabai rawit, dan daun bawang.',
              description_v2: {
                en: 'Crisp-fried silken tofu tossed with garlic, bird’s-eye chilli and spring onion.',
                id: 'Tahu sutra goreng garing, ditumis bawang putih, cabai rawit, dan daun bawang.',
              },
              image: 'fried-chicken',
              price: 2400000,
              allergens: ['soy'],
              is_halal: true,
            },
            {
              title: 'Cireng Bumbu Rujak',
              title_v2: {
                en: 'Fried Tapioca Bites with Rujak Sauce',
                id: 'Cireng Bumbu Rujak',
                ms: 'Cireng Sos Rojak',
              },
              description: 'Cireng Bandung kenyal-garing dengan cocolan bumbu rujak gula merah dan kacang.',
              description_v2: {
                en: 'Chewy-crisp Bandung tapioca fritters with a palm sugar, chilli and peanut rujak dip.',
                id: 'Cireng Bandung kenyal-garing dengan cocolan bumbu rujak gula merah dan kacang.',
              },
              image: 'dumplings',
              price: 2000000,
              allergens: ['peanuts'],
              is_halal: true,
            },
            {
              title: 'Lumpia Semarang',
              title_v2: { en: 'Semarang Spring Rolls', id: 'Lumpia Semarang', ms: 'Popia Goreng Semarang' },
              description: 'Dua lumpia goreng isi rebung, udang, dan telur, dengan saus tauco kental dan acar.',
              description_v2: {
                en: 'Two fried spring rolls filled with bamboo shoots, prawns and egg, with a thick tauco sauce and pickles.',
                id: 'Dua lumpia goreng isi rebung, udang, dan telur, dengan saus tauco kental dan acar.',
              },
              image: 'dumplings',
              price: 2800000,
              allergens: ['gluten', 'crustaceans', 'eggs', 'soy'],
              is_halal: true,
            },
            {
              title: 'Mi Goreng Jawa',
              title_v2: { en: 'Javanese Fried Noodles', id: 'Mi Goreng Jawa', ms: 'Mi Goreng Jawa' },
              description: 'Mi telur dimasak di atas arang dengan kecap, ayam suwir, sawi, dan telur bebek.',
              description_v2: {
                en: 'Egg noodles wok-fried over charcoal with sweet soy, shredded chicken, greens and duck egg.',
                id: 'Mi telur dimasak di atas arang dengan kecap, ayam suwir, sawi, dan telur bebek.',
              },
              image: 'noodles',
              price: 3200000,
              allergens: ['gluten', 'eggs', 'soy'],
              is_halal: true,
              preparation_time: 15,
              groups: [tingkatPedas()],
            },
          ],
        },
        {
          title: 'Paket Hemat',
          title_v2: { en: 'Value bundles', id: 'Paket Hemat' },
          is_halal: true,
          items: [
            {
              title: 'Paket Ngopi Sore',
              title_v2: { en: 'Afternoon Coffee Set', id: 'Paket Ngopi Sore', ms: 'Set Ngopi Petang' },
              description: 'Satu kopi susu pilihan dan satu camilan. Teman pas untuk sore yang santai.',
              description_v2: {
                en: 'One coffee latte of your choice and one snack. Just right for a slow afternoon.',
                id: 'Satu kopi susu pilihan dan satu camilan. Teman pas untuk sore yang santai.',
              },
              image: 'coffee',
              price: 4800000,
              discount_price: 4200000,
              allergens: ['milk', 'gluten'],
              is_halal: true,
              groups: [
                {
                  title: 'Pilih Kopi',
                  title_v2: { en: 'Choose your coffee', id: 'Pilih Kopi' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: 'Es Kopi Susu Gula Aren',
                      title_v2: { en: 'Iced palm sugar coffee latte', id: 'Es Kopi Susu Gula Aren' },
                      selected: true,
                      groups: [tingkatGula(), levelEs()],
                    },
                    {
                      title: 'Es Kopi Senja Pandan',
                      title_v2: { en: 'Iced pandan coffee latte', id: 'Es Kopi Senja Pandan' },
                      groups: [tingkatGula(), levelEs()],
                    },
                    {
                      title: 'Kafe Latte',
                      title_v2: { en: 'Caffè latte', id: 'Kafe Latte' },
                      groups: [panasDingin()],
                    },
                  ],
                },
                {
                  title: 'Pilih Camilan',
                  title_v2: { en: 'Choose your snack', id: 'Pilih Camilan' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: 'Pisang Goreng Keju',
                      title_v2: { en: 'Fried banana with cheese', id: 'Pisang Goreng Keju' },
                      selected: true,
                    },
                    {
                      title: 'Cireng Bumbu Rujak',
                      title_v2: { en: 'Tapioca bites with rujak sauce', id: 'Cireng Bumbu Rujak' },
                    },
                    {
                      title: 'Kentang Goreng Balado',
                      title_v2: { en: 'Balado chilli fries', id: 'Kentang Goreng Balado' },
                    },
                    {
                      title: 'Croissant Mentega',
                      title_v2: { en: 'Butter croissant', id: 'Croissant Mentega' },
                      price: 500000,
                    },
                  ],
                },
              ],
            },
            {
              title: 'Paket Ngopi Berdua',
              title_v2: { en: 'Coffee Date for Two', id: 'Paket Ngopi Berdua', ms: 'Set Ngopi Berdua' },
              description: 'Dua Es Kopi Susu Gula Aren besar dan sepiring Pisang Goreng Keju untuk dinikmati bersama.',
              description_v2: {
                en: 'Two large Iced Palm Sugar Coffee Lattes and a plate of Fried Banana with Cheese to share.',
                id: 'Dua Es Kopi Susu Gula Aren besar dan sepiring Pisang Goreng Keju untuk dinikmati bersama.',
              },
              image: 'coffee',
              price: 7500000,
              prices: { delivery: 8200000 },
              allergens: ['milk', 'gluten'],
              is_halal: true,
              groups: [tingkatGula()],
            },
          ],
        },
      ],
    },
    {
      title: 'Pagi di Senja',
      title_v2: { en: 'Mornings at Senja', id: 'Pagi di Senja' },
      categories: [
        {
          title: 'Sarapan',
          title_v2: { en: 'Breakfast', id: 'Sarapan' },
          is_halal: true,
          window: { start_time: 630, end_time: 1100 },
          items: [
            {
              title: 'Nasi Uduk Betawi',
              title_v2: { en: 'Betawi Coconut Rice', id: 'Nasi Uduk Betawi', ms: 'Nasi Lemak Uduk Betawi' },
              description:
                'Nasi gurih santan dan daun salam, bihun goreng, sambal kacang, bawang goreng, dan lauk pilihan.',
              description_v2: {
                en: 'Fragrant coconut and bay-leaf rice with fried vermicelli, peanut sambal, crispy shallots and your choice of sides.',
                id: 'Nasi gurih santan dan daun salam, bihun goreng, sambal kacang, bawang goreng, dan lauk pilihan.',
              },
              image: 'rice-bowl',
              price: 3200000,
              allergens: ['peanuts', 'soy', 'eggs', 'gluten'],
              is_halal: true,
              groups: [
                {
                  title: 'Pilih Lauk',
                  title_v2: { en: 'Choose sides', id: 'Pilih Lauk' },
                  rule: { type: 'range', min: 1, max: 2 },
                  modifiers: [
                    {
                      title: 'Ayam Goreng Lengkuas',
                      title_v2: { en: 'Galangal fried chicken', id: 'Ayam Goreng Lengkuas' },
                      price: 1000000,
                    },
                    { title: 'Telur Balado', title_v2: { en: 'Balado chilli egg', id: 'Telur Balado' } },
                    { title: 'Tempe Orek', title_v2: { en: 'Sweet soy tempeh', id: 'Tempe Orek' } },
                    { title: 'Perkedel Kentang', title_v2: { en: 'Potato fritter', id: 'Perkedel Kentang' } },
                    {
                      title: 'Semur Jengkol',
                      title_v2: { en: 'Jengkol bean stew', id: 'Semur Jengkol' },
                      price: 500000,
                      enabled: false,
                    },
                  ],
                },
              ],
            },
            {
              title: 'Nasi Goreng Kampung',
              title_v2: { en: 'Village-Style Fried Rice', id: 'Nasi Goreng Kampung', ms: 'Nasi Goreng Kampung' },
              description: 'Nasi goreng terasi dengan teri, cabai rawit, telur ceplok, kerupuk, dan acar.',
              description_v2: {
                en: 'Shrimp-paste fried rice with anchovies and bird’s-eye chilli, topped with a fried egg, crackers and pickles.',
                id: 'Nasi goreng terasi dengan teri, cabai rawit, telur ceplok, kerupuk, dan acar.',
              },
              image: 'fried-rice',
              price: 3500000,
              allergens: ['crustaceans', 'fish', 'eggs', 'soy'],
              is_halal: true,
              preparation_time: 15,
              groups: [
                tingkatPedas(),
                {
                  title: 'Tambahan',
                  title_v2: { en: 'Extras', id: 'Tambahan' },
                  rule: { type: 'range', min: 0, max: 3 },
                  modifiers: [
                    {
                      title: 'Telur Ceplok Tambahan',
                      title_v2: { en: 'Extra fried egg', id: 'Telur Ceplok Tambahan' },
                      price: 500000,
                      max_quantity: 2,
                    },
                    {
                      title: 'Sate Ayam (3 tusuk)',
                      title_v2: { en: 'Chicken satay (3 skewers)', id: 'Sate Ayam (3 tusuk)' },
                      price: 1500000,
                    },
                    { title: 'Kerupuk Udang', title_v2: { en: 'Prawn crackers', id: 'Kerupuk Udang' }, price: 300000 },
                  ],
                },
              ],
            },
            {
              title: 'Bubur Ayam Cianjur',
              title_v2: { en: 'Cianjur Chicken Rice Porridge', id: 'Bubur Ayam Cianjur', ms: 'Bubur Ayam Cianjur' },
              description:
                'Bubur nasi yang lembut dimasak dengan kaldu ayam kampung, disajikan dengan ayam suwir, cakwe, kacang kedelai goreng, seledri, bawang goreng, kerupuk, kecap asin, dan sambal. Boleh diaduk, boleh tidak.',
              description_v2: {
                en: 'Silky rice porridge simmered in free-range chicken broth, loaded with shredded chicken, crispy cruller, fried soybeans, celery, fried shallots, crackers, soy sauce and sambal. Stir it or don’t — we won’t judge.',
                id: 'Bubur nasi yang lembut dimasak dengan kaldu ayam kampung, disajikan dengan ayam suwir, cakwe, kacang kedelai goreng, seledri, bawang goreng, kerupuk, kecap asin, dan sambal. Boleh diaduk, boleh tidak.',
              },
              image: 'soup',
              price: 2800000,
              allergens: ['gluten', 'soy', 'celery', 'eggs'],
              is_halal: true,
              preparation_time: 10,
              groups: [
                {
                  title: 'Tambahan',
                  title_v2: { en: 'Extras', id: 'Tambahan' },
                  rule: { type: 'range', min: 0, max: 3 },
                  modifiers: [
                    {
                      title: 'Telur Pindang',
                      title_v2: { en: 'Tea-braised egg', id: 'Telur Pindang' },
                      price: 500000,
                      max_quantity: 2,
                    },
                    {
                      title: 'Sate Usus',
                      title_v2: { en: 'Chicken intestine satay', id: 'Sate Usus' },
                      price: 600000,
                      max_quantity: 3,
                    },
                    {
                      title: 'Sate Ati Ampela',
                      title_v2: { en: 'Chicken liver & gizzard satay', id: 'Sate Ati Ampela' },
                      price: 700000,
                    },
                  ],
                },
              ],
            },
            {
              title: 'Lontong Sayur Betawi',
              title_v2: {
                en: 'Betawi Rice Cake in Vegetable Curry',
                id: 'Lontong Sayur Betawi',
                ms: 'Lontong Kuah Sayur Betawi',
              },
              description: 'Lontong dalam kuah santan labu siam, telur pindang, tahu, dan taburan kerupuk merah.',
              description_v2: {
                en: 'Pressed rice cakes in a chayote coconut curry with braised egg, tofu and crunchy red crackers.',
                id: 'Lontong dalam kuah santan labu siam, telur pindang, tahu, dan taburan kerupuk merah.',
              },
              image: 'curry',
              price: 3000000,
              allergens: ['eggs', 'soy', 'crustaceans'],
              is_halal: true,
            },
            {
              title: 'Roti Srikaya & Telur Setengah Matang',
              title_v2: {
                en: 'Kaya Toast & Soft-Boiled Eggs',
                id: 'Roti Srikaya & Telur Setengah Matang',
                ms: 'Roti Kaya & Telur Separuh Masak',
              },
              description: 'Roti bakar srikaya mentega dengan dua telur setengah matang, kecap, dan merica.',
              description_v2: {
                en: 'Buttered kaya toast with two soft-boiled eggs, soy sauce and white pepper.',
                id: 'Roti bakar srikaya mentega dengan dua telur setengah matang, kecap, dan merica.',
              },
              image: 'egg',
              price: 2400000,
              allergens: ['gluten', 'eggs', 'milk', 'soy'],
              is_halal: true,
            },
            {
              title: 'Paket Sarapan Senja',
              title_v2: { en: 'Senja Breakfast Set', id: 'Paket Sarapan Senja', ms: 'Set Sarapan Senja' },
              description:
                'Sarapan lengkap untuk memulai hari: pilih satu hidangan pagi favorit dan satu minuman, lalu atur rasanya sesuai selera — dari tingkat pedas nasi goreng sampai manisnya kopi susu. Lebih hemat daripada pesan terpisah.',
              description_v2: {
                en: 'A complete breakfast to start the day: pick one of our morning favourites and a drink, then tune them to your taste — from the heat of your fried rice to the sweetness of your coffee. Better value than ordering separately.',
                id: 'Sarapan lengkap untuk memulai hari: pilih satu hidangan pagi favorit dan satu minuman, lalu atur rasanya sesuai selera — dari tingkat pedas nasi goreng sampai manisnya kopi susu. Lebih hemat daripada pesan terpisah.',
              },
              image: 'bento',
              price: 4500000,
              crossed_price: 5200000,
              allergens: ['eggs', 'soy', 'milk'],
              is_halal: true,
              groups: [
                {
                  title: 'Pilih Hidangan',
                  title_v2: { en: 'Choose your dish', id: 'Pilih Hidangan' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: 'Nasi Uduk Betawi',
                      title_v2: { en: 'Betawi coconut rice', id: 'Nasi Uduk Betawi' },
                      selected: true,
                      groups: [
                        {
                          title: 'Pilih Lauk',
                          title_v2: { en: 'Choose a side', id: 'Pilih Lauk' },
                          rule: { type: 'exact', value: 1 },
                          modifiers: [
                            {
                              title: 'Telur Balado',
                              title_v2: { en: 'Balado chilli egg', id: 'Telur Balado' },
                              selected: true,
                            },
                            { title: 'Tempe Orek', title_v2: { en: 'Sweet soy tempeh', id: 'Tempe Orek' } },
                            {
                              title: 'Ayam Goreng Lengkuas',
                              title_v2: { en: 'Galangal fried chicken', id: 'Ayam Goreng Lengkuas' },
                              price: 800000,
                            },
                          ],
                        },
                      ],
                    },
                    {
                      title: 'Nasi Goreng Kampung',
                      title_v2: { en: 'Village-style fried rice', id: 'Nasi Goreng Kampung' },
                      price: 300000,
                      groups: [tingkatPedas()],
                    },
                    {
                      title: 'Roti Srikaya & Telur Setengah Matang',
                      title_v2: { en: 'Kaya toast & soft-boiled eggs', id: 'Roti Srikaya & Telur Setengah Matang' },
                    },
                  ],
                },
                {
                  title: 'Pilih Minuman',
                  title_v2: { en: 'Choose your drink', id: 'Pilih Minuman' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: 'Es Kopi Susu Gula Aren',
                      title_v2: { en: 'Iced palm sugar coffee latte', id: 'Es Kopi Susu Gula Aren' },
                      selected: true,
                      groups: [tingkatGula(), levelEs()],
                    },
                    {
                      title: 'Kopi Tubruk Gayo',
                      title_v2: { en: 'Gayo tubruk coffee', id: 'Kopi Tubruk Gayo' },
                      groups: [tingkatGula()],
                    },
                    {
                      title: 'Teh Tarik',
                      title_v2: { en: 'Pulled milk tea', id: 'Teh Tarik' },
                      groups: [panasDingin(), tingkatGula()],
                    },
                    {
                      title: 'Es Jeruk Peras',
                      title_v2: { en: 'Fresh-squeezed iced orange', id: 'Es Jeruk Peras' },
                      price: 300000,
                      groups: [levelEs()],
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
