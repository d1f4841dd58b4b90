import { screen } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import { Footer } from './Footer';

describe('Footer', () => {
  it('shows the current year', () => {
    renderWithApp(<Footer now={new Date('2031-05-01T12:00:00Z')} />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2031 xemay');
  });
});
