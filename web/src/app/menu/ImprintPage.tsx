import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { ErrorState } from '../../ui/ErrorState';
import { StyledSkeleton } from '../../ui/Skeleton';
import { ContactLinks } from './ContactLinks';
import { useShellSettings } from './shellSettings';
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

/** One fact of the legal notice, left out when the operator has not stated it. */
function Fact({ label, value }: { label: ReactNode; value: string | null }) {
  if (!value) return null;
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** The operator's facts as the server has them (OPERATOR_* settings), or why there are none. */
function OperatorFacts({ contact }: { contact: ReactNode }) {
  const intl = useIntl();
  const { data, error, loading, refetch } = useShellSettings();
  if (loading && !data) return <StyledSkeleton aria-hidden="true" $height="180px" $width="100%" />;
  if (error || !data)
    return (
      <ErrorState
        message={intl.formatMessage({ id: 'imprint.error' })}
        onRetry={() => {
          void refetch().catch(() => undefined);
        }}
      />
    );
  const notice = data.appSettings.legalNotice;
  if (!notice)
    return (
      <>
        <p>
          <FormattedMessage id="imprint.unpublished" />
        </p>
        <StyledFacts>{contact}</StyledFacts>
      </>
    );
  return (
    <StyledFacts>
      <Fact label={<FormattedMessage id="imprint.company.label" />} value={notice.company} />
      <Fact label={<FormattedMessage id="imprint.address.label" />} value={notice.address} />
      <Fact
        label={<FormattedMessage id="imprint.registration.label" />}
        value={notice.registration}
      />
      <Fact
        label={<FormattedMessage id="imprint.responsible.label" />}
        value={notice.representative}
      />
      {contact}
    </StyledFacts>
  );
}

/** The legal notice: who runs xemay, where, and who answers for the content. */
export function ImprintPage() {
  return (
    <StyledPage>
      <OperatorFacts
        contact={
          <div>
            <dt>
              <FormattedMessage id="imprint.contact.label" />
            </dt>
            <dd>
              <ContactLinks withNumber />
            </dd>
          </div>
        }
      />
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
