import { useLocation, useNavigate } from 'react-router';

/**
 * Back to where the user came from (a chooser, the checkout, /uconfig); a page opened directly (no history
 * inside the app) goes to `fallback` instead of leaving the site.
 */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate(fallback, { replace: true });
  };
}
