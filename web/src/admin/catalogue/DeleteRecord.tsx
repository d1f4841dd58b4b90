import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from '../../app/routing';
import styled from 'styled-components';
import { StyledButton } from '../../ui/Button';
import { ConfirmSheet } from '../../ui/ConfirmSheet';
import { StyledFormAlert } from '../../ui/formStyles';
import { useNotify } from '../../ui/Toasts';
import { useUserErrorText, type ApiUserError } from './catalogueErrors';

const StyledRefusal = styled(StyledFormAlert)`
  display: grid;
  gap: 8px;
  p {
    margin: 0;
  }
  h2 {
    margin: 0;
    font-size: 1.05rem;
  }
`;

type Refusal = { inUse: true; message: string } | { inUse: false; text: ReactNode };

/**
 * "Delete", asked once more; a refusal stays on the page in words: what still uses the
 * record (`inUseText`, from the screen's own counts) and the way back to the list, where a
 * deleted record's page goes too.
 */
export function DeleteRecord({
  name,
  deleteRecord,
  inUseText,
  listPath,
  backLabel,
}: {
  name: string;
  /** The API's userErrors (empty when deleted); throws when the API cannot be reached. */
  deleteRecord(): Promise<readonly ApiUserError[]>;
  /** What still uses it, in words (the API's English message given, which may name them). */
  inUseText(apiMessage: string): ReactNode;
  listPath: string;
  backLabel: ReactNode;
}) {
  const intl = useIntl();
  const notify = useNotify();
  const navigate = useNavigate();
  const errorText = useUserErrorText();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const refusalRef = useRef<HTMLDivElement>(null);

  // The Delete button is usually the last thing on the page: the refusal below it would open
  // out of view, and the person would see nothing happen. Bring it in view and focus it.
  useEffect(() => {
    if (!refusal) return;
    refusalRef.current?.scrollIntoView?.({ block: 'nearest' });
    refusalRef.current?.focus({ preventScroll: true });
  }, [refusal]);

  const confirm = async () => {
    setBusy(true);
    try {
      const userErrors = await deleteRecord();
      setAsking(false);
      if (userErrors.length === 0) {
        notify(intl.formatMessage({ id: 'admin.catalogue.deleted' }), 'success');
        navigate(listPath);
        return;
      }
      const inUse = userErrors.find((error) => error.code === 'IN_USE');
      setRefusal(
        inUse
          ? { inUse: true, message: inUse.message }
          : { inUse: false, text: userErrors.map(errorText).join(' ') },
      );
    } catch {
      setAsking(false);
      setRefusal({
        inUse: false,
        text: <FormattedMessage id="admin.catalogue.delete.connection" />,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <StyledButton
        type="button"
        $block
        $variant="danger"
        onClick={() => {
          setRefusal(null);
          setAsking(true);
        }}
      >
        <FormattedMessage id="admin.catalogue.delete.button" />
      </StyledButton>
      {refusal && (
        <StyledRefusal role="alert" ref={refusalRef} tabIndex={-1}>
          <h2>
            <FormattedMessage id="admin.catalogue.delete.refused" values={{ name }} />
          </h2>
          <p>{refusal.inUse ? inUseText(refusal.message) : refusal.text}</p>
          {refusal.inUse && <Link to={listPath}>{backLabel}</Link>}
        </StyledRefusal>
      )}
      <ConfirmSheet
        open={asking}
        danger
        busy={busy}
        title={<FormattedMessage id="admin.catalogue.delete.title" values={{ name }} />}
        confirmLabel={<FormattedMessage id="admin.catalogue.delete.confirm" />}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      >
        <p>
          <FormattedMessage id="admin.catalogue.delete.text" />
        </p>
      </ConfirmSheet>
    </>
  );
}
