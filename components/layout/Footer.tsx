import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/Link';
import { CATEGORY_SLUGS } from '@/lib/rules/categories';
import { InstagramIcon, MailIcon, PhoneIcon, WhatsappIcon } from '@/components/ui/icons';
import { getSocialMedia } from '@/lib/agency/content';
import { contactLinks } from '@/lib/rules/contact-links';
import { LanguageSwitcher } from './LanguageSwitcher';
import { languageLabels } from '@/lib/i18n/labels';

const linkClass = 'inline-block py-1 text-stone transition-colors hover:text-ink';

/** Two columns of links, the social icons, the language switcher and the copyright line. */
export async function Footer() {
  const [t, nav, tc, social, languages] = await Promise.all([
    getTranslations('Footer'),
    getTranslations('Nav'),
    getTranslations('Categories'),
    getSocialMedia(),
    languageLabels(),
  ]);
  const links = contactLinks(social);
  const icons = [
    links.instagram && { href: links.instagram, label: t('instagram'), Icon: InstagramIcon, external: true },
    links.email && { href: links.email, label: t('email'), Icon: MailIcon, external: false },
    links.phone && { href: links.phone, label: t('phone'), Icon: PhoneIcon, external: false },
    links.whatsapp && { href: links.whatsapp, label: t('whatsapp'), Icon: WhatsappIcon, external: true },
  ].filter((x) => !!x);

  return (
    <footer id="footer" tabIndex={-1} className="mt-auto border-t border-line bg-paper text-sm outline-none">
      <div className="mx-auto grid max-w-[1600px] gap-10 px-5 py-12 sm:grid-cols-2 sm:px-8 lg:grid-cols-[1fr_1fr_1.2fr]">
        <nav aria-label={t('talents')}>
          <h2 className="mb-3 text-xs tracking-[0.25em] uppercase">{t('talents')}</h2>
          <ul>
            <li>
              <Link href="/models" className={linkClass}>
                {nav('models')}
              </Link>
            </li>
            {CATEGORY_SLUGS.map((category) => (
              <li key={category}>
                <Link href={{ pathname: '/models/[category]', params: { category } }} className={linkClass}>
                  {tc(category)}
                </Link>
              </li>
            ))}
            <li>
              <Link href="/favorites" className={linkClass}>
                {nav('favorites')}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t('agency')}>
          <h2 className="mb-3 text-xs tracking-[0.25em] uppercase">{t('agency')}</h2>
          <ul>
            <li>
              <Link href="/about" className={linkClass}>
                {nav('about')}
              </Link>
            </li>
            <li>
              <Link href="/news" className={linkClass}>
                {nav('news')}
              </Link>
            </li>
            <li>
              <Link href="/be-a-model" className={linkClass}>
                {nav('beAModel')}
              </Link>
            </li>
            <li>
              <Link href="/contact" className={linkClass}>
                {nav('contact')}
              </Link>
            </li>
            <li>
              <Link href="/privacy" className={linkClass}>
                {nav('privacy')}
              </Link>
            </li>
          </ul>
        </nav>
        <div className="flex flex-col gap-6 sm:col-span-2 lg:col-span-1 lg:items-end">
          <div>
            <h2 className="mb-3 text-xs tracking-[0.25em] uppercase lg:text-right">{t('follow')}</h2>
            <ul className="-ml-3 flex gap-1 lg:mr-[-0.75rem] lg:ml-0">
              {icons.map(({ href, label, Icon, external }) => (
                <li key={label}>
                  <a
                    href={href}
                    aria-label={label}
                    className="flex h-11 w-11 items-center justify-center text-ink transition-opacity hover:opacity-60"
                    {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  >
                    <Icon />
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <LanguageSwitcher locale={languages.locale} labels={languages.labels} />
        </div>
      </div>
      <div className="border-t border-line">
        <p className="mx-auto max-w-[1600px] px-5 py-5 text-xs text-stone sm:px-8">
          {t('copyright', { year: new Date().getFullYear() })} · {t('address')}
        </p>
      </div>
    </footer>
  );
}
