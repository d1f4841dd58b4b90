import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { StyledButton } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { StyledLead } from '../../ui/formStyles';

/**
 * The foot of a list loaded page by page: "N of M shown" and "Show more", which shows its
 * progress, cannot ask twice, and on failure says so with a retry. The count stays once more
 * was asked for, so that the last page's count is announced too.
 */
export function ShowMore({
  shown,
  total,
  hasMore,
  onMore,
  failedMessage,
}: {
  shown: number;
  total: number;
  hasMore: boolean;
  /** Loads the next page; rejects when it could not. */
  onMore(): Promise<unknown>;
  /** What failed, and what to do. */
  failedMessage: string;
}) {
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [asked, setAsked] = useState(false);
  const more = async () => {
    if (state === 'loading') return;
    setAsked(true);
    setState('loading');
    try {
      await onMore();
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      {(asked || total > shown) && (
        <StyledLead aria-live="polite">
          <FormattedMessage id="owner.list.shown" values={{ shown, total }} />
        </StyledLead>
      )}
      {state === 'failed' ? (
        <ErrorState message={failedMessage} onRetry={() => void more()} />
      ) : (
        hasMore && (
          <StyledButton
            type="button"
            $variant="secondary"
            disabled={state === 'loading'}
            aria-busy={state === 'loading'}
            onClick={() => void more()}
          >
            {state === 'loading' ? (
              <FormattedMessage id="owner.loading" />
            ) : (
              <FormattedMessage id="owner.list.more" />
            )}
          </StyledButton>
        )
      )}
    </>
  );
}
