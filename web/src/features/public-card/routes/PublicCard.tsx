import { useEffect, useRef } from 'react';
import { useParams } from 'react-router-dom';
import type { Language } from '@contract/i18n/languages';
import { useAuth } from '../../../session/auth';
import { useSession } from '../../../session/session';
import { ApiError } from '../../../lib/api';
import { usePageTitle } from '../../../components/ui';
import { hiddenHeading, QueryView } from '../../../components/QueryView';
import { PublicLanguage, usePublicPageLanguage } from '../../../i18n/public-language';
import { useActivateCard } from '../../cards/api';
import { publicCardKeys, sendPageEvent, usePublicCard } from '../api';
import { CardNotice, HomeLink, PublicCardView } from '../components/PublicCardView';
import { useCardText } from '../i18n';

/**
 * /card/{cardId} inside the app (a direct visit gets the server-rendered page): the profile the
 * card opens, its activation when new, or why it shows nothing; in the visitor's language, or
 * the one its owner chose for the card (docs/i18n.md).
 */
export default function PublicCard() {
  const { cardId = '' } = useParams();
  const auth = useAuth();
  const card = usePublicCard(cardId, auth.status !== 'loading');
  const status = card.data;
  const profile = status?.state === 'profile' ? status.profile : null;
  const { language, explicit } = usePublicPageLanguage(profile?.cardLanguage);
  const via = `card:${status?.card.id ?? cardId.toUpperCase()}`;
  // Owners looking at their own card are not visitors.
  const counted = !!profile && !status?.viewer?.isOwner;

  const viewed = useRef<string | null>(null);
  useEffect(() => {
    if (!counted || !profile || viewed.current === profile.id) return;
    viewed.current = profile.id;
    sendPageEvent({ type: 'view', profileId: profile.id, via });
  }, [counted, profile, via]);

  return (
    <PublicLanguage language={language}>
      <PublicCardScreen
        cardId={cardId}
        card={card}
        leadFormLanguage={explicit ? language : null}
        onService={
          counted && profile
            ? (serviceId) => sendPageEvent({ type: 'click', profileId: profile.id, serviceId, via })
            : undefined
        }
      />
    </PublicLanguage>
  );
}

interface PublicCardScreenProps {
  cardId: string;
  card: ReturnType<typeof usePublicCard>;
  leadFormLanguage: Language | null;
  onService?: (serviceId: string) => void;
}

function PublicCardScreen({ cardId, card, leadFormLanguage, onService }: PublicCardScreenProps) {
  const { t } = useCardText();
  const auth = useAuth();
  const session = useSession();
  const activate = useActivateCard([publicCardKeys.detail(cardId)]);
  const profile = card.data?.state === 'profile' ? card.data.profile : null;

  usePageTitle(profile ? profile.displayName : t('page.title'));

  const notice = card.error instanceof ApiError && card.error.status === 410 ? 'deactivated' : 'notFound';
  return (
    <QueryView
      query={card}
      loadingLabel={t('page.opening')}
      errorTitle={t('page.openFailed')}
      frame={hiddenHeading(t('page.title'))}
      missing={(error) => error instanceof ApiError && (error.status === 404 || error.status === 410)}
      notFound={
        <CardNotice title={t(`notice.${notice}.title`)} action={<HomeLink />}>
          <p>{t(`notice.${notice}.message`)}</p>
        </CardNotice>
      }
    >
      {(data) => (
        <PublicCardView
          status={data}
          auth={auth.status}
          profiles={auth.status === 'signedIn' ? session.profiles.data : undefined}
          initialProfileId={session.currentProfile?.id}
          onActivate={activate.mutateAsync}
          onService={onService}
          leadFormLanguage={leadFormLanguage}
        />
      )}
    </QueryView>
  );
}
