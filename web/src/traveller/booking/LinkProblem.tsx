import { defineMessages, FormattedMessage } from 'react-intl';
import { StyledNotice, StyledNoticeText, StyledPage } from './bookingStyles';
import { PageTitle } from './PageTitle';
import { WayOn } from './WayOn';

const titles = defineMessages({
  verifyInvalid: { id: 'booking.link.verifyInvalidTitle' },
  verifyTooLate: { id: 'booking.link.verifyTooLateTitle' },
  cancelInvalid: { id: 'booking.link.cancelInvalidTitle' },
  reviewInvalid: { id: 'booking.link.reviewInvalidTitle' },
});

const texts = defineMessages({
  verifyInvalid: { id: 'booking.link.verifyInvalidText' },
  verifyTooLate: { id: 'booking.link.verifyTooLateText' },
  cancelInvalid: { id: 'booking.link.cancelInvalidText' },
  reviewInvalid: { id: 'booking.link.reviewInvalidText' },
});

export type LinkProblemKind = keyof typeof titles;

/** An e-mail link that leads nowhere (unknown, replaced or used up): said plainly, with a way on. */
export function LinkProblem({ kind }: { kind: LinkProblemKind }) {
  return (
    <StyledPage>
      <PageTitle>
        <FormattedMessage {...titles[kind]} />
      </PageTitle>
      <StyledNotice $tone="warning">
        <StyledNoticeText>
          <FormattedMessage {...texts[kind]} />
        </StyledNoticeText>
      </StyledNotice>
      <WayOn />
    </StyledPage>
  );
}
