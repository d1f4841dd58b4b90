import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { StyledButton } from '../../ui/Button';
import { StyledFieldError, StyledHint } from '../../ui/formStyles';
import { photoSource } from './bikeIds';
import type { PhotoState, PhotoView } from './useBikePhotos';

const StyledGroup = styled.fieldset`
  display: grid;
  grid-template-columns: 96px minmax(0, 1fr);
  gap: 8px 12px;
  min-width: 0;
  margin: 0;
  padding: 12px 0 0;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  legend {
    float: left;
    grid-column: 1 / -1;
    padding: 0;
    font-weight: 600;
  }
`;

const StyledFrame = styled.div`
  width: 96px;
  height: 72px;
  border-radius: 8px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.border};
  display: grid;
  place-items: center;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const StyledActions = styled.div`
  display: grid;
  gap: 8px;
  min-width: 0;
`;

/** A file input inside a label drawn as a button: the phone's own picker opens on a tap. */
const StyledPick = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.tap};
  padding: 0 12px;
  border: 1px solid ${({ theme }) => theme.colors.brand};
  border-radius: 10px;
  color: ${({ theme }) => theme.colors.brand};
  font-weight: 600;
  text-align: center;
  cursor: pointer;
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.brand};
    outline-offset: 2px;
  }
  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    opacity: 0;
    cursor: pointer;
  }
`;

const StyledProgress = styled.progress`
  width: 100%;
  height: 8px;
  accent-color: ${({ theme }) => theme.colors.brand};
`;

const StyledStatus = styled.div`
  grid-column: 1 / -1;
  display: grid;
  gap: 6px;
`;

const labels = defineMessages({
  side: { id: 'owner.bikes.photo.side' },
  front: { id: 'owner.bikes.photo.front' },
  back: { id: 'owner.bikes.photo.back' },
});

const problems = defineMessages({
  tooLarge: { id: 'owner.bikes.photo.tooLarge' },
  wrongType: { id: 'owner.bikes.photo.wrongType' },
  failed: { id: 'owner.bikes.photo.failed' },
  signedOut: { id: 'owner.bikes.photo.signedOut' },
});

/** One of the bike's photos: the camera or a file, the preview, the upload and its problem. */
export function BikePhotoField({
  view,
  current,
  photo,
  onPick,
  onRetry,
}: {
  view: PhotoView;
  /** The stored photo's URL, if any. */
  current: string | null;
  photo: PhotoState;
  onPick(file: File): void;
  onRetry(): void;
}) {
  const intl = useIntl();
  const label = intl.formatMessage(labels[view]);
  const shown = photo.preview ?? (current ? photoSource(current) : null);
  const pickFrom = (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (file) onPick(file);
    input.value = '';
  };
  return (
    <StyledGroup>
      <legend>{label}</legend>
      <StyledFrame>
        {shown ? (
          <img
            src={shown}
            alt={intl.formatMessage({ id: 'owner.bikes.photo.preview' }, { view: label })}
          />
        ) : (
          <StyledHint>
            <FormattedMessage id="owner.bikes.photo.none" />
          </StyledHint>
        )}
      </StyledFrame>
      <StyledActions>
        <StyledPick>
          <FormattedMessage id="owner.bikes.photo.camera" />
          <input
            type="file"
            accept="image/*"
            capture="environment"
            onChange={(event) => pickFrom(event.currentTarget)}
          />
        </StyledPick>
        <StyledPick>
          <FormattedMessage id="owner.bikes.photo.file" />
          <input type="file" accept="image/*" onChange={(event) => pickFrom(event.currentTarget)} />
        </StyledPick>
      </StyledActions>
      <StyledStatus aria-live="polite">
        {photo.progress !== null && (
          <>
            <StyledHint>
              <FormattedMessage
                id="owner.bikes.photo.sending"
                values={{ percent: Math.round(photo.progress * 100) }}
              />
            </StyledHint>
            <StyledProgress
              max={100}
              value={Math.round(photo.progress * 100)}
              aria-label={intl.formatMessage({ id: 'owner.bikes.photo.progress' }, { view: label })}
            />
          </>
        )}
        {photo.uploadId && (
          <StyledHint>
            <FormattedMessage id="owner.bikes.photo.ready" />
          </StyledHint>
        )}
        {photo.problem && (
          <>
            <StyledFieldError role="alert">
              <FormattedMessage {...problems[photo.problem]} />
            </StyledFieldError>
            {(photo.problem === 'failed' || photo.problem === 'signedOut') && (
              <StyledButton type="button" $variant="secondary" onClick={onRetry}>
                <FormattedMessage id="owner.bikes.photo.retry" values={{ view: label }} />
              </StyledButton>
            )}
          </>
        )}
      </StyledStatus>
    </StyledGroup>
  );
}
