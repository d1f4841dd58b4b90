import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from '../../app/routing';
import { useMoney } from '../../app/currency/CurrencyProvider';
import { useLanguage } from '../../app/LanguageProvider';
import { ErrorState } from '../../ui/ErrorState';
import { usePageMeta } from '../../ui/usePageMeta';
import { MissingState } from '../shop/MissingState';
import { globalId, restIdParam } from '../restIds';
import { BikeDetails } from './BikeDetails';
import { BikeSkeleton } from './BikeSkeleton';
import { useDeferredResult } from '../../ui/useDeferredResult';
import { BikeScreenQuery } from './bikeScreenQuery';

/** `/bikes/:shopBikeId?start=&end=&to=`: a bike at a shop, its price and availability. */
export default function BikeScreen() {
  const intl = useIntl();
  const { language } = useLanguage();
  const { money } = useMoney();
  const { shopBikeId } = useParams();
  const restId = restIdParam(shopBikeId);
  const { data, loading, error, refetch } = useDeferredResult(
    useQuery(BikeScreenQuery, {
      variables: { id: restId ? globalId('ShopBike', restId) : '' },
      skip: restId === null,
      notifyOnNetworkStatusChange: true,
    }),
  );
  const bike = data?.publicBike;
  const city = bike?.shop.city.name[language];
  usePageMeta(
    bike
      ? intl.formatMessage({ id: 'bike.meta.title' }, { bike: bike.name, city })
      : intl.formatMessage({ id: 'bike.meta.fallback' }),
    bike
      ? intl.formatMessage(
          { id: 'bike.meta.description' },
          { bike: bike.name, shop: bike.shop.name, city, price: money(bike.pricePerDay) },
        )
      : null,
  );

  if (restId !== null && loading) return <BikeSkeleton />;
  if (error)
    return (
      <ErrorState
        message={intl.formatMessage({ id: 'bike.error' })}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  if (!bike)
    return (
      <MissingState
        title={<FormattedMessage id="bike.missing.title" />}
        text={<FormattedMessage id="bike.missing.text" />}
      />
    );
  return <BikeDetails key={bike.id} bike={bike} />;
}
