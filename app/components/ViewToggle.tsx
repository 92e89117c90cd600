import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';

/** Grid or list view, as links (the view is URL state). */
export function ViewToggle({
  href,
  current,
}: {
  href: (view: 'grid' | 'list') => string;
  current: 'grid' | 'list' | null;
}) {
  const { t } = useTranslation();
  return (
    <div className="view-toggle" role="group" aria-label={t('home.view')}>
      {(['grid', 'list'] as const).map((view) => (
        <Link
          key={view}
          to={href(view)}
          className="icon-button"
          aria-label={t(view === 'grid' ? 'home.grid' : 'home.list')}
          aria-current={current === view ? 'true' : undefined}
          preventScrollReset
          replace
        >
          <Icon name={view} />
        </Link>
      ))}
    </div>
  );
}
