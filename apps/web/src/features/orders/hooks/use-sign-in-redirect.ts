import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client';
import { clearSessionFlag, signInPath } from '../../../lib/session';

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 401;
}

/** The spec's rule for signed-in screens: a 401 clears the session flag and goes to sign-in. */
export function useSignInRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  return () => {
    clearSessionFlag();
    void queryClient.invalidateQueries();
    const returnTo = location.pathname + location.search;
    navigate(signInPath({ returnTo, expired: true }), { replace: true });
  };
}

/** Redirects to sign-in when a query failed with 401. */
export function useRedirectOnUnauthorized(error: unknown) {
  const redirect = useSignInRedirect();
  const unauthorized = isUnauthorized(error);
  useEffect(() => {
    if (unauthorized) redirect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- redirect is recreated each render
  }, [unauthorized]);
}
