import { useContactsText } from '../i18n';

/**
 * How many contacts the list holds: the filter's total from the API ("10,000 contacts") as soon as
 * it is counted, until then the rows loaded so far.
 */
export function ContactCount({
  total,
  loaded,
  hasNextPage,
}: {
  total: number | undefined;
  loaded: number | undefined;
  hasNextPage: boolean;
}) {
  const { t } = useContactsText();
  const text =
    total !== undefined
      ? t('list.count', { count: total })
      : loaded !== undefined
        ? t(hasNextPage ? 'list.countLoaded' : 'list.count', { count: loaded })
        : '';
  return (
    <p className="muted contacts-count" aria-live="polite">
      {text}
    </p>
  );
}
