import type { LeadDay } from '@contract/contacts';
import { LoadingState } from '../../../components/ui';
import { formatDate, formatNumber } from '../../../i18n/format';
import { useEventModeText } from '../i18n';
import { useLeadDay, useLiftLeadDay } from '../lead-day-api';

/**
 * Today's lead budget of the current profile's form, and the owner's switch to lift it for an
 * event (docs/event-mode.md): a busy stand spends a day's budget in minutes. Online only.
 */
export function LeadDayPanel({ profileId, online }: { profileId: string | undefined; online: boolean }) {
  const day = useLeadDay(online ? profileId : undefined);
  const lift = useLiftLeadDay(profileId ?? '');
  return (
    <LeadDayView
      day={online && profileId ? (day.data ?? (day.isError ? 'error' : 'loading')) : 'offline'}
      pending={lift.isPending}
      onLift={(lifted) => lift.mutate(lifted)}
    />
  );
}

export function LeadDayView({
  day,
  pending,
  onLift,
}: {
  day: LeadDay | 'loading' | 'error' | 'offline';
  pending: boolean;
  onLift: (lifted: boolean) => void;
}) {
  const { t } = useEventModeText();
  return (
    <section className="panel lead-day" aria-labelledby="lead-day-title">
      <h2 id="lead-day-title">{t('leadDay.heading')}</h2>
      {day === 'offline' && <p className="muted">{t('leadDay.offline')}</p>}
      {day === 'error' && <p className="muted">{t('leadDay.unavailable')}</p>}
      {day === 'loading' && <LoadingState label={t('leadDay.loading')} />}
      {typeof day === 'object' && (
        <>
          <p>{t('leadDay.used', { used: formatNumber(day.used), limit: formatNumber(day.limit) })}</p>
          <p className="muted">
            {day.lifted
              ? t('leadDay.liftedUntil', {
                  limit: formatNumber(day.eventLimit),
                  until: formatDate(day.endsAt, 'dateTime'),
                })
              : t('leadDay.explain', {
                  limit: formatNumber(day.planLimit),
                  eventLimit: formatNumber(day.eventLimit),
                  until: formatDate(day.endsAt, 'dateTime'),
                })}
          </p>
          <button
            type="button"
            className={`button ${day.lifted ? 'button-secondary' : 'button-primary'}`}
            disabled={pending}
            onClick={() => onLift(!day.lifted)}
          >
            {day.lifted ? t('leadDay.restore') : t('leadDay.lift')}
          </button>
        </>
      )}
    </section>
  );
}
