import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';

const StyledBar = styled.div`
  height: 8px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.border};
  overflow: hidden;
  & > div {
    height: 100%;
    background: ${({ theme }) => theme.colors.brand};
  }
`;

const StyledStep = styled.p`
  margin: 0;
  font-weight: 600;
`;

/** "Step N of 6" and a bar: where the owner is in the wizard. */
export function StepProgress({ step, steps }: { step: number; steps: number }) {
  const { formatMessage } = useIntl();
  const label = formatMessage({ id: 'owner.offers.wizard.step' }, { step, steps });
  return (
    <div>
      <StyledStep aria-hidden="true">
        <FormattedMessage id="owner.offers.wizard.step" values={{ step, steps }} />
      </StyledStep>
      <StyledBar
        role="progressbar"
        aria-label={label}
        aria-valuemin={1}
        aria-valuemax={steps}
        aria-valuenow={step}
      >
        <div style={{ width: `${(step / steps) * 100}%` }} />
      </StyledBar>
    </div>
  );
}
