import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { currencyOptions, type CurrencyValue } from '../../app/currency/currencies';
import { sortLabels } from './SortSheet';
import type { SearchOptions, SortParam } from './searchParams';

/**
 * Every control on screen, none scrolled away: the controls share a row as wide as the
 * screen and wrap where it is too narrow (on a phone: sort, filters and currency, then list
 * or map below), each row filled edge to edge.
 */
const StyledBar = styled.div`
  position: sticky;
  top: 0;
  z-index: 5;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0 -16px;
  padding: 8px 16px;
  > * {
    flex: 1 0 auto;
  }
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledTool = styled.button<{ $on?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: ${({ theme }) => theme.tap};
  padding: 0 12px;
  white-space: nowrap;
  border: 1px solid ${({ theme, $on }) => ($on ? theme.colors.text : theme.colors.border)};
  border-radius: 999px;
  background: ${({ theme, $on }) => ($on ? theme.colors.text : theme.colors.surface)};
  color: ${({ theme, $on }) => ($on ? theme.colors.surface : theme.colors.text)};
  font-weight: 600;
  cursor: pointer;
`;

const StyledBadge = styled.span`
  min-width: 22px;
  padding: 0 6px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
  font-size: 0.8rem;
  line-height: 22px;
  text-align: center;
`;

const StyledViews = styled.div`
  display: flex;
  gap: 4px;
  > * {
    flex: 1 0 auto;
  }
`;

const StyledCurrency = styled.select`
  min-height: ${({ theme }) => theme.tap};
  padding: 0 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  font-weight: 600;
`;

/** Sort, filters, list or map, and the currency: what reshapes the results. */
export function SearchToolbar({
  sortLabel,
  filterCount,
  view,
  currency,
  onSort,
  onFilters,
  onView,
  onCurrency,
}: {
  sortLabel: SortParam;
  filterCount: number;
  view: SearchOptions['view'];
  currency: CurrencyValue;
  onSort(): void;
  onFilters(): void;
  onView(view: SearchOptions['view']): void;
  onCurrency(currency: CurrencyValue): void;
}) {
  const intl = useIntl();
  return (
    <StyledBar role="group" aria-label={intl.formatMessage({ id: 'search.toolbar' })}>
      <StyledTool
        type="button"
        onClick={onSort}
        aria-label={intl.formatMessage(
          { id: 'search.sort.button' },
          { sort: intl.formatMessage(sortLabels[sortLabel]) },
        )}
      >
        <span aria-hidden="true">⇅</span>
        <FormattedMessage id="search.sort.short" />
      </StyledTool>
      <StyledTool
        type="button"
        onClick={onFilters}
        aria-label={intl.formatMessage({ id: 'search.filters.button' }, { count: filterCount })}
      >
        <FormattedMessage id="search.filters.title" />
        {filterCount > 0 && <StyledBadge aria-hidden="true">{filterCount}</StyledBadge>}
      </StyledTool>
      <StyledCurrency
        aria-label={intl.formatMessage({ id: 'search.currency' })}
        value={currency}
        onChange={(event) => onCurrency(event.target.value as CurrencyValue)}
      >
        {currencyOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.code} {option.symbol}
          </option>
        ))}
      </StyledCurrency>
      <StyledViews role="group" aria-label={intl.formatMessage({ id: 'search.view' })}>
        <StyledTool
          type="button"
          $on={view === 'list'}
          aria-pressed={view === 'list'}
          onClick={() => onView('list')}
        >
          <FormattedMessage id="search.view.list" />
        </StyledTool>
        <StyledTool
          type="button"
          $on={view === 'map'}
          aria-pressed={view === 'map'}
          onClick={() => onView('map')}
        >
          <FormattedMessage id="search.view.map" />
        </StyledTool>
      </StyledViews>
    </StyledBar>
  );
}
