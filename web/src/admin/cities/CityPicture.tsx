import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { StyledField, StyledLabel, StyledHint } from '../../ui/formStyles';

const StyledPicture = styled.img`
  width: 100%;
  max-width: 320px;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.border};
`;

/** The city's main picture as travellers see it. */
export function CityPicture({ url }: { url: string | null }) {
  return (
    <StyledField>
      <StyledLabel as="p">
        <FormattedMessage id="admin.cities.form.picture" />
      </StyledLabel>
      {url ? (
        <StyledPicture src={url} alt="" />
      ) : (
        <StyledHint>
          <FormattedMessage id="admin.cities.form.noPicture" />
        </StyledHint>
      )}
    </StyledField>
  );
}
