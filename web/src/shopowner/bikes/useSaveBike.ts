import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { SaveOutcome } from './BikeForm';
import { SetBikePhotosMutation } from './bikeMutations';
import { errorsOf, offeredShops, type BikeFormValues } from './bikeFormValues';
import type { PhotoView } from './useBikePhotos';
import { inOwnLanguage, userErrorText, type ApiUserError } from '../ui/userErrorText';

type UserErrors = (ApiUserError & { field: string | null })[];

/**
 * Saving a bike: its fields and shops (`write`, createBike or updateShopBike), then the photos
 * already uploaded. Answers the errors to show, or null once all is saved (`onSaved` ran).
 */
export function useSaveBike(
  write: (values: BikeFormValues) => Promise<{ bikeId: string | null; userErrors: UserErrors }>,
  onSaved: () => void,
) {
  const intl = useIntl();
  const [saving, setSaving] = useState(false);
  const [setPhotos] = useMutation(SetBikePhotosMutation);

  const save = async (
    values: BikeFormValues,
    uploadIds: Partial<Record<PhotoView, string>>,
  ): Promise<SaveOutcome | null> => {
    setSaving(true);
    try {
      const { bikeId, userErrors } = await write(values);
      if (userErrors.length > 0 || !bikeId)
        return errorsOf(
          inOwnLanguage(userErrors, (error) => userErrorText(intl, error)),
          offeredShops(values),
        );
      if (Object.keys(uploadIds).length > 0) {
        const { data } = await setPhotos({ variables: { input: { bikeId, ...uploadIds } } });
        const problems = data?.setBikePhotos.userErrors ?? [];
        if (problems.length > 0)
          return { fields: {}, form: problems.map((e) => userErrorText(intl, e)) };
      }
      onSaved();
      return null;
    } catch {
      return { fields: {}, form: [intl.formatMessage({ id: 'owner.form.connection' })] };
    } finally {
      setSaving(false);
    }
  };
  return { save, saving };
}
