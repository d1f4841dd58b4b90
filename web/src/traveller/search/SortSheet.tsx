import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Sheet } from '../../ui/Sheet';
import { sortParams, type SortParam } from './searchParams';

export const sortLabels = defineMessages<SortParam>({
  'price-asc': { id: 'search.sort.price-asc' },
  'price-desc': { id: 'search.sort.price-desc' },
  'reviews-desc': { id: 'search.sort.reviews-desc' },
  'bike-power-asc': { id: 'search.sort.bike-power-asc' },
  'bike-power-desc': { id: 'search.sort.bike-power-desc' },
});

const StyledList = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  /* A fieldset is at least as wide as its longest word (min-width: min-content). */
  min-width: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
`;

export const StyledChoice = styled.label`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: ${({ theme }) => theme.tap};
  padding: 4px 0;
  cursor: pointer;
  /* The label's text is a flex item: a long shop name breaks inside instead of pushing. */
  overflow-wrap: anywhere;
  input {
    flex: none;
    width: 22px;
    height: 22px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.brand};
  }
`;

/** The five orders, as radios; choosing one applies it and closes the sheet. */
export function SortSheet({
  open,
  sort,
  onSort,
  onClose,
}: {
  open: boolean;
  sort: SortParam;
  onSort(sort: SortParam): void;
  onClose(): void;
}) {
  const intl = useIntl();
  return (
    <Sheet
      open={open}
      full={false}
      onClose={onClose}
      title={<FormattedMessage id="search.sort.title" />}
    >
      <StyledList>
        <legend className="visually-hidden">
          <FormattedMessage id="search.sort.title" />
        </legend>
        {(Object.keys(sortParams) as SortParam[]).map((value) => (
          <StyledChoice key={value}>
            <input
              type="radio"
              name="search-sort"
              value={value}
              checked={sort === value}
              onChange={() => onSort(value)}
            />
            {intl.formatMessage(sortLabels[value])}
          </StyledChoice>
        ))}
      </StyledList>
    </Sheet>
  );
}
