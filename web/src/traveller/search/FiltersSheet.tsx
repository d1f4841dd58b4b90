import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useMoney } from '../../app/currency/CurrencyProvider';
import { useLanguage } from '../../app/LanguageProvider';
import { graphql } from '../../gql';
import type { SearchFilters_FacetsFragment } from '../../gql/graphql';
import { StyledButton } from '../../ui/Button';
import { Sheet } from '../../ui/Sheet';
import { bikeTypeLabels } from '../bike/bikeLabels';
import type { SearchOptions } from './searchParams';
import { StyledChoice } from './SortSheet';

export const SearchFilters_facets = graphql(`
  fragment SearchFilters_facets on BikeSearchFacets {
    priceRange {
      min
      max
    }
    priceHistogram {
      from
      to
      count
    }
    bikeTypes {
      bikeType
      count
    }
    categories {
      count
      category {
        id
        databaseId
        name {
          en
          vn
        }
      }
    }
    shops {
      count
      shop {
        databaseId
        name
      }
    }
  }
`);

const StyledGroup = styled.fieldset`
  margin: 0 0 20px;
  padding: 0;
  border: 0;
  /* A fieldset is at least as wide as its longest word (min-width: min-content). */
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: 4px;
    font-weight: 700;
    font-size: 1.05rem;
  }
`;

const StyledCount = styled.span`
  flex: none;
  margin-left: auto;
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledBars = styled.div`
  display: flex;
  align-items: flex-end;
  gap: 3px;
  height: 56px;
  margin: 4px 0 8px;
`;

const StyledBar = styled.span<{ $inside: boolean }>`
  flex: 1;
  min-height: 3px;
  border-radius: 3px 3px 0 0;
  background: ${({ theme, $inside }) => ($inside ? theme.colors.brand : theme.colors.border)};
`;

const StyledPrices = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 12px;
  margin-top: 8px;
  label {
    display: grid;
    gap: 4px;
    font-size: 0.9rem;
  }
  input {
    width: 100%;
    min-width: 0;
    min-height: ${({ theme }) => theme.tap};
    padding: 8px 10px;
    border: 1px solid ${({ theme }) => theme.colors.muted};
    border-radius: 8px;
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const StyledMuted = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledActions = styled.div`
  position: sticky;
  bottom: -16px;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 12px;
  margin: 0 -16px -16px;
  padding: 12px 16px;
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

function parseAmount(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) && value >= 0 ? value : null;
}

/**
 * Bike types, categories and shops with their counts, and the price per day between two
 * bounds above a histogram. Every change applies at once; the button shows the result.
 */
export function FiltersSheet({
  open,
  facets,
  options,
  total,
  onChange,
  onReset,
  onClose,
}: {
  open: boolean;
  /** Facets have no id: the fragment is spread `@unmask`. */
  facets: SearchFilters_FacetsFragment | null;
  options: SearchOptions;
  total: number | null;
  onChange(options: Partial<SearchOptions>): void;
  onReset(): void;
  onClose(): void;
}) {
  return (
    <Sheet open={open} onClose={onClose} title={<FormattedMessage id="search.filters.title" />}>
      {facets && (
        <FilterFields
          facets={facets}
          options={options}
          total={total}
          onChange={onChange}
          onReset={onReset}
          onClose={onClose}
        />
      )}
    </Sheet>
  );
}

function toggled<T>(list: T[], item: T, on: boolean): T[] {
  return on ? [...list.filter((value) => value !== item), item] : list.filter((v) => v !== item);
}

function FilterFields({
  facets: data,
  options,
  total,
  onChange,
  onReset,
  onClose,
}: Omit<Parameters<typeof FiltersSheet>[0], 'open' | 'facets'> & {
  facets: SearchFilters_FacetsFragment;
}) {
  const intl = useIntl();
  const { language } = useLanguage();
  const { inShown, shown } = useMoney();
  const [min, setMin] = useState(options.min === null ? '' : String(options.min));
  const [max, setMax] = useState(options.max === null ? '' : String(options.max));
  const highest = Math.max(1, ...data.priceHistogram.map((bucket) => bucket.count));
  const low = parseAmount(min);
  const high = parseAmount(max);
  const commitPrices = () => {
    if (low !== options.min || high !== options.max) onChange({ min: low, max: high });
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        commitPrices();
        onClose();
      }}
    >
      <StyledGroup>
        <legend>
          <FormattedMessage id="search.filters.price" values={{ currency: shown.symbol }} />
        </legend>
        {data.priceRange && (
          <>
            <StyledBars aria-hidden="true">
              {data.priceHistogram.map((bucket) => (
                <StyledBar
                  key={bucket.from}
                  $inside={
                    (low === null || bucket.to >= low) && (high === null || bucket.from <= high)
                  }
                  style={{ height: `${(bucket.count / highest) * 100}%` }}
                />
              ))}
            </StyledBars>
            <StyledMuted>
              <FormattedMessage
                id="search.filters.priceRange"
                values={{ min: inShown(data.priceRange.min), max: inShown(data.priceRange.max) }}
              />
            </StyledMuted>
          </>
        )}
        <StyledPrices>
          <label>
            <FormattedMessage id="search.filters.min" />
            <input
              type="number"
              inputMode="decimal"
              min={0}
              value={min}
              onChange={(event) => setMin(event.target.value)}
              onBlur={commitPrices}
            />
          </label>
          <label>
            <FormattedMessage id="search.filters.max" />
            <input
              type="number"
              inputMode="decimal"
              min={0}
              value={max}
              onChange={(event) => setMax(event.target.value)}
              onBlur={commitPrices}
            />
          </label>
        </StyledPrices>
      </StyledGroup>

      <StyledGroup>
        <legend>
          <FormattedMessage id="search.filters.types" />
        </legend>
        {data.bikeTypes.map(({ bikeType, count }) => (
          <StyledChoice key={bikeType}>
            <input
              type="checkbox"
              checked={options.types.includes(bikeType)}
              onChange={(event) =>
                onChange({ types: toggled(options.types, bikeType, event.target.checked) })
              }
            />
            {intl.formatMessage(bikeTypeLabels[bikeType])}
            <StyledCount>{count}</StyledCount>
          </StyledChoice>
        ))}
      </StyledGroup>

      <StyledGroup>
        <legend>
          <FormattedMessage id="search.filters.categories" />
        </legend>
        {data.categories.map(({ category, count }) => (
          <StyledChoice key={category.id}>
            <input
              type="checkbox"
              checked={options.categories.includes(category.databaseId)}
              onChange={(event) =>
                onChange({
                  categories: toggled(
                    options.categories,
                    category.databaseId,
                    event.target.checked,
                  ),
                })
              }
            />
            {category.name[language]}
            <StyledCount>{count}</StyledCount>
          </StyledChoice>
        ))}
      </StyledGroup>

      <StyledGroup>
        <legend>
          <FormattedMessage id="search.filters.shops" />
        </legend>
        {data.shops.map(({ shop, count }) => (
          <StyledChoice key={shop.databaseId}>
            <input
              type="checkbox"
              checked={options.shops.includes(shop.databaseId)}
              onChange={(event) =>
                onChange({ shops: toggled(options.shops, shop.databaseId, event.target.checked) })
              }
            />
            {shop.name}
            <StyledCount>{count}</StyledCount>
          </StyledChoice>
        ))}
      </StyledGroup>

      <StyledActions>
        <StyledButton
          type="button"
          $variant="secondary"
          onClick={() => {
            setMin('');
            setMax('');
            onReset();
          }}
        >
          <FormattedMessage id="search.filters.reset" />
        </StyledButton>
        <StyledButton type="submit" $block>
          {total === null ? (
            <FormattedMessage id="search.filters.show" />
          ) : (
            <FormattedMessage id="search.filters.showCount" values={{ count: total }} />
          )}
        </StyledButton>
      </StyledActions>
    </form>
  );
}
