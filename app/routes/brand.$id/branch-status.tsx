// The branch's state on the brand menu (SPEC §2 "Brand menu"): the closed-store bar and busy label, the
// store-hours sheet and the notice sheet.
import { Form, Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { Icon } from '~/components/Icon';
import { Sheet } from '~/components/Sheet';
import { HTML_LANG, type Language } from '~/i18n/languages';
import type { BrandMenuData as Data } from './brand.server';
import { dateFormat } from '~/domain/date-format';

export function BranchStatus({ branch, hoursHref }: { branch: Data['branch']; hoursHref: string }) {
  const { t } = useTranslation();
  return (
    <>
      {branch.closed ? (
        <p className="status-bar status-bar--closed" role="status">
          <Icon name="clock" size={18} />
          <span>
            {branch.closed.opening
              ? branch.closed.scheduledOnly
                ? t('brand.closedTill', { time: branch.closed.opening })
                : t('brand.closedNow', { time: branch.closed.opening })
              : t('brand.closed')}{' '}
            <Link to={hoursHref} preventScrollReset>
              {t('brand.storeHours')}
            </Link>
          </span>
        </p>
      ) : null}
      {branch.busyMinutes != null ? (
        <p className="status-bar status-bar--busy" role="status">
          <Icon name="clock" size={18} /> {t('brand.busy', { count: branch.busyMinutes })}
        </p>
      ) : null}
      {branch.notice ? <p className="status-bar status-bar--notice">{branch.notice}</p> : null}
    </>
  );
}

export function HoursSheet({ branch, closeTo, lng }: { branch: Data['branch']; closeTo: string; lng: Language }) {
  const { t } = useTranslation();
  // Weekday names in the user's language; 2024-01-01 was a Monday.
  const dayName = (day: number) =>
    dateFormat(HTML_LANG[lng], { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, day)));
  return (
    <Sheet title={t('brand.storeHours')} closeTo={closeTo}>
      <p className="sheet__lead">
        <Icon name="pin" size={16} /> {branch.title} · {branch.address}
      </p>
      {branch.hours.closures.length ? (
        <ul className="notice-box hours__closures">
          {branch.hours.closures.map((c) => (
            <li key={c.from}>
              {c.to ? t('hours.closedFromTo', { from: c.from, to: c.to }) : t('hours.closedOn', { date: c.from })}
            </li>
          ))}
        </ul>
      ) : null}
      <table className="hours">
        <caption className="visually-hidden">{t('brand.storeHours')}</caption>
        <tbody>
          {/* The coming week from today: the first row is today. */}
          {branch.hours.days.map((d, i) => (
            <tr key={d.date} aria-current={i === 0 ? 'date' : undefined}>
              <th scope="row">
                {dayName(d.day)} <span className="hours__date">{d.label}</span>
                {i === 0 ? <span className="chip">{t('brand.today')}</span> : null}
              </th>
              <td>{d.slots.length === 0 ? t('brand.closedDay') : d.allDay ? t('hours.allDay') : d.slots.join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="sheet__note">{t('brand.timezone', { zone: branch.timezone })}</p>
      {branch.phone ? (
        <p>
          <a href={`tel:${branch.phone.replace(/\s/g, '')}`}>{branch.phone}</a>
        </p>
      ) : null}
    </Sheet>
  );
}

export function NoticeSheet({ notice, branchId, closeTo }: { notice: string; branchId: number; closeTo: string }) {
  const { t } = useTranslation();
  return (
    <Sheet
      title={t('brand.notice')}
      closeTo={`/actions/notice-seen?${new URLSearchParams({ branchId: String(branchId), redirectTo: closeTo })}`}
    >
      <p>{notice}</p>
      <Form method="post" action="/actions/notice-seen">
        <input type="hidden" name="branchId" value={branchId} />
        <input type="hidden" name="redirectTo" value={closeTo} />
        <button type="submit" className="button button--primary button--block">
          {t('brand.noticeDismiss')}
        </button>
      </Form>
    </Sheet>
  );
}
