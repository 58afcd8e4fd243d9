import { LoadingState } from '../../../components/ui';
import { formatDate, formatNumber } from '../../../i18n/format';
import { useEventModeText } from '../i18n';
import { useLeadDay, useLiftLeadDay } from '../lead-day-api';

/**
 * Today's lead budget of the current profile's form, and the owner's switch to lift it for an
 * event (docs/event-mode.md): a busy stand spends a day's budget in minutes. Online only.
 */
export function LeadDayPanel({ profileId, online }: { profileId: string | undefined; online: boolean }) {
  const { t } = useEventModeText();
  const day = useLeadDay(online ? profileId : undefined);
  const lift = useLiftLeadDay(profileId ?? '');
  const data = day.data;
  const until = data ? formatDate(data.endsAt, 'dateTime') : '';

  return (
    <section className="panel lead-day" aria-labelledby="lead-day-title">
      <h2 id="lead-day-title">{t('leadDay.heading')}</h2>
      {!online || !profileId ? (
        <p className="muted">{t('leadDay.offline')}</p>
      ) : !data ? (
        day.isError ? (
          <p className="muted">{t('leadDay.unavailable')}</p>
        ) : (
          <LoadingState label={t('leadDay.loading')} />
        )
      ) : (
        <>
          <p>{t('leadDay.used', { used: formatNumber(data.used), limit: formatNumber(data.limit) })}</p>
          <p className="muted">
            {data.lifted
              ? t('leadDay.liftedUntil', { limit: formatNumber(data.eventLimit), until })
              : t('leadDay.explain', {
                  limit: formatNumber(data.planLimit),
                  eventLimit: formatNumber(data.eventLimit),
                  until,
                })}
          </p>
          <button
            type="button"
            className={`button ${data.lifted ? 'button-secondary' : 'button-primary'}`}
            disabled={lift.isPending}
            onClick={() => lift.mutate(!data.lifted)}
          >
            {data.lifted ? t('leadDay.restore') : t('leadDay.lift')}
          </button>
        </>
      )}
    </section>
  );
}
