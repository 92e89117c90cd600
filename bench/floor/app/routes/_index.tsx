// The floor's one page: a menu of 48 items in 6 sections, each with a name, a line of description and a price,
// from a loader (its data carried in the HTML for hydration, as the shop's are).
import { json, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

const SECTIONS = ['Starters', 'Soups', 'Rice bowls', 'Noodles', 'Desserts', 'Drinks'];

export const meta: MetaFunction = () => [
  { title: 'Menu · The floor' },
  {
    name: 'description',
    content: 'A bare Remix page with a menu of 48 items: the floor the shop is measured against.',
  },
];

export function loader() {
  return json({
    sections: SECTIONS.map((title, s) => ({
      title,
      items: Array.from({ length: 8 }, (_, i) => ({
        id: s * 8 + i + 1,
        name: `${title.replace(/s$/, '')} no. ${i + 1}`,
        description: 'Made to order with fresh local ingredients.',
        price: 9500 + (((s * 8 + i) * 1250) % 30000),
      })),
    })),
  });
}

const peso = new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP' });

export default function Menu() {
  const { sections } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>Menu</h1>
      {sections.map((section) => (
        <section key={section.title} aria-labelledby={`s-${section.title}`}>
          <h2 id={`s-${section.title}`}>{section.title}</h2>
          <ul>
            {section.items.map((item) => (
              <li key={item.id}>
                <h3>{item.name}</h3>
                <p>{item.description}</p>
                <p>{peso.format(item.price / 100)}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}
