import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { StyledButton } from '../../ui/Button';
import { useNotify } from '../../ui/Toasts';
import { StyledField, StyledInput, StyledLabel, StyledNotice } from '../../ui/formStyles';
import { publicOfferUrl } from './offerIds';

/**
 * The offer's public link: shared through the phone's share sheet where the browser has one
 * (Web Share API), else copied. Spec section 4: only an online offer may be shared.
 */
export function ShareOffer({ offerId, online }: { offerId: number; online: boolean }) {
  const { formatMessage } = useIntl();
  const notify = useNotify();
  const id = useId();
  const [busy, setBusy] = useState(false);
  if (!online)
    return (
      <StyledNotice>
        <FormattedMessage id="owner.offers.share.offline" />
      </StyledNotice>
    );
  const url = publicOfferUrl(offerId);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const share = async () => {
    setBusy(true);
    try {
      if (canShare) {
        await navigator.share({ title: formatMessage({ id: 'owner.offers.share.title' }), url });
      } else {
        await navigator.clipboard.writeText(url);
        notify(formatMessage({ id: 'owner.offers.share.copied' }), 'success');
      }
    } catch (error) {
      // Closing the share sheet is no failure.
      if (!(error instanceof DOMException && error.name === 'AbortError'))
        notify(formatMessage({ id: 'owner.offers.share.failed' }), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <StyledField>
        <StyledLabel htmlFor={id}>
          <FormattedMessage id="owner.offers.share.link" />
        </StyledLabel>
        <StyledInput id={id} readOnly value={url} onFocus={(event) => event.target.select()} />
      </StyledField>
      <StyledButton type="button" $block disabled={busy} aria-busy={busy} onClick={share}>
        {canShare ? (
          <FormattedMessage id="owner.offers.share.share" />
        ) : (
          <FormattedMessage id="owner.offers.share.copy" />
        )}
      </StyledButton>
    </>
  );
}
