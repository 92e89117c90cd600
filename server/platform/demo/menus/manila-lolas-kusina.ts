import type { DemoMenu } from '../types';
/** the language the base `title` / `description` are written in */
export const localLang = 'tl';
export default {
  sections: [
    {
      title: 'Kusina ni Lola',
      title_v2: { en: "Lola's Kitchen", tl: 'Kusina ni Lola' },
      categories: [
        {
          title: 'Almusal',
          title_v2: { en: 'Breakfast (Silog Meals)', tl: 'Almusal' },
          window: { start_time: 600, end_time: 1030 },
          items: [
            {
              title: 'Tapsilog',
              title_v2: {
                en: 'Tapsilog (Beef Tapa, Garlic Rice & Egg)',
                tl: 'Tapsilog',
                es: 'Tapsilog (tapa de res, arroz al ajo y huevo)',
                zh: '腌牛肉配蒜香饭和煎蛋',
              },
              description:
                'Manipis na hiwa ng baka na ibinabad magdamag sa toyo, calamansi, bawang at kaunting asukal, saka prinito hanggang medyo malutong ang gilid. May kasamang sinangag na puno ng toasted na bawang, itlog na luto ayon sa gusto mo, at atsarang papaya.',
              description_v2: {
                en: 'Thin slices of beef marinated overnight in soy sauce, calamansi, garlic and a touch of sugar, then pan-fried until the edges just start to crisp. Served with garlic fried rice loaded with toasted garlic, an egg cooked your way and tangy green papaya atchara.',
                tl: 'Manipis na hiwa ng baka na ibinabad magdamag sa toyo, calamansi, bawang at kaunting asukal, saka prinito hanggang medyo malutong ang gilid. May kasamang sinangag na puno ng toasted na bawang, itlog na luto ayon sa gusto mo, at atsarang papaya.',
              },
              image: 'egg',
              price: 18900,
              allergens: ['soy', 'eggs'],
              groups: [
                {
                  title: 'Luto ng Itlog',
                  title_v2: { en: 'How would you like your egg?', tl: 'Luto ng Itlog' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: 'Sunny side up (malasado)',
                      title_v2: { en: 'Sunny side up (runny yolk)', tl: 'Sunny side up (malasado)' },
                      selected: true,
                    },
                    {
                      title: 'Lutong-luto ang pula',
                      title_v2: { en: 'Fried hard (yolk cooked through)', tl: 'Lutong-luto ang pula' },
                    },
                    { title: 'Binating itlog', title_v2: { en: 'Scrambled', tl: 'Binating itlog' } },
                  ],
                },
                {
                  title: 'Dagdag',
                  title_v2: { en: 'Add-ons', tl: 'Dagdag' },
                  rule: { type: 'range', min: 0, max: 3 },
                  modifiers: [
                    {
                      title: 'Dagdag na itlog',
                      title_v2: { en: 'Extra egg', tl: 'Dagdag na itlog' },
                      price: 2500,
                      max_quantity: 3,
                    },
                    {
                      title: 'Dagdag na sinangag',
                      title_v2: { en: 'Extra garlic rice', tl: 'Dagdag na sinangag' },
                      price: 4500,
                      max_quantity: 2,
                    },
                    {
                      title: 'Kamatis at itlog na maalat',
                      title_v2: { en: 'Tomato & salted duck egg', tl: 'Kamatis at itlog na maalat' },
                      price: 4500,
                    },
                    {
                      title: 'Dagdag na atsara',
                      title_v2: { en: 'Extra atchara', tl: 'Dagdag na atsara' },
                      price: 2000,
                    },
                  ],
                },
                {
                  title: 'Kasamang Inumin',
                  title_v2: { en: 'Breakfast drink', tl: 'Kasamang Inumin' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: 'Kapeng Barako',
                      title_v2: { en: 'Barako coffee', tl: 'Kapeng Barako' },
                      selected: true,
                      groups: [
                        {
                          title: 'Timpla',
                          title_v2: { en: 'How do you take it?', tl: 'Timpla' },
                          rule: { type: 'exact', value: 1 },
                          modifiers: [
                            {
                              title: 'Itim (walang asukal)',
                              title_v2: { en: 'Black, no sugar', tl: 'Itim (walang asukal)' },
                            },
                            {
                              title: 'May asukal at creamer',
                              title_v2: { en: 'With sugar & creamer', tl: 'May asukal at creamer' },
                              selected: true,
                            },
                            {
                              title: 'Kaunting asukal lang',
                              title_v2: { en: 'Just a little sugar', tl: 'Kaunting asukal lang' },
                            },
                          ],
                        },
                      ],
                    },
                    {
                      title: 'Tsokolate (tablea)',
                      title_v2: { en: 'Tablea hot chocolate', tl: 'Tsokolate (tablea)' },
                      price: 2000,
                    },
                    {
                      title: 'Calamansi juice',
                      title_v2: { en: 'Calamansi juice', tl: 'Calamansi juice' },
                      price: 2500,
                      groups: [
                        {
                          title: 'Yelo',
                          title_v2: { en: 'Ice', tl: 'Yelo' },
                          rule: { type: 'exact', value: 1 },
                          modifiers: [
                            {
                              title: 'Normal na yelo',
                              title_v2: { en: 'Regular ice', tl: 'Normal na yelo' },
                              selected: true,
                            },
                            { title: 'Kaunting yelo', title_v2: { en: 'Light ice', tl: 'Kaunting yelo' } },
                            { title: 'Walang yelo', title_v2: { en: 'No ice', tl: 'Walang yelo' } },
                          ],
                        },
                      ],
                    },
                    { title: 'Walang inumin', title_v2: { en: 'No drink', tl: 'Walang inumin' } },
                  ],
                },
              ],
            },
            {
              title: 'Longsilog',
              title_v2: {
                en: 'Longsilog (Garlic Longganisa, Rice & Egg)',
                tl: 'Longsilog',
                es: 'Longsilog (longaniza al ajo, arroz y huevo)',
                zh: '蒜香菲式香肠配蒜香饭和煎蛋',
              },
              description:
                'Maliliit at bawang na bawang na longganisang Lucban, sinangag at itlog. Isawsaw sa sukang may sili.',
              description_v2: {
                en: 'Little Lucban-style garlicky pork sausages with garlic rice and an egg. Dip them in spiced cane vinegar.',
                tl: 'Maliliit at bawang na bawang na longganisang Lucban, sinangag at itlog. Isawsaw sa sukang may sili.',
              },
              image: 'egg',
              price: 16900,
              allergens: ['eggs', 'soy'],
              groups: [
                {
                  title: 'Luto ng Itlog',
                  title_v2: { en: 'How would you like your egg?', tl: 'Luto ng Itlog' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: 'Sunny side up (malasado)',
                      title_v2: { en: 'Sunny side up (runny yolk)', tl: 'Sunny side up (malasado)' },
                      selected: true,
                    },
                    {
                      title: 'Lutong-luto ang pula',
                      title_v2: { en: 'Fried hard (yolk cooked through)', tl: 'Lutong-luto ang pula' },
                    },
                    { title: 'Binating itlog', title_v2: { en: 'Scrambled', tl: 'Binating itlog' } },
                  ],
                },
                {
                  title: 'Kasamang Inumin',
                  title_v2: { en: 'Breakfast drink', tl: 'Kasamang Inumin' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: 'Kapeng Barako',
                      title_v2: { en: 'Barako coffee', tl: 'Kapeng Barako' },
                      selected: true,
                      groups: [
                        {
                          title: 'Timpla',
                          title_v2: { en: 'How do you take it?', tl: 'Timpla' },
                          rule: { type: 'exact', value: 1 },
                          modifiers: [
                            {
                              title: 'Itim (walang asukal)',
                              title_v2: { en: 'Black, no sugar', tl: 'Itim (walang asukal)' },
                            },
                            {
                              title: 'May asukal at creamer',
                              title_v2: { en: 'With sugar & creamer', tl: 'May asukal at creamer' },
                              selected: true,
                            },
                            {
                              title: 'Kaunting asukal lang',
                              title_v2: { en: 'Just a little sugar', tl: 'Kaunting asukal lang' },
                            },
                          ],
                        },
                      ],
                    },
                    {
                      title: 'Tsokolate (tablea)',
                      title_v2: { en: 'Tablea hot chocolate', tl: 'Tsokolate (tablea)' },
                      price: 2000,
                    },
                    { title: 'Walang inumin', title_v2: { en: 'No drink', tl: 'Walang inumin' } },
                  ],
                },
              ],
            },
            {
              title: 'Tocilog',
              title_v2: {
                en: 'Tocilog (Sweet Cured Pork, Rice & Egg)',
                tl: 'Tocilog',
                es: 'Tocilog (cerdo curado dulce, arroz y huevo)',
                zh: '甜腌猪肉配蒜香饭和煎蛋',
              },
              description: 'Matamis-tamis na tocino na gawang-bahay, caramelized sa kawali, may sinangag at itlog.',
              description_v2: {
                en: 'Home-cured sweet pork tocino caramelised in the pan, with garlic rice and an egg.',
                tl: 'Matamis-tamis na tocino na gawang-bahay, caramelized sa kawali, may sinangag at itlog.',
              },
              image: 'egg',
              price: 16900,
              allergens: ['eggs'],
              groups: [
                {
                  title: 'Luto ng Itlog',
                  title_v2: { en: 'How would you like your egg?', tl: 'Luto ng Itlog' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: 'Sunny side up (malasado)',
                      title_v2: { en: 'Sunny side up (runny yolk)', tl: 'Sunny side up (malasado)' },
                      selected: true,
                    },
                    {
                      title: 'Lutong-luto ang pula',
                      title_v2: { en: 'Fried hard (yolk cooked through)', tl: 'Lutong-luto ang pula' },
                    },
                    { title: 'Binating itlog', title_v2: { en: 'Scrambled', tl: 'Binating itlog' } },
                  ],
                },
              ],
            },
            {
              title: 'Bangsilog',
              title_v2: {
                en: 'Bangsilog (Fried Milkfish, Rice & Egg)',
                tl: 'Bangsilog',
                es: 'Bangsilog (sábalo frito, arroz y huevo)',
                zh: '炸遮目鱼配蒜香饭和煎蛋',
              },
              description: 'Daing na bangus na walang tinik, ibinabad sa suka at bawang, prinito hanggang malutong.',
              description_v2: {
                en: 'Boneless milkfish marinated in cane vinegar and garlic, fried until crisp, with garlic rice and an egg.',
                tl: 'Daing na bangus na walang tinik, ibinabad sa suka at bawang, prinito hanggang malutong.',
              },
              image: 'fish',
              price: 19900,
              allergens: ['fish', 'eggs'],
              groups: [
                {
                  title: 'Luto ng Itlog',
                  title_v2: { en: 'How would you like your egg?', tl: 'Luto ng Itlog' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: 'Sunny side up (malasado)',
                      title_v2: { en: 'Sunny side up (runny yolk)', tl: 'Sunny side up (malasado)' },
                      selected: true,
                    },
                    {
                      title: 'Lutong-luto ang pula',
                      title_v2: { en: 'Fried hard (yolk cooked through)', tl: 'Lutong-luto ang pula' },
                    },
                    { title: 'Binating itlog', title_v2: { en: 'Scrambled', tl: 'Binating itlog' } },
                  ],
                },
              ],
            },
            {
              title: 'Cornsilog',
              title_v2: {
                en: 'Cornsilog (Corned Beef, Rice & Egg)',
                tl: 'Cornsilog',
                es: 'Cornsilog (carne en conserva, arroz y huevo)',
                zh: '咸牛肉配蒜香饭和煎蛋',
              },
              description: 'Corned beef na iginisa sa bawang, sibuyas at patatas, may sinangag at itlog.',
              description_v2: {
                en: 'Corned beef sautéed with garlic, onion and diced potato, with garlic rice and an egg.',
                tl: 'Corned beef na iginisa sa bawang, sibuyas at patatas, may sinangag at itlog.',
              },
              image: 'egg',
              price: 15900,
              allergens: ['eggs'],
            },
            {
              title: 'Champorado at Tuyo',
              title_v2: {
                en: 'Champorado with Dried Herring',
                tl: 'Champorado at Tuyo',
                es: 'Champorado (arroz con chocolate) con arenque seco',
                zh: '巧克力糯米粥配咸鱼干',
              },
              description:
                'Malapot na lugaw na malagkit at tsokolateng tablea, may gatas na evap at malutong na tuyo sa gilid.',
              description_v2: {
                en: 'Thick sticky-rice porridge made with tablea chocolate, drizzled with evaporated milk, with crispy salted herring on the side.',
                tl: 'Malapot na lugaw na malagkit at tsokolateng tablea, may gatas na evap at malutong na tuyo sa gilid.',
              },
              image: 'soup',
              price: 14900,
              allergens: ['milk', 'fish'],
            },
          ],
        },
        {
          title: 'Paborito ni Lola',
          title_v2: { en: "Lola's Favourites", tl: 'Paborito ni Lola' },
          is_popular_category: true,
          items: [
            {
              title: 'Adobong Manok',
              title_v2: {
                en: 'Chicken Adobo',
                tl: 'Adobong Manok',
                es: 'Adobo de pollo',
                zh: '菲式酱醋炖鸡',
              },
              description:
                'Ang adobo ni Lola: manok na dahan-dahang niluto sa sukang sasa, toyo, maraming bawang, dahon ng laurel at pamintang buo hanggang lumambot at lumapot ang sarsa. Mas masarap pa kinabukasan, pero subukan mo na ngayon — may kasamang kanin.',
              description_v2: {
                en: "Lola's own adobo: chicken slowly braised in nipa palm vinegar, soy sauce, lots of garlic, bay leaves and whole peppercorns until tender and the sauce turns glossy and rich. It's even better the next day, but don't wait — served with steamed rice.",
                tl: 'Ang adobo ni Lola: manok na dahan-dahang niluto sa sukang sasa, toyo, maraming bawang, dahon ng laurel at pamintang buo hanggang lumambot at lumapot ang sarsa. Mas masarap pa kinabukasan, pero subukan mo na ngayon — may kasamang kanin.',
              },
              image: 'rice-bowl',
              price: 24900,
              prices: { delivery: 26900 },
              allergens: ['soy'],
              groups: [
                {
                  title: 'Kanin',
                  title_v2: { en: 'Rice', tl: 'Kanin' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    { title: 'Puting kanin', title_v2: { en: 'Steamed rice', tl: 'Puting kanin' }, selected: true },
                    { title: 'Sinangag', title_v2: { en: 'Garlic fried rice', tl: 'Sinangag' }, price: 3000 },
                    { title: 'Walang kanin', title_v2: { en: 'No rice', tl: 'Walang kanin' } },
                  ],
                },
              ],
            },
            {
              title: 'Sinigang na Baboy',
              title_v2: {
                en: 'Pork Sinigang (Sour Tamarind Soup)',
                tl: 'Sinigang na Baboy',
                es: 'Sinigang de cerdo (sopa ácida de tamarindo)',
                zh: '罗望子酸汤炖猪肉',
              },
              description:
                'Malasim at mainit na sabaw mula sa sariwang sampalok, may malambot na liempo at tadyang ng baboy, kangkong, sitaw, labanos, talong at siling pansigang. Ang pinaka-comfort food ng bawat Pilipino, lalo na kapag umuulan.',
              description_v2: {
                en: 'A hot, mouth-puckering broth soured with fresh tamarind, full of tender pork belly and ribs, water spinach, long beans, radish, eggplant and a green finger chili. The ultimate Filipino comfort food, especially on a rainy day.',
                tl: 'Malasim at mainit na sabaw mula sa sariwang sampalok, may malambot na liempo at tadyang ng baboy, kangkong, sitaw, labanos, talong at siling pansigang. Ang pinaka-comfort food ng bawat Pilipino, lalo na kapag umuulan.',
              },
              image: 'soup',
              price: 32900,
              allergens: ['fish'],
              preparation_time: 20,
              groups: [
                {
                  title: 'Laki',
                  title_v2: { en: 'Size', tl: 'Laki' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    { title: 'Solo', title_v2: { en: 'Solo', tl: 'Solo' }, selected: true },
                    {
                      title: 'Pang-2 hanggang 3',
                      title_v2: { en: 'For 2–3 people', tl: 'Pang-2 hanggang 3' },
                      price: 22000,
                    },
                    {
                      title: 'Pampamilya (4–6)',
                      title_v2: { en: 'Family size (4–6)', tl: 'Pampamilya (4–6)' },
                      price: 48000,
                    },
                  ],
                },
                {
                  title: 'Asim',
                  title_v2: { en: 'Sourness', tl: 'Asim' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: 'Katamtamang asim',
                      title_v2: { en: 'Regular sour', tl: 'Katamtamang asim' },
                      selected: true,
                    },
                    { title: 'Extra asim', title_v2: { en: 'Extra sour', tl: 'Extra asim' } },
                  ],
                },
              ],
            },
            {
              title: 'Kare-Kare',
              title_v2: {
                en: 'Kare-Kare (Oxtail in Peanut Sauce)',
                tl: 'Kare-Kare',
                es: 'Kare-kare (rabo de buey en salsa de cacahuete)',
                zh: '花生酱炖牛尾',
              },
              description:
                'Buntot at tuwalya ng baka na pinalambot nang ilang oras, nilagyan ng makapal na sarsang mani at tostadong bigas, kasama ang puso ng saging, sitaw, pechay at talong. Hindi kumpleto kung walang ginisang bagoong alamang sa gilid.',
              description_v2: {
                en: 'Oxtail and tripe simmered for hours until meltingly soft, smothered in a thick sauce of ground peanuts and toasted rice, with banana heart, long beans, bok choy and eggplant. Not complete without the sautéed shrimp paste on the side.',
                tl: 'Buntot at tuwalya ng baka na pinalambot nang ilang oras, nilagyan ng makapal na sarsang mani at tostadong bigas, kasama ang puso ng saging, sitaw, pechay at talong. Hindi kumpleto kung walang ginisang bagoong alamang sa gilid.',
              },
              image: 'curry',
              price: 44900,
              crossed_price: 49900,
              prices: { delivery: 46900 },
              allergens: ['peanuts', 'crustaceans'],
              preparation_time: 25,
            },
            {
              title: 'Lechon Kawali',
              title_v2: {
                en: 'Crispy Pan-Fried Pork Belly',
                tl: 'Lechon Kawali',
                es: 'Panceta de cerdo crujiente',
                zh: '酥炸五花肉',
              },
              description:
                'Liempong pinakuluan, pinatuyo, saka prinito hanggang lumutong ang balat. Pumili ng sawsawan.',
              description_v2: {
                en: 'Pork belly boiled, air-dried, then deep-fried until the crackling shatters. Pick your dips.',
                tl: 'Liempong pinakuluan, pinatuyo, saka prinito hanggang lumutong ang balat. Pumili ng sawsawan.',
              },
              image: 'steak',
              price: 32900,
              discount_price: 28900,
              preparation_time: 20,
              groups: [
                {
                  title: 'Sawsawan',
                  title_v2: { en: 'Dipping sauces (choose 1–2)', tl: 'Sawsawan (pumili ng 1–2)' },
                  rule: { type: 'range', min: 1, max: 2 },
                  modifiers: [
                    {
                      title: 'Sarsa ng lechon',
                      title_v2: { en: 'Lechon liver sauce', tl: 'Sarsa ng lechon' },
                      selected: true,
                    },
                    {
                      title: 'Sukang may bawang at sili',
                      title_v2: { en: 'Garlic & chili vinegar', tl: 'Sukang may bawang at sili' },
                    },
                    { title: 'Bagoong alamang', title_v2: { en: 'Sautéed shrimp paste', tl: 'Bagoong alamang' } },
                    { title: 'Toyomansi', title_v2: { en: 'Soy-calamansi dip', tl: 'Toyomansi' } },
                  ],
                },
              ],
            },
            {
              title: 'Crispy Pata',
              title_v2: {
                en: 'Crispy Pata (Deep-Fried Pork Knuckle)',
                tl: 'Crispy Pata',
                es: 'Codillo de cerdo frito crujiente',
                zh: '酥炸猪脚',
              },
              description:
                'Buong pata ng baboy na pinakuluan sa pampalasa, pinatuyo nang magdamag, at prinito nang dalawang beses para lumutong ang balat habang malambot at makatas ang laman. Pang-tatlo hanggang apat na tao, may kasamang toyo-suka na may sibuyas at sili.',
              description_v2: {
                en: 'A whole pork knuckle simmered with aromatics, dried overnight and fried twice so the skin puffs up glassy and crackling while the meat stays soft and juicy. Feeds three to four, with a soy-vinegar dip of onion and chili.',
                tl: 'Buong pata ng baboy na pinakuluan sa pampalasa, pinatuyo nang magdamag, at prinito nang dalawang beses para lumutong ang balat habang malambot at makatas ang laman. Pang-tatlo hanggang apat na tao, may kasamang toyo-suka na may sibuyas at sili.',
              },
              image: 'steak',
              price: 74900,
              prices: { delivery: 77900 },
              allergens: ['soy'],
              preparation_time: 35,
            },
            {
              title: 'Sisig na Baboy',
              title_v2: {
                en: 'Sizzling Pork Sisig',
                tl: 'Sisig na Baboy',
                es: 'Sisig de cerdo a la plancha',
                zh: '铁板猪肉碎',
              },
              description:
                'Tinadtad na maskara ng baboy, sibuyas at sili sa mainit na sizzling plate, may itlog sa ibabaw.',
              description_v2: {
                en: 'Chopped grilled pork cheek with onion and chili on a sizzling plate, crowned with a raw egg to stir in.',
                tl: 'Tinadtad na maskara ng baboy, sibuyas at sili sa mainit na sizzling plate, may itlog sa ibabaw.',
              },
              image: 'rice-bowl',
              price: 28900,
              allergens: ['eggs', 'soy'],
              groups: [
                {
                  title: 'Anghang',
                  title_v2: { en: 'Spice level', tl: 'Anghang' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    { title: 'Hindi maanghang', title_v2: { en: 'Not spicy', tl: 'Hindi maanghang' } },
                    { title: 'Katamtaman', title_v2: { en: 'Medium', tl: 'Katamtaman' }, selected: true },
                    { title: 'Maanghang', title_v2: { en: 'Hot', tl: 'Maanghang' } },
                    { title: 'Sobrang anghang', title_v2: { en: 'Extra hot', tl: 'Sobrang anghang' } },
                  ],
                },
              ],
            },
          ],
        },
        {
          title: 'Ulam',
          title_v2: { en: 'Home-Style Mains', tl: 'Ulam' },
          items: [
            {
              title: 'Bistek Tagalog',
              title_v2: {
                en: 'Filipino Beef Steak with Onions',
                tl: 'Bistek Tagalog',
                es: 'Bistec filipino encebollado',
                zh: '菲式洋葱酱油牛排',
              },
              description: 'Manipis na baka sa toyo at calamansi, nilagyan ng malalambot na singsing ng sibuyas.',
              description_v2: {
                en: 'Thin beef braised in soy and calamansi, topped with soft, sweet onion rings.',
                tl: 'Manipis na baka sa toyo at calamansi, nilagyan ng malalambot na singsing ng sibuyas.',
              },
              image: 'steak',
              price: 27900,
              allergens: ['soy'],
            },
            {
              title: 'Chicken Inasal',
              title_v2: {
                en: 'Bacolod-Style Grilled Chicken',
                tl: 'Chicken Inasal',
                es: 'Pollo a la parrilla estilo Bacolod',
                zh: '巴科洛德烤鸡',
              },
              description:
                'Manok na ibinabad sa tanglad, calamansi at luya, inihaw sa uling at pinahiran ng achuete oil.',
              description_v2: {
                en: 'Chicken marinated in lemongrass, calamansi and ginger, grilled over charcoal and basted with annatto oil.',
                tl: 'Manok na ibinabad sa tanglad, calamansi at luya, inihaw sa uling at pinahiran ng achuete oil.',
              },
              image: 'skewers',
              price: 22900,
              allergens: ['soy'],
              groups: [
                {
                  title: 'Parte',
                  title_v2: { en: 'Cut', tl: 'Parte' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: 'Paa (leg quarter)',
                      title_v2: { en: 'Leg quarter', tl: 'Paa (leg quarter)' },
                      selected: true,
                    },
                    {
                      title: 'Pecho (dibdib at pakpak)',
                      title_v2: { en: 'Breast & wing', tl: 'Pecho (dibdib at pakpak)' },
                      price: 2000,
                    },
                  ],
                },
                {
                  title: 'Dagdag',
                  title_v2: { en: 'Add-ons', tl: 'Dagdag' },
                  rule: { type: 'range', min: 0, max: 3 },
                  modifiers: [
                    {
                      title: 'Dagdag na kanin',
                      title_v2: { en: 'Extra rice', tl: 'Dagdag na kanin' },
                      price: 3500,
                      max_quantity: 3,
                    },
                    {
                      title: 'Chicken oil',
                      title_v2: { en: 'Annatto chicken oil', tl: 'Chicken oil' },
                      price: 1000,
                      max_quantity: 2,
                    },
                    { title: 'Atsara', title_v2: { en: 'Papaya atchara', tl: 'Atsara' }, price: 2000 },
                  ],
                },
              ],
            },
            {
              title: 'Pinakbet',
              title_v2: {
                en: 'Pinakbet (Ilocano Vegetable Stew)',
                tl: 'Pinakbet',
                es: 'Pinakbet (guiso de verduras ilocano)',
                zh: '伊罗戈虾酱炖时蔬',
              },
              description:
                'Kalabasa, ampalaya, okra, talong at sitaw na niluto sa bagoong, may kaunting bagnet sa ibabaw.',
              description_v2: {
                en: 'Squash, bitter melon, okra, eggplant and long beans stewed in shrimp paste, topped with crispy bagnet.',
                tl: 'Kalabasa, ampalaya, okra, talong at sitaw na niluto sa bagoong, may kaunting bagnet sa ibabaw.',
              },
              image: 'curry',
              price: 21900,
              allergens: ['crustaceans', 'fish'],
            },
            {
              title: 'Ginataang Hipon',
              title_v2: {
                en: 'Prawns in Coconut Milk',
                tl: 'Ginataang Hipon',
                es: 'Langostinos en leche de coco',
                zh: '椰奶炖大虾',
              },
              description: 'Malalaking hipon sa gata, kalabasa at sitaw, may luya at siling labuyo.',
              description_v2: {
                en: 'Big prawns simmered in coconut milk with squash, long beans, ginger and bird’s-eye chili.',
                tl: 'Malalaking hipon sa gata, kalabasa at sitaw, may luya at siling labuyo.',
              },
              image: 'shrimp',
              price: 38900,
              allergens: ['crustaceans', 'fish'],
            },
            {
              title: 'Inihaw na Liempo',
              title_v2: {
                en: 'Grilled Pork Belly',
                tl: 'Inihaw na Liempo',
                es: 'Panceta de cerdo a la brasa',
                zh: '炭烤五花肉',
              },
              description: 'Liempong ibinabad sa toyo, calamansi at banana ketchup, inihaw sa uling.',
              description_v2: {
                en: 'Pork belly marinated in soy, calamansi and banana ketchup, grilled over charcoal.',
                tl: 'Liempong ibinabad sa toyo, calamansi at banana ketchup, inihaw sa uling.',
              },
              image: 'skewers',
              price: 29900,
              allergens: ['soy'],
            },
            {
              title: 'Inihaw na Pusit',
              title_v2: {
                en: 'Grilled Stuffed Squid',
                tl: 'Inihaw na Pusit',
                es: 'Calamar relleno a la parrilla',
                zh: '炭烤酿鱿鱼',
              },
              description: 'Buong pusit na pinalamanan ng kamatis, sibuyas at luya, inihaw at pinahiran ng toyo.',
              description_v2: {
                en: 'Whole squid stuffed with tomato, onion and ginger, grilled and brushed with sweet soy.',
                tl: 'Buong pusit na pinalamanan ng kamatis, sibuyas at luya, inihaw at pinahiran ng toyo.',
              },
              image: 'fish',
              price: 34900,
              allergens: ['molluscs', 'soy'],
            },
            {
              title: 'Laing',
              title_v2: {
                en: 'Laing (Taro Leaves in Coconut Milk)',
                tl: 'Laing',
                es: 'Laing (hojas de taro en leche de coco)',
                zh: '椰奶辣炖芋叶',
              },
              description: 'Tuyong dahon ng gabi na niluto sa gata, bagoong at sili — maanghang na Bicolano.',
              description_v2: {
                en: 'Dried taro leaves slow-cooked in coconut cream with shrimp paste and chili, the Bicol way.',
                tl: 'Tuyong dahon ng gabi na niluto sa gata, bagoong at sili — maanghang na Bicolano.',
              },
              image: 'curry',
              price: 19900,
              allergens: ['crustaceans'],
              snoozed: true,
            },
          ],
        },
        {
          title: 'Pancit at Kanin',
          title_v2: { en: 'Noodles, Rice & Sides', tl: 'Pancit at Kanin' },
          items: [
            {
              title: 'Pancit Canton',
              title_v2: {
                en: 'Pancit Canton (Stir-Fried Egg Noodles)',
                tl: 'Pancit Canton',
                es: 'Pancit canton (fideos de huevo salteados)',
                zh: '菲式炒鸡蛋面',
              },
              description: 'Egg noodles na iginisa kasama ng manok, hipon, kikiam at gulay. Pampahaba ng buhay!',
              description_v2: {
                en: 'Egg noodles stir-fried with chicken, shrimp, fish cake and vegetables. For a long life!',
                tl: 'Egg noodles na iginisa kasama ng manok, hipon, kikiam at gulay. Pampahaba ng buhay!',
              },
              image: 'noodles',
              price: 24900,
              discount_price: 21900,
              allergens: ['gluten', 'eggs', 'soy', 'crustaceans', 'fish'],
              groups: [
                {
                  title: 'Laki',
                  title_v2: { en: 'Size', tl: 'Laki' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    { title: 'Solo', title_v2: { en: 'Solo', tl: 'Solo' }, selected: true },
                    {
                      title: 'Pang-3 hanggang 4',
                      title_v2: { en: 'For 3–4 people', tl: 'Pang-3 hanggang 4' },
                      price: 25000,
                    },
                    {
                      title: 'Bilao (pang-10)',
                      title_v2: { en: 'Party tray (serves 10)', tl: 'Bilao (pang-10)' },
                      price: 80000,
                      enabled: false,
                    },
                  ],
                },
              ],
            },
            {
              title: 'Pancit Bihon',
              title_v2: {
                en: 'Pancit Bihon (Rice Vermicelli)',
                tl: 'Pancit Bihon',
                es: 'Pancit bihon (fideos de arroz)',
                zh: '菲式炒米粉',
              },
              description: 'Bihon na may manok, Chinese sausage at gulay, may calamansi sa gilid.',
              description_v2: {
                en: 'Rice vermicelli with chicken, Chinese sausage and vegetables, calamansi on the side.',
                tl: 'Bihon na may manok, Chinese sausage at gulay, may calamansi sa gilid.',
              },
              image: 'noodles',
              price: 22900,
              allergens: ['soy'],
            },
            {
              title: 'Pancit Palabok',
              title_v2: {
                en: 'Pancit Palabok (Noodles in Shrimp Sauce)',
                tl: 'Pancit Palabok',
                es: 'Pancit palabok (fideos con salsa de gambas)',
                zh: '虾酱浇头米粉',
              },
              description: 'Bihon sa orange na sarsang hipon, may chicharon, tinapa flakes, itlog at hipon sa ibabaw.',
              description_v2: {
                en: 'Rice noodles in a golden shrimp sauce, topped with pork crackling, smoked fish flakes, egg and prawns.',
                tl: 'Bihon sa orange na sarsang hipon, may chicharon, tinapa flakes, itlog at hipon sa ibabaw.',
              },
              image: 'noodles',
              price: 23900,
              allergens: ['crustaceans', 'fish', 'eggs'],
            },
            {
              title: 'Lumpiang Shanghai',
              title_v2: {
                en: 'Crispy Pork Spring Rolls',
                tl: 'Lumpiang Shanghai',
                es: 'Rollitos de primavera de cerdo',
                zh: '菲式炸春卷',
              },
              description:
                'Labindalawang maliliit na lumpiang may giniling na baboy at gulay, prinito hanggang malutong.',
              description_v2: {
                en: 'A dozen slim spring rolls filled with seasoned pork and vegetables, fried golden.',
                tl: 'Labindalawang maliliit na lumpiang may giniling na baboy at gulay, prinito hanggang malutong.',
              },
              image: 'pastry',
              price: 18900,
              allergens: ['gluten', 'eggs', 'soy'],
              groups: [
                {
                  title: 'Sawsawan',
                  title_v2: { en: 'Dips (choose 1–2)', tl: 'Sawsawan (pumili ng 1–2)' },
                  rule: { type: 'range', min: 1, max: 2 },
                  modifiers: [
                    {
                      title: 'Sweet chili sauce',
                      title_v2: { en: 'Sweet chili sauce', tl: 'Sweet chili sauce' },
                      selected: true,
                    },
                    { title: 'Sukang may bawang', title_v2: { en: 'Garlic vinegar', tl: 'Sukang may bawang' } },
                    { title: 'Banana ketchup', title_v2: { en: 'Banana ketchup', tl: 'Banana ketchup' } },
                  ],
                },
              ],
            },
            {
              title: 'Sinangag',
              title_v2: { en: 'Garlic Fried Rice', tl: 'Sinangag', es: 'Arroz frito al ajo', zh: '蒜香炒饭' },
              description: 'Kaning iginisa sa maraming bawang.',
              description_v2: {
                en: 'Rice fried with plenty of toasted garlic.',
                tl: 'Kaning iginisa sa maraming bawang.',
              },
              image: 'fried-rice',
              price: 6900,
            },
            {
              title: 'Puting Kanin',
              title_v2: { en: 'Steamed Rice', tl: 'Puting Kanin', es: 'Arroz blanco', zh: '白米饭' },
              description: 'Isang tasang mainit na kanin.',
              description_v2: { en: 'A cup of hot steamed rice.', tl: 'Isang tasang mainit na kanin.' },
              image: 'rice-bowl',
              price: 3500,
            },
          ],
        },
      ],
    },
    {
      title: 'Meryenda at Inumin',
      title_v2: { en: 'Desserts & Drinks', tl: 'Meryenda at Inumin' },
      categories: [
        {
          title: 'Halo-Halo at Panghimagas',
          title_v2: { en: 'Halo-Halo & Desserts', tl: 'Halo-Halo at Panghimagas' },
          items: [
            {
              title: 'Halo-Halo Espesyal',
              title_v2: {
                en: 'Special Halo-Halo',
                tl: 'Halo-Halo Espesyal',
                es: 'Halo-halo especial',
                zh: '特制菲式刨冰',
              },
              description:
                'Patong-patong na minatamis na saging, langka, kaong, nata de coco, pulang munggo at sago sa ilalim ng pinong yelo at gatas na evap, saka nilagyan ng leche flan, ube halaya, pinipig at isang scoop ng ube ice cream. Haluin nang mabuti bago kainin!',
              description_v2: {
                en: 'Layers of sweetened banana, jackfruit, palm fruit, nata de coco, red beans and tapioca pearls under finely shaved ice and evaporated milk, crowned with leche flan, ube jam, toasted pinipig and a scoop of ube ice cream. Mix it all up before you dig in!',
                tl: 'Patong-patong na minatamis na saging, langka, kaong, nata de coco, pulang munggo at sago sa ilalim ng pinong yelo at gatas na evap, saka nilagyan ng leche flan, ube halaya, pinipig at isang scoop ng ube ice cream. Haluin nang mabuti bago kainin!',
              },
              image: 'ice-cream',
              price: 18900,
              crossed_price: 21900,
              prices: { delivery: 20900 },
              allergens: ['milk', 'eggs'],
              groups: [
                {
                  title: 'Laki',
                  title_v2: { en: 'Size', tl: 'Laki' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    { title: 'Regular', title_v2: { en: 'Regular', tl: 'Regular' }, selected: true },
                    {
                      title: 'Malaki (pang-dalawahan)',
                      title_v2: { en: 'Large (to share)', tl: 'Malaki (pang-dalawahan)' },
                      price: 6000,
                    },
                  ],
                },
                {
                  title: 'Dagdag na Sahog',
                  title_v2: { en: 'Extra toppings', tl: 'Dagdag na Sahog' },
                  rule: { type: 'range', min: 0, max: 3 },
                  modifiers: [
                    {
                      title: 'Dagdag na leche flan',
                      title_v2: { en: 'Extra leche flan', tl: 'Dagdag na leche flan' },
                      price: 3500,
                      max_quantity: 2,
                    },
                    {
                      title: 'Dagdag na ube halaya',
                      title_v2: { en: 'Extra ube jam', tl: 'Dagdag na ube halaya' },
                      price: 3000,
                      max_quantity: 2,
                    },
                    {
                      title: 'Dagdag na ube ice cream',
                      title_v2: { en: 'Extra scoop of ube ice cream', tl: 'Dagdag na ube ice cream' },
                      price: 4500,
                      max_quantity: 2,
                    },
                    { title: 'Pinipig', title_v2: { en: 'Toasted pinipig', tl: 'Pinipig' }, price: 1500 },
                    {
                      title: 'Macapuno',
                      title_v2: { en: 'Macapuno coconut strings', tl: 'Macapuno' },
                      price: 3000,
                      enabled: false,
                    },
                  ],
                },
              ],
            },
            {
              title: 'Ube Halo-Halo',
              title_v2: {
                en: 'Ube Halo-Halo',
                tl: 'Ube Halo-Halo',
                es: 'Halo-halo de ñame morado',
                zh: '紫山药菲式刨冰',
              },
              description: 'Halo-halong purple: ube halaya, ube ice cream, nata de coco at pinipig sa yelo at gatas.',
              description_v2: {
                en: 'All things purple: ube jam, ube ice cream, nata de coco and pinipig over shaved ice and milk.',
                tl: 'Halo-halong purple: ube halaya, ube ice cream, nata de coco at pinipig sa yelo at gatas.',
              },
              image: 'ice-cream',
              price: 17900,
              allergens: ['milk'],
            },
            {
              title: 'Mais con Yelo',
              title_v2: {
                en: 'Sweet Corn with Shaved Ice',
                tl: 'Mais con Yelo',
                es: 'Maíz dulce con hielo raspado',
                zh: '甜玉米刨冰',
              },
              description: 'Matamis na mais, yelo, gatas at asukal — simple pero panalo.',
              description_v2: {
                en: 'Sweet corn kernels, shaved ice, milk and sugar — simple and unbeatable.',
                tl: 'Matamis na mais, yelo, gatas at asukal — simple pero panalo.',
              },
              image: 'ice-cream',
              price: 11900,
              allergens: ['milk'],
            },
            {
              title: 'Leche Flan',
              title_v2: { en: 'Leche Flan (Caramel Custard)', tl: 'Leche Flan', es: 'Leche flan', zh: '焦糖布丁' },
              description: 'Malambot at siksik na flan mula sa pula ng itlog, may makinang na caramel.',
              description_v2: {
                en: 'Silky, dense custard made with egg yolks under glossy caramel.',
                tl: 'Malambot at siksik na flan mula sa pula ng itlog, may makinang na caramel.',
              },
              image: 'cake',
              price: 12900,
              allergens: ['eggs', 'milk'],
            },
            {
              title: 'Turon',
              title_v2: {
                en: 'Turon (Caramelised Banana Rolls)',
                tl: 'Turon',
                es: 'Turon (rollitos de plátano caramelizado)',
                zh: '焦糖香蕉春卷',
              },
              description: 'Saging na saba at langka sa lumpia wrapper, prinito at binalot sa caramel.',
              description_v2: {
                en: 'Saba banana and jackfruit rolled in a spring-roll wrapper, fried and glazed in caramel.',
                tl: 'Saging na saba at langka sa lumpia wrapper, prinito at binalot sa caramel.',
              },
              image: 'pastry',
              price: 8900,
              allergens: ['gluten'],
            },
            {
              title: 'Buko Pandan',
              title_v2: {
                en: 'Young Coconut & Pandan Jelly',
                tl: 'Buko Pandan',
                es: 'Coco tierno con gelatina de pandan',
                zh: '椰肉班兰冻',
              },
              description: 'Kinayod na buko at pandan gulaman sa malamig na cream.',
              description_v2: {
                en: 'Shredded young coconut and pandan jelly in chilled sweet cream.',
                tl: 'Kinayod na buko at pandan gulaman sa malamig na cream.',
              },
              image: 'ice-cream',
              price: 11900,
              allergens: ['milk'],
            },
            {
              title: 'Bibingka',
              title_v2: {
                en: 'Bibingka (Rice Cake with Salted Egg)',
                tl: 'Bibingka',
                es: 'Bibingka (pastel de arroz con huevo salado)',
                zh: '咸蛋椰香米糕',
              },
              description: 'Lutong-uling na rice cake sa dahon ng saging, may itlog na maalat at kesong puti.',
              description_v2: {
                en: 'Charcoal-baked rice cake in banana leaf, topped with salted egg and white cheese.',
                tl: 'Lutong-uling na rice cake sa dahon ng saging, may itlog na maalat at kesong puti.',
              },
              image: 'cake',
              price: 13900,
              allergens: ['eggs', 'milk'],
              oos: true,
            },
          ],
        },
        {
          title: 'Inumin',
          title_v2: { en: 'Drinks', tl: 'Inumin' },
          items: [
            {
              title: "Sago't Gulaman",
              title_v2: {
                en: 'Sago & Gulaman Cooler',
                tl: "Sago't Gulaman",
                es: 'Refresco de tapioca y gelatina',
                zh: '西米椰果黑糖冰饮',
              },
              description: 'Malamig na arnibal na may sago at gulaman.',
              description_v2: {
                en: 'Brown-sugar cooler with tapioca pearls and jelly.',
                tl: 'Malamig na arnibal na may sago at gulaman.',
              },
              image: 'bubble-tea',
              price: 7900,
            },
            {
              title: 'Calamansi Juice',
              title_v2: { en: 'Calamansi Juice', tl: 'Calamansi Juice', es: 'Zumo de calamansi', zh: '菲律宾青柠汁' },
              description: 'Sariwang piniga na calamansi.',
              description_v2: { en: 'Freshly squeezed calamansi lime.', tl: 'Sariwang piniga na calamansi.' },
              image: 'juice',
              price: 8900,
              groups: [
                {
                  title: 'Tamis',
                  title_v2: { en: 'Sweetness', tl: 'Tamis' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: 'Normal na tamis',
                      title_v2: { en: 'Regular sweet', tl: 'Normal na tamis' },
                      selected: true,
                    },
                    { title: 'Kaunting tamis', title_v2: { en: 'Less sweet', tl: 'Kaunting tamis' } },
                    { title: 'Walang asukal', title_v2: { en: 'No sugar', tl: 'Walang asukal' } },
                  ],
                },
              ],
            },
            {
              title: 'Buko Juice',
              title_v2: {
                en: 'Fresh Young Coconut Juice',
                tl: 'Buko Juice',
                es: 'Agua de coco tierno',
                zh: '鲜椰子水',
              },
              description: 'Sabaw at laman ng sariwang buko.',
              description_v2: {
                en: 'Fresh young-coconut water with strips of tender flesh.',
                tl: 'Sabaw at laman ng sariwang buko.',
              },
              image: 'juice',
              price: 10900,
            },
            {
              title: 'Kapeng Barako',
              title_v2: {
                en: 'Batangas Barako Coffee',
                tl: 'Kapeng Barako',
                es: 'Café barako de Batangas',
                zh: '八打雁巴拉科咖啡',
              },
              description: 'Matapang na kape mula Batangas, tinimpla sa tradisyonal na paraan.',
              description_v2: {
                en: 'Strong, bold Liberica coffee from Batangas, brewed the old way.',
                tl: 'Matapang na kape mula Batangas, tinimpla sa tradisyonal na paraan.',
              },
              image: 'coffee',
              price: 9900,
              allergens: ['milk'],
              groups: [
                {
                  title: 'Timpla',
                  title_v2: { en: 'How do you take it?', tl: 'Timpla' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    { title: 'Itim (walang asukal)', title_v2: { en: 'Black, no sugar', tl: 'Itim (walang asukal)' } },
                    {
                      title: 'May asukal at creamer',
                      title_v2: { en: 'With sugar & creamer', tl: 'May asukal at creamer' },
                      selected: true,
                    },
                    { title: 'May muscovado lang', title_v2: { en: 'Muscovado sugar only', tl: 'May muscovado lang' } },
                  ],
                },
                {
                  title: 'Dagdag',
                  title_v2: { en: 'Extras', tl: 'Dagdag' },
                  rule: { type: 'range', min: 0, max: 3 },
                  modifiers: [
                    {
                      title: 'Dagdag na shot',
                      title_v2: { en: 'Extra shot', tl: 'Dagdag na shot' },
                      price: 3000,
                      max_quantity: 2,
                    },
                    {
                      title: 'Gatas ng kalabaw',
                      title_v2: { en: 'Carabao milk', tl: 'Gatas ng kalabaw' },
                      price: 2500,
                    },
                  ],
                },
              ],
            },
            {
              title: 'Mango Shake',
              title_v2: { en: 'Mango Shake', tl: 'Mango Shake', es: 'Batido de mango', zh: '芒果冰沙' },
              description: 'Hinog na manggang Guimaras na binlend sa yelo.',
              description_v2: {
                en: 'Ripe Guimaras mangoes blended with ice.',
                tl: 'Hinog na manggang Guimaras na binlend sa yelo.',
              },
              image: 'juice',
              price: 14900,
            },
          ],
        },
        {
          title: 'Alak',
          title_v2: { en: 'Beer & Spirits', tl: 'Alak' },
          alc_beverages: true,
          is_age_restricted: true,
          is_id_verification_required: true,
          consent_message: {
            en: 'You must be 18 or older to order alcoholic drinks. Please have a valid ID ready on delivery.',
            tl: 'Kailangang 18 taong gulang pataas ka para makabili ng inuming may alkohol. Pakihanda ang valid ID pagdating ng order.',
          },
          items: [
            {
              title: 'Bituin Pale Pilsen',
              title_v2: {
                en: 'Bituin Pale Pilsen (330 ml)',
                tl: 'Bituin Pale Pilsen',
                es: 'Bituin Pale Pilsen (330 ml)',
                zh: 'Bituin 淡色皮尔森啤酒 (330毫升)',
              },
              description: 'Malamig na pilsen, 5% ABV, 330 ml na bote.',
              description_v2: {
                en: 'Ice-cold pilsner, 5% ABV, 330 ml bottle.',
                tl: 'Malamig na pilsen, 5% ABV, 330 ml na bote.',
              },
              image: 'beer',
              price: 9500,
              allergens: ['gluten'],
              alc_bevarages: true,
              is_age_restricted: true,
            },
            {
              title: 'Bituin Light',
              title_v2: {
                en: 'Bituin Light (330 ml)',
                tl: 'Bituin Light',
                es: 'Bituin Light (330 ml)',
                zh: 'Bituin 淡啤酒 (330毫升)',
              },
              description: 'Magaan na lager, 3.8% ABV.',
              description_v2: { en: 'Easy-drinking light lager, 3.8% ABV.', tl: 'Magaan na lager, 3.8% ABV.' },
              image: 'beer',
              price: 9500,
              allergens: ['gluten'],
              alc_bevarages: true,
              is_age_restricted: true,
            },
            {
              title: 'Kalabaw Strong Ice',
              title_v2: {
                en: 'Kalabaw Strong Ice (330 ml)',
                tl: 'Kalabaw Strong Ice',
                es: 'Kalabaw Strong Ice (330 ml)',
                zh: 'Kalabaw 烈性冰啤 (330毫升)',
              },
              description: 'Matapang na lager, 6.9% ABV.',
              description_v2: { en: 'Strong, crisp lager, 6.9% ABV.', tl: 'Matapang na lager, 6.9% ABV.' },
              image: 'beer',
              price: 10500,
              allergens: ['gluten'],
              alc_bevarages: true,
              is_age_restricted: true,
            },
            {
              title: 'Balde ng Bituin (6 na bote)',
              title_v2: {
                en: 'Beer Bucket (6 bottles)',
                tl: 'Balde ng Bituin (6 na bote)',
                es: 'Cubo de cervezas (6 botellas)',
                zh: '冰桶啤酒 (6瓶)',
              },
              description: 'Anim na malamig na bote sa baldeng may yelo. Pumili ng isa o dalawang klase.',
              description_v2: {
                en: 'Six ice-cold bottles in a bucket of ice. Mix one or two kinds.',
                tl: 'Anim na malamig na bote sa baldeng may yelo. Pumili ng isa o dalawang klase.',
              },
              image: 'beer',
              price: 52000,
              discount_price: 47500,
              prices: { delivery: 54000 },
              allergens: ['gluten'],
              alc_bevarages: true,
              is_age_restricted: true,
              groups: [
                {
                  title: 'Klase ng Beer',
                  title_v2: { en: 'Beers in your bucket (choose 1–2)', tl: 'Klase ng Beer (pumili ng 1–2)' },
                  rule: { type: 'range', min: 1, max: 2 },
                  modifiers: [
                    { title: 'Pale Pilsen', title_v2: { en: 'Pale Pilsen', tl: 'Pale Pilsen' }, selected: true },
                    { title: 'Light', title_v2: { en: 'Light', tl: 'Light' } },
                    { title: 'Strong Ice', title_v2: { en: 'Strong Ice', tl: 'Strong Ice' }, price: 6000 },
                  ],
                },
              ],
            },
            {
              title: 'Lambanog ni Mang Ambo',
              title_v2: {
                en: "Mang Ambo's Lambanog (Coconut Spirit)",
                tl: 'Lambanog ni Mang Ambo',
                es: 'Lambanog de Mang Ambo (aguardiente de coco)',
                zh: '安博大叔椰子烈酒',
              },
              description: 'Tradisyonal na lambanog mula Quezon, dinalisay mula sa tuba ng niyog, 40% ABV.',
              description_v2: {
                en: 'Traditional Quezon coconut spirit distilled from palm sap, 40% ABV.',
                tl: 'Tradisyonal na lambanog mula Quezon, dinalisay mula sa tuba ng niyog, 40% ABV.',
              },
              image: 'cocktail',
              price: 12000,
              alc_bevarages: true,
              is_age_restricted: true,
              groups: [
                {
                  title: 'Sukat',
                  title_v2: { en: 'Serving', tl: 'Sukat' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: 'Isang shot (45 ml)',
                      title_v2: { en: 'Single shot (45 ml)', tl: 'Isang shot (45 ml)' },
                      selected: true,
                    },
                    { title: 'Bote (350 ml)', title_v2: { en: 'Bottle (350 ml)', tl: 'Bote (350 ml)' }, price: 43000 },
                  ],
                },
                {
                  title: 'Lasa',
                  title_v2: { en: 'Flavour', tl: 'Lasa' },
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    { title: 'Orihinal', title_v2: { en: 'Original', tl: 'Orihinal' }, selected: true },
                    { title: 'Mangga', title_v2: { en: 'Mango', tl: 'Mangga' } },
                    { title: 'Duhat', title_v2: { en: 'Java plum', tl: 'Duhat' } },
                  ],
                },
              ],
            },
            {
              title: 'Lambanog Calamansi Sour',
              title_v2: {
                en: 'Lambanog Calamansi Sour',
                tl: 'Lambanog Calamansi Sour',
                es: 'Sour de lambanog y calamansi',
                zh: '椰子烈酒青柠酸鸡尾酒',
              },
              description: 'Lambanog, calamansi at muscovado syrup, inalog sa yelo.',
              description_v2: {
                en: 'Lambanog, calamansi and muscovado syrup, shaken over ice.',
                tl: 'Lambanog, calamansi at muscovado syrup, inalog sa yelo.',
              },
              image: 'cocktail',
              price: 22000,
              alc_bevarages: true,
              is_age_restricted: true,
            },
          ],
        },
      ],
    },
  ],
} satisfies DemoMenu;
