// The page's top bar: a way back (an icon link with its label), the page's one heading with an optional line
// under it, and the sidebar's menu where the page has one. `start` takes what a page puts before the heading
// instead of the back link (the menu's change-brand link, the checkout's two back links).
import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { Icon } from './Icon';
import { Sidebar } from './Sidebar';

export function TopBar({
  title,
  back,
  start,
  subtitle,
  sidebar,
}: {
  title: ReactNode;
  back?: { to: string; label: string };
  start?: ReactNode;
  /** a text is one line under the heading; anything else is put there as it is */
  subtitle?: ReactNode;
  /** the sidebar's menu; 'poll': this page polls the active orders (SPEC §4) */
  sidebar?: boolean | 'poll';
}) {
  return (
    <header className="topbar">
      {back ? (
        <Link to={back.to} className="icon-button" aria-label={back.label}>
          <Icon name="back" />
        </Link>
      ) : null}
      {start}
      <div className="topbar__title">
        <h1>{title}</h1>
        {typeof subtitle === 'string' ? <p className="topbar__subtitle">{subtitle}</p> : subtitle}
      </div>
      {sidebar ? <Sidebar poll={sidebar === 'poll'} /> : null}
    </header>
  );
}
