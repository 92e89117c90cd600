// The order page's courier parts as the server renders them (issue 16): one courier is a card; several are a
// keyboard-reachable scroll-snap row whose cards say which courier they are; a courier without a name is
// "Courier"; the refund line carries the refund's status (SPEC §4 refund statuses).
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { CancellationDetails, RiderCards, type RiderView } from '~/components/orders/CourierParts';
import { i18nFor } from '~/i18n/instances.server';

const render = (node: React.ReactNode, lng: 'en' | 'ja' = 'en') =>
  renderToStaticMarkup(<I18nextProvider i18n={i18nFor(lng)}>{node}</I18nextProvider>);

const jun: RiderView = {
  key: '0',
  name: 'Jun Reyes',
  phone: '+63 917 000 0001',
  tel: 'tel:+639170000001',
  photo: null,
  plate: 'NAB 1234',
  tracking: 'https://track.example/jun',
};

describe('RiderCards', () => {
  it('shows nothing without a courier, and one card without the carousel', () => {
    expect(render(<RiderCards riders={[]} />)).toBe('');
    const one = render(<RiderCards riders={[jun]} />);
    expect(one).toContain('<ul class="rider-cards">');
    expect(one).not.toContain('tabindex');
    expect(one).toContain('<a href="tel:+639170000001">Call +63 917 000 0001</a>');
    expect(one).toContain('href="https://track.example/jun" target="_blank" rel="noopener noreferrer"');
    expect(one).toContain('Plate NAB 1234');
    expect(one).not.toContain('<img');
  });

  it('makes several a focusable scroll-snap row of labelled cards', () => {
    const ana: RiderView = { ...jun, key: '1', name: null, phone: '+63 917 000 0002', tracking: null, photo: '/p.jpg' };
    const html = render(<RiderCards riders={[jun, ana]} />);
    expect(html).toContain('class="rider-cards rider-cards--carousel" aria-labelledby="order-riders" tabindex="0"');
    expect(html).toContain('aria-label="Courier 1 of 2"');
    expect(html).toContain('aria-label="Courier 2 of 2"');
    // no name: "Courier" and "?" as the initial, under the photo
    expect(html).toContain('<p class="rider-card__name">Courier</p>');
    expect(html).toMatch(/rider-card__initial">\?<\/span><img src="\/p.jpg" alt=""/);
    expect(html.match(/Track your courier/g)).toHaveLength(1);
    expect(render(<RiderCards riders={[jun, ana]} />, 'ja')).toContain('担当の配達員');
  });
});

describe('CancellationDetails', () => {
  it('words the partner’s no-rider message, its own words, and the refund status', () => {
    const noRider = render(
      <CancellationDetails cancellation={{ by: 'store', partner: 'noRider', reason: null, refund: null }} />,
    );
    expect(noRider).toContain('The store cancelled this order');
    expect(noRider).toContain('No rider could be found for your order.');
    expect(noRider).not.toContain('refund');
    const words = render(
      <CancellationDetails
        cancellation={{ by: 'store', partner: 'partner', reason: 'Flooded road', refund: { refundStatus: 1 } }}
      />,
    );
    expect(words).toContain('Our delivery partner says: Flooded road');
    expect(words).not.toContain('Reason:');
    expect(words).toContain('A full refund is being processed.');
    expect(words).toContain('Refund status: Requested');
    const you = render(
      <CancellationDetails
        cancellation={{ by: 'you', partner: null, reason: 'Ordered twice', refund: { refundStatus: null } }}
      />,
    );
    expect(you).toContain('You cancelled this order');
    expect(you).toContain('Reason: Ordered twice');
    expect(you).toContain('A full refund is being processed.');
    expect(you).not.toContain('Refund status');
  });
});
