import { useFragment, useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams, useSearchParams } from '../../app/routing';
import { graphql } from '../../gql';
import { StyledButton } from '../../ui/Button';
import { ConfirmSheet } from '../../ui/ConfirmSheet';
import { ErrorState } from '../../ui/ErrorState';
import {
  StyledCard,
  StyledCardTitle,
  StyledFormAlert,
  StyledHint,
  StyledNotice,
} from '../../ui/formStyles';
import { NotFoundState } from '../../ui/NotFoundState';
import { StyledSkeleton } from '../../ui/Skeleton';
import { useNotify } from '../../ui/Toasts';
import { usePageMeta } from '../../ui/usePageMeta';
import { StyledAdminPage, StyledNarrow, StyledTitle } from '../ui/adminStyles';
import { MonthlyOrders } from './MonthlyOrders';
import { globalIdOf, restIdOf } from '../ui/globalIds';
import { currentMonthInVietnam, isMonth } from '../ui/month';
import { ShopOwnerForm, ShopOwnerFormFragment, type OwnerValues } from './ShopOwnerForm';
import { ShopOwnerOnlineSwitch } from './ShopOwnerOnlineSwitch';
import { ShopOwnerStatistics } from './ShopOwnerStatistics';

export const AdminShopOwnerScreenQuery = graphql(`
  query AdminShopOwnerScreen($id: ID!, $month: String!) {
    node(id: $id) {
      ... on ShopOwner {
        id
        databaseId
        name
        email
        online
        active
        shopCount
        ...ShopOwnerForm_shopOwner
        ...ShopOwnerStatistics_shopOwner
        monthlyOrders(monthYear: $month) {
          # Unmasked: the month's result has no id for useFragment to find it by.
          ...MonthlyOrders_monthlyOrders @unmask
        }
      }
    }
  }
`);

const UpdateShopOwner = graphql(`
  mutation UpdateShopOwner($input: UpdateShopOwnerInput!) {
    updateShopOwner(input: $input) {
      shopOwner {
        id
        name
        email
        ...ShopOwnerForm_shopOwner
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const DeleteShopOwner = graphql(`
  mutation DeleteShopOwner($input: DeleteShopOwnerInput!) {
    deleteShopOwner(input: $input) {
      deletedId
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const backToList = (
  <Link to="/dashboard/shop-owners">
    <FormattedMessage id="admin.owners.backToList" />
  </Link>
);

/** `/dashboard/shop-owners/:id` (the REST id, as the API's routes): one owner, to edit. */
export default function ShopOwnerScreen() {
  const ownerId = restIdOf(useParams().id);
  if (ownerId === null)
    return (
      <NotFoundState
        backTo="/dashboard/shop-owners"
        backLabel={<FormattedMessage id="admin.owners.backToList" />}
      />
    );
  return <ShopOwnerPage key={ownerId} ownerId={ownerId} />;
}

type Refusal = { inUse: boolean; message: string };

function ShopOwnerPage({ ownerId }: { ownerId: number }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const requestedMonth = params.get('month');
  const month =
    requestedMonth && isMonth(requestedMonth) ? requestedMonth : currentMonthInVietnam();
  const invited = params.get('invited') === '1';
  const { data, previousData, loading, error, refetch } = useQuery(AdminShopOwnerScreenQuery, {
    variables: { id: globalIdOf('ShopOwner', ownerId), month },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const shown = data ?? previousData;
  const owner = shown?.node?.__typename === 'ShopOwner' ? shown.node : null;
  const { data: form, complete: formReady } = useFragment({
    fragment: ShopOwnerFormFragment,
    from: owner,
  });
  usePageMeta(owner?.name ?? intl.formatMessage({ id: 'admin.owners.detail.title' }));
  const [updateShopOwner] = useMutation(UpdateShopOwner);
  const [deleteShopOwner, deleting] = useMutation(DeleteShopOwner);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  if (!shown) {
    return (
      <StyledAdminPage aria-busy={loading}>
        {backToList}
        <StyledTitle tabIndex={-1}>
          <FormattedMessage id="admin.owners.detail.title" />
        </StyledTitle>
        {error && !loading ? (
          <ErrorState
            message={intl.formatMessage({ id: 'admin.owners.detail.error' })}
            onRetry={() => void refetch()}
          />
        ) : (
          <>
            <StyledSkeleton $height="240px" />
            <StyledSkeleton $height="160px" />
          </>
        )}
      </StyledAdminPage>
    );
  }
  if (!owner)
    return (
      <NotFoundState
        backTo="/dashboard/shop-owners"
        backLabel={<FormattedMessage id="admin.owners.backToList" />}
      />
    );

  const chooseMonth = (next: string) =>
    setParams(
      (previous) => {
        const query = new URLSearchParams(previous);
        query.set('month', next);
        return query;
      },
      { replace: true },
    );

  const save = async (values: OwnerValues) => {
    const { data: answer } = await updateShopOwner({
      variables: {
        input: {
          id: owner.id,
          name: values.name.trim(),
          email: values.email.trim(),
          phone: values.phone.trim() || null,
          arrangements: values.arrangements.trim() || null,
          language: values.language,
        },
      },
    });
    const result = answer?.updateShopOwner;
    if (!result) throw new Error('No answer');
    if (!result.shopOwner) return result.userErrors;
    notify(intl.formatMessage({ id: 'admin.owners.detail.saved' }), 'success');
    return null;
  };

  const remove = async () => {
    try {
      const { data: answer } = await deleteShopOwner({
        variables: { input: { id: owner.id } },
        refetchQueries: ['AdminShopOwnersScreen'],
      });
      const problem = answer?.deleteShopOwner.userErrors[0];
      setConfirmDelete(false);
      if (problem) {
        setRefusal({ inUse: problem.code === 'IN_USE', message: problem.message });
        return;
      }
      notify(
        intl.formatMessage({ id: 'admin.owners.delete.done' }, { name: owner.name }),
        'success',
      );
      navigate('/dashboard/shop-owners');
    } catch {
      setConfirmDelete(false);
      setRefusal({
        inUse: false,
        message: intl.formatMessage({ id: 'admin.owners.form.connection' }),
      });
    }
  };

  return (
    <StyledAdminPage>
      {backToList}
      <StyledTitle tabIndex={-1}>{owner.name}</StyledTitle>
      {invited && !owner.active && (
        <StyledNotice role="status">
          <FormattedMessage id="admin.owners.detail.invited" values={{ email: owner.email }} />
        </StyledNotice>
      )}
      {!invited && !owner.active && (
        <StyledHint>
          <FormattedMessage id="admin.owners.detail.notActive" values={{ email: owner.email }} />
        </StyledHint>
      )}
      <StyledNarrow>
        <ShopOwnerOnlineSwitch owner={owner} />
        <StyledCard aria-labelledby="owner-details">
          <StyledCardTitle id="owner-details">
            <FormattedMessage id="admin.owners.detail.details" />
          </StyledCardTitle>
          {formReady && (
            <ShopOwnerForm
              initial={{
                userName: form.userName,
                name: form.name,
                email: form.email,
                phone: form.phone ?? '',
                arrangements: form.arrangements ?? '',
                language: form.language,
              }}
              creating={false}
              fallback="/dashboard/shop-owners"
              submitLabel={<FormattedMessage id="admin.owners.detail.save" />}
              onSave={save}
            />
          )}
        </StyledCard>
      </StyledNarrow>
      <ShopOwnerStatistics owner={owner} />
      <MonthlyOrders
        orders={owner.monthlyOrders}
        month={month}
        onMonth={chooseMonth}
        loading={loading}
        fileStem={`orders-${form?.userName ?? ownerId}`}
      />
      <StyledNarrow>
        <StyledCard aria-labelledby="owner-delete">
          <StyledCardTitle id="owner-delete">
            <FormattedMessage id="admin.owners.delete.title" />
          </StyledCardTitle>
          <StyledHint>
            <FormattedMessage id="admin.owners.delete.hint" />
          </StyledHint>
          {refusal && (
            <StyledFormAlert role="alert">
              {refusal.inUse ? (
                <>
                  <p>
                    <FormattedMessage
                      id="admin.owners.delete.inUse"
                      values={{ name: owner.name, shops: owner.shopCount }}
                    />
                  </p>
                  <p lang="en">{refusal.message}</p>
                  <p>
                    <FormattedMessage id="admin.owners.delete.wayOn" />
                  </p>
                </>
              ) : (
                refusal.message
              )}
            </StyledFormAlert>
          )}
          <StyledButton type="button" $variant="danger" onClick={() => setConfirmDelete(true)}>
            <FormattedMessage id="admin.owners.delete.button" />
          </StyledButton>
        </StyledCard>
      </StyledNarrow>
      <ConfirmSheet
        open={confirmDelete}
        title={
          <FormattedMessage id="admin.owners.delete.confirmTitle" values={{ name: owner.name }} />
        }
        confirmLabel={<FormattedMessage id="admin.owners.delete.confirm" />}
        danger
        busy={deleting.loading}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmDelete(false)}
      >
        <p>
          <FormattedMessage id="admin.owners.delete.text" />
        </p>
      </ConfirmSheet>
    </StyledAdminPage>
  );
}
