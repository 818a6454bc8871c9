import { render } from '@testing-library/react';
import { Icon } from '../src';

describe('icons (docs/conventions.md#design-system)', () => {
  it('are decorative by default (hidden from assistive technology)', () => {
    const { container } = render(<Icon.ShieldCheck />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('can carry a name when they stand alone', () => {
    const { getByRole } = render(<Icon.Search role="img" aria-label="Search" />);
    expect(getByRole('img', { name: 'Search' })).not.toHaveAttribute('aria-hidden');
  });
});
