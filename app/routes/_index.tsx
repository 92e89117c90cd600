import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { Sidebar } from '~/components/Sidebar';
import { shopRequest } from '~/shop.server';
import { fixedT } from '~/i18n/instances.server';

// In demo mode "/" lists every demo link as a QR code would open it; otherwise it is a plain landing.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { client, lng } = await shopRequest(request, context);
  const t = fixedT(lng);
  if (!context.demo) return json({ demo: false as const, links: [], title: t('landing.title') });
  const { links } = await client.demoLinks();
  return json({ demo: true as const, links, title: t('demo.title') });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }];

export default function Index() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <header className="topbar">
        <div className="topbar__title">
          <h1>{data.title}</h1>
        </div>
        <Sidebar />
      </header>
      <main id="main" className="page">
        {data.demo ? (
          <>
            <p className="lead">{t('demo.intro')}</p>
            <ul className="demo-links">
              {data.links.map((link) => (
                <li key={link.hash}>
                  <Link to={`/menu/${link.hash}`} className="demo-link">
                    <span className="demo-link__title">{link.title}</span>
                    <span className="demo-link__note">{link.note}</span>
                    <span className="demo-link__meta">
                      <span className="chip">{t(`entity.${link.entity_type}`)}</span>
                      <code>/menu/{link.hash}</code>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="lead">{t('landing.text')}</p>
        )}
      </main>
    </>
  );
}
