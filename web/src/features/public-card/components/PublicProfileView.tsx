import type { CSSProperties, MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import type { PublicProfile } from '@contract/profiles';
import type { Language } from '@contract/i18n/languages';
import { QrCode } from '../../../components/QrCode';
import { vcardPath } from '../api';
import { useCardText } from '../i18n';
import { PublicFeeds } from './PublicFeeds';
import { SocialIcon } from './SocialIcon';
import { initialsOf } from '@contract/social-icons';
import '../public-card.css';
import { paths } from '../../../session/paths';

const FONTS: Record<string, string> = {
  system: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  serif: 'Georgia, "Times New Roman", serif',
  rounded: 'ui-rounded, "SF Pro Rounded", system-ui, sans-serif',
};
const RADII: Record<string, string> = { rounded: '0.6rem', pill: '999px', square: '0' };
const HEX = /^#[0-9a-f]{6}$/i;

/** Black or white, whichever reads better on the colour (WCAG relative luminance), as on the server's page. */
function textOn(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const l = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return (l + 0.05) / 0.05 > 1.05 / (l + 0.05) ? '#000000' : '#ffffff';
}

function themeStyle(theme: PublicProfile['config']['theme']): CSSProperties {
  const primary = HEX.test(theme.primaryColor) ? theme.primaryColor : '#1f6feb';
  return {
    '--pp-primary': primary,
    '--pp-on-primary': textOn(primary),
    '--pp-bg': HEX.test(theme.backgroundColor) ? theme.backgroundColor : '#ffffff',
    '--pp-fg': HEX.test(theme.textColor) ? theme.textColor : '#111827',
    '--pp-font': FONTS[theme.font] ?? FONTS.system,
    '--pp-radius': RADII[theme.buttonStyle] ?? RADII.rounded,
  } as CSSProperties;
}

/** The company's accent, which marks its links on an employee's card. */
function accentStyle(brand: PublicProfile['companyBrand']): CSSProperties {
  return brand && HEX.test(brand.brand.accentColor)
    ? ({ '--pp-accent': brand.brand.accentColor } as CSSProperties)
    : {};
}

/** Only the schemes the contract lets in (as on the server's page); anything else is inert. */
function safeHref(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  // Files served by the API locally have paths on this origin.
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    return ['http:', 'https:', 'mailto:', 'tel:'].includes(new URL(url).protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}

const telOf = (number: string) => `tel:${number.replace(/[^0-9+]/g, '')}`;
const bareUrl = (url: string) => url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '');

interface PublicProfileViewProps {
  profile: PublicProfile;
  /** The address the QR code carries when the profile has no page of its own. */
  fallbackUrl: string;
  /** A visitor acted on a service (`link:{id}`, `social:{network}`, `phone`, …): counts the click. */
  onService?: (serviceId: string) => void;
  /** The language the visitor chose on the page, which the lead form is told. */
  leadFormLanguage?: Language | null;
}

/**
 * A profile as visitors see it on its card, in the profile's own colours, font and layout:
 * the same content and order as the server-rendered page, so both routes show one card.
 */
export function PublicProfileView({ profile: p, fallbackUrl, onService, leadFormLanguage }: PublicProfileViewProps) {
  const { t } = useCardText();
  const { sections } = p.config;
  const coverUrl = p.images.cover?.url ?? p.coverUrl;
  const photoUrl = p.images.photo?.url ?? p.photoUrl;
  const initials = photoUrl ? '' : initialsOf(p);
  // An employee's card carries the company's logo, background and links, as on the server page.
  const brand = p.companyBrand ?? null;
  const logoUrl = brand?.logoUrl ?? p.images.logo?.url ?? p.logoUrl;
  const role =
    p.jobTitle && p.company ? t('profile.role', { jobTitle: p.jobTitle, company: p.company }) : p.jobTitle || p.company;
  const emails = [...(p.email ? [{ label: '', email: p.email }] : []), ...p.emails].filter(
    (e, i, all) => all.findIndex((o) => o.email === e.email) === i,
  );
  const addresses = p.addresses
    .map((a) => ({
      label: a.label,
      line: [a.street, a.city, a.region, a.postalCode, a.country].filter(Boolean).join(', '),
    }))
    .filter((a) => a.line);
  const hasContact = p.phoneNumbers.length > 0 || emails.length > 0 || p.websites.length > 0 || addresses.length > 0;
  const showExchange = sections.exchangeContact && p.config.leadCapture.enabled;

  // One listener for the whole card, like the server page's beacon script: anything marked data-s.
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const target = (event.target as HTMLElement).closest<HTMLElement>('[data-s]');
    if (target?.dataset.s) onService?.(target.dataset.s);
  };

  return (
    <article
      className={`public-profile l-${p.config.layout}${coverUrl ? ' has-cover' : ''}`}
      style={{ ...themeStyle(p.config.theme), ...accentStyle(brand) }}
      onClick={onClick}
    >
      {brand?.backgroundUrl && (
        <img className="public-profile-company-bg" src={brand.backgroundUrl} alt="" aria-hidden="true" />
      )}
      {p.backgroundVideo && (
        <video
          className="public-profile-video"
          src={p.backgroundVideo.url}
          autoPlay
          muted
          loop
          playsInline
          preload="metadata"
          aria-hidden="true"
        />
      )}
      {coverUrl && (
        <img
          className="public-profile-cover"
          src={coverUrl}
          alt=""
          width={p.images.cover?.width ?? 1200}
          height={p.images.cover?.height ?? 400}
        />
      )}
      <header className="public-profile-header">
        {logoUrl && (
          <img className="public-profile-logo" src={logoUrl} alt={brand?.name || p.company || t('profile.logoAlt')} />
        )}
        {photoUrl && (
          <img
            className="public-profile-photo"
            src={photoUrl}
            alt={t('profile.photoAlt', { name: p.displayName })}
            width={112}
            height={112}
          />
        )}
        {/* The letters are decoration: the name is the heading below. */}
        {initials && (
          <span className="public-profile-photo public-profile-avatar" aria-hidden="true">
            {initials}
          </span>
        )}
        <h1>{p.displayName}</h1>
        {p.pronouns && <p className="public-profile-muted">{p.pronouns}</p>}
        {role && (
          <p className="public-profile-role">
            {role}
            {p.department && <span className="public-profile-muted"> · {p.department}</span>}
          </p>
        )}
        {p.headline && <p>{p.headline}</p>}
      </header>

      {(sections.saveContact || showExchange || p.bookingUrl) && (
        <nav className="public-profile-actions" aria-label={t('profile.actions')}>
          {sections.saveContact && (
            <a className="pp-button pp-button-primary" href={vcardPath(p.id)} download>
              {t('profile.saveContact')}
            </a>
          )}
          {showExchange && (
            <Link className="pp-button" to={paths.leadForm(p.id, leadFormLanguage)} data-s="exchange-contact">
              {t('profile.exchangeContact')}
            </Link>
          )}
          {p.bookingUrl && (
            <a
              className="pp-button"
              href={safeHref(p.bookingUrl)}
              target="_blank"
              rel="noopener noreferrer"
              data-s="booking"
            >
              {t('profile.bookMeeting')}
            </a>
          )}
        </nav>
      )}

      {p.bio && (
        <section aria-labelledby="pp-about">
          <h2 id="pp-about">{t('profile.about')}</h2>
          <p className="public-profile-bio">{p.bio}</p>
        </section>
      )}

      {hasContact && (
        <section aria-labelledby="pp-contact">
          <h2 id="pp-contact">{t('profile.contact')}</h2>
          <ul className="public-profile-contact">
            {p.phoneNumbers.map((phone) => (
              <li key={`tel-${phone.number}`}>
                <a href={telOf(phone.number)} data-s="phone">
                  {phone.number}
                </a>
                {phone.label && <span className="public-profile-label">{phone.label}</span>}
              </li>
            ))}
            {emails.map((e) => (
              <li key={`mail-${e.email}`}>
                <a href={`mailto:${e.email}`} data-s="email">
                  {e.email}
                </a>
                {e.label && <span className="public-profile-label">{e.label}</span>}
              </li>
            ))}
            {p.websites.map((w) => (
              <li key={`web-${w.url}`}>
                <a href={safeHref(w.url)} target="_blank" rel="noopener noreferrer">
                  {bareUrl(w.url)}
                </a>
                {w.label && <span className="public-profile-label">{w.label}</span>}
              </li>
            ))}
            {addresses.map((a) => (
              <li key={`adr-${a.line}`}>
                {a.line}
                {a.label && <span className="public-profile-label">{a.label}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}

      {brand && brand.everlinks.length > 0 && (
        <section aria-labelledby="pp-company-links">
          <h2 id="pp-company-links">{brand.name}</h2>
          <ul className="public-profile-links public-profile-company-links">
            {brand.everlinks.map((link) => (
              <li key={link.id}>
                <a
                  href={safeHref(link.url)}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-s={`company-link:${link.id}`}
                >
                  <span>{link.title}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}

      {p.everlinks.length > 0 && (
        <section aria-labelledby="pp-links">
          <h2 id="pp-links">{t('profile.links')}</h2>
          <ul className="public-profile-links">
            {p.everlinks.map((link) => (
              <li key={link.id}>
                <a href={safeHref(link.url)} target="_blank" rel="noopener noreferrer" data-s={`link:${link.id}`}>
                  {link.thumbnailUrl && <img src={link.thumbnailUrl} alt="" width={40} height={40} loading="lazy" />}
                  <span>{link.title}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}

      {p.socials.length > 0 && (
        <section aria-labelledby="pp-socials">
          <h2 id="pp-socials">{t('profile.social')}</h2>
          <ul className="public-profile-socials">
            {p.socials.map((social) => (
              <li key={social.network}>
                <a
                  href={safeHref(social.url)}
                  target="_blank"
                  rel="noopener noreferrer me"
                  data-s={`social:${social.network}`}
                  aria-label={social.name}
                  title={social.name}
                >
                  {social.mediaUrl ? (
                    <img src={social.mediaUrl} alt="" width={48} height={48} loading="lazy" />
                  ) : (
                    <SocialIcon network={social.network} />
                  )}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}

      {p.feeds.length > 0 && <PublicFeeds feeds={p.feeds} safeHref={safeHref} />}

      {sections.qrCode && (
        <div className="public-profile-qr">
          <QrCode url={p.url ?? fallbackUrl} label={t('profile.qrLabel')} />
          <p className="public-profile-muted">{t('profile.qrCaption')}</p>
        </div>
      )}
    </article>
  );
}
