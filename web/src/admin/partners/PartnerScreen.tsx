import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link, useNavigate, useParams, useSearchParams } from '../../app/routing';
import { graphql } from '../../gql';
import { StyledButton } from '../../ui/Button';
import { ConfirmSheet } from '../../ui/ConfirmSheet';
import { ErrorState } from '../../ui/ErrorState';
import { NotFoundState } from '../../ui/NotFoundState';
import { StyledSkeleton } from '../../ui/Skeleton';
import { useNotify } from '../../ui/Toasts';
import { StyledCard, StyledCardTitle } from '../../ui/formStyles';
import { usePageMeta } from '../../ui/usePageMeta';
import { StyledAdminPage, StyledLead, StyledNarrow, StyledTitle } from '../ui/adminStyles';
import { AffiliateLink } from './AffiliateLink';
import { PartnerForm, partnerFieldOf, updateInput, type PartnerField } from './PartnerForm';
import type { PartnerValues } from './PartnerForm';
import { monthlyOrdersLimit, PartnerMonthlyOrders } from './PartnerMonthlyOrders';
import { PartnerOnlineSwitch } from './PartnerOnlineSwitch';
import { PartnerStatistics } from './PartnerStatistics';
import { globalIdOf, restIdOf } from '../ui/globalIds';
import { currentMonthInVietnam, monthParam } from '../ui/month';
import { errorsByField, userErrorText } from './partnerErrors';
import { kindLabels } from './partnerMessages';

export const AdminPartnerScreenQuery = graphql(`
  query AdminPartnerScreen($id: ID!, $month: String!, $limit: Int!) {
    node(id: $id) {
      id
      ... on Partner {
        ...PartnerDetail_partner @unmask
        orderStatistics {
          ...PartnerStatistics_statistics @unmask
        }
        monthlyOrders(monthYear: $month, limit: $limit) {
          ...PartnerMonthlyOrders_month @unmask
        }
      }
    }
    ...PartnerForm_query @unmask
  }
`);

export const PartnerDetailFragment = graphql(`
  fragment PartnerDetail_partner on Partner {
    id
    databaseId
    name
    kind
    online
    email
    phone
    hasPassword
    arrangements
    affiliateLink
    storeDatabaseId
    storeName
  }
`);

export const UpdatePartnerMutation = graphql(`
  mutation UpdatePartner($input: UpdatePartnerInput!) {
    updatePartner(input: $input) {
      partner {
        ...PartnerDetail_partner @unmask
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

export const DeletePartnerMutation = graphql(`
  mutation DeletePartner($input: DeletePartnerInput!) {
    deletePartner(input: $input) {
      deletedId
      userErrors {
        field
        message
        code
      }
    }
  }
`);

const StyledKind = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.muted};
`;

const listPath = '/dashboard/partners';

/**
 * `/dashboard/partners/:id` (REST id): a partner's affiliate link to copy, its status, the
 * bookings its link brought (all time, and per month: `?month=YYYY-MM`, this month in
 * Vietnam by default), its details to edit, and delete.
 */
export default function PartnerScreen() {
  const intl = useIntl();
  const notify = useNotify();
  const navigate = useNavigate();
  const restId = restIdOf(useParams().id);
  const [params, setParams] = useSearchParams();
  const month = monthParam(params.get('month')) ?? currentMonthInVietnam();
  const { data, previousData, loading, error, refetch } = useQuery(AdminPartnerScreenQuery, {
    variables: { id: globalIdOf('Partner', restId ?? 0), month, limit: monthlyOrdersLimit },
    skip: restId === null,
  });
  const [updatePartner, { loading: saving }] = useMutation(UpdatePartnerMutation);
  const [deletePartner, { loading: deleting }] = useMutation(DeletePartnerMutation);
  const [errors, setErrors] = useState<Partial<Record<PartnerField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const shown = data ?? previousData;
  const partner = shown?.node?.__typename === 'Partner' ? shown.node : null;
  usePageMeta(partner?.name ?? intl.formatMessage({ id: 'admin.partners.allPartners' }));

  const notFound = (
    <NotFoundState
      backTo={listPath}
      backLabel={<FormattedMessage id="admin.partners.allPartners" />}
    />
  );
  if (restId === null) return notFound;
  if (error && !shown)
    return (
      <StyledAdminPage>
        <Link to={listPath}>
          <FormattedMessage id="admin.partners.backToList" />
        </Link>
        <StyledTitle tabIndex={-1}>
          <FormattedMessage id="admin.partners.allPartners" />
        </StyledTitle>
        <ErrorState onRetry={() => void refetch().catch(() => undefined)} />
      </StyledAdminPage>
    );
  if (!shown)
    return (
      <StyledAdminPage aria-busy="true">
        <p role="status" className="visually-hidden">
          <FormattedMessage id="admin.partners.loading" />
        </p>
        <StyledSkeleton $height="1.9rem" $width="60%" />
        <StyledSkeleton $height="8rem" $radius="12px" />
        <StyledSkeleton $height="16rem" $radius="12px" />
      </StyledAdminPage>
    );
  if (!partner) return notFound;

  const kindList = `${listPath}?kind=${partner.kind}`;
  const initial: PartnerValues = {
    name: partner.name,
    kind: partner.kind,
    email: partner.email ?? '',
    phone: partner.phone ?? '',
    password: '',
    storeId: partner.storeDatabaseId ? globalIdOf('Store', partner.storeDatabaseId) : '',
    arrangements: partner.arrangements ?? '',
  };

  const save = async (values: PartnerValues) => {
    setFormError(null);
    try {
      const result = await updatePartner({ variables: { input: updateInput(partner.id, values) } });
      const payload = result.data?.updatePartner;
      if (payload?.partner) {
        setErrors({});
        notify(intl.formatMessage({ id: 'admin.partners.saved' }), 'success');
        return;
      }
      const { fields, general } = errorsByField(intl, payload?.userErrors ?? [], partnerFieldOf);
      setErrors(fields);
      setFormError(
        general.length > 0
          ? general.join(' ')
          : intl.formatMessage({ id: 'admin.partners.form.fixFields' }),
      );
    } catch {
      setFormError(intl.formatMessage({ id: 'admin.partners.form.saveFailed' }));
    }
  };

  const remove = async () => {
    try {
      const result = await deletePartner({ variables: { input: { id: partner.id } } });
      const refusal = result.data?.deletePartner.userErrors[0];
      setConfirming(false);
      if (refusal) {
        notify(
          intl.formatMessage(
            { id: 'admin.partners.delete.refused' },
            { name: partner.name, reason: userErrorText(intl, refusal) },
          ),
          'error',
        );
        return;
      }
      notify(
        intl.formatMessage({ id: 'admin.partners.deleted' }, { name: partner.name }),
        'success',
      );
      navigate(kindList, { replace: true });
    } catch {
      setConfirming(false);
      notify(intl.formatMessage({ id: 'admin.partners.delete.failed' }), 'error');
    }
  };

  const chooseMonth = (next: string) =>
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        updated.set('month', next);
        return updated;
      },
      { replace: true },
    );

  return (
    <StyledAdminPage>
      <Link to={kindList}>
        <FormattedMessage id="admin.partners.backToList" />
      </Link>
      <StyledTitle tabIndex={-1}>{partner.name}</StyledTitle>
      <StyledKind>{intl.formatMessage(kindLabels[partner.kind])}</StyledKind>
      <PartnerOnlineSwitch partner={partner} visibleLabel />

      <StyledCard aria-labelledby="partner-link">
        <StyledCardTitle id="partner-link">
          <FormattedMessage id="admin.partners.link.title" />
        </StyledCardTitle>
        <StyledLead>
          <FormattedMessage id="admin.partners.link.lead" />
        </StyledLead>
        <AffiliateLink link={partner.affiliateLink} />
      </StyledCard>

      <StyledCard aria-labelledby="partner-statistics">
        <StyledCardTitle id="partner-statistics">
          <FormattedMessage id="admin.partners.stats.title" />
        </StyledCardTitle>
        <PartnerStatistics statistics={partner.orderStatistics} />
      </StyledCard>

      <StyledCard aria-labelledby="partner-month">
        <StyledCardTitle id="partner-month">
          <FormattedMessage id="admin.partners.month.title" />
        </StyledCardTitle>
        <PartnerMonthlyOrders
          partnerName={partner.name}
          month={month}
          monthly={data?.node?.__typename === 'Partner' ? data.node.monthlyOrders : null}
          loading={loading}
          onMonthChange={chooseMonth}
        />
      </StyledCard>

      <StyledNarrow>
        <StyledCard aria-labelledby="partner-edit">
          <StyledCardTitle id="partner-edit">
            <FormattedMessage id="admin.partners.detail.edit" />
          </StyledCardTitle>
          <PartnerForm
            key={partner.id}
            initial={initial}
            choices={shown}
            extraShop={
              initial.storeId && partner.storeName
                ? { id: initial.storeId, name: partner.storeName }
                : null
            }
            errors={errors}
            formError={formError}
            saving={saving}
            submitLabel={<FormattedMessage id="admin.partners.form.save" />}
            onSubmit={(values) => void save(values)}
          />
        </StyledCard>
        <StyledButton type="button" $variant="danger" $block onClick={() => setConfirming(true)}>
          <FormattedMessage id="admin.partners.delete" />
        </StyledButton>
      </StyledNarrow>

      <ConfirmSheet
        open={confirming}
        title={
          <FormattedMessage id="admin.partners.delete.title" values={{ name: partner.name }} />
        }
        confirmLabel={<FormattedMessage id="admin.partners.delete.confirm" />}
        cancelLabel={<FormattedMessage id="admin.partners.delete.keep" />}
        danger
        busy={deleting}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      >
        <p>
          <FormattedMessage id="admin.partners.delete.text" />
        </p>
      </ConfirmSheet>
    </StyledAdminPage>
  );
}
