import { useNavigation, type FetcherWithComponents } from '@remix-run/react';

type PendingSource = Pick<FetcherWithComponents<unknown>, 'state' | 'formAction' | 'formMethod' | 'formData'>;

/**
 * Whether a form's submission is on its way (issue 25 item 2; the Epic Stack's `useIsPending` is the model): the
 * page's navigation, or a fetcher's when one is given. `formAction` narrows it to posts to that URL (path and
 * search as the form sends them), `formMethod` to that method (POST unless told; `null` for any);
 * `state: 'submitting'` leaves out the loading of the page that follows; `with` narrows it to a form that sends these
 * values (its `intent`, the item a card adds).
 */
export function useIsPending({
  fetcher,
  formAction,
  formMethod = 'POST',
  state = 'non-idle',
  with: sent,
}: {
  fetcher?: PendingSource;
  formAction?: string;
  formMethod?: 'POST' | 'GET' | null;
  state?: 'submitting' | 'loading' | 'non-idle';
  with?: Record<string, string>;
} = {}): boolean {
  const navigation = useNavigation();
  const source: PendingSource = fetcher ?? navigation;
  const active = state === 'non-idle' ? source.state !== 'idle' : source.state === state;
  return (
    active &&
    (formMethod === null || source.formMethod?.toUpperCase() === formMethod) &&
    (formAction === undefined || source.formAction === formAction) &&
    (sent === undefined || Object.entries(sent).every(([name, value]) => source.formData?.get(name) === value))
  );
}
