// The loyalty points card as the server renders it (issue 27; SPEC §9 "Loyalty: … Brand logos strip 4 then +N"):
// the businesses where the points count as a strip of their logos, four and then how many more; a business
// without a logo is its initial, named for screen readers.
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { PointsCard } from '~/components/loyalty/LoyaltyParts';
import { i18nFor } from '~/i18n/instances.server';

const render = (node: React.ReactNode) =>
  renderToStaticMarkup(<I18nextProvider i18n={i18nFor('en')}>{node}</I18nextProvider>);

const business = (id: number, logo: string | null = `/logos/${id}.png`) => ({ id, title: `Stall ${id}`, logo });
const card = (logos: ReturnType<typeof business>[]) => ({
  programName: 'Hawker Rewards',
  points: 120,
  pointName: 'stamps',
  color: '#c2410c',
  countryLevel: true,
  country: 'Singapore',
  businesses: logos.map((l) => l.title),
  logos,
});

describe('PointsCard', () => {
  it('shows the logos of where the points count, four and then +N', () => {
    const html = render(<PointsCard card={card([1, 2, 3, 4, 5, 6].map((id) => business(id)))} />);
    expect(html).toContain('120 stamps');
    for (const id of [1, 2, 3, 4]) expect(html).toContain(`<img src="/logos/${id}.png" alt="Stall ${id}"`);
    expect(html).not.toContain('/logos/5.png');
    expect(html).toContain('aria-label="2 more brands"');
    expect(html).toContain('>+2</span>');
  });

  it('shows every logo up to four, a missing one as its initial', () => {
    const html = render(<PointsCard card={card([business(1), business(2, null)])} />);
    expect(html).toContain('<img src="/logos/1.png" alt="Stall 1"');
    expect(html).toContain('role="img" aria-label="Stall 2">S</span>');
    expect(html).not.toContain('more brands');
  });
});
