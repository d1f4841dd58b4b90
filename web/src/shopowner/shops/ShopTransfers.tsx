import type { FragmentType } from '@apollo/client';
import { useFragment, useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useLanguage } from '../../app/LanguageProvider';
import { useMoney } from '../../app/currency/CurrencyProvider';
import { graphql } from '../../gql';
import { StyledButton } from '../../ui/Button';
import { StyledCard, StyledCardTitle, StyledForm, StyledHint } from '../../ui/formStyles';
import { SelectField } from '../../ui/SelectField';
import { Switch } from '../../ui/Switch';
import { TextField } from '../../ui/TextField';
import { userErrorText, type ApiUserError } from './shopErrors';

export const ShopTransfers_store = graphql(`
  fragment ShopTransfers_store on Store {
    id
    city {
      id
    }
    transfers {
      id
      active
      price
      toStoreName
      toOwnStore
      toCity {
        id
        name {
          en
          vn
        }
      }
    }
  }
`);

const CreateTransfer = graphql(`
  mutation CreateShopTransfer($input: CreateStoreTransferInput!) {
    createStoreTransfer(input: $input) {
      storeTransfer {
        id
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const UpdateTransfer = graphql(`
  mutation UpdateShopTransfer($input: UpdateStoreTransferInput!) {
    updateStoreTransfer(input: $input) {
      storeTransfer {
        id
        active
        price
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

/** A shop a transfer may go to: an own shop, or another owner's online shop. */
export interface TransferTarget {
  id: string;
  name: string;
  cityId: string;
  cityName: string;
}

const StyledList = styled.ul`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    display: grid;
    gap: 8px;
    padding-bottom: 16px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const StyledTarget = styled.p`
  margin: 0;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const refetchQueries = ['ShopEditScreen'];

function TransferRow({
  transfer,
}: {
  transfer: {
    id: string;
    active: boolean;
    price: number;
    toStoreName: string;
    cityName: string;
  };
}) {
  const intl = useIntl();
  const { money } = useMoney();
  const [price, setPrice] = useState(String(transfer.price));
  const [error, setError] = useState<string | null>(null);
  const [update, { loading }] = useMutation(UpdateTransfer);
  const save = async (change: { price?: number; active?: boolean }) => {
    try {
      const { data } = await update({ variables: { input: { id: transfer.id, ...change } } });
      const problem = data?.updateStoreTransfer.userErrors[0];
      setError(problem ? userErrorText(intl, problem) : null);
    } catch {
      setError(intl.formatMessage({ id: 'owner.form.connection' }));
    }
  };
  const name = `${transfer.toStoreName}, ${transfer.cityName}`;
  return (
    <li>
      <StyledTarget>{name}</StyledTarget>
      <StyledHint>{money(transfer.price)}</StyledHint>
      <Switch
        label={intl.formatMessage({ id: 'owner.shops.transfers.active' }, { name })}
        checked={transfer.active}
        disabled={loading}
        onChange={(active) => void save({ active })}
      />
      <TextField
        label={intl.formatMessage({ id: 'owner.shops.transfers.priceOf' }, { name })}
        inputMode="numeric"
        value={price}
        error={error ?? undefined}
        onChange={(event) => setPrice(event.target.value.replace(/\D/g, ''))}
      />
      <StyledButton
        type="button"
        $variant="secondary"
        disabled={loading || price === '' || Number(price) === transfer.price}
        aria-busy={loading}
        onClick={() => void save({ price: Number(price) })}
      >
        <FormattedMessage id="owner.shops.transfers.savePrice" />
      </StyledButton>
    </li>
  );
}

/**
 * One-way transfers from this shop (spec: transfers): travellers may return the bike at a
 * shop of another city, the owner's own or another owner's online shop, for a price.
 */
export function ShopTransfers({
  store: storeRef,
  targets,
}: {
  store: FragmentType<typeof ShopTransfers_store>;
  targets: TransferTarget[];
}) {
  const intl = useIntl();
  const { language } = useLanguage();
  const { data: store, complete } = useFragment({ fragment: ShopTransfers_store, from: storeRef });
  const [toStoreId, setToStoreId] = useState('');
  const [price, setPrice] = useState('');
  const [errors, setErrors] = useState<{ to?: string; price?: string }>({});
  const [create, { loading }] = useMutation(CreateTransfer, { refetchQueries });
  if (!complete) return null;
  const taken = new Set(store.transfers.map((transfer) => transfer.toStoreName));
  const choices = targets.filter(
    (target) => target.cityId !== store.city.id && target.id !== store.id,
  );

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const missing: typeof errors = {};
    if (!toStoreId) missing.to = intl.formatMessage({ id: 'owner.shops.transfers.chooseShop' });
    if (price === '') missing.price = intl.formatMessage({ id: 'owner.shops.error.required' });
    setErrors(missing);
    if (Object.keys(missing).length > 0 || loading) return;
    try {
      const { data } = await create({
        variables: { input: { shopId: store.id, toStoreId, price: Number(price) } },
      });
      const problems: readonly ApiUserError[] = data?.createStoreTransfer.userErrors ?? [];
      if (problems.length > 0) {
        const found: typeof errors = {};
        for (const problem of problems) {
          if (problem.field === 'price') found.price ??= userErrorText(intl, problem);
          else found.to ??= userErrorText(intl, problem);
        }
        setErrors(found);
        return;
      }
      setToStoreId('');
      setPrice('');
    } catch {
      setErrors({ to: intl.formatMessage({ id: 'owner.form.connection' }) });
    }
  };

  return (
    <StyledCard aria-labelledby="shop-transfers">
      <StyledCardTitle id="shop-transfers">
        <FormattedMessage id="owner.shops.transfers.title" />
      </StyledCardTitle>
      <StyledHint>
        <FormattedMessage id="owner.shops.transfers.hint" />
      </StyledHint>
      {store.transfers.length === 0 ? (
        <StyledHint>
          <FormattedMessage id="owner.shops.transfers.none" />
        </StyledHint>
      ) : (
        <StyledList>
          {store.transfers.map((transfer) => (
            <TransferRow
              key={transfer.id}
              transfer={{
                ...transfer,
                cityName: transfer.toCity.name[language === 'vn' ? 'vn' : 'en'],
              }}
            />
          ))}
        </StyledList>
      )}
      <StyledForm noValidate onSubmit={add} aria-labelledby="shop-transfer-add">
        <StyledCardTitle as="h3" id="shop-transfer-add">
          <FormattedMessage id="owner.shops.transfers.add" />
        </StyledCardTitle>
        <SelectField
          label={<FormattedMessage id="owner.shops.transfers.to" />}
          placeholder={intl.formatMessage({ id: 'owner.shops.transfers.chooseShop' })}
          value={toStoreId}
          error={errors.to}
          onChange={setToStoreId}
        >
          {choices
            .filter((target) => !taken.has(target.name))
            .map((target) => (
              <option key={target.id} value={target.id}>
                {`${target.name} (${target.cityName})`}
              </option>
            ))}
        </SelectField>
        <TextField
          label={<FormattedMessage id="owner.shops.transfers.price" />}
          inputMode="numeric"
          value={price}
          error={errors.price}
          onChange={(event) => setPrice(event.target.value.replace(/\D/g, ''))}
        />
        <StyledButton type="submit" $variant="secondary" disabled={loading} aria-busy={loading}>
          <FormattedMessage id="owner.shops.transfers.addButton" />
        </StyledButton>
      </StyledForm>
    </StyledCard>
  );
}
