import type { PublicProfile } from '@contract/profiles';
import { useCardText } from '../i18n';
import { formatDate } from '../../../i18n/format';

/** As on the server's page (feed-html.ts): six pictures or three posts of text a feed. */
const PICTURES_SHOWN = 6;
const POSTS_SHOWN = 3;

/** The owner's connected feeds under the socials, the same sections the server's card page draws. */
export function PublicFeeds({
  feeds,
  safeHref,
}: {
  feeds: PublicProfile['feeds'];
  safeHref: (url: string) => string | undefined;
}) {
  const { t, i18n } = useCardText();
  return (
    <>
      {feeds.map((feed) => {
        const headingId = `pp-feed-${feed.provider}`;
        const tweets = feed.kind === 'tweets';
        const items = tweets
          ? feed.items.slice(0, POSTS_SHOWN)
          : feed.items.filter((item) => item.imageUrl).slice(0, PICTURES_SHOWN);
        if (!items.length) return null;
        return (
          <section key={feed.provider} aria-labelledby={headingId}>
            <h2 id={headingId}>{t('feeds.latestOn', { network: feed.name })}</h2>
            <ul className={tweets ? 'public-profile-posts' : 'public-profile-grid'}>
              {items.map((item) => (
                <li key={item.url}>
                  <a
                    href={safeHref(item.url)}
                    target="_blank"
                    rel="noopener noreferrer"
                    data-s={`feed:${feed.provider}`}
                  >
                    {tweets ? (
                      item.text
                    ) : (
                      <img
                        src={item.imageUrl ?? ''}
                        alt={item.text || t('feeds.post', { network: feed.name })}
                        width={96}
                        height={96}
                        loading="lazy"
                      />
                    )}
                  </a>
                  {tweets && item.publishedAt && (
                    <time dateTime={item.publishedAt}>{formatDate(item.publishedAt, 'post', i18n.language)}</time>
                  )}
                </li>
              ))}
            </ul>
            {feed.account.url && (
              <p className="public-profile-more">
                <a
                  href={safeHref(feed.account.url)}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-s={`feed:${feed.provider}`}
                >
                  {t('feeds.accountOn', { username: feed.account.username, network: feed.name })}
                </a>
              </p>
            )}
          </section>
        );
      })}
    </>
  );
}
