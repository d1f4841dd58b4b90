import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { graphql } from '../../gql';
import type { BikeAvailabilityCard_ShopBikeFragment } from '../../gql/graphql';
import { StyledButton } from '../../ui/Button';
import { useNotify } from '../../ui/Toasts';
import { StyledCard, StyledCardTitle, StyledHint } from '../../ui/formStyles';
import { userErrorText } from '../ui/userErrorText';
import { PeriodSheet } from './PeriodSheet';
import { SetShopBikeAvailabilityMutation } from './availabilityMutations';
import { inputsOf, vietnamDateTime, type PeriodInput } from './unavailablePeriods';

export const BikeAvailabilityCard_shopBike = graphql(`
  fragment BikeAvailabilityCard_shopBike on ShopBike {
    id
    storeDatabaseId
    bike {
      id
      name
    }
    units {
      id
      databaseId
      label
    }
    unavailablePeriods {
      databaseId
      start
      end
      reason
      unitDatabaseId
    }
  }
`);

const StyledPeriods = styled.ul`
  display: grid;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    overflow-wrap: anywhere;
  }
`;

const StyledRemove = styled(StyledButton)`
  flex: 0 0 auto;
`;

/** A bike of the shop, its units and when they cannot be rented. */
export function BikeAvailabilityCard({
  shopBike,
}: {
  shopBike: BikeAvailabilityCard_ShopBikeFragment;
}) {
  const intl = useIntl();
  const notify = useNotify();
  const [adding, setAdding] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [setAvailability, { loading: saving }] = useMutation(SetShopBikeAvailabilityMutation);
  const name = shopBike.bike.name;
  const stored = inputsOf(shopBike.unavailablePeriods, shopBike.units);

  const unitName = (unitDatabaseId: number | null) => {
    const unit = shopBike.units.find((candidate) => candidate.databaseId === unitDatabaseId);
    return unit
      ? intl.formatMessage({ id: 'owner.availability.unit' }, { label: unit.label })
      : intl.formatMessage({ id: 'owner.availability.allUnits' });
  };

  /** Sends the whole list (the API replaces it); true when saved. */
  const send = async (periods: PeriodInput[]) => {
    try {
      const { data } = await setAvailability({
        variables: { input: { shopBikeId: shopBike.id, periods } },
      });
      const userErrors = data?.setShopBikeAvailability.userErrors ?? [];
      if (userErrors.length === 0) return null;
      return userErrors.map((error) => userErrorText(intl, error)).join(' ');
    } catch {
      return intl.formatMessage({ id: 'owner.availability.failed' });
    }
  };

  const add = async (period: PeriodInput) => {
    const failed = await send([...stored, period]);
    setProblem(failed);
    if (failed) return;
    setAdding(false);
    notify(intl.formatMessage({ id: 'owner.availability.saved' }), 'success');
  };

  const removeAt = async (index: number) => {
    const failed = await send(stored.filter((_, other) => other !== index));
    if (failed) notify(failed, 'error');
    else notify(intl.formatMessage({ id: 'owner.availability.periodRemoved' }), 'success');
  };

  return (
    <StyledCard>
      <StyledCardTitle as="h3">{name}</StyledCardTitle>
      <StyledHint>
        <FormattedMessage id="owner.availability.units" values={{ count: shopBike.units.length }} />
      </StyledHint>
      {shopBike.unavailablePeriods.length === 0 ? (
        <StyledHint>
          <FormattedMessage id="owner.availability.noPeriods" />
        </StyledHint>
      ) : (
        <StyledPeriods>
          {shopBike.unavailablePeriods.map((period, index) => {
            const values = {
              unit: unitName(period.unitDatabaseId),
              start: vietnamDateTime(period.start),
              end: vietnamDateTime(period.end),
            };
            return (
              <li key={period.databaseId}>
                <span>
                  <FormattedMessage id="owner.availability.period" values={values} />
                  {period.reason && <StyledHint as="span"> · {period.reason}</StyledHint>}
                </span>
                <StyledRemove
                  type="button"
                  $variant="secondary"
                  disabled={saving}
                  aria-label={intl.formatMessage({ id: 'owner.availability.removePeriod' }, values)}
                  onClick={() => void removeAt(index)}
                >
                  ✕
                </StyledRemove>
              </li>
            );
          })}
        </StyledPeriods>
      )}
      <StyledButton
        type="button"
        $variant="secondary"
        $block
        aria-label={`${intl.formatMessage({ id: 'owner.availability.markUnavailable' })}: ${name}`}
        onClick={() => {
          setProblem(null);
          setAdding(true);
        }}
      >
        <FormattedMessage id="owner.availability.markUnavailable" />
      </StyledButton>
      {adding && (
        <PeriodSheet
          bikeName={name}
          units={shopBike.units}
          saving={saving}
          problem={problem}
          onSave={(period) => void add(period)}
          onClose={() => setAdding(false)}
        />
      )}
    </StyledCard>
  );
}
