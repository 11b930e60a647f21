import { Link } from '@tanstack/react-router';

/**
 * A visitor's two ways in, as buttons: sign in (coming back to `redirect` afterwards, when given) or
 * register. The pre-login overviews and the pages that need an account say it with this.
 */
export function SignInOrRegister({ signInLabel, registerLabel, redirect }: { signInLabel: string; registerLabel: string; redirect?: string }) {
  return (
    <p className="form-actions">
      <Link to="/login" search={redirect ? { redirect } : {}} className="button">
        {signInLabel}
      </Link>
      <Link to="/Register" className="button button--secondary">
        {registerLabel}
      </Link>
    </p>
  );
}
