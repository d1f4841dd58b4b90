import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { fakeApi, renderWithApp } from '../../../test/render';
import { ShowMore } from './ShowMore';

/** Two pages of two; the next page comes when `answer` says. */
function List({ next }: { next(): Promise<void> }) {
  const [shown, setShown] = useState(2);
  return (
    <ShowMore
      shown={shown}
      total={4}
      hasMore={shown < 4}
      onMore={() => next().then(() => setShown(4))}
      failedMessage="We could not load more."
    />
  );
}

describe('ShowMore', () => {
  it('says how many are shown, shows its progress, and keeps the count once all are there', async () => {
    let answer: () => void = () => undefined;
    const next = jest.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    renderWithApp(<List next={next} />, fakeApi({}).link);
    expect(screen.getByText('2 of 4 shown')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    const busy = screen.getByRole('button', { name: 'Loading…' });
    expect(busy).toBeDisabled();
    fireEvent.click(busy);
    expect(next).toHaveBeenCalledTimes(1);
    answer();
    expect(await screen.findByText('4 of 4 shown')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('says when the next page could not be loaded, with a retry', async () => {
    const next = jest
      .fn<Promise<void>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(undefined);
    renderWithApp(<List next={next} />, fakeApi({}).link);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('We could not load more.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('4 of 4 shown')).toBeInTheDocument();
    expect(next).toHaveBeenCalledTimes(2);
  });
});
