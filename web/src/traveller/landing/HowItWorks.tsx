import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';

const StyledSteps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
  counter-reset: step;
`;

const StyledStep = styled.li`
  counter-increment: step;
  display: grid;
  grid-template-columns: 36px minmax(0, 1fr);
  column-gap: 12px;
  &::before {
    content: counter(step);
    grid-row: span 2;
    width: 36px;
    height: 36px;
    border-radius: 50%;
    display: grid;
    place-items: center;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brandSoft};
  }
`;

const StyledTitle = styled.h3`
  margin: 0;
  font-size: 1rem;
  line-height: 1.3;
  padding-top: 7px;
`;

const StyledText = styled.p`
  margin: 2px 0 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const steps = [
  {
    title: <FormattedMessage id="landing.steps.choose.title" />,
    text: <FormattedMessage id="landing.steps.choose.text" />,
  },
  {
    title: <FormattedMessage id="landing.steps.book.title" />,
    text: <FormattedMessage id="landing.steps.book.text" />,
  },
  {
    title: <FormattedMessage id="landing.steps.pickup.title" />,
    text: <FormattedMessage id="landing.steps.pickup.text" />,
  },
  {
    title: <FormattedMessage id="landing.steps.ride.title" />,
    text: <FormattedMessage id="landing.steps.ride.text" />,
  },
];

/** How renting works, from the search to the ride, in four steps. */
export function HowItWorks() {
  return (
    <StyledSteps>
      {steps.map(({ title, text }, index) => (
        <StyledStep key={index}>
          <StyledTitle>{title}</StyledTitle>
          <StyledText>{text}</StyledText>
        </StyledStep>
      ))}
    </StyledSteps>
  );
}
