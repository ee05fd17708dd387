import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageMeta } from '../../components/ui/page-meta';
import { useSignedIn } from '../../features/auth/api/get-current-customer';
import { RequireCustomer } from '../../features/auth/components/require-customer';

/**
 * A route's page: its title and description for <head> (the catalogue's `pages.<page>`, the title
 * filled with `values`), its content in the page container.
 */
export function RoutePage({
  page,
  values,
  children,
}: {
  page: string;
  values?: Record<string, string>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="page">
      <div className="container">
        <PageMeta
          title={t(`pages.${page}.title`, values)}
          description={t(`pages.${page}.description`)}
        />
        {children}
      </div>
    </section>
  );
}

/** The route of a page that is one screen needing nothing from the URL. */
export function screenRoute(page: string, Screen: ComponentType) {
  return function Component() {
    return (
      <RoutePage page={page}>
        <Screen />
      </RoutePage>
    );
  };
}

/** A route whose screen is told whether someone is signed in (null while the server is asked). */
export function signedInRoute(page: string, Screen: ComponentType<{ signedIn: boolean | null }>) {
  return screenRoute(page, function SignedInScreen() {
    return <Screen signedIn={useSignedIn()} />;
  });
}

/** The route of a page for signed-in customers only, needing nothing from the URL. */
export function customerRoute(page: string, Screen: ComponentType) {
  return screenRoute(page, function CustomerScreen() {
    return (
      <RequireCustomer>
        <Screen />
      </RequireCustomer>
    );
  });
}

/** The route of a page opened by a shared link (`:token`), for whoever holds it: no sign-in. */
export function linkRoute(page: string, Screen: ComponentType<{ token: string }>) {
  return screenRoute(page, function LinkScreen() {
    const { token } = useParams();
    return <Screen token={token ?? ''} />;
  });
}
