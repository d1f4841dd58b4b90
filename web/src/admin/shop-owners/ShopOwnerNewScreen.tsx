import { useMutation } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '../../app/routing';
import { graphql } from '../../gql';
import { usePageMeta } from '../../ui/usePageMeta';
import { StyledAdminPage, StyledLead, StyledNarrow, StyledTitle } from '../ui/adminStyles';
import { shopOwnerPath } from './ownerFormat';
import { blankOwner, ShopOwnerForm } from './ShopOwnerForm';

const CreateShopOwner = graphql(`
  mutation CreateShopOwner($input: CreateShopOwnerInput!) {
    createShopOwner(input: $input) {
      shopOwner {
        id
        databaseId
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

/**
 * `/dashboard/shop-owners/new`: a new owner, who is e-mailed an invitation to choose a
 * password; the owner's page then says where it went.
 */
export default function ShopOwnerNewScreen() {
  const intl = useIntl();
  usePageMeta(intl.formatMessage({ id: 'admin.owners.new.title' }));
  const [createShopOwner] = useMutation(CreateShopOwner);
  return (
    <StyledAdminPage>
      <Link to="/dashboard/shop-owners">
        <FormattedMessage id="admin.owners.backToList" />
      </Link>
      <StyledTitle tabIndex={-1}>
        <FormattedMessage id="admin.owners.new.title" />
      </StyledTitle>
      <StyledNarrow>
        <StyledLead>
          <FormattedMessage id="admin.owners.new.lead" />
        </StyledLead>
        <ShopOwnerForm
          initial={blankOwner}
          creating
          fallback="/dashboard/shop-owners"
          submitLabel={<FormattedMessage id="admin.owners.new.submit" />}
          onSave={async (values, leave) => {
            const { data } = await createShopOwner({
              variables: {
                input: {
                  userName: values.userName.trim(),
                  name: values.name.trim(),
                  email: values.email.trim(),
                  phone: values.phone.trim() || null,
                  arrangements: values.arrangements.trim() || null,
                  language: values.language,
                },
              },
              refetchQueries: ['AdminShopOwnersScreen'],
            });
            const answer = data?.createShopOwner;
            if (!answer) throw new Error('No answer');
            if (!answer.shopOwner) return answer.userErrors;
            leave(`${shopOwnerPath(answer.shopOwner.databaseId)}?invited=1`);
            return null;
          }}
        />
      </StyledNarrow>
    </StyledAdminPage>
  );
}
