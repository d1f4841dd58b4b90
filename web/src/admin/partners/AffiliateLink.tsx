import { useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { StyledButton } from '../../ui/Button';
import { StyledField, StyledInput, StyledLabel } from '../../ui/formStyles';
import { useNotify } from '../../ui/Toasts';

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: end;
  > :first-child {
    flex: 1 1 18rem;
    min-width: 0;
  }
`;

/**
 * The partner's `?ref=` link: copied with one tap (a "Copied" toast), and always in a
 * read-only field that selects itself, for a browser without clipboard access.
 */
export function AffiliateLink({ link }: { link: string }) {
  const intl = useIntl();
  const notify = useNotify();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(link);
      notify(intl.formatMessage({ id: 'admin.partners.link.copied' }), 'success');
    } catch {
      field.current?.focus();
      field.current?.select();
      notify(intl.formatMessage({ id: 'admin.partners.link.copyFailed' }), 'error');
    }
  };
  return (
    <StyledRow>
      <StyledField>
        <StyledLabel htmlFor={id}>
          <FormattedMessage id="admin.partners.link.label" />
        </StyledLabel>
        <StyledInput
          ref={field}
          id={id}
          readOnly
          value={link}
          onFocus={(event) => event.target.select()}
        />
      </StyledField>
      <StyledButton type="button" onClick={() => void copy()}>
        <FormattedMessage id="admin.partners.link.copy" />
      </StyledButton>
    </StyledRow>
  );
}
