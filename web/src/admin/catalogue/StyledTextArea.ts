import styled from 'styled-components';
import { StyledInput } from '../../ui/formStyles';

/** A longer text (a city's description, an add-on's explanation), as the kit's inputs look. */
export const StyledTextArea = styled(StyledInput).attrs({ as: 'textarea' })`
  min-height: 96px;
  resize: vertical;
`;
