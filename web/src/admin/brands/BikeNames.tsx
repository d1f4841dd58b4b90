import type { FragmentType } from '@apollo/client';
import { useFragment, useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { StyledButton } from '../../ui/Button';
import { StyledCard, StyledCardTitle } from '../../ui/formStyles';
import { TextField } from '../../ui/TextField';
import { useNotify } from '../../ui/Toasts';
import { useUserErrorText } from '../catalogue/catalogueErrors';

export const BikeNames_brand = graphql(`
  fragment BikeNames_brand on Brand {
    id
    name
    bikeNames {
      id
      name
    }
  }
`);

const CreateBikeNameDocument = graphql(`
  mutation AdminCreateBikeName($input: CreateBikeNameInput!) {
    createBikeName(input: $input) {
      bikeName {
        id
        name
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

const UpdateBikeNameDocument = graphql(`
  mutation AdminUpdateBikeName($input: UpdateBikeNameInput!) {
    updateBikeName(input: $input) {
      bikeName {
        id
        name
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

const StyledNames = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    min-height: ${({ theme }) => theme.tap};
    overflow-wrap: anywhere;
  }
`;

const StyledRow = styled.form`
  display: grid;
  gap: 8px;
  width: 100%;
`;

type Saver = (name: string) => Promise<{ ok: boolean; error?: string }>;

/** A name field with its button: adding a bike name, or renaming one. */
function NameForm({
  label,
  initial,
  submitLabel,
  onSave,
  onDone,
}: {
  label: string;
  initial: string;
  submitLabel: string;
  onSave: Saver;
  onDone?(): void;
}) {
  const intl = useIntl();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(intl.formatMessage({ id: 'admin.catalogue.required' }));
      return;
    }
    setBusy(true);
    const result = await onSave(name.trim());
    setBusy(false);
    setError(result.error);
    if (result.ok) {
      setName(initial);
      onDone?.();
    }
  };
  return (
    <StyledRow noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={label}
        error={error}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <StyledButton type="submit" $variant="secondary" disabled={busy} aria-busy={busy}>
        {submitLabel}
      </StyledButton>
    </StyledRow>
  );
}

/** The brand's model names: the list, a rename of each, and a new one. */
export function BikeNames({ brand: brandRef }: { brand: FragmentType<typeof BikeNames_brand> }) {
  const intl = useIntl();
  const notify = useNotify();
  const errorText = useUserErrorText();
  const { data: brand, complete } = useFragment({ fragment: BikeNames_brand, from: brandRef });
  const [renaming, setRenaming] = useState<string | null>(null);
  const [create] = useMutation(CreateBikeNameDocument, {
    refetchQueries: ['AdminBrandScreen'],
    awaitRefetchQueries: true,
  });
  const [update] = useMutation(UpdateBikeNameDocument);

  const outcome = async (
    run: () => Promise<
      { userErrors: { field?: string | null; message: string; code: string }[] } | undefined
    >,
    done: string,
  ) => {
    try {
      const result = await run();
      const userErrors = result?.userErrors ?? [];
      if (userErrors.length > 0) return { ok: false, error: userErrors.map(errorText).join(' ') };
      notify(done, 'success');
      return { ok: true };
    } catch {
      return { ok: false, error: intl.formatMessage({ id: 'admin.catalogue.connection' }) };
    }
  };

  if (!complete) return null;
  return (
    <StyledCard aria-labelledby="bike-names-title">
      <StyledCardTitle id="bike-names-title">
        <FormattedMessage id="admin.brands.bikeNames.title" values={{ brand: brand.name }} />
      </StyledCardTitle>
      {brand.bikeNames.length === 0 ? (
        <p>
          <FormattedMessage id="admin.brands.bikeNames.none" />
        </p>
      ) : (
        <StyledNames>
          {brand.bikeNames.map((bikeName) => (
            <li key={bikeName.id}>
              {renaming === bikeName.id ? (
                <NameForm
                  label={intl.formatMessage(
                    { id: 'admin.brands.bikeNames.renameLabel' },
                    { name: bikeName.name },
                  )}
                  initial={bikeName.name}
                  submitLabel={intl.formatMessage({ id: 'admin.brands.bikeNames.saveRename' })}
                  onSave={(name) =>
                    outcome(
                      async () =>
                        (await update({ variables: { input: { id: bikeName.id, name } } })).data
                          ?.updateBikeName,
                      intl.formatMessage({ id: 'admin.brands.bikeNames.renamed' }),
                    )
                  }
                  onDone={() => setRenaming(null)}
                />
              ) : (
                <>
                  <span>{bikeName.name}</span>
                  <StyledButton
                    type="button"
                    $variant="secondary"
                    aria-label={intl.formatMessage(
                      { id: 'admin.brands.bikeNames.renameButton' },
                      { name: bikeName.name },
                    )}
                    onClick={() => setRenaming(bikeName.id)}
                  >
                    <FormattedMessage id="admin.brands.bikeNames.rename" />
                  </StyledButton>
                </>
              )}
            </li>
          ))}
        </StyledNames>
      )}
      <NameForm
        label={intl.formatMessage({ id: 'admin.brands.bikeNames.newLabel' })}
        initial=""
        submitLabel={intl.formatMessage({ id: 'admin.brands.bikeNames.add' })}
        onSave={(name) =>
          outcome(
            async () =>
              (await create({ variables: { input: { brandId: brand.id, name } } })).data
                ?.createBikeName,
            intl.formatMessage({ id: 'admin.brands.bikeNames.added' }),
          )
        }
      />
    </StyledCard>
  );
}
