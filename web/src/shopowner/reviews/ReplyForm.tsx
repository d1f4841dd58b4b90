import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { StyledButton } from '../../ui/Button';
import { StyledField, StyledFieldError, StyledHint, StyledLabel } from '../../ui/formStyles';

/** The API's limit (SetReviewReplyInput.reply). */
export const replyMaxLength = 2000;
/** From here on the owner sees how many characters are left. */
const countFrom = replyMaxLength - 200;

const StyledTextarea = styled.textarea`
  width: 100%;
  min-height: 8rem;
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
  resize: vertical;
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.danger};
  }
`;

const StyledCount = styled(StyledHint)<{ $over: boolean }>`
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.muted)};
  font-weight: ${({ $over }) => ($over ? 600 : 400)};
`;

const StyledActions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px;
`;

/** Writing or rewriting the shop's reply; the text lives in the card, so it survives errors. */
export function ReplyForm({
  text,
  error,
  onChange,
  onSave,
  onCancel,
}: {
  text: string;
  error?: string;
  onChange(text: string): void;
  onSave(): void;
  onCancel(): void;
}) {
  const intl = useIntl();
  const id = useId();
  const [tooLong, setTooLong] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => field.current?.focus(), []);
  const over = text.length > replyMaxLength;
  const shownError =
    error ??
    (tooLong && over
      ? intl.formatMessage({ id: 'owner.reviews.replyTooLong' }, { max: replyMaxLength })
      : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (over) {
      setTooLong(true);
      return;
    }
    onSave();
  };
  const describedBy = [
    shownError && `${id}-error`,
    text.length >= countFrom && `${id}-count`,
    `${id}-hint`,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <form noValidate onSubmit={submit}>
      <StyledField>
        <StyledLabel htmlFor={id}>
          <FormattedMessage id="owner.reviews.replyLabel" />
        </StyledLabel>
        <StyledHint id={`${id}-hint`}>
          <FormattedMessage id="owner.reviews.replyHint" />
        </StyledHint>
        <StyledTextarea
          id={id}
          value={text}
          ref={field}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
        {text.length >= countFrom && (
          <StyledCount id={`${id}-count`} $over={over} aria-live="polite">
            <FormattedMessage
              id="owner.reviews.replyCount"
              values={{ count: text.length, max: replyMaxLength }}
            />
          </StyledCount>
        )}
        {shownError && <StyledFieldError id={`${id}-error`}>{shownError}</StyledFieldError>}
        <StyledActions>
          <StyledButton type="button" $variant="secondary" onClick={onCancel}>
            <FormattedMessage id="owner.reviews.cancel" />
          </StyledButton>
          <StyledButton type="submit">
            <FormattedMessage id="owner.reviews.publish" />
          </StyledButton>
        </StyledActions>
      </StyledField>
    </form>
  );
}
