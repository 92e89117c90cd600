// A page's <title> and meta description (issue 28: SEO): the description its loader gives from the store's data
// (the brand menu: the brand and its branch), else the shop's own in the customer's language (the root loader's).
// A route's meta replaces its parents' (Remix 2), so every page says both.
import type { MetaDescriptor } from '@remix-run/node';
import { errorMeta } from '~/components/RouteErrorBoundary';

interface MetaArgs {
  data: unknown;
  error?: unknown;
  matches: readonly { id: string; data?: unknown }[];
}

export function pageMeta(
  args: MetaArgs,
  { title, more = [] }: { title?: string; more?: MetaDescriptor[] } = {},
): MetaDescriptor[] {
  const data = args.data as { title?: string; description?: string } | undefined;
  if (!data) return errorMeta(args.error, args.matches);
  const root = args.matches.find((m) => m.id === 'root')?.data as { description?: string } | undefined;
  const description = data.description ?? root?.description;
  return [
    { title: title ?? data.title },
    ...(description ? [{ name: 'description', content: description }] : []),
    ...more,
  ];
}
