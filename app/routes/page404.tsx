import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { NotFound } from '~/components/NotFound';
import { getSession } from '~/session.server';
import { homePath, readBoot } from '~/boot.server';
import { getLanguage } from '~/i18next.server';
import { fixedT } from '~/i18n/instances.server';

/** The not-found page (SPEC §2 /page404), answered with HTTP 404; the catch-all renders the same. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const [session, lng] = await Promise.all([getSession(request, context), getLanguage(request)]);
  const t = fixedT(lng);
  return json({ home: homePath(readBoot(session)), title: t('notFound.pageTitle') }, { status: 404 });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'Not Found' }];

export default function Page404() {
  return <NotFound home={useLoaderData<typeof loader>().home} />;
}
