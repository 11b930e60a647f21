import { useRouter } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { ApiResult } from '../../api/client.ts';
import { formatMessageDate } from '../../domain/format.ts';
import { inboxCategories, type UnreadMessage } from '../../domain/inbox.ts';
import { CallFailure } from '../../ui/CallFailure.tsx';
import './inbox.css';

const categoryNames = new Map(Object.entries(inboxCategories).map(([name, id]) => [id as number, name]));

/** The name of a message category (inboxCategories), or 'other' for an unknown one. */
export function categoryName(category: number): string {
  return categoryNames.get(category) ?? 'other';
}

/**
 * /Notifications, where the bell and the dashboard's unread notice lead: the subjects of the
 * user's unread messages, newest first, dated in the messages' format (document 2 section 9). The
 * inbox (reading, replying, deleting) replaces this page when it is built.
 */
export function UnreadMessagesPage({ messages }: { messages: ApiResult<UnreadMessage[]> }) {
  const intl = useIntl();
  const router = useRouter();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <div className="container page inbox-page">
      <h1 tabIndex={-1}>{t('inbox.title')}</h1>
      {!messages.ok ? (
        <CallFailure failure={messages.status} onRetry={() => void router.invalidate()} />
      ) : messages.data.length === 0 ? (
        <p className="inbox-empty">{t('inbox.empty')}</p>
      ) : (
        <>
          <p className="lead">{t('inbox.intro', { count: messages.data.length })}</p>
          <ul className="inbox-list">
            {messages.data.map((message) => (
              <li key={message.messageId} className="inbox-list__item">
                <p className="inbox-list__subject">{message.subject}</p>
                <p className="inbox-list__meta">
                  <span>{t(`inbox.category.${categoryName(message.category)}`)}</span>
                  <span aria-hidden="true"> · </span>
                  <span>{formatMessageDate(message.receivedAt, intl.locale, true)}</span>
                  {message.accountNumber ? (
                    <>
                      <span aria-hidden="true"> · </span>
                      <span>{t('inbox.account', { accountNumber: message.accountNumber })}</span>
                    </>
                  ) : null}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
