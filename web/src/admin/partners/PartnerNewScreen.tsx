import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from '../../app/routing';
import { graphql } from '../../gql';
import { ErrorState } from '../../ui/ErrorState';
import { StyledSkeleton } from '../../ui/Skeleton';
import { useNotify } from '../../ui/Toasts';
import { usePageMeta } from '../../ui/usePageMeta';
import { StyledAdminPage, StyledNarrow, StyledTitle } from '../ui/adminStyles';
import {
  createInput,
  emptyPartner,
  PartnerForm,
  partnerFieldOf,
  type PartnerField,
  type PartnerValues,
} from './PartnerForm';
import { errorsByField } from './partnerErrors';
import { kindParam, newTitles } from './partnerMessages';

export const AdminPartnerNewScreenQuery = graphql(`
  query AdminPartnerNewScreen {
    ...PartnerForm_query @unmask
  }
`);

export const CreatePartnerMutation = graphql(`
  mutation CreatePartner($input: CreatePartnerInput!) {
    createPartner(input: $input) {
      partner {
        id
        databaseId
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

/** `/dashboard/partners/new?kind=RENTAL|MARKETING`: a new partner; then its page. */
export default function PartnerNewScreen() {
  const intl = useIntl();
  const notify = useNotify();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const kind = kindParam(params.get('kind'));
  const { data, error, refetch } = useQuery(AdminPartnerNewScreenQuery);
  const [createPartner, { loading: saving }] = useMutation(CreatePartnerMutation);
  const [errors, setErrors] = useState<Partial<Record<PartnerField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  usePageMeta(intl.formatMessage(newTitles[kind]));

  const save = async (values: PartnerValues) => {
    setFormError(null);
    try {
      const result = await createPartner({ variables: { input: createInput(values) } });
      const payload = result.data?.createPartner;
      if (payload?.partner) {
        notify(
          intl.formatMessage({ id: 'admin.partners.created' }, { name: payload.partner.name }),
          'success',
        );
        navigate(`/dashboard/partners/${payload.partner.databaseId}`, { replace: true });
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

  return (
    <StyledAdminPage>
      <Link to={`/dashboard/partners?kind=${kind}`}>
        <FormattedMessage id="admin.partners.backToList" />
      </Link>
      <StyledTitle tabIndex={-1}>
        <FormattedMessage {...newTitles[kind]} />
      </StyledTitle>
      <StyledNarrow>
        {data ? (
          <PartnerForm
            key={kind}
            initial={emptyPartner(kind)}
            choices={data}
            errors={errors}
            formError={formError}
            saving={saving}
            submitLabel={<FormattedMessage id="admin.partners.form.create" />}
            onSubmit={(values) => void save(values)}
          />
        ) : error ? (
          <ErrorState onRetry={() => void refetch().catch(() => undefined)} />
        ) : (
          <div aria-busy="true">
            <p role="status" className="visually-hidden">
              <FormattedMessage id="admin.partners.loading" />
            </p>
            <StyledSkeleton $height="24rem" $radius="12px" />
          </div>
        )}
      </StyledNarrow>
    </StyledAdminPage>
  );
}
