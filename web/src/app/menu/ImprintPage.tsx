import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { ContactLinks } from './ContactLinks';
import { StyledPage } from './menuStyles';

const StyledFacts = styled.dl`
  margin: 0;
  display: grid;
  gap: 12px;
  dt {
    font-size: 0.85rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 2px 0 0;
  }
`;

/** The legal notice: who runs xemay, where, and who answers for the content. */
export function ImprintPage() {
  return (
    <StyledPage>
      <StyledFacts>
        <div>
          <dt>
            <FormattedMessage id="imprint.company.label" />
          </dt>
          <dd>
            <FormattedMessage id="imprint.company" />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="imprint.address.label" />
          </dt>
          <dd>
            <FormattedMessage id="imprint.address" />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="imprint.registration.label" />
          </dt>
          <dd>
            <FormattedMessage id="imprint.registration" />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="imprint.responsible.label" />
          </dt>
          <dd>
            <FormattedMessage id="imprint.responsible" />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="imprint.contact.label" />
          </dt>
          <dd>
            <ContactLinks withNumber />
          </dd>
        </div>
      </StyledFacts>
      <h3>
        <FormattedMessage id="imprint.role.title" />
      </h3>
      <p>
        <FormattedMessage id="imprint.role.text" />
      </p>
      <h3>
        <FormattedMessage id="imprint.links.title" />
      </h3>
      <p>
        <FormattedMessage id="imprint.links.text" />
      </p>
    </StyledPage>
  );
}
