import type { ReactNode } from 'react';
import { InlineLoader } from './FullScreenLoader.tsx';

export interface StatusPageProps {
  /** The page's heading (it takes the focus when the route changes). */
  title: string;
  /**
   * How the message is announced: `status` (what was done, or what is being done), `alert` (what
   * failed: the ways on are part of the alert, so they are read with it) or `note` (not announced).
   */
  tone: 'status' | 'alert' | 'note';
  /** The message: one or more paragraphs, already in the reader's words. */
  children?: ReactNode;
  /** The ways on, links styled as buttons (e.g. Login). */
  actions?: ReactNode;
  /** The outcome is not known yet: a loader follows the message. */
  busy?: boolean;
}

/**
 * A page that says how something ended (or that it is still going): activation, a sign-in link,
 * an invitation, a reset link. The one place where such a page announces itself, so each page
 * says only its texts and its ways on.
 */
export function StatusPage({ title, tone, children, actions, busy = false }: StatusPageProps) {
  const ways = actions ? <p className="status-page__actions">{actions}</p> : null;
  return (
    <div className="container page status-page">
      <h1 tabIndex={-1}>{title}</h1>
      {tone === 'alert' ? (
        <div role="alert">
          {children}
          {ways}
        </div>
      ) : (
        <>
          {children ? tone === 'status' ? <div role="status">{children}</div> : children : null}
          {busy ? <InlineLoader /> : null}
          {ways}
        </>
      )}
    </div>
  );
}
