import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;
`;

const StyledReason = styled.li`
  display: grid;
  align-content: start;
  gap: 4px;
  padding: 14px 12px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
`;

const StyledIcon = styled.svg`
  width: 28px;
  height: 28px;
  margin-bottom: 4px;
  color: ${({ theme }) => theme.colors.brand};
  fill: none;
  stroke: currentColor;
  stroke-width: 1.8;
  stroke-linecap: round;
  stroke-linejoin: round;
`;

const StyledTitle = styled.h3`
  margin: 0;
  font-size: 1rem;
  line-height: 1.3;
`;

const StyledText = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;

function Icon({ children }: { children: ReactNode }) {
  return (
    <StyledIcon viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {children}
    </StyledIcon>
  );
}

const reasons = [
  {
    icon: (
      <Icon>
        <rect x="2" y="6" width="20" height="12" rx="2" />
        <circle cx="12" cy="12" r="2.5" />
        <path d="M6 12h.01M18 12h.01" />
      </Icon>
    ),
    title: <FormattedMessage id="landing.reasons.cash.title" />,
    text: <FormattedMessage id="landing.reasons.cash.text" />,
  },
  {
    icon: (
      <Icon>
        <rect x="3" y="5" width="18" height="14" rx="2" />
        <path d="m3 7 9 6 9-6" />
      </Icon>
    ),
    title: <FormattedMessage id="landing.reasons.account.title" />,
    text: <FormattedMessage id="landing.reasons.account.text" />,
  },
  {
    icon: (
      <Icon>
        <path d="M3 9 4.5 4h15L21 9" />
        <path d="M4 9v11h16V9M3 9h18" />
        <path d="M9.5 20v-6h5v6" />
      </Icon>
    ),
    title: <FormattedMessage id="landing.reasons.local.title" />,
    text: <FormattedMessage id="landing.reasons.local.text" />,
  },
  {
    icon: (
      <Icon>
        <circle cx="5" cy="19" r="2" />
        <circle cx="19" cy="5" r="2" />
        <path d="M7 19h8.5a3.5 3.5 0 0 0 0-7h-7a3.5 3.5 0 0 1 0-7H17" />
      </Icon>
    ),
    title: <FormattedMessage id="landing.reasons.oneWay.title" />,
    text: <FormattedMessage id="landing.reasons.oneWay.text" />,
  },
];

/** Why book here, in four short points. */
export function Reasons() {
  return (
    <StyledList>
      {reasons.map(({ icon, title, text }, index) => (
        <StyledReason key={index}>
          {icon}
          <StyledTitle>{title}</StyledTitle>
          <StyledText>{text}</StyledText>
        </StyledReason>
      ))}
    </StyledList>
  );
}
