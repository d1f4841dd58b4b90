import { useEffect, useRef, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { StyledFieldError, StyledHint, StyledLabel } from '../../ui/formStyles';
import { problemOf, UploadError, uploadPhoto, type UploadProblem } from '../../ui/photoUpload';

const StyledPictureField = styled.fieldset`
  display: grid;
  gap: 8px;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const StyledPicture = styled.img`
  width: 100%;
  max-width: 320px;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.border};
`;

const StyledFile = styled.input`
  min-height: ${({ theme }) => theme.tap};
  max-width: 100%;
`;

/** The picture being sent: its preview, how far it got, and its upload id once there. */
export type PictureUpload =
  | { state: 'none' }
  | { state: 'sending'; preview: string; share: number }
  | { state: 'sent'; preview: string; uploadId: string }
  | { state: 'failed'; preview: string | null; problem: UploadProblem };

const problems = defineMessages<UploadProblem>({
  tooLarge: { id: 'admin.cities.picture.tooLarge' },
  wrongType: { id: 'admin.cities.picture.wrongType' },
  failed: { id: 'admin.cities.picture.failed' },
  signedOut: { id: 'admin.cities.picture.signedOut' },
});

/**
 * The city's main picture: the one travellers see, or a new one, shown the moment it is picked
 * and sent at once (`POST /uploads`, with its progress); saving the city then keeps it.
 */
export function CityPicture({
  url,
  upload,
  onUpload,
  error,
}: {
  url: string | null;
  upload: PictureUpload;
  onUpload(upload: PictureUpload): void;
  error?: string;
}) {
  const intl = useIntl();
  const sending = useRef<{ abort(): void } | null>(null);
  const [inputKey, setInputKey] = useState(0);
  useEffect(() => () => sending.current?.abort(), []);
  const preview = upload.state === 'none' ? url : upload.preview;

  const pick = (file: File | undefined) => {
    if (!file) return;
    sending.current?.abort();
    const previewUrl = URL.createObjectURL(file);
    const refused = problemOf(file);
    if (refused) {
      onUpload({ state: 'failed', preview: null, problem: refused });
      setInputKey((key) => key + 1);
      return;
    }
    onUpload({ state: 'sending', preview: previewUrl, share: 0 });
    const request = uploadPhoto(file, 'picture', (share) =>
      onUpload({ state: 'sending', preview: previewUrl, share }),
    );
    sending.current = request;
    request.done.then(
      (uploadId) => onUpload({ state: 'sent', preview: previewUrl, uploadId }),
      (failure: unknown) =>
        onUpload({
          state: 'failed',
          preview: previewUrl,
          problem: failure instanceof UploadError ? failure.problem : 'failed',
        }),
    );
  };

  return (
    <StyledPictureField>
      <StyledLabel as="legend">
        <FormattedMessage id="admin.cities.form.picture" />
      </StyledLabel>
      {preview ? (
        <StyledPicture
          src={preview}
          alt={intl.formatMessage({ id: 'admin.cities.picture.preview' })}
        />
      ) : (
        <StyledHint>
          <FormattedMessage id="admin.cities.form.noPicture" />
        </StyledHint>
      )}
      <StyledFile
        key={inputKey}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        aria-label={intl.formatMessage({ id: 'admin.cities.picture.choose' })}
        onChange={(event) => pick(event.target.files?.[0])}
      />
      {upload.state === 'sending' && (
        <progress
          max={1}
          value={upload.share}
          aria-label={intl.formatMessage({ id: 'admin.cities.picture.sending' })}
        />
      )}
      <p role="status">
        {upload.state === 'sent' && <FormattedMessage id="admin.cities.picture.sent" />}
      </p>
      {upload.state === 'failed' && (
        <StyledFieldError role="alert">
          {intl.formatMessage(problems[upload.problem])}
        </StyledFieldError>
      )}
      {error && <StyledFieldError role="alert">{error}</StyledFieldError>}
    </StyledPictureField>
  );
}
