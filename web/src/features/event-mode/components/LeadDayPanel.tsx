import type { LeadDay } from '@contract/contacts';
import { QueryView } from '../../../components/QueryView';
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
  return (
    <section className="panel lead-day" aria-labelledby="lead-day-title">
      <h2 id="lead-day-title">{t('leadDay.heading')}</h2>
      <QueryView
        query={day}
        loadingLabel={t('leadDay.loading')}
        errorTitle={t('leadDay.unavailable')}
        off={<p className="muted">{t('leadDay.offline')}</p>}
      >
        {(today) => <LeadDayView day={today} pending={lift.isPending} onLift={(lifted) => lift.mutate(lifted)} />}
      </QueryView>
    </section>
  );
}

export function LeadDayView({
  day,
  pending,
  onLift,
}: {
  day: LeadDay;
  pending: boolean;
  onLift: (lifted: boolean) => void;
}) {
  const { t } = useEventModeText();
  return (
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
  );
}
