import type { PublicCompanyBrand } from '../../contract/company-brand';

/**
 * An employee's card page, the company's part (docs/company.md, "Branding"): its background
 * behind the page, its links above the employee's own, tinted with its accent colour. The
 * company's logo takes the profile logo's place and its primary colour the theme's (the
 * projection already did that). Only pages of employees carry these few rules.
 */

const HEX = /^#[0-9a-f]{6}$/i;

export const COMPANY_CSS =
  '.cbg{position:fixed;inset:0;width:100%;height:100%;object-fit:cover;z-index:-2;opacity:.18}' +
  '.company-links a{border-left:4px solid var(--a)}';

export interface CompanyPageParts {
  css: string;
  /** The accent the links are tinted with (`var(--a)`); the brand's own colours passed the contract's check, this one again. */
  accent: string | undefined;
  /** Before everything: the background picture. */
  background: string;
  /** Before the employee's own links. */
  links: string;
}

/**
 * The company's parts of the page. `esc` and `href` are the page's own escaping (card-page.ts),
 * passed in so there is one of each.
 */
export function companyParts(
  brand: PublicCompanyBrand,
  esc: (v: string) => string,
  href: (url: string) => string,
): CompanyPageParts {
  const background = brand.backgroundUrl
    ? `<img class="cbg" src="${href(brand.backgroundUrl)}" alt="" aria-hidden="true">`
    : '';
  const items = brand.everlinks.map(
    (e) => `<li><a href="${href(e.url)}" target="_blank"><span>${esc(e.title)}</span></a></li>`,
  );
  const links = items.length ? `<h2>${esc(brand.name)}</h2><ul class="links company-links">${items.join('')}</ul>` : '';
  return {
    css: COMPANY_CSS,
    accent: HEX.test(brand.brand.accentColor) ? brand.brand.accentColor : undefined,
    background,
    links,
  };
}
