import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { graphql } from '../../gql';
import type { OpeningHours_ScheduleFragment } from '../../gql/graphql';
import { weekdayKeys, weekdayNames } from '../../ui/weekdays';
import { todayInVietnam } from '../../ui/openingHours';

export const OpeningHours_schedule = graphql(`
  fragment OpeningHours_schedule on WeekSchedule {
    mon {
      id
      start
      end
    }
    tue {
      id
      start
      end
    }
    wed {
      id
      start
      end
    }
    thu {
      id
      start
      end
    }
    fri {
      id
      start
      end
    }
    sat {
      id
      start
      end
    }
    sun {
      id
      start
      end
    }
  }
`);

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
`;

const StyledRow = styled.tr<{ $today: boolean }>`
  background: ${({ $today, theme }) => ($today ? theme.colors.brandSoft : 'transparent')};
  font-weight: ${({ $today }) => ($today ? 700 : 400)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  th,
  td {
    padding: 8px;
    vertical-align: top;
    text-align: left;
  }
  th {
    font-weight: inherit;
    width: 45%;
  }
`;

const StyledToday = styled.span`
  display: block;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.brand};
`;

const StyledClosed = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * The week Monday to Sunday: every opening slot of a day, closed days said, today marked.
 * A week schedule has no id of its own, so its fragment is spread `@unmask` and read here.
 */
export function OpeningHours({
  schedule: data,
  now = new Date(),
}: {
  schedule: OpeningHours_ScheduleFragment;
  now?: Date;
}) {
  const intl = useIntl();
  const names = useMemo(() => weekdayNames(intl.locale), [intl.locale]);
  const today = todayInVietnam(now);
  return (
    <StyledTable>
      <caption className="visually-hidden">
        <FormattedMessage id="shop.hours.caption" />
      </caption>
      <tbody>
        {weekdayKeys.map((key, index) => {
          const slots = data[key];
          const isToday = key === today;
          return (
            <StyledRow key={key} $today={isToday} aria-current={isToday ? 'date' : undefined}>
              <th scope="row">
                {names[index]}
                {isToday && (
                  <StyledToday>
                    <FormattedMessage id="shop.hours.today" />
                  </StyledToday>
                )}
              </th>
              <td>
                {slots.length === 0 ? (
                  <StyledClosed>
                    <FormattedMessage id="shop.hours.closed" />
                  </StyledClosed>
                ) : (
                  slots.map((slot) => (
                    <div key={slot.id}>
                      <FormattedMessage
                        id="shop.hours.slot"
                        values={{ start: slot.start, end: slot.end }}
                      />
                    </div>
                  ))
                )}
              </td>
            </StyledRow>
          );
        })}
      </tbody>
    </StyledTable>
  );
}
