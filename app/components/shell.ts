// The shell: the modules nearly every page's first load needs, gathered in one module that the browser's
// entry, the root, every page's route module and every lazily loaded sheet import (ADR 0035).
//
// The classic compiler's esbuild splits shared code by the set of entry points that reach it, and a page
// loaded some twenty chunks of a few hundred bytes each (the icon, the money, the sheet, the sidebar…): on a
// slow phone every file is a request, gzip compresses each alone, and Lighthouse's simulation counted the
// ones that finished before the first paint as blocking it. Re-exported from here by name (`export *` would
// not do it), a module is reached from every entry that imports this one, so esbuild puts all of them in the
// chunk every page already loads with React. Import members from their own files as before; an entry only has
// to import something from here too (`tests/integration/first-load.test.ts` checks that every page and every
// module loaded with import() does); a member must not import this file.
export { RouteErrorBoundary, errorMeta } from './RouteErrorBoundary';
export { pageMeta } from '~/utils/meta';
export { Icon } from './Icon';
export { TopBar } from './TopBar';
export { Sidebar } from './Sidebar';
export { Sheet } from './Sheet';
export { SearchField, useSearchAsYouType } from './SearchField';
export { Money, Price } from './Money';
export { NotFound } from './NotFound';
export { ErrorFallback } from './ErrorFallback';
export { StateArt } from './StateArt';
export { openLoginSheet } from './login/open-login';
export { useIsPending } from './forms/useIsPending';
export { useChangedBeforeScript, changedFromHtml, fieldBeforeScript, checkedBeforeScript } from './forms/before-script';
export { StatusButton } from './forms/StatusButton';
export { useRefusalText, RefusalMessage } from './forms/RefusalMessage';
export {
  DeliveryMethod,
  PRICE_KEY,
  OrderTimeType,
  PickupType,
  DiscountScope,
  DiscountType,
  CardGateway,
  PaymentMethodId,
  LoginProvider,
  OtpChannel,
  OrderStatus,
  FulfilmentStatus,
  PaymentStatus,
  RefundStatus,
  LoyaltyBindingLevel,
  DEFAULTS,
  TIMINGS,
  LIMITS,
  BUSY_WINDOW_MINUTES,
  SCHEDULED_DAY_RANGE_DEFAULT,
  FOOD_HALL_TABLE_DAY_RANGE,
  SCHEDULE_SLOT_MINUTES,
  SCHEDULE_CALENDAR_EXTRA_MINUTES,
  ASAP_ESTIMATE_MINUTES,
  MIN_DIGITAL_PAYMENT_CENTS,
  ADDRESS_PARTS_COUNTRIES,
} from '~/domain/constants';
export { currencyDecimals, formatAmount, formatMoney, toCents, fromCents, providerAmount } from '~/domain/money';
export { dateFormat } from '~/domain/date-format';
export { refusalOf, wordRefusal, scheduleRefusal, platformRefusal } from '~/utils/refusal';
export { useRootData } from '~/utils/root-data';
export { STYLESHEET_ID, StylesheetContext, Stylesheet } from '~/utils/stylesheet';
export {
  SUPPORTED_LANGUAGES,
  FALLBACK_LANGUAGE,
  LANGUAGE_NAMES,
  HTML_LANG,
  isSupportedLanguage,
  matchLanguage,
} from '~/i18n/languages';
export { TRANSLATIONS_ID, TranslationsHrefContext, TranslationsLink } from '~/i18n/translations-link';
export { CartBar, FreeDelivery } from './menu/CartBar';
export { OrderTypeCard, OrderTypeLine } from './menu/OrderTypeCard';
export { BannerArea, Carousel } from './Carousel';
export { ViewToggle } from './ViewToggle';
export { liveSocketOptions, useLiveRevalidate } from './live/useLiveRevalidate';
export { useHydrated } from 'remix-utils/use-hydrated';
