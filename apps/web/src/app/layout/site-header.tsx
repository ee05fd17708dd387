import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { useCurrentCustomer } from '../../features/auth/api/get-current-customer';
import { signInPath } from '../../lib/session';
import { useUrlDraft } from '../../lib/use-url-draft';
import { LanguageSwitch } from './language-switch';
import { UserMenu } from './user-menu';
import styles from './site-header.module.css';
import { CloseIcon, MenuIcon, SearchIcon } from '../../components/ui/icons';

export function SiteHeader() {
  const { t } = useTranslation();
  const { data: customer } = useCurrentCustomer();
  const signedIn = Boolean(customer);
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();

  useEffect(() => setMenuOpen(false), [location.pathname]);

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Logo narrow />
        <div className={styles.end}>
          <LanguageSwitch />
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={menuOpen}
            aria-controls="site-menu"
            aria-label={menuOpen ? t('header.closeMenu') : t('header.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon size={24} /> : <MenuIcon size={24} />}
          </button>
        </div>
        <nav
          id="site-menu"
          className={`${styles.nav} ${menuOpen ? styles.open : ''}`}
          aria-label={t('header.mainNav')}
        >
          {signedIn ? <HeaderSearch /> : null}
          <NavLink
            to={signedIn ? '/upload' : '/signIn'}
            className={`btn btn-primary ${styles.cta}`}
          >
            {t('header.uploadVideo')}
          </NavLink>
          {signedIn && customer ? (
            <UserMenu username={customer.username} />
          ) : (
            <Link
              to={signInPath({
                returnTo:
                  location.pathname === '/' ? undefined : location.pathname + location.search,
              })}
              className={`btn btn-ghost ${styles.signIn}`}
            >
              {t('header.signIn')}
            </Link>
          )}
        </nav>
      </div>
    </header>
  );
}

/** Search kept in ?location of the current URL; the icon goes to the finder with it. */
function HeaderSearch() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const writeLocation = useCallback(
    (value: string) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set('location', value);
          else next.delete('location');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  const draft = useUrlDraft(params.get('location') ?? '', writeLocation);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    draft.take();
    navigate(`/upload?location=${encodeURIComponent(draft.value)}`);
  };

  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <label htmlFor="header-search" className="visually-hidden">
        {t('header.searchLabel')}
      </label>
      <input
        id="header-search"
        className={styles.searchInput}
        type="search"
        placeholder={t('header.searchPlaceholder')}
        value={draft.value}
        onChange={(event) => draft.change(event.target.value)}
      />
      <button type="submit" className={styles.searchButton} aria-label={t('header.searchButton')}>
        <SearchIcon size={18} />
      </button>
    </form>
  );
}
